// `npm run build`: the production builds of the CMS and the storefront, as `npm start` makes
// them before serving. A build whose sources have not changed since the last one is kept.
import { envOrExit } from '@cardcompare/shared/server'
import { loadEnvFile, readConfig } from './lib/config.mjs'
import { ensureBuilt } from './lib/stack.mjs'

loadEnvFile()
const config = envOrExit(() => readConfig({ NODE_ENV: 'production' }))
for (const app of /** @type {const} */ (['cms', 'storefront'])) {
  if (!(await ensureBuilt(app, config))) console.log(`[build] ${app} is current`)
}
