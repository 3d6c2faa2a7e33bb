// A throwaway copy of the whole product for the test suites: a fresh embedded PostgreSQL
// in a temp folder on free ports, migrated and seeded, with the production builds.
import { chmodSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { constants, tmpdir } from 'node:os'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'
import { readConfig } from './config.mjs'
import { appEnv, ensureBuilt, prepareDatabase, startApps, startDatabase } from './stack.mjs'

export const TEST_ADMIN = { email: 'admin@test.cardcompare.local', username: 'testadmin', password: 'Test-Admin-Pass1!' }

/** @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      // Listening on an IP address: its address is an AddressInfo.
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address())
      server.close(() => resolve(port))
    })
  })
}

/**
 * What the test suites read to find a stack (tests/env.ts): `npm test` passes these to them,
 * and a suite run alone sets them in its global setup.
 * @param {{ baseUrl: string, cmsUrl: string, databaseUrl: string, mailDir: string }} stack
 */
export function testStackEnv(stack) {
  return {
    TEST_BASE_URL: stack.baseUrl,
    TEST_CMS_URL: stack.cmsUrl,
    TEST_DATABASE_URL: stack.databaseUrl,
    TEST_MAIL_DIR: stack.mailDir,
    TEST_ADMIN_EMAIL: TEST_ADMIN.email,
    TEST_ADMIN_USERNAME: TEST_ADMIN.username,
    TEST_ADMIN_PASSWORD: TEST_ADMIN.password,
  }
}

/**
 * A real SMTP server on loopback; every message it accepts is written to `inbox` as .eml.
 * `delayMs` makes it take that long over each message, as a slow mail server does.
 * @param {string} inbox
 * @param {number} [port]
 * @param {{ delayMs?: number }} [options]
 */
export async function startTestSmtp(inbox, port, { delayMs = 0 } = {}) {
  mkdirSync(inbox, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        const accept = () => {
          // Written beside the inbox, then moved in: a reader never sees half a message.
          const name = `${Date.now()}-${String(++count).padStart(6, '0')}.eml`
          writeFileSync(`${inbox}.${name}`, Buffer.concat(chunks))
          renameSync(`${inbox}.${name}`, path.join(inbox, name))
          callback()
        }
        if (delayMs) setTimeout(accept, delayMs)
        else accept()
      })
    },
  })
  // A client killed half-way through a message (the durability tests kill the CMS while it sends)
  // resets its connection; smtp-server reports that as an 'error' event, which, unheard, would be
  // an uncaught exception in the test runner.
  server.on('error', (/** @type {Error & { code?: string }} */ error) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error(`[test-smtp] ${error.message}`)
  })
  port ??= await freePort()
  await /** @type {Promise<void>} */ (new Promise((resolve) => server.listen(port, '127.0.0.1', resolve)))
  return { url: `smtp://127.0.0.1:${port}`, stop: () => /** @type {Promise<void>} */ (new Promise((resolve) => server.close(resolve))) }
}

/**
 * `smtpUrl` replaces the stack's own mail server (a test that takes SMTP down and up again
 * runs its own); `env` adds variables for both apps; `databaseUrl` shares another stack's
 * database instead of starting an embedded one of its own. The database (when embedded), the CMS and
 * the storefront are supervised as `npm start` supervises them: `processes` has their
 * supervisors ({ pid, whenReady(), events }), and a process killed from outside comes back by
 * itself; `output` (a file descriptor) takes the apps' own output. `restartCms` ends the CMS (SIGKILL by default, as a crash would) and starts it again
 * at once on the same port and database, resolving once it answers.
 * @param {object} [options]
 * @param {(message: string) => void} [options.log]
 * @param {number} [options.cacheSeconds]
 * @param {string} [options.smtpUrl]
 * @param {number} [options.port] the storefront's port (a replica test names each in the other's REVALIDATE_URLS)
 * @param {Record<string, string>} [options.env]
 * @param {string} [options.databaseUrl]
 * @param {import('./supervisor.mjs').Supervision} [options.supervision]
 * @param {import('./stack.mjs').Output} [options.output]
 */
export async function startTestStack({
  log = console.log,
  cacheSeconds = 0,
  smtpUrl,
  port: storefrontPort,
  env: extraEnv = {},
  databaseUrl,
  supervision = {},
  output,
} = {}) {
  // Builds are shared with `npm start` (stamps in the main .data folder).
  const buildConfig = readConfig({ NODE_ENV: 'production' })
  await ensureBuilt('cms', buildConfig, log)
  await ensureBuilt('storefront', buildConfig, log)

  const dataDir = mkdtempSync(path.join(tmpdir(), 'cardcompare-test-'))
  // mkdtemp makes it 0700; the database runs as the postgres user when we are root.
  chmodSync(dataDir, 0o755)
  const [pgPort, port, cmsPort] = [await freePort(), storefrontPort ?? (await freePort()), await freePort()]
  const config = readConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    EMBEDDED_PG_PORT: String(pgPort),
    PORT: String(port),
    CMS_PORT: String(cmsPort),
    PUBLIC_URL: `http://localhost:${port}`,
    PAYLOAD_SECRET: 'test-secret-that-is-long-enough-0123456789',
    // Payload loads in seconds here; a preparation that stalled (docs/decisions/039) is repeated
    // sooner than npm start's 120 s would (scripts/lib/stack.mjs runCmsScript).
    PREPARE_LOAD_SECONDS: '45',
  })
  const db = await startDatabase(config, log, supervision)
  const mailDir = path.join(dataDir, 'inbox')
  const smtp = smtpUrl ? { url: smtpUrl, stop: async () => {} } : await startTestSmtp(mailDir)
  const env = appEnv(config, {
    databaseUrl: db.url,
    cmsPort,
    port,
    extra: {
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      CATALOG_CACHE_SECONDS: String(cacheSeconds),
      // Without a cache of CMS reads, no page cache either: the suites read what they wrote.
      ...(cacheSeconds === 0 ? { PAGE_CACHE_SECONDS: '0' } : {}),
      SMTP_URL: smtp.url,
      // The source watcher's tests serve the "bank documents" from a local server.
      SOURCES_ALLOW_PRIVATE_HOSTS: 'true',
      ...extraEnv,
    },
  })
  /** @type {ReturnType<typeof startApps> | null} */
  let apps = null
  // Ctrl-C of a test run: the database has a process group of its own (./postgres.mjs), out of
  // the terminal's reach, so it is ended here (fast shutdown), the apps too; then the process
  // exits as the signal would have made it, unless the test runner handles the signal itself.
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    db.supervisor?.halt('SIGINT')
    apps?.cms.halt('SIGTERM')
    apps?.storefront.halt('SIGTERM')
    if (process.listenerCount(signal) === 1) process.exit(128 + constants.signals[signal])
  }
  /** @type {NodeJS.Signals[]} */
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP']
  for (const signal of signals) process.on(signal, onSignal)
  const stop = async () => {
    for (const signal of signals) process.off(signal, onSignal)
    await apps?.stop()
    await db.stop()
    await smtp.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await prepareDatabase(env, config)
    apps = startApps(env, { log, supervision, output })
    await apps.started
  } catch (error) {
    await stop()
    throw error
  }
  const restartCms = (/** @type {NodeJS.Signals} */ signal = 'SIGKILL') => apps.cms.restart(signal)
  const processes = { database: db.supervisor, cms: apps.cms, storefront: apps.storefront }
  return { baseUrl: `http://localhost:${port}`, cmsUrl: env.CMS_URL, databaseUrl: db.url, dataDir, mailDir, stop, restartCms, processes }
}
