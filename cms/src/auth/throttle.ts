// Failed sign-ins, counted in PostgreSQL (not in memory: a restart or a second replica must
// not reset them). Keys never hold a name in clear: `user:<id>` for an account, or a hash of
// the typed name when no account has it, so unknown names lock exactly like real ones.
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { SIGN_IN_LOCK_MINUTES } from '@cardcompare/shared'
import { pool } from '../db/postgres'

const LOCK_AFTER_FAILURES = 5
const LOCK_MINUTES = SIGN_IN_LOCK_MINUTES

export const accountKey = (userId: number | string) => `user:${userId}`
export const nameKey = (name: string) => `name:${createHash('sha256').update(name.trim().toLowerCase()).digest('hex')}`

/** When the key's lock ends, or null when it is not locked. */
export async function lockedUntil(payload: Payload, key: string): Promise<Date | null> {
  const { rows } = await pool(payload).query('SELECT locked_until FROM login_throttle WHERE key = $1 AND locked_until > now()', [key])
  return rows[0] ? new Date(rows[0].locked_until as string) : null
}

/**
 * Counts one failure; the fifth within ten minutes of the previous one locks the key for ten
 * minutes. Returns true when this failure started a lock.
 */
export async function recordFailure(payload: Payload, key: string): Promise<boolean> {
  const { rows } = await pool(payload).query(
    `INSERT INTO login_throttle (key, failures, updated_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_throttle.updated_at < now() - make_interval(mins => $2) THEN 1 ELSE login_throttle.failures + 1 END,
       updated_at = now()
     RETURNING failures`,
    [key, LOCK_MINUTES],
  )
  if (Number(rows[0]?.failures) < LOCK_AFTER_FAILURES) return false
  await pool(payload).query(`UPDATE login_throttle SET failures = 0, locked_until = now() + make_interval(mins => $2) WHERE key = $1`, [
    key,
    LOCK_MINUTES,
  ])
  return true
}

export async function clearFailures(payload: Payload, key: string): Promise<void> {
  await pool(payload).query('DELETE FROM login_throttle WHERE key = $1', [key])
}
