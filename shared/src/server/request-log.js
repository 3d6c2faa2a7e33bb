// @ts-check
/// <reference types="node" />
// One JSON line per request, in both apps (docs/runbook.md "Logs"), and the request id that ties
// the storefront's line to the CMS's. A line holds the method, the path with anything personal
// taken out, the status, the time taken and the id: never a query, a body, a header, a cookie.
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

/** The header a request id travels in: accepted from the client, answered, passed to the CMS. */
export const REQUEST_ID_HEADER = 'X-Request-Id'

/** What an id from outside may look like: letters, digits and hyphens (a UUID, a proxy's id). */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/
/**
 * Eight digits in a row, alone or split by single spaces, dots, hyphens or parentheses, can be a
 * phone number (a UAE landline without its trunk 0 has eight).
 */
const PHONE_LIKE = /\d(?:[\s().-]?\d){7,}/
/** A run of 20 letters and digits, with a digit, is a token's (a JWT's part, a verification token). */
const TOKEN_LIKE = /[A-Za-z0-9_]{20,}/
const UUID_LIKE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
/** What a segment of a logged path that looked personal becomes. */
export const REDACTED_SEGMENT = ':redacted'
/** Longer logged paths are cut here. */
const MAX_ROUTE_LENGTH = 200

/** @param {string} text */
function looksPersonal(text) {
  if (text.includes('@') || PHONE_LIKE.test(text) || UUID_LIKE.test(text)) return true
  const token = TOKEN_LIKE.exec(text)
  return token !== null && /\d/.test(token[0])
}

/**
 * Whether `value` may serve as a request id: the safe format, and nothing in it that could be a
 * phone number (a client could send its own as its id).
 * @param {unknown} value
 * @returns {value is string}
 */
export function isSafeRequestId(value) {
  return typeof value === 'string' && REQUEST_ID.test(value) && !PHONE_LIKE.test(value)
}

/** A new id: a random UUID (one in a few has eight digits in a row and is drawn again). */
export function newRequestId() {
  let id = randomUUID()
  while (!isSafeRequestId(id)) id = randomUUID()
  return id
}

/**
 * The id a request goes by: the one it came with when that is safe, otherwise a new one.
 * @param {unknown} given the X-Request-Id header (a string, several, or none)
 */
export function requestIdOf(given) {
  return isSafeRequestId(given) ? given : newRequestId()
}

/**
 * The path of `url` as a log shows it: no query or fragment, and every segment that holds what
 * looks like an e-mail address, a phone number, a UUID or a token replaced by `:redacted`.
 * @param {string | undefined} url a request's target (`/a/b?c=d`) or path
 */
export function loggedRoute(url) {
  const path = String(url ?? '').split(/[?#]/, 1)[0] || '/'
  const route = path
    .split('/')
    .map((segment) => (looksPersonal(segment) || looksPersonal(decoded(segment)) ? REDACTED_SEGMENT : segment))
    .join('/')
  return route.length > MAX_ROUTE_LENGTH ? `${route.slice(0, MAX_ROUTE_LENGTH)}…` : route
}

/** @param {string} segment */
function decoded(segment) {
  try {
    return decodeURIComponent(segment.replace(/\+/g, ' '))
  } catch {
    return segment
  }
}

/** HTTP methods by name; anything else is logged as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** @typedef {'storefront' | 'cms'} LoggingApp */
/** @typedef {'info' | 'warn' | 'error'} Level */

/**
 * A request's log line (without its newline): `time`, `level` (error for a 5xx, warn for a 4xx),
 * `app`, `requestId`, `method`, `route`, `status` and `durationMs`.
 * @param {{ app: LoggingApp, requestId: string, method: string | undefined, url: string | undefined, status: number, durationMs: number, time?: Date }} request
 */
export function requestLine({ app, requestId, method, url, status, durationMs, time = new Date() }) {
  /** @type {Level} */
  const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'
  return JSON.stringify({
    time: time.toISOString(),
    level,
    app,
    requestId: isSafeRequestId(requestId) ? requestId : 'invalid',
    method: METHODS.has(String(method)) ? method : 'OTHER',
    route: loggedRoute(url),
    status,
    durationMs: Math.round(durationMs * 10) / 10,
  })
}

/**
 * Health probes (./health.js) are asked every few seconds: their line is written only when
 * they fail.
 * @param {string} route
 * @param {number} status
 */
export const isQuietProbe = (route, status) => (route === '/healthz' || route === '/readyz') && status < 400

/**
 * Writes a request's line on stdout, unless it is a passing health probe.
 * @param {Parameters<typeof requestLine>[0]} request
 */
export function logRequest(request) {
  if (isQuietProbe(loggedRoute(request.url), request.status)) return
  process.stdout.write(`${requestLine(request)}\n`)
}

// The request being answered, for code far from the handler (the storefront's calls to the
// CMS). Kept on globalThis: the storefront's server and its Remix build may each load a copy of
// this module, and they must share one store.
const STORE = Symbol.for('cardcompare.request-context')
const globals = /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))
const requests = /** @type {AsyncLocalStorage<{ requestId: string }>} */ (globals[STORE] ??= new AsyncLocalStorage())

/**
 * Runs `next` as part of the request with id `requestId`.
 * @template T
 * @param {string} requestId
 * @param {() => T} next
 */
export const withRequestId = (requestId, next) => requests.run({ requestId }, next)

/** The id of the request being answered, if any. */
export const currentRequestId = () => requests.getStore()?.requestId

/**
 * The header that carries the current request's id to the other app: none outside a request.
 * @returns {Record<string, string>}
 */
export function requestIdHeaders() {
  const id = currentRequestId()
  return id ? { [REQUEST_ID_HEADER]: id } : {}
}
