// `npm start` (and `npm run dev` with --dev): the whole product on one origin. The database,
// the CMS and the storefront are supervised (scripts/lib/supervisor.mjs, docs/decisions/025):
// one that dies is started again with backoff; one that keeps dying makes this exit with 1.
// Ctrl-C or SIGTERM stops the apps, then the database, and exits 0.
import path from 'node:path'
import { envOrExit } from '@cardcompare/shared/server'
import { loadEnvFile, readConfig } from './lib/config.mjs'
import { appEnv, ensureBuilt, prepareDatabase, startApps, startDatabase } from './lib/stack.mjs'

const dev = process.argv.includes('--dev')
const started = Date.now()
loadEnvFile()
const config = envOrExit(() => readConfig(dev ? { NODE_ENV: 'development' } : {}))

/** @type {Awaited<ReturnType<typeof startDatabase>> | null} */
let db = null
/** @type {ReturnType<typeof startApps> | null} */
let apps = null
/** @type {Promise<never> | null} */
let stopping = null
const shutdown = (/** @type {number} */ code, /** @type {string} */ why) => {
  stopping ??= (async () => {
    if (why) console.log(`\n[start] ${why}`)
    await apps?.stop()
    if (apps) console.log('[start] apps stopped')
    await db?.stop()
    if (db?.supervisor) console.log('[start] database stopped')
    process.exit(code)
  })()
  return stopping
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => shutdown(0, `${signal}: stopping the apps, then the database`))
const giveUp = (/** @type {Error} */ error) => shutdown(1, `${error.message}: stopping everything`)

try {
  db = await startDatabase(config, console.log, { onGiveUp: giveUp })
  const env = appEnv(config, { databaseUrl: db.url, cmsPort: config.CMS_PORT, port: config.PORT })
  await prepareDatabase(env, config)
  if (!dev) {
    await ensureBuilt('cms', config)
    await ensureBuilt('storefront', config)
  }
  if (!stopping) {
    apps = startApps(env, { dev, onGiveUp: giveUp })
    await apps.started
  }
  if (!stopping) {
    console.log(
      `\nCardCompare UAE is ready on ${config.PUBLIC_URL} (admin: ${config.PUBLIC_URL}/admin) — started in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
    console.log(
      `Data: ${path.relative(process.cwd(), config.dataDir) || config.dataDir}/  (mail outbox: ${config.SMTP_URL ? 'SMTP_URL' : '.data/mail'})\n`,
    )
  }
} catch (error) {
  await shutdown(1, /** @type {Error} */ (error).message)
}
