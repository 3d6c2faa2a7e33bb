// App version check (spec §4): when the version stored in the browser is not this one, clear
// every cache, our stored keys and session storage, then store the version. The browser's
// stores are passed in, so the rule runs the same in a page and in a test.

export const APP_VERSION = '1.2.0'
/** Browser-storage keys start with this; the version check clears them (spec §4). */
export const APP_STORAGE_PREFIX = 'cardcompare'
export const STORAGE_KEYS = {
  appVersion: `${APP_STORAGE_PREFIX}-app-version`,
  exitIntent: `${APP_STORAGE_PREFIX}-exit-intent`,
  quizPopupDismissed: `${APP_STORAGE_PREFIX}-quiz-popup-dismissed`,
  verificationReminderDismissed: `${APP_STORAGE_PREFIX}-verification-reminder-dismissed`,
} as const
export const SERVICE_WORKER_PATH = '/sw.js'
export const UPDATE_CHECK_INTERVAL_MS = 30_000

/**
 * Keys the app-version check removes from browser storage (spec §4): the product prefix, or
 * containing query-cache or favourites (either spelling).
 */
export function isAppStorageKey(key: string): boolean {
  const lower = key.toLowerCase()
  return (
    lower.startsWith(APP_STORAGE_PREFIX) || lower.includes('query-cache') || lower.includes('favorites') || lower.includes('favourites')
  )
}

/** The parts of the Web Storage and Cache Storage interfaces the check uses. */
export interface KeyValueStore {
  readonly length: number
  key(index: number): string | null
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}
export interface CacheStore {
  keys(): Promise<string[]>
  delete(name: string): Promise<boolean>
}

export interface BrowserStores {
  local: KeyValueStore
  session: KeyValueStore
  /** Absent where the browser has no Cache Storage (insecure origins, old browsers). */
  caches?: CacheStore | null
}

/** Keys of `store` that the version check removes: isAppStorageKey (prefix, query-cache, favourites). */
export function staleStorageKeys(store: Pick<KeyValueStore, 'length' | 'key'>): string[] {
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i)
    if (key !== null && isAppStorageKey(key)) keys.push(key)
  }
  return keys
}

/**
 * Runs the check; true when it cleared anything. Storage is cleared synchronously, before the
 * first await, so nothing the page writes afterwards is lost; the version is stored last, so a
 * check interrupted half-way runs again on the next load.
 */
export async function checkAppVersion(stores: BrowserStores, version: string = APP_VERSION): Promise<boolean> {
  if (stores.local.getItem(STORAGE_KEYS.appVersion) === version) return false
  // Keys are listed before any is removed: removing shifts the indexes.
  for (const key of staleStorageKeys(stores.local)) stores.local.removeItem(key)
  stores.session.clear()
  const caches = stores.caches
  if (caches) await Promise.all((await caches.keys()).map((name) => caches.delete(name)))
  stores.local.setItem(STORAGE_KEYS.appVersion, version)
  return true
}
