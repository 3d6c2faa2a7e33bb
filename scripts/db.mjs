// `npm run db`: only the database (embedded unless DATABASE_URL), for running CMS commands
// such as `npm run payload -- migrate:create` by hand. Prints DATABASE_URL and waits.
import { envOrExit } from '@cardcompare/shared/server'
import { loadEnvFile, readConfig } from './lib/config.mjs'
import { startDatabase } from './lib/stack.mjs'

loadEnvFile()
const config = envOrExit(() => readConfig())
const db = await startDatabase(config)
console.log(`DATABASE_URL=${db.url}`)
const stop = async () => {
  await db.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
setInterval(() => {}, 1 << 30)
