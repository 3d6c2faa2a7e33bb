// Every request's JSON line and its id (@cardcompare/shared/server request-log.js): the id a
// client or a proxy in front sent, when safe, or a new one; answered in X-Request-Id, passed to
// the CMS by the proxy (the request's own header) and by the Remix app's calls (the request
// context), and written with the CMS's line for the same request.
import { REQUEST_ID_HEADER, logRequest, requestIdOf, withRequestId } from '@cardcompare/shared/server'

const HEADER = REQUEST_ID_HEADER.toLowerCase()

/**
 * Express middleware, first of all: the line is written when the answer is sent, or when the
 * client goes away first (status 499, as nginx logs it).
 * @type {import('express').RequestHandler}
 */
export function requestLog(req, res, next) {
  const started = performance.now()
  const requestId = requestIdOf(req.headers[HEADER])
  // The proxy to the CMS forwards the request's headers: the CMS sees this id, not the client's.
  req.headers[HEADER] = requestId
  res.locals.requestId = requestId
  // Set as the head is written, over any copy: a page from the page cache carries the headers
  // of the request that filled it, that request's id among them.
  const writeHead = /** @type {(this: unknown, ...args: unknown[]) => typeof res} */ (res.writeHead)
  /** @this {unknown} @param {...unknown} args */
  res.writeHead = function (...args) {
    res.setHeader(REQUEST_ID_HEADER, requestId)
    return writeHead.apply(this, args)
  }
  res.once('close', () =>
    logRequest({
      app: 'storefront',
      requestId,
      method: req.method,
      url: req.originalUrl,
      status: res.writableFinished ? res.statusCode : 499,
      durationMs: performance.now() - started,
    }),
  )
  withRequestId(requestId, next)
}
