// What a signed-in page asks the CMS about its visitor on every request (who they are, their
// favourites), kept a few seconds per session token so that a burst of page views and the
// revalidations after them do not ask again. Keyed by the exact token, never by user id: one
// session's answers are never another's. Any write the storefront sends the CMS (a favourite,
// a sign-out, a verification, an account change) empties it, before and after, so the next
// page shows the change; a change made elsewhere (the admin) shows within SESSION_CACHE_MS.

/** How long one session's reads are reused. */
export const SESSION_CACHE_MS = 3_000
const MAX_ENTRIES = 1_000

const entries = new Map<string, { expires: number; value: Promise<unknown> }>()

/** `load()` once per session token and `kind` within SESSION_CACHE_MS; a failure is not kept. */
export function sessionCached<T>(token: string, kind: string, load: () => Promise<T>): Promise<T> {
  const key = `${kind}\n${token}`
  const now = Date.now()
  const hit = entries.get(key)
  if (hit && hit.expires > now) return hit.value as Promise<T>
  const value = load()
  entries.delete(key)
  entries.set(key, { expires: now + SESSION_CACHE_MS, value })
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
  // The oldest first: Map keeps insertion order.
  for (const [oldKey, entry] of entries) {
    if (entries.size <= MAX_ENTRIES && entry.expires > now) break
    entries.delete(oldKey)
  }
  return value
}

/** Every session's reads are asked again (a write reached the CMS). */
export function forgetSessions(): void {
  entries.clear()
}
