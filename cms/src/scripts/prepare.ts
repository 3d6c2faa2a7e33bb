// Run by `npm start` and the test setup before the servers start:
// apply the committed migrations, seed an empty database, create the first admin.
import { writeFileSync } from 'node:fs'
import { getPayload } from 'payload'
import { cmsEnv } from '@cardcompare/shared/server'
import config from '../payload.config'
import { migrations } from '../migrations'
import { migrate } from '../db/postgres'
import { ensureAdmin, isCatalogueEmpty, seedCatalogue } from '../seed'

const { PREPARE_STARTED_MARKER, PREPARE_DONE_MARKER } = cmsEnv()
const payload = await getPayload({ config })
// Tells the launcher Payload is up (it restarts a run whose module loading never finished).
if (PREPARE_STARTED_MARKER) writeFileSync(PREPARE_STARTED_MARKER, 'started')
await migrate(payload, migrations)
if (await isCatalogueEmpty(payload)) await seedCatalogue(payload)
const admin = await ensureAdmin(payload)
if (admin) {
  const line = '─'.repeat(64)
  console.log(`\n${line}\n  First admin account created: ${admin.email}`)
  if (admin.password) console.log(`  Password (shown once, change it in the admin): ${admin.password}`)
  console.log(`${line}\n`)
}
await payload.destroy()
// The launcher checks this marker: a silent early exit would otherwise look like success.
if (PREPARE_DONE_MARKER) writeFileSync(PREPARE_DONE_MARKER, 'done')
process.exit(0)
