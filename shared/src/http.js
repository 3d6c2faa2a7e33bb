// How our answers may be cached and how large a request body may be (docs/decisions/008), named
// once for both apps and the storefront's plain-Node server (storefront/server.js imports
// `@cardcompare/shared/http`). Plain JavaScript because that server runs without a build step;
// http.d.ts gives the types. Each app's answers are built on these in storefront/app/utils/
// http.server.ts and cms/src/http.ts.

/** Cache-Control values. */
export const CACHE_CONTROL = Object.freeze({
  /** An answer to this request only (an error, a challenge, a result): no cache keeps it. */
  noStore: 'no-store',
  /** One person's data or a one-time message: neither the browser nor a shared cache keeps it. */
  privateNoStore: 'private, no-store',
  /** A stream written as it is ready: not kept, and not compressed (which would hold it back). */
  noStoreNoTransform: 'no-store, no-transform',
  /** Kept, but checked with the server before every use (the update worker and the manifest). */
  noCache: 'no-cache',
})

/** Header sets for the two policies every answer module uses. */
export const NO_STORE = Object.freeze({ 'Cache-Control': CACHE_CONTROL.noStore })
export const PRIVATE_NO_STORE = Object.freeze({ 'Cache-Control': CACHE_CONTROL.privateNoStore })

/**
 * The same for everyone: a browser keeps it `maxAge` seconds, a shared cache `sMaxAge` seconds
 * when given (else as long as the browser), and past that may send its copy for
 * `staleWhileRevalidate` seconds more while it asks again.
 */
export function publicCache(maxAge, sMaxAge, staleWhileRevalidate) {
  const shared = sMaxAge === undefined ? '' : `, s-maxage=${sMaxAge}`
  const stale = staleWhileRevalidate ? `, stale-while-revalidate=${staleWhileRevalidate}` : ''
  return `public, max-age=${maxAge}${shared}${stale}`
}

/** Whether a Cache-Control value lets a shared cache keep the answer (`public`, nothing private). */
export function isPublicCacheControl(value) {
  const directives = String(value ?? '')
    .toLowerCase()
    .split(',')
    .map((directive) => directive.trim().split('=')[0])
  return directives.includes('public') && !directives.some((name) => name === 'private' || name === 'no-store' || name === 'no-cache')
}

/** The session cookie (Payload's own, so one sign-in serves the storefront and the admin). */
export const SESSION_COOKIE = 'payload-token'
/** How long a sign-in lasts (Payload's tokenExpiration), in seconds. */
export const SESSION_SECONDS = 2 * 60 * 60
/** The one-time message carried across a redirect (storefront/app/utils/flash.server.ts). */
export const FLASH_COOKIE = 'cc_flash'
export const FLASH_COOKIE_SECONDS = 60
/** A device that signed in before (docs/decisions/007): set by the CMS, passed on by the storefront. */
export const DEVICE_COOKIE = 'cc_device'
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60
/** A request carrying any of these is answered for one person, never from or into a shared cache. */
export const PERSONAL_COOKIES = Object.freeze([SESSION_COOKIE, FLASH_COOKIE])
/** The query parameter of a one-time link (password reset, e-mail verification, unsubscribe): personal too. */
export const ONE_TIME_TOKEN_PARAM = 'token'

/** HSTS for an https public origin: a year, subdomains included (storefront/server/security-headers.js). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

/** Seconds a 503 asks the client to wait; a restarted embedded PostgreSQL recovers in about 6 (docs/decisions/024). */
export const RETRY_AFTER_SECONDS = 30

/** A JSON API body (sign-in, registration, intake forms, the assistant) is small: 64 KiB at most. */
export const MAX_JSON_BODY_BYTES = 64 * 1024

/**
 * What the CMS takes as a request body (docs/decisions/008): a document or an endpoint's input as
 * JSON, an admin form or an upload as multipart, a catalogue file on the import route. The
 * storefront's proxy holds a request to the same limit before it forwards it: the CMS answers an
 * oversized body without reading it, and a connection closed under a body still being sent came
 * back from the proxy as a 502 instead of the 413.
 */
export const CMS_BODY_LIMITS = Object.freeze({
  json: 1_000_000,
  /** A 2,000-card CSV is about 3 MB. */
  import: 10 * 1024 * 1024,
  /** Card art and blog images. */
  upload: 10 * 1024 * 1024,
})

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH'])
const CMS_IMPORT_ROUTE = /^\/cms-api\/import\/[^/]+\/?$/

/** The media type of a Content-Type value, lower-cased, without its parameters. */
export const mediaType = (contentType) =>
  String(contentType ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase()

/** Which of `CMS_BODY_LIMITS` a request to the CMS is held to; null for a method without a body. */
export function cmsBodyKind(method, pathname, contentType) {
  if (!WRITE_METHODS.has(method)) return null
  if (method === 'POST' && CMS_IMPORT_ROUTE.test(pathname)) return 'import'
  return mediaType(contentType) === 'multipart/form-data' ? 'upload' : 'json'
}

/** What both apps and the proxy say when a request cannot be taken as it is. */
export const HTTP_MESSAGES = Object.freeze({
  methodNotAllowed: 'Method not allowed',
  bodyTooLarge: 'Request body too large',
  /** A form, an upload or a file sent without Content-Length (a stream of unknown size). */
  lengthRequired: 'Content-Length is required for forms, uploads and files.',
  /** A catalogue file past `CMS_BODY_LIMITS.import`. */
  importTooLarge: `The file is larger than ${CMS_BODY_LIMITS.import / 1024 / 1024} MB. Split it into smaller files and import them one by one.`,
  bodyNotJson: 'Request body must be JSON',
  /** The CMS or its database cannot answer or keep a change. */
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
})
