// What a signed-in page asks the CMS about its visitor on every request (who they are, their
// favourites), kept a few seconds per session token so that a burst of page views and the
// revalidations after them do not ask again. Keyed by the exact token, never by user id: one
// session's answers are never another's. Any write the storefront sends the CMS (a favourite,
// a sign-out, a verification, an account change) empties it, before and after, so the next
// page shows the change; a change made elsewhere (the admin) shows within SESSION_CACHE_MS.

import { LRUCache } from 'lru-cache'

/** How long one session's reads are reused. */
export const SESSION_CACHE_MS = 3_000

// Bounded by count and age; the least recently used session goes first when it is full.
const entries = new LRUCache<string, { value: Promise<unknown> }>({
  max: 1_000,
  ttl: SESSION_CACHE_MS,
  // Date's clock, read on every look-up: as good for a 3 s window, and one tests can move.
  perf: { now: () => Date.now() },
  ttlResolution: 0,
})

/** `load()` once per session token and `kind` within SESSION_CACHE_MS; a failure is not kept. */
export function sessionCached<T>(token: string, kind: string, load: () => Promise<T>): Promise<T> {
  const key = `${kind}\n${token}`
  const hit = entries.get(key)
  if (hit) return hit.value as Promise<T>
  const entry = { value: load() }
  entries.set(key, entry)
  entry.value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key)
  })
  return entry.value as Promise<T>
}

/** Every session's reads are asked again (a write reached the CMS). */
export function forgetSessions(): void {
  entries.clear()
}
