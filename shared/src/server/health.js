// @ts-check
// Health checks of both apps (docs/runbook.md "Health checks"). /healthz: the process answers.
// /readyz: it can serve, that is the database answers and every committed migration is applied
// (the CMS), and the CMS is ready (the storefront). Never cached; a 503 says when to ask again and
// why in a fixed word or two, never an address or an error's text.
import { CACHE_CONTROL, RETRY_AFTER_SECONDS } from '../http.js'

export const HEALTH_PATHS = /** @type {const} */ ({ live: '/healthz', ready: '/readyz' })

/** Why an app is not ready: the only reasons a /readyz answer gives. */
export const NOT_READY = /** @type {const} */ ({
  database: 'database unreachable',
  migrations: 'migrations pending',
  cms: 'cms unreachable',
})
/** @typedef {typeof NOT_READY[keyof typeof NOT_READY]} NotReadyReason */

const REASONS = new Set(Object.values(NOT_READY))
/**
 * @param {unknown} value
 * @returns {value is NotReadyReason}
 */
export const isNotReadyReason = (value) => REASONS.has(/** @type {any} */ (value))

/** How long a readiness check waits for the database or the CMS. */
export const READY_TIMEOUT_MS = 3_000

/**
 * A health answer: 200 `{"status":"ok"}`, or 503 `{"status":"unavailable","reason":…}` with
 * Retry-After. Never cached.
 * @param {NotReadyReason | null} problem
 */
export function healthAnswer(problem) {
  /** @type {Record<string, string>} */
  const headers = { 'Cache-Control': CACHE_CONTROL.noStore }
  if (!problem) return { status: 200, headers, body: { status: 'ok' } }
  headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
  return { status: 503, headers, body: { status: 'unavailable', reason: problem } }
}

/**
 * The committed migrations the database has not recorded as applied.
 * @param {readonly { name: string }[]} committed
 * @param {Iterable<string>} applied names in Payload's payload_migrations table
 */
export function pendingMigrations(committed, applied) {
  const done = new Set(applied)
  return committed.map((migration) => migration.name).filter((name) => !done.has(name))
}
