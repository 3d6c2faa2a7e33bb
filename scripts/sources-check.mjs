// `npm run sources:check`: the source watcher's pass now (docs/decisions/033), on the database
// `npm start` uses (the embedded one, started or reused, unless DATABASE_URL).
import { envOrExit } from '@cardcompare/shared/server'
import { loadEnvFile, readConfig } from './lib/config.mjs'
import { appEnv, runCmsScript, startDatabase } from './lib/stack.mjs'

loadEnvFile()
const config = envOrExit(() => readConfig())
const db = await startDatabase(config)
try {
  const env = appEnv(config, { databaseUrl: db.url, cmsPort: config.CMS_PORT, port: config.PORT })
  await runCmsScript('src/scripts/sources-check.ts', 'the source check', env, config)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await db.stop()
}
