// The storefront's answers: their caching (the policies of shared/src/http.js) and the one JSON
// error shape of the /api contract (spec §7), `{ error, ...extra }`. The intake routes answer
// `{ success, message }` instead, because the spec's clients read that (utils/intake.server.ts).
import { HTTP_MESSAGES, NO_STORE, PRIVATE_NO_STORE, publicCache, type ApiError } from '@cardcompare/shared'
import { env } from './env.server'

export { NO_STORE, PRIVATE_NO_STORE }

/** A route's `headers` export for pages that show one person's data. */
export const privatePageHeaders = () => PRIVATE_NO_STORE

/** How long a CDN that cannot be told of a change may keep a page: changes show within 2 s (docs/decisions/013). */
const UNPURGED_CDN_SECONDS = 2

/**
 * Catalogue answers are the same for every guest. Browsers ask again each time. The storefront's
 * page cache and its cache of CMS reads are emptied by the CMS on every change, and so is a CDN
 * when CDN_PURGE_URL is set: it then keeps pages as long as the page cache does; without it, 2 s.
 * Past that, a copy may still be sent while the page is fetched again (docs/decisions/031).
 */
export const CATALOGUE_CACHE_CONTROL = publicCache(
  0,
  env.CDN_PURGE_URL ? env.PAGE_CACHE_SECONDS : UNPURGED_CDN_SECONDS,
  env.PAGE_CACHE_STALE_SECONDS,
)

/** Files that change with a deployment at most (robots.txt, the QR image): an hour. */
export const STATIC_CACHE = { 'Cache-Control': publicCache(3600) } as const

/** The sitemap: browsers keep it ten minutes, shared caches an hour. */
export const SITEMAP_CACHE = { 'Cache-Control': publicCache(600, 3600) } as const

/** A JSON answer; never cached unless `headers` names another Cache-Control. */
export const json = (data: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(data, { status, headers: { ...NO_STORE, ...headers } })

export const catalogueJson = (data: unknown) => json(data, 200, { 'Cache-Control': CATALOGUE_CACHE_CONTROL })

/** The contract's error: `{ error, details?, ... }` with its status, never cached. */
export const apiError = (status: number, error: string, extra: Omit<ApiError, 'error'> = {}) =>
  json({ error, ...extra } satisfies ApiError, status)

/**
 * 405, always saying which methods the route takes (`Allow`, RFC 9110 §15.5.6). The body is the
 * contract's error unless the route's clients read another shape (the intake routes).
 */
export const methodNotAllowed = (
  allowed: string,
  body: object = { error: HTTP_MESSAGES.methodNotAllowed },
  headers: Record<string, string> = {},
) => json(body, 405, { ...headers, Allow: allowed })

/** A plain-text answer (to a page's form or a closed route), never cached. */
export const plainText = (message: string, status: number) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } })

/** What a person is told when the CMS or its database cannot answer or keep a change. */
export const UNAVAILABLE_MESSAGE = HTTP_MESSAGES.unavailable

/** 503: the server adds `Retry-After` to every 503 (server/unavailable.js). */
export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) => apiError(503, message)
