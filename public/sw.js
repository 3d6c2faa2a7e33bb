// Update worker (spec §4), registered by app/components/AppUpdates.tsx in production builds.
// Served with Cache-Control: no-cache (storefront/server.js) so the browser's 30-second update
// checks see a new version at once. Deliberately small:
//  - pages: always from the network; offline, the page cached at install. Pages are never
//    stored, because they can carry the signed-in user's name and private data;
//  - /assets/* (content-hashed, immutable) and /icons/*: from the cache, else the network;
//  - everything else (the APIs, the admin, Remix data requests, other origins, non-GET)
//    is not touched at all.
const VERSION = '1.2.0'
const CACHE_PREFIX = 'cardcompare-sw-'
const CACHE = `${CACHE_PREFIX}${VERSION}`
const OFFLINE_URL = '/offline.html'
const BYPASS = /^\/(?:api|cms-api|admin|_next)(?:\/|$)/
const CACHE_FIRST = /^\/(?:assets|icons)\//

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      // `reload` skips the HTTP cache, so the stored page is this version's.
      .then((cache) => cache.add(new Request(OFFLINE_URL, { cache: 'reload' })))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys()
      await Promise.all(names.filter((n) => n.startsWith(CACHE_PREFIX) && n !== CACHE).map((n) => caches.delete(n)))
      await self.clients.claim()
    })(),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin !== self.location.origin || BYPASS.test(url.pathname)) return
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request))
  } else if (CACHE_FIRST.test(url.pathname)) {
    event.respondWith(cacheFirst(event))
  }
})

async function networkFirstPage(request) {
  try {
    return await fetch(request)
  } catch {
    const offline = await caches.match(OFFLINE_URL)
    return offline || new Response('You are offline.', { status: 503, headers: { 'Content-Type': 'text/plain' } })
  }
}

async function cacheFirst(event) {
  const cache = await caches.open(CACHE)
  const hit = await cache.match(event.request)
  if (hit) return hit
  const response = await fetch(event.request)
  // Only complete, same-origin answers: never an error page or a partial (206) body.
  if (response.ok && response.status === 200 && response.type === 'basic') {
    event.waitUntil(cache.put(event.request, response.clone()))
  }
  return response
}
