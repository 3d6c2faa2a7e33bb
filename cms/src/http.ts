// The CMS's own answers (its custom endpoints and the REST guard): their caching (the policies
// of shared/src/http.js) and one error shape, Payload's `{ errors: [{ message }] }`, which the
// admin reads and the storefront turns into its `{ error }` (storefront cmsErrorBody). The
// endpoints only the storefront's server calls (collections/Users/endpoints/account.ts and
// memberAccount.ts, endpoints/intake.ts) answer the storefront contract's `{ error, ... }` or
// `{ success, message }`, which it relays.
import { CACHE_CONTROL, NO_STORE, PRIVATE_NO_STORE, publicCache } from '@cardcompare/shared'

export { NO_STORE, PRIVATE_NO_STORE }

/** The same for everyone for `seconds` (counts that may be a minute old, the admin's editor files). */
export const publicFor = (seconds: number) => ({ 'Cache-Control': publicCache(seconds) }) as const

/** A JSON answer; never cached unless `headers` names another Cache-Control. */
export const json = (body: unknown, status = 200, headers: HeadersInit = {}) => {
  const all = new Headers(headers)
  if (!all.has('Cache-Control')) all.set('Cache-Control', CACHE_CONTROL.noStore)
  return Response.json(body, { status, headers: all })
}

/** Payload's error shape, with its status; `extra` adds top-level fields a client reads. */
export const errorAnswer = (
  status: number,
  message: string,
  { extra = {}, headers = {} }: { extra?: Record<string, unknown>; headers?: HeadersInit } = {},
) => json({ ...extra, errors: [{ message }] }, status, headers)
