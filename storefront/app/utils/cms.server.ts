// The storefront's one door to the CMS's REST API (routes.api = /cms-api).
// The visitor's session travels as `Authorization: JWT` (docs/decisions/003: Payload reads
// its cookie only from a same-origin browser request). Each call carries the id of the request it
// serves (X-Request-Id), so that the CMS's log line names the same request.
import { LRUCache } from 'lru-cache'
import { requestIdHeaders } from '@cardcompare/shared/server'
import { env } from './env.server'
import { serviceUnavailable } from './http.server'
import { forgetSessions } from './session-cache.server'

/** The CMS refused the request (4xx): its answer is the caller's to explain. */
export class CmsError extends Error {
  constructor(
    public status: number,
    public body: unknown,
  ) {
    super(`CMS answered ${status}`)
  }
}

/** What cmsCall throws when the CMS cannot answer or keep a change: a 503 to answer with. */
export const isUnavailable = (error: unknown): error is Response => error instanceof Response && error.status === 503

export type Query = Record<string, string | number | boolean | undefined | null>

export function cmsUrl(path: string, query: Query = {}) {
  const url = new URL(`/cms-api/${path.replace(/^\//, '')}`, env.CMS_URL)
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url
}

type CmsCall = { query?: Query; token?: string | null; method?: string; body?: unknown; cookie?: string }

/** A write waits longer than a read (CMS_TIMEOUT_MS): a slow COMMIT is better than a retried one. */
export const CMS_WRITE_TIMEOUT_MS = 15_000

export async function cmsFetch<T>(path: string, call: CmsCall = {}): Promise<T> {
  return (await cmsCall<T>(path, call)).data
}

/** As cmsFetch, with the answer's headers (Set-Cookie of a sign-in). */
export async function cmsCall<T>(
  path: string,
  { query, token, method = 'GET', body, cookie }: CmsCall = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...requestIdHeaders() }
  if (token) headers.Authorization = `JWT ${token}`
  if (cookie) headers.Cookie = cookie
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  // A write may change what a session sees (session-cache.server): asked again, also when a
  // read that started during the write finishes after it.
  const write = method !== 'GET'
  if (write) forgetSessions()
  let res: Response
  let text: string
  try {
    res = await fetch(cmsUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      // A hung CMS must not hang the page (docs/decisions/024).
      signal: AbortSignal.timeout(method === 'GET' ? env.CMS_TIMEOUT_MS : CMS_WRITE_TIMEOUT_MS),
    })
    text = await res.text()
  } catch {
    throw serviceUnavailable()
  } finally {
    if (write) forgetSessions()
  }
  // The CMS or its database is down, or did not keep a change (docs/decisions/024): never a
  // success, never a 500 of ours; a thrown Response is the route's answer, or its error page's.
  if (res.status >= 500) throw serviceUnavailable()
  const parsed = text ? safeJson(text) : null
  if (!res.ok) throw new CmsError(res.status, parsed)
  return { data: parsed as T, headers: res.headers }
}

function safeJson(text: string) {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Short in-memory cache for guest catalogue reads; any replica may hold its own copy. The CMS
 * empties it after every change it commits (POST /internal/revalidate), so the TTL only bounds
 * how stale a copy gets when that call is lost.
 */
const CACHE_ENTRIES = 500
const cache = new LRUCache<string, { value: Promise<unknown> }>({ max: CACHE_ENTRIES })

/**
 * The last answer the CMS gave to each guest read (stale-if-error): when the CMS or its
 * database is down or hung, the catalogue is served as it last was rather than not at all.
 * Not emptied by a change notice: it is read only when the CMS cannot answer.
 */
const lastGood = new LRUCache<string, { data: unknown }>({ max: CACHE_ENTRIES })
/** How long a stale answer is reused before the CMS is asked again. */
const STALE_RETRY_MS = 5_000
/** Until then the CMS is taken to be down: reads with a last good copy do not wait for it. */
let unavailableUntil = 0

export function cachedCmsFetch<T>(path: string, query: Query = {}): Promise<T> {
  // The variable keeps its published name: operators' configurations set it.
  const ttl = env.CATALOG_CACHE_SECONDS * 1000
  const key = cmsUrl(path, query).toString()
  const hit = cache.get(key)
  if (hit) return hit.value as Promise<T>
  const stale = lastGood.get(key)
  if (Date.now() < unavailableUntil && stale) return Promise.resolve(stale.data as T)
  const value = cmsFetch<T>(path, { query }).then(
    (data) => {
      lastGood.set(key, { data })
      return data
    },
    (error: unknown) => {
      if (isUnavailable(error)) unavailableUntil = Date.now() + STALE_RETRY_MS
      const last = lastGood.get(key)
      if (!isUnavailable(error) || !last) throw error
      console.warn(`[cms] serving the last good copy of ${path}: the CMS is unavailable`)
      // Not kept as a fresh answer: once the pause is over, the CMS is asked again.
      if (cache.get(key) === entry) cache.delete(key)
      return last.data as T
    },
  )
  const entry = { value }
  if (ttl === 0) return value
  cache.set(key, entry, { ttl })
  value.catch(() => {
    if (cache.get(key) === entry) cache.delete(key)
  })
  return value
}

/** Drops every cached read (the CMS changed something); the next request reads afresh. */
export function clearCmsCache(): number {
  const size = cache.size
  cache.clear()
  return size
}
