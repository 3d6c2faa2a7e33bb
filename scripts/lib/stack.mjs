// Starts the whole product: database, CMS (Payload on Next.js) and storefront (Remix on
// Express), each supervised (./supervisor.mjs). Used by `npm start`, `npm run dev` and the test
// setup.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { childEnv, root } from './config.mjs'
import { startEmbeddedPostgres } from './postgres.mjs'
import { stopChild, supervise } from './supervisor.mjs'

export { childEnv, stopChild }

/** @typedef {import('./config.mjs').Config} Config */
/** @typedef {import('./supervisor.mjs').Child} Child */
/** @typedef {import('./supervisor.mjs').Supervision} Supervision */
/** @typedef {'cms' | 'storefront'} App */
/** The environment appEnv makes: what the apps are started with. */
/** @typedef {ReturnType<typeof appEnv>} AppEnv */
/** Where an app's stdout and stderr go: a file descriptor, or the terminal. */
/** @typedef {number | 'inherit'} Output */

const bin = (/** @type {App} */ app, /** @type {string} */ name) => path.join(root, app, 'node_modules', '.bin', name)

/**
 * The environment both apps and the CMS scripts run with.
 * @param {Config} config
 * @param {{ databaseUrl: string, cmsPort: number, port: number, extra?: Record<string, string> }} ports
 */
export function appEnv(config, { databaseUrl, cmsPort, port, extra = {} }) {
  return childEnv({
    NODE_ENV: config.NODE_ENV,
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    CMS_URL: `http://127.0.0.1:${cmsPort}`,
    PUBLIC_URL: config.PUBLIC_URL,
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: config.payloadSecret,
    MEDIA_DIR: config.mediaDir,
    MAIL_OUTBOX_DIR: config.mailOutboxDir,
    // Unless REVALIDATE_URLS lists the replicas, the CMS tells the storefront started beside it
    // (on loopback, not through PUBLIC_URL) when the catalogue changes (docs/decisions/013).
    REVALIDATE_URLS: config.REVALIDATE_URLS ?? `http://127.0.0.1:${port}/internal/revalidate`,
    NEXT_TELEMETRY_DISABLED: '1',
    ...extra,
  })
}

/**
 * The embedded PostgreSQL (supervised: `supervisor`), or DATABASE_URL's, which its own operator
 * keeps running (`supervisor` null). `supervision` passes options to the supervisor.
 * @param {Config} config
 * @param {(message: string) => void} [log]
 * @param {Supervision} [supervision]
 */
export async function startDatabase(config, log = console.log, supervision = {}) {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {}, supervisor: null }
  return startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, 'postgres'),
    port: config.EMBEDDED_PG_PORT,
    database: 'cardcompare',
    log,
    supervision,
  })
}

// A build is current when no source file changed since it was made.
const sources = {
  cms: [
    'cms/src',
    'cms/build-tools',
    'cms/next.config.ts',
    'cms/tsconfig.json',
    'cms/tsconfig.build.json',
    'cms/package-lock.json',
    'shared/src',
  ],
  storefront: ['storefront/app', 'storefront/build-tools', 'storefront/vite.config.ts', 'storefront/package-lock.json', 'shared/src'],
}
const outputs = { cms: 'cms/.next/BUILD_ID', storefront: 'storefront/build/server/index.js' }

/** @param {App} app */
function sourceStamp(app) {
  const hash = createHash('sha1')
  const walk = (/** @type {string} */ p) => {
    if (!existsSync(p)) return
    const s = statSync(p)
    if (s.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (!name.endsWith('.test.ts')) walk(path.join(p, name))
    } else hash.update(`${p}:${s.size}:${s.mtimeMs}\n`)
  }
  for (const rel of sources[app]) walk(path.join(root, rel))
  return hash.digest('hex')
}

/**
 * @param {App} app
 * @param {Config} config
 * @param {(message: string) => void} [log]
 * @returns {Promise<boolean>} whether it built (asynchronous, so `npm test` runs checks meanwhile)
 */
export async function ensureBuilt(app, config, log = console.log) {
  const stampFile = path.join(config.dataDir, `build-${app}.stamp`)
  const stamp = sourceStamp(app)
  const current = existsSync(path.join(root, outputs[app])) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp
  if (current) return false
  log(`[build] building ${app} (first start or sources changed)...`)
  const started = Date.now()
  const child = spawn('npm', ['run', 'build'], {
    cwd: path.join(root, app),
    stdio: 'inherit',
    env: childEnv({ NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }),
  })
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (status !== 0) throw new Error(`build of ${app} failed`)
  writeFileSync(stampFile, stamp)
  log(`[build] ${app} built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return true
}

/**
 * Migrations, the seed on an empty database, the first admin (cms/src/scripts/prepare.ts).
 * @param {AppEnv} env
 * @param {Config} config
 */
export function prepareDatabase(env, config) {
  return runCmsScript('src/scripts/prepare.ts', 'database preparation (migrations/seed)', env, config)
}

/**
 * The Node options of every process that loads the Payload config outside Next (`payload run`,
 * its generators). `--conditions=production` resolves Lexical's packages to their production
 * files: their default Node entries choose a build with a top-level `await import()`, and on
 * Node 20 the graph of those awaits sometimes never settles, so the process idles, or exits with
 * 13 or 0, before any of our code runs (docs/decisions/039).
 */
export const PAYLOAD_CLI_NODE_OPTIONS = '--no-deprecation --conditions=production'

/**
 * How often a stalled `payload run` is started again: a safety net. With Lexical's own entries
 * a quarter of the runs stalled (docs/decisions/039); with PAYLOAD_CLI_NODE_OPTIONS none did.
 */
const PREPARE_ATTEMPTS = 5

/**
 * Runs a script of cms/src/scripts with Payload (`payload run`), repeated when it was stopped or
 * ended without finishing; each script writes the two markers below. A script that ran and failed
 * is not repeated: it may have done part of its work.
 * @param {string} script
 * @param {string} what its name in messages
 * @param {AppEnv} env
 * @param {Config} config
 */
export async function runCmsScript(script, what, env, config) {
  // Safety nets for a module graph that never settles (docs/decisions/039): Node would exit with
  // status 0 or 13 having done nothing, so keep-alive.mjs holds the loop open and the script
  // writes a marker as its last act (a run without it is repeated); the script writes a second
  // marker once Payload is up, and a run that has not written it within PREPARE_LOAD_SECONDS
  // (120) is killed and repeated.
  const keepAlive = pathToFileURL(path.join(root, 'scripts/lib/keep-alive.mjs')).href
  const stamp = `${process.pid}-${Date.now()}`
  const marker = path.join(tmpdir(), `cardcompare-prepare-${stamp}`)
  const started = path.join(tmpdir(), `cardcompare-prepare-started-${stamp}`)
  const loadMs = config.PREPARE_LOAD_SECONDS * 1000
  for (let attempt = 1; attempt <= PREPARE_ATTEMPTS; attempt++) {
    rmSync(started, { force: true })
    const child = spawn(bin('cms', 'payload'), ['run', script], {
      cwd: path.join(root, 'cms'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...env,
        NODE_OPTIONS: `${PAYLOAD_CLI_NODE_OPTIONS} --import ${keepAlive}`,
        PREPARE_DONE_MARKER: marker,
        PREPARE_STARTED_MARKER: started,
      },
    })
    const begin = Date.now()
    /** @type {string | null} */
    let stalled = null
    const watchdog = setInterval(() => {
      const elapsed = Date.now() - begin
      if (!existsSync(started) && elapsed > loadMs) stalled = `Payload did not start within ${loadMs / 1000} s`
      else if (elapsed > 10 * 60_000) stalled = 'it ran for 10 minutes'
      if (stalled) child.kill('SIGKILL')
    }, 1000)
    /** @type {{ status: number | null, signal: NodeJS.Signals | null }} */
    const result = await new Promise((resolve) => child.on('exit', (status, signal) => resolve({ status, signal })))
    clearInterval(watchdog)
    rmSync(started, { force: true })
    if (result.status !== 0) {
      const how = stalled ?? (result.signal ? `signal ${result.signal}` : `exit code ${result.status}`)
      // Migrations and the seed each run in a transaction: a run that died half-way left nothing.
      if (attempt < PREPARE_ATTEMPTS && result.signal) {
        console.warn(`[db] ${what} was stopped (${how}); trying again (attempt ${attempt + 1} of ${PREPARE_ATTEMPTS})`)
        continue
      }
      throw new Error(`${what} failed: ${how}`)
    }
    if (existsSync(marker)) {
      rmSync(marker, { force: true })
      return
    }
    console.warn(`[db] ${what} exited without finishing (attempt ${attempt} of ${PREPARE_ATTEMPTS})`)
  }
  throw new Error(`${what} did not finish`)
}

// `output`: where the app's stdout and stderr go (a file descriptor), the terminal by default.
/**
 * @param {string} command
 * @param {string[]} args
 * @param {{ output?: Output, cwd: string, env: NodeJS.ProcessEnv }} options
 * @returns {Child}
 */
const run = (command, args, { output = 'inherit', ...options }) => spawn(command, args, { stdio: ['ignore', output, output], ...options })

/** @typedef {{ dev?: boolean, output?: Output }} StartOptions */

/**
 * @param {AppEnv} env
 * @param {StartOptions} [options]
 */
export function startCms(env, { dev = false, output } = {}) {
  const args = dev ? ['dev', '-p', env.CMS_PORT, '-H', '127.0.0.1'] : ['start', '-p', env.CMS_PORT, '-H', '127.0.0.1']
  return run(bin('cms', 'next'), args, { output, cwd: path.join(root, 'cms'), env: { ...env, NODE_OPTIONS: '--no-deprecation' } })
}

/**
 * @param {AppEnv} env
 * @param {StartOptions} [options]
 */
export function startStorefront(env, { dev = false, output } = {}) {
  const args = ['server.js', ...(dev ? ['--dev'] : [])]
  return run(process.execPath, args, { output, cwd: path.join(root, 'storefront'), env })
}

/**
 * The CMS and the storefront, each supervised: a crash is restarted with backoff; too many in a
 * row call `onGiveUp`. `started` resolves once both answer; a first start that fails stops both
 * and rejects. `stop()` works at any time, during the start too.
 * @param {AppEnv} env
 * @param {StartOptions & { log?: (message: string) => void, onGiveUp?: (error: Error) => unknown, supervision?: Supervision }} [options]
 */
export function startApps(env, { dev = false, log = console.log, onGiveUp, supervision = {}, output } = {}) {
  const common = { log, onGiveUp, ...supervision }
  const cms = supervise({
    ...common,
    name: 'cms',
    start: () => startCms(env, { dev, output }),
    ready: (child) => waitForHttp(`${env.CMS_URL}/cms-api/card-types?limit=1`, { child }),
  })
  const storefront = supervise({
    ...common,
    name: 'storefront',
    start: () => startStorefront(env, { dev, output }),
    ready: (child) => waitForHttp(`http://127.0.0.1:${env.PORT}/healthz`, { child }),
  })
  const stop = async () => {
    await Promise.all([cms.stop(), storefront.stop()])
  }
  const started = Promise.all([cms.started, storefront.started]).then(
    () => {},
    async (/** @type {unknown} */ error) => {
      await stop()
      throw error
    },
  )
  return { cms, storefront, started, stop }
}

/**
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: Child }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${url}: the server exited before answering`)
    try {
      // A frozen server (SIGSTOP) accepts the connection and never answers.
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) })
      if (res.status < 500) return res.status
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
