// Mail leaves one job at a time (docs/decisions/025). Payload's runner claims a batch and sends
// it all at once, so a crash could send a whole batch twice or hold it back until the stuck-job
// release. Here a job is claimed only once the one before it is recorded: a crash leaves at
// most one mail claimed, the one in flight, and that is the only mail that can go out twice.
import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { pool } from '../db/postgres'

/** The queue of `sendMail` jobs; Payload's own autorun handles the default queue. */
export const MAIL_QUEUE = 'mail'

// A session advisory lock makes one CMS at a time the mail runner (the two-key form, so it
// cannot meet the intake's one-key locks on hashed addresses). PostgreSQL drops it with the
// connection of a runner that dies.
const LOCK = [20261126, 25] as const

type Job = { id: number | string; sent: boolean }

/** The job being sent now, set by the `sendMail` handler. */
let inFlight: Job | null = null
/** A job whose outcome the database could not take (it was down): settled on the next tick. */
let unrecorded: Job | null = null
let stopping = false
let listening = false

/** Called by the `sendMail` handler as it starts (`sent` false) and once the server accepted. */
export function recordSending(id: number | string, sent: boolean) {
  inFlight = { id, sent }
}

/** After SIGTERM (or Ctrl-C) no further mail is claimed; the one in flight finishes. */
export const mailRunnerStopping = () => stopping

type Client = PoolClient

/**
 * Any mail job still marked "processing" when the runner holds the lock between jobs belongs to
 * nobody: a runner that died (kill -9, a lost container) or a claim whose answer was lost. It is
 * released at once rather than after JOBS_STUCK_AFTER_SECONDS; if its mail had already been
 * accepted, that is the one mail sent twice. A mail this runner knows it sent is completed.
 */
async function settle(client: Client) {
  if (unrecorded?.sent) await client.query('DELETE FROM payload_jobs WHERE id = $1', [unrecorded.id])
  unrecorded = null
  await client.query(`UPDATE payload_jobs SET processing = false WHERE queue = $1 AND processing AND completed_at IS NULL`, [MAIL_QUEUE])
  // Completed but not yet deleted when a runner died (Payload deletes completed jobs).
  await client.query(`DELETE FROM payload_jobs WHERE queue = $1 AND completed_at IS NOT NULL`, [MAIL_QUEUE])
  // Mail queued before there was a mail queue.
  await client.query(
    `UPDATE payload_jobs SET queue = $1 WHERE task_slug = 'sendMail' AND queue IS DISTINCT FROM $1 AND NOT processing AND completed_at IS NULL`,
    [MAIL_QUEUE],
  )
}

let trouble: string | null = null

/**
 * One tick of the mail runner: sends queued mail one job at a time until none is due, a send
 * fails (SMTP trouble: the next tick tries again), or the CMS is stopping. A database that does
 * not answer is logged once, and the next tick tries again.
 */
export async function sendQueuedMail(payload: Payload): Promise<void> {
  if (!listening) {
    listening = true
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => (stopping = true))
  }
  if (stopping) return
  try {
    await drain(payload)
    if (trouble) payload.logger.info('[mail] the mail runner is sending again')
    trouble = null
  } catch (error) {
    const message = (error as Error)?.message ?? 'error'
    if (!trouble) payload.logger.warn(`[mail] the mail runner paused (${message}); queued mail waits for the database`)
    trouble = message
  }
}

async function drain(payload: Payload) {
  const client = await pool(payload).connect()
  let broken: Error | undefined
  const onError = (error: Error) => (broken = error)
  client.on('error', onError)
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1, $2) AS locked', [...LOCK])
    if (!rows[0]?.locked) return
    try {
      await settle(client)
      while (!stopping && !broken) {
        inFlight = null
        let result: Awaited<ReturnType<Payload['jobs']['run']>>
        try {
          result = await payload.jobs.run({ queue: MAIL_QUEUE, limit: 1, silent: true })
        } catch (error) {
          // The database failed between the send and its record.
          unrecorded = inFlight
          throw error
        }
        if (result.noJobsRemaining) break
        const failed = Object.values(result.jobStatus ?? {}).some((status) => status?.status !== 'success')
        if (failed) break
      }
    } finally {
      inFlight = null
      if (!broken) await client.query('SELECT pg_advisory_unlock($1, $2)', [...LOCK]).catch((error: Error) => (broken = error))
    }
  } finally {
    client.off('error', onError)
    client.release(broken)
  }
}
