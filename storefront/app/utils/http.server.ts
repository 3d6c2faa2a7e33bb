import type { ApiError } from '@cardcompare/shared'

/**
 * Catalogue answers are the same for everyone. A change in the CMS must show within 2 s
 * (docs/decisions/013): browsers ask again each time, a CDN may answer a burst from a copy at
 * most 2 s old.
 * The storefront's own cache of CMS reads is emptied by the CMS on every change.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=0, s-maxage=2'

export function json(data: unknown, init: ResponseInit = {}) {
  return Response.json(data, init)
}

export function catalogJson(data: unknown) {
  return Response.json(data, { headers: { 'Cache-Control': CATALOG_CACHE_CONTROL } })
}

export function apiError(status: number, error: string, extra: Omit<ApiError, 'error'> = {}) {
  return Response.json({ error, ...extra } satisfies ApiError, {
    status,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** What a person is told when the CMS or its database cannot answer or keep a change. */
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.'

/** 503: the server adds `Retry-After` to every 503 (server/unavailable.js). */
export const serviceUnavailable = (message = UNAVAILABLE_MESSAGE) => apiError(503, message)

/** For answers that show one person's data (or a one-time message): never stored by a cache. */
export const PRIVATE_NO_STORE = { 'Cache-Control': 'private, no-store' } as const

/** A route's `headers` export for pages that show one person's data. */
export const privatePageHeaders = () => PRIVATE_NO_STORE
