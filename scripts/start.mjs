// `npm start` (and `npm run dev` with --dev): the whole product on one origin.
import path from 'node:path'
import { loadEnvFile, readConfig } from './lib/config.mjs'
import { appEnv, ensureBuilt, prepareDatabase, startCms, startDatabase, startStorefront, stopChild, waitForHttp } from './lib/stack.mjs'

const dev = process.argv.includes('--dev')
const started = Date.now()
loadEnvFile()
const config = readConfig(dev ? { NODE_ENV: 'development' } : {})

const db = await startDatabase(config)
const env = appEnv(config, { databaseUrl: db.url, cmsPort: config.CMS_PORT, port: config.PORT })
const children = []
const shutdown = async (code = 0) => {
  await Promise.all(children.map(stopChild))
  await db.stop()
  process.exit(code)
}
process.on('SIGINT', () => shutdown(0))
process.on('SIGTERM', () => shutdown(0))

try {
  await prepareDatabase(env)
  if (!dev) {
    ensureBuilt('cms', config)
    ensureBuilt('storefront', config)
  }
  const cms = startCms(env, { dev })
  children.push(cms)
  const web = startStorefront(env, { dev })
  children.push(web)
  await waitForHttp(`${env.CMS_URL}/cms-api/card-types?limit=1`, { child: cms })
  await waitForHttp(`http://127.0.0.1:${config.PORT}/healthz`, { child: web })
  console.log(`\nCardCompare UAE is ready on ${config.publicUrl} (admin: ${config.publicUrl}/admin) — started in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  console.log(`Data: ${path.relative(process.cwd(), config.dataDir) || config.dataDir}/  (mail outbox: ${config.SMTP_URL ? 'SMTP_URL' : '.data/mail'})\n`)
  for (const child of children) child.on('exit', () => shutdown(1))
} catch (error) {
  console.error(`\n[start] ${error.message}`)
  await shutdown(1)
}
