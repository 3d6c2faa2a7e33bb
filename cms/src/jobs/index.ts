// Payload's jobs queue (PostgreSQL): mail delivery and the retention clean-up (docs/decisions/010).
import type { JobsConfig, Payload, PayloadRequest, TaskConfig } from 'payload'
import { cmsEnv } from '@cardcompare/shared/server'
import { ADMIN_ROLES, hasRole } from '../access'
import { mailRunnerStopping, recordSending, sendQueuedMail } from './mailRunner'
import { pool } from '../db/postgres'
import { runSourceCheck } from '../collections/SourceChecks/run'

/**
 * One mail, sent by the mail runner one job at a time (./mailRunner.ts). A failure waits
 * MAIL_RETRY_DELAY_MS (30 s) and tries again, MAIL_RETRY_ATTEMPTS times (480: four hours of SMTP
 * trouble), so a mail server that comes back is used within half a minute. Logs carry the subject and attempt, never the address or the body.
 */
const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  label: 'Send an e-mail',
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    // Extra headers (the newsletter's List-Unsubscribe, RFC 8058), a JSON object of strings.
    { name: 'headers', type: 'json' },
  ],
  retries: {
    attempts: cmsEnv().MAIL_RETRY_ATTEMPTS,
    backoff: { type: 'fixed', delay: cmsEnv().MAIL_RETRY_DELAY_MS },
  },
  handler: async ({ input, job, req }) => {
    recordSending(job.id, false)
    try {
      await req.payload.sendEmail({
        to: input.to,
        subject: input.subject,
        html: input.html,
        text: input.text,
        headers: headersOf(input.headers),
      })
      recordSending(job.id, true)
    } catch (error) {
      req.payload.logger.warn(`[mail] "${input.subject}" not sent yet (${(error as Error)?.message ?? 'error'}); it stays queued`)
      throw error
    }
    return { output: {} }
  },
}

/** A queued job's extra headers: string values only; a job queued before there were headers has none. */
function headersOf(value: unknown): Record<string, string> | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string')
  return entries.length ? Object.fromEntries(entries) : undefined
}

/**
 * Leads lose their personal data LEAD_RETENTION_DAYS after they came in, or after the person
 * withdrew consent if that was later (the record of the withdrawal is kept as long); counts and
 * statuses stay. A newsletter subscription is kept while it lasts (the privacy policy's "How
 * long we keep it" says the same, with the same number).
 */
const anonymiseLeadsTask: TaskConfig<'anonymiseLeads'> = {
  slug: 'anonymiseLeads',
  label: 'Anonymise old leads',
  inputSchema: [],
  outputSchema: [{ name: 'anonymised', type: 'number' }],
  schedule: [{ cron: '0 30 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { anonymised: await anonymiseOldLeads(req.payload) } }),
}

/**
 * The source watcher's daily pass (docs/decisions/033), scheduled only with SOURCES_CHECK=true:
 * every bank document the cards cite is read again at 04:00 UTC (08:00 in the UAE, before the
 * editors' day), and a changed, moved or vanished one is listed under "Needs attention".
 */
const checkSourcesTask: TaskConfig<'checkSources'> = {
  slug: 'checkSources',
  label: 'Check the cited bank documents',
  inputSchema: [],
  outputSchema: [
    { name: 'checked', type: 'number' },
    { name: 'toReview', type: 'number' },
  ],
  schedule: cmsEnv().SOURCES_CHECK ? [{ cron: '0 0 4 * * *', queue: 'default' }] : [],
  handler: async ({ req }) => {
    const { checked, toReview } = await runSourceCheck(req.payload)
    return { output: { checked, toReview } }
  },
}

async function anonymiseOldLeads(payload: Payload, now = new Date()): Promise<number> {
  const days = cmsEnv().LEAD_RETENTION_DAYS
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString()
  let count = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'leads',
      where: {
        and: [
          { createdAt: { less_than: cutoff } },
          { anonymisedAt: { exists: false } },
          { or: [{ 'consent.withdrawnAt': { exists: false } }, { 'consent.withdrawnAt': { less_than: cutoff } }] },
          {
            or: [
              { source: { not_equals: 'newsletter' } },
              { 'consent.marketing': { not_equals: true } },
              { 'consent.marketing': { exists: false } },
            ],
          },
        ],
      },
      limit: 100,
      depth: 0,
      overrideAccess: true,
    })
    if (docs.length === 0) return count
    for (const lead of docs) {
      await anonymiseLead(payload, lead.id, now)
      count++
    }
  }
}

/**
 * A lead loses its personal data; the row, source, card and status stay for counts. The
 * retention job does this to old leads, and a member's account deletion to theirs. Pass the
 * request to do it inside that request's transaction.
 */
export async function anonymiseLead(payload: Payload, id: number, now = new Date(), req?: PayloadRequest): Promise<void> {
  await payload.update({
    collection: 'leads',
    id,
    overrideAccess: true,
    depth: 0,
    req,
    context: { internal: true },
    data: {
      anonymisedAt: now.toISOString(),
      fullName: null,
      email: `anonymised-${id}@invalid.invalid`,
      phone: null,
      salary: null,
      likes: null,
      dislikes: null,
      message: null,
      notes: null,
      idempotencyKey: null,
    },
  })
  await payload.delete({ collection: 'lead-notes', where: { lead: { equals: id } }, overrideAccess: true, req })
}

/**
 * A runner killed mid-job (kill -9, a lost container) leaves its jobs marked "processing";
 * Payload never picks those up again. After JOBS_STUCK_AFTER_SECONDS (5 minutes, far beyond
 * any SMTP timeout) they are released to run again: at least once, never lost. Mail jobs do not
 * wait for this: the mail runner releases them as soon as it next holds its lock.
 */
async function releaseStuckJobs(payload: Payload): Promise<number> {
  const seconds = cmsEnv().JOBS_STUCK_AFTER_SECONDS
  const result = await pool(payload).query(
    `UPDATE payload_jobs SET processing = false WHERE processing = true AND completed_at IS NULL AND updated_at < now() - make_interval(secs => $1)`,
    [seconds],
  )
  return result.rowCount ?? 0
}

/**
 * The runner ticks every second; looking for stuck jobs that often is a wasted query. Once per
 * quarter of the stuck threshold (at most a minute) finds them soon enough.
 */
let lastRelease = 0
async function releaseStuckJobsNow(payload: Payload) {
  const every = Math.min(60_000, (cmsEnv().JOBS_STUCK_AFTER_SECONDS * 1000) / 4)
  if (Date.now() - lastRelease < every) return
  lastRelease = Date.now()
  await releaseStuckJobs(payload).catch(() => 0)
}

const adminOnly = ({ req }: { req: PayloadRequest }) => hasRole(req.user, ...ADMIN_ROLES)

export const jobs: JobsConfig = {
  tasks: [sendMailTask, anonymiseLeadsTask, checkSourcesTask],
  // Only server code queues jobs; the REST routes to run or cancel them are the admin's.
  access: { queue: adminOnly, run: adminOnly, cancel: adminOnly },
  deleteJobOnComplete: true,
  // JOBS_AUTORUN=false turns the runner off in a replica that should only serve requests. Each
  // tick first sends the mail queue one job at a time, then lets Payload run the default queue
  // (the scheduled clean-up). A CMS that is stopping starts nothing new.
  shouldAutoRun: async (payload) => {
    if (!cmsEnv().JOBS_AUTORUN) return false
    await releaseStuckJobsNow(payload)
    await sendQueuedMail(payload)
    return !mailRunnerStopping()
  },
  autoRun: [{ cron: '* * * * * *', queue: 'default', limit: 10, silent: { info: true, error: true } }],
}
