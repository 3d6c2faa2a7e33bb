// A 503 always says when to try again (docs/decisions/024): whatever answered it (a Remix route,
// a thrown Response, the CMS behind the proxy, a rate limit), the person's browser or client is
// told to come back after a restarted database or CMS has had time to answer again.
import { RETRY_AFTER_SECONDS } from '@cardcompare/shared/http'

/**
 * Express middleware: every 503 leaves with `Retry-After` unless it already has one.
 * @type {import('express').RequestHandler}
 */
export function retryAfterOn503(_req, res, next) {
  // Whichever of its overloads (status, message?, headers?) was called is passed on as it came.
  const writeHead = /** @type {(this: unknown, status: number, ...rest: unknown[]) => typeof res} */ (res.writeHead)
  /**
   * @this {unknown}
   * @param {number} status
   * @param {...unknown} rest
   */
  res.writeHead = function (status, ...rest) {
    if (status === 503 && !res.hasHeader('retry-after')) {
      const given = rest.find((arg) => arg && typeof arg === 'object')
      const named =
        given &&
        (Array.isArray(given)
          ? given.some((h, i) => i % 2 === 0 && String(h).toLowerCase() === 'retry-after')
          : Object.keys(given).some((h) => h.toLowerCase() === 'retry-after'))
      if (!named) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    }
    return writeHead.call(this, status, ...rest)
  }
  next()
}
