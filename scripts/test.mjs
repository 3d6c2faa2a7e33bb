// `npm test`: lint, format, typecheck, generated files, dependency audit, card data check, unit tests, then one fresh test
// copy of the product shared by the integration tests (vitest) and the end-to-end tests
// (Playwright in Chromium). `npm test -- --only <test files>` skips the checks and runs just those
// integration and end-to-end files against a fresh stack, for work on one part.
import { spawn } from 'node:child_process'
import { childEnv, root } from './lib/config.mjs'
import { startTestStack, testStackEnv } from './lib/test-stack.mjs'

// Asynchronous on purpose: the test stack's SMTP server lives in this process and must keep
// answering while the suites run.
/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<boolean>}
 */
const step = (name, command, args, env = childEnv()) =>
  new Promise((resolve) => {
    console.log(`\n▶ ${name}`)
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
    child.on('exit', (code) => {
      if (code !== 0) console.error(`✖ ${name} failed`)
      resolve(code === 0)
    })
  })

const only = process.argv.includes('--only') ? process.argv.slice(process.argv.indexOf('--only') + 1) : null
const integrationFiles = only?.filter((file) => file.includes('tests/integration/')) ?? []
const e2eFiles = only?.filter((file) => file.includes('tests/e2e/')) ?? []

let ok =
  only !== null ||
  ((await step('lint', 'npm', ['run', 'lint'])) &&
    (await step('format', 'npm', ['run', 'format:check'])) &&
    (await step('typecheck', 'npm', ['run', 'typecheck'])) &&
    (await step('generated CMS files', process.execPath, ['scripts/check-generated.mjs'])) &&
    (await step('dependency audit', process.execPath, ['scripts/audit.mjs'])) &&
    (await step('card data check', 'npm', ['run', 'check:data'])) &&
    (await step('unit tests', 'npx', ['vitest', 'run', '--project', 'unit'])))
if (ok) {
  console.log('\n▶ starting the test stack (fresh database, production builds)')
  const stack = await startTestStack()
  const env = childEnv(testStackEnv(stack))
  try {
    if (!only || integrationFiles.length)
      ok = await step('integration tests', 'npx', ['vitest', 'run', '--project', 'integration', ...integrationFiles], env)
    if (!only || e2eFiles.length) ok = (await step('end-to-end tests', 'npx', ['playwright', 'test', ...e2eFiles], env)) && ok
  } finally {
    await stack.stop()
  }
}
process.exit(ok ? 0 : 1)
