// Run by `npm run sources:check` (scripts/sources-check.mjs): one pass of the source watcher now
// (docs/decisions/033), with a line per document and what editors must review.
import { writeFileSync } from 'node:fs'
import { getPayload } from 'payload'
import { cmsEnv } from '@cardcompare/shared/server'
import config from '../payload.config'
import { runSourceCheck } from '../collections/SourceChecks/run'
import { STATUS_LABELS } from '../collections/SourceChecks/statuses'

const { PREPARE_STARTED_MARKER, PREPARE_DONE_MARKER } = cmsEnv()
const payload = await getPayload({ config })
if (PREPARE_STARTED_MARKER) writeFileSync(PREPARE_STARTED_MARKER, 'started')
const summary = await runSourceCheck(payload)
for (const { url, status } of summary.results) console.log(`${STATUS_LABELS[status].padEnd(18)} ${url}`)
const counts = Object.entries(summary.byStatus).map(
  ([status, n]) => `${n} ${STATUS_LABELS[status as keyof typeof STATUS_LABELS].toLowerCase()}`,
)
console.log(`\nsources: ${summary.checked} documents checked (${counts.join(', ') || 'none'}); ${summary.toReview} to review in the admin`)
await payload.destroy()
if (PREPARE_DONE_MARKER) writeFileSync(PREPARE_DONE_MARKER, 'done')
process.exit(0)
