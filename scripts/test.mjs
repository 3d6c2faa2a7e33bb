// `npm test`: lint, format, typecheck, generated files, dependency audit, card data check, unit
// tests, then the integration tests (vitest) and the end-to-end tests (Playwright in Chromium),
// each against a fresh test copy of the product of its own. `npm test -- --only <test files>`
// skips the checks and runs just those integration and end-to-end files, for work on one part.
//
// On two cores the checks are mostly one thread each: lint, format and typecheck run side by side,
// and the test stacks (database, builds, seed) are made while the audit, data check and unit tests
// run. A failed check still fails the run; the stacks are then stopped unused.
import { spawn } from 'node:child_process'
import { existsSync, openSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { childEnv, root } from './lib/config.mjs'
import { startTestStack, testStackEnv } from './lib/test-stack.mjs'

/**
 * The steps that failed, each with the end of its output when it was kept: printed again as the
 * run's last lines, which are what a CI page shows of a long run.
 * @type {{ name: string, tail: string }[]}
 */
const failedSteps = []

/**
 * Runs one step. Output goes straight to the terminal, or, for steps that run beside others, is
 * kept and printed whole when the step ends so that it does not interleave. Asynchronous on
 * purpose: the test stack's SMTP server lives in this process and must keep answering.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, buffered?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
const step = (name, command, args, { env = childEnv(), buffered = false } = {}) =>
  new Promise((resolve) => {
    const started = Date.now()
    if (!buffered) console.log(`\n▶ ${name}`)
    /** @type {Buffer[]} */
    const output = []
    const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env })
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code) => {
      if (buffered) process.stdout.write(`\n▶ ${name}\n${Buffer.concat(output).toString()}`)
      const seconds = ((Date.now() - started) / 1000).toFixed(0)
      if (code !== 0) {
        console.error(`✖ ${name} failed (${seconds} s)`)
        const tail = Buffer.concat(output).toString().trimEnd().split('\n').slice(-40).join('\n')
        failedSteps.push({ name, tail })
      } else console.log(`✔ ${name} (${seconds} s)`)
      resolve(code === 0)
    })
  })

/** @param {Promise<boolean>[]} steps every step runs to its end, so each one's result is shown */
const all = async (steps) => (await Promise.all(steps)).every(Boolean)

/** @param {(() => Promise<boolean>)[]} steps one after another, stopping at the first failure */
const inTurn = async (steps) => {
  for (const run of steps) if (!(await run())) return false
  return true
}

const only = process.argv.includes('--only') ? process.argv.slice(process.argv.indexOf('--only') + 1) : null
const integrationFiles = only?.filter((file) => file.includes('tests/integration/')) ?? []
const e2eFiles = only?.filter((file) => file.includes('tests/e2e/')) ?? []

let ok =
  only !== null ||
  ((await all([
    step('lint', 'npm', ['run', 'lint'], { buffered: true }),
    step('format', 'npm', ['run', 'format:check'], { buffered: true }),
    step('typecheck', 'npm', ['run', 'typecheck'], { buffered: true }),
  ])) &&
    // Regenerates into cms/src, so it ends before the CMS build reads the sources.
    (await step('generated CMS files', process.execPath, ['scripts/check-generated.mjs'])))

/**
 * A fresh stack for one suite. Its apps log a JSON line per request (docs/runbook.md): kept in a
 * file, whose end is shown when the run fails.
 * @param {string} suite
 */
function startStackFor(suite) {
  const appLog = path.join(tmpdir(), `cardcompare-test-${suite}-apps-${process.pid}.log`)
  console.log(`\n▶ starting the ${suite} test stack (fresh database, production builds); the apps' output: ${appLog}`)
  return startTestStack({ output: openSync(appLog, 'a') }).then(
    (stack) => ({ suite, appLog, stack, error: null }),
    (error) => ({ suite, appLog, stack: null, error }),
  )
}

/**
 * Runs one suite against its own stack, then stops the stack.
 * @param {ReturnType<typeof startStackFor>} starting
 * @param {(env: NodeJS.ProcessEnv) => Promise<boolean>} suite
 */
async function onStack(starting, suite) {
  const { stack, error, appLog, suite: suiteName } = await starting
  if (!stack) {
    console.error('✖ the test stack did not start:', error)
    failedSteps.push({ name: `starting the ${suiteName} test stack`, tail: String(error) })
    return false
  }
  let passed = false
  try {
    passed = await suite(childEnv(testStackEnv(stack)))
  } finally {
    await stack.stop()
  }
  if (!passed) {
    const lines = readFileSync(appLog, 'utf8').trimEnd().split('\n')
    console.log(`\n▶ the last ${Math.min(300, lines.length)} lines of the apps' output (${appLog})\n${lines.slice(-300).join('\n')}`)
  }
  return passed
}

// Each suite also writes its results as JSON, so the run can end by naming what failed: the last
// lines of a failed run's output are what a CI page shows.
const reports = {
  integration: path.join(tmpdir(), `cardcompare-test-integration-${process.pid}.json`),
  endToEnd: path.join(tmpdir(), `cardcompare-test-end-to-end-${process.pid}.json`),
}

/**
 * The failed tests of a suite's JSON report (vitest's or Playwright's), each with the first line of its error.
 * @param {string} file
 * @returns {string[]}
 */
function failedTests(file) {
  if (!existsSync(file)) return []
  const report = JSON.parse(readFileSync(file, 'utf8'))
  const firstLine = (/** @type {unknown} */ text) =>
    String(text ?? '')
      .replace(/\u001b\[[0-9;]*m/g, '')
      .trim()
      .split('\n')[0]
  /** @type {string[]} */
  const failed = []
  // vitest: testResults[].assertionResults[]
  for (const result of report.testResults ?? []) {
    for (const test of result.assertionResults ?? []) {
      if (test.status === 'failed')
        failed.push(`${path.relative(root, result.name)} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`)
    }
    if (result.status === 'failed' && !(result.assertionResults ?? []).some((/** @type {{ status: string }} */ t) => t.status === 'failed'))
      failed.push(`${path.relative(root, result.name)}: ${firstLine(result.message)}`)
  }
  // Playwright: suites nest; specs[].tests[] carry the project and the results of each try.
  const walk = (/** @type {any} */ suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1)
        if (last && !['passed', 'skipped'].includes(last.status))
          failed.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(last.error?.message ?? last.status)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of report.suites ?? []) walk(suite)
  for (const error of report.errors ?? []) failed.push(`Playwright: ${firstLine(error.message)}`)
  return failed
}

if (ok) {
  const integration = !only || integrationFiles.length > 0
  const endToEnd = !only || e2eFiles.length > 0
  // Each suite has a stack of its own (a database, both apps, a mail server), so the two share no
  // data and run side by side: on two cores that takes about two thirds of the time of one after
  // the other. The second stack starts once the first is up, which has made the builds it shares.
  const integrationStack = integration ? startStackFor('integration') : null
  const endToEndStack = endToEnd ? (integrationStack ?? Promise.resolve()).then(() => startStackFor('end-to-end')) : null
  if (only === null)
    ok = await inTurn([
      () => step('dependency audit', process.execPath, ['scripts/audit.mjs'], { buffered: true }),
      () => step('card data check', 'npm', ['run', 'check:data'], { buffered: true }),
      () => step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit'], { buffered: true }),
    ])
  const suites = []
  // After passing checks, both suites run to their end even when the other fails: one run shows both.
  if (integrationStack)
    suites.push(
      onStack(integrationStack, (env) =>
        ok
          ? step(
              'integration tests',
              'npx',
              [
                'vitest',
                'run',
                '--project',
                'integration',
                '--reporter=default',
                '--reporter=json',
                `--outputFile.json=${reports.integration}`,
                ...integrationFiles,
              ],
              {
                env,
                // Printed whole when it ends, beside the end-to-end suite's running output.
                buffered: endToEnd,
              },
            )
          : Promise.resolve(false),
      ),
    )
  if (endToEndStack)
    suites.push(
      onStack(endToEndStack, (env) =>
        ok
          ? step('end-to-end tests', 'npx', ['playwright', 'test', ...e2eFiles], { env: { ...env, E2E_JSON_REPORT: reports.endToEnd } })
          : Promise.resolve(false),
      ),
    )
  ok = (await all(suites)) && ok
  const failed = [...failedTests(reports.integration), ...failedTests(reports.endToEnd)]
  if (failed.length > 0) console.error(`\n✖ ${failed.length} failed:\n${failed.map((line) => `  ${line}`).join('\n')}`)
}
for (const { name, tail } of failedSteps) console.error(`\n✖ ${name} failed${tail ? `; the end of its output:\n${tail}` : ''}`)
process.exit(ok ? 0 : 1)
