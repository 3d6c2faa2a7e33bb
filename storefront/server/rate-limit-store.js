// express-rate-limit's counters in PostgreSQL (table rate_limit_hits, created by the CMS
// migrations): a restart or a second replica keeps every count (docs/decisions/007).
import pg from 'pg'

/**
 * One pool for every limiter of this process; `store(prefix)` gives each limiter its own
 * counters in it.
 * @param {string} connectionString
 */
export function postgresRateLimitStores(connectionString) {
  const pool = new pg.Pool({ connectionString, max: 8, idleTimeoutMillis: 30_000 })
  // A dropped idle connection must not become an unhandled 'error' event.
  pool.on('error', (error) => console.warn(`[rate-limit] database connection lost: ${error.message}`))
  return (/** @type {string} */ prefix) => new PostgresRateLimitStore({ pool, prefix })
}

export class PostgresRateLimitStore {
  /** @type {number} The limiter's window in milliseconds. */
  // @ts-expect-error Not set by the constructor: express-rate-limit calls init() with it when it makes the limiter, before any count.
  windowMs

  /** @param {{ pool: pg.Pool, prefix: string }} options */
  constructor({ pool, prefix }) {
    this.pool = pool
    this.prefix = prefix
    this.localKeys = false
    this.calls = 0
  }

  /** @param {import('express-rate-limit').Options} options */
  init(options) {
    this.windowMs = options.windowMs
  }

  /**
   * @param {string} key
   * @returns {Promise<import('express-rate-limit').ClientRateLimitInfo>}
   */
  async increment(key) {
    const { rows } = await this.pool.query(
      `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit_hits.reset_at <= now() THEN 1 ELSE rate_limit_hits.hits + 1 END,
         reset_at = CASE WHEN rate_limit_hits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limit_hits.reset_at END
       RETURNING hits, reset_at`,
      [this.prefix + key, this.windowMs / 1000],
    )
    // Now and then, forget windows that ended long ago.
    if (++this.calls % 500 === 0) this.pool.query(`DELETE FROM rate_limit_hits WHERE reset_at < now() - interval '1 hour'`).catch(() => {})
    return { totalHits: Number(rows[0].hits), resetTime: new Date(rows[0].reset_at) }
  }

  /** @param {string} key */
  async decrement(key) {
    await this.pool.query('UPDATE rate_limit_hits SET hits = GREATEST(hits - 1, 0) WHERE key = $1', [this.prefix + key])
  }

  /** @param {string} key */
  async resetKey(key) {
    await this.pool.query('DELETE FROM rate_limit_hits WHERE key = $1', [this.prefix + key])
  }

  async shutdown() {
    await this.pool.end()
  }
}
