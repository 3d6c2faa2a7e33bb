import { describe, expect, it } from 'vitest'
import {
  APP_VERSION,
  checkAppVersion,
  isAppStorageKey,
  staleStorageKeys,
  STORAGE_KEYS,
  type CacheStore,
  type KeyValueStore,
} from './app-version'
import { BUSINESS_HOURS } from './company'
import { TOAST } from './toast-timing'
import { EXIT_INTENT } from './popups'

/** An in-memory Storage, ordered like the browser's (insertion order). */
function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial))
  return {
    get length() {
      return map.size
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
    dump: () => Object.fromEntries(map),
  }
}

function memoryCaches(names: string[]): CacheStore & { names: Set<string> } {
  const set = new Set(names)
  return { names: set, keys: async () => [...set], delete: async (n) => set.delete(n) }
}

describe('staleStorageKeys', () => {
  it('lists our prefixed keys and any query-cache or favourites key, nothing else', () => {
    const store = memoryStore({
      'cardcompare-x': '1',
      'cardcompare-exit-intent': '{}',
      REACT_QUERY_OFFLINE_CACHE: '{}',
      'app-query-cache': '{}',
      favorites: '[]',
      'my-favourites': '[]',
      theme: 'dark',
    })
    expect(staleStorageKeys(store)).toEqual(['cardcompare-x', 'cardcompare-exit-intent', 'app-query-cache', 'favorites', 'my-favourites'])
  })
})

describe('checkAppVersion (spec §4)', () => {
  it('is 1.2.0', () => {
    expect(APP_VERSION).toBe('1.2.0')
  })

  it('clears caches, our keys and session storage when the stored version differs, then stores it', async () => {
    const local = memoryStore({ [STORAGE_KEYS.appVersion]: '1.1.0', 'cardcompare-x': '1', favourites: '[]', theme: 'dark' })
    const session = memoryStore({ 'cardcompare-quiz-popup-dismissed': 'true', other: 'x' })
    const caches = memoryCaches(['cardcompare-sw-1.1.0', 'something-else'])

    expect(await checkAppVersion({ local, session, caches })).toBe(true)
    expect(local.dump()).toEqual({ theme: 'dark', [STORAGE_KEYS.appVersion]: '1.2.0' })
    expect(session.length).toBe(0)
    expect(caches.names.size).toBe(0)
  })

  it('treats a first visit (nothing stored) as a different version', async () => {
    const local = memoryStore()
    expect(await checkAppVersion({ local, session: memoryStore({ a: '1' }) })).toBe(true)
    expect(local.getItem(STORAGE_KEYS.appVersion)).toBe(APP_VERSION)
  })

  it('leaves everything alone when the stored version is current', async () => {
    const local = memoryStore({ [STORAGE_KEYS.appVersion]: APP_VERSION, 'cardcompare-x': '1' })
    const session = memoryStore({ other: 'x' })
    const caches = memoryCaches(['cardcompare-sw-1.2.0'])
    expect(await checkAppVersion({ local, session, caches })).toBe(false)
    expect(local.getItem('cardcompare-x')).toBe('1')
    expect(session.length).toBe(1)
    expect(caches.names.size).toBe(1)
  })

  it('works without Cache Storage', async () => {
    const local = memoryStore({ 'cardcompare-x': '1' })
    expect(await checkAppVersion({ local, session: memoryStore(), caches: null }, '2.0.0')).toBe(true)
    expect(local.dump()).toEqual({ [STORAGE_KEYS.appVersion]: '2.0.0' })
  })
})

describe('checkAppVersion timing', () => {
  it('clears storage before its first await, so later writes by the page survive', async () => {
    const local = memoryStore({ 'cardcompare-x': '1' })
    const session = memoryStore({ a: '1' })
    const running = checkAppVersion({ local, session, caches: memoryCaches(['old']) })
    expect(local.getItem('cardcompare-x')).toBeNull()
    expect(session.length).toBe(0)
    session.setItem('cardcompare-quiz-popup-dismissed', 'true')
    await running
    expect(session.getItem('cardcompare-quiz-popup-dismissed')).toBe('true')
  })
})

describe('isAppStorageKey (spec §4 version check)', () => {
  it('matches the prefix, query-cache and favourites keys only', () => {
    expect(isAppStorageKey('cardcompare-exit-intent')).toBe(true)
    expect(isAppStorageKey('REACT_QUERY_OFFLINE_CACHE')).toBe(false)
    expect(isAppStorageKey('app-query-cache')).toBe(true)
    expect(isAppStorageKey('user-favorites')).toBe(true)
    expect(isAppStorageKey('favourites')).toBe(true)
    expect(isAppStorageKey('theme')).toBe(false)
  })
})

describe('storage keys and timings', () => {
  it('names every storage key so the version check clears it', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(isAppStorageKey(key)).toBe(true)
  })

  it('keeps the timing and version values', () => {
    expect(APP_VERSION).toBe('1.2.0')
    expect(TOAST).toEqual({ durationMs: 5000, limit: 1, swipeThresholdPx: 50, removeDelayMs: 1_000_000, hotkey: 'F8' })
    expect(EXIT_INTENT).toEqual({ sensitivityPx: 20, hiddenDelayMs: 1000, expiryDays: 7 })
    expect(BUSINESS_HOURS.text).toBe('Monday-Saturday 9AM-6PM')
  })
})
