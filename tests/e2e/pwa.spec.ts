// Installable app and update worker (spec §4): the manifest and its icons, /sw.js and its
// registration, the offline page, and the app version check.
import { APP_VERSION, STORAGE_KEYS } from '@cardcompare/shared'
import { expect, test } from './fixtures'
import { axeViolations } from './users'
import { ANY_WIDTH } from './tags'

test('the manifest is served as a web app manifest, and its icons load', { tag: ANY_WIDTH }, async ({ page, request }) => {
  await page.goto('/')
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')

  const res = await request.get('/manifest.webmanifest')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/)
  expect(res.headers()['cache-control']).toBe('no-cache')
  const manifest = await res.json()
  expect(manifest).toMatchObject({ name: 'CardCompare UAE', start_url: '/', scope: '/', display: 'standalone' })
  const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons
  expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(icons.some((i) => i.purpose.includes('maskable'))).toBe(true)

  for (const { src, type } of [...icons, { src: touchIcon!, type: 'image/png' }]) {
    const icon = await request.get(src)
    expect(icon.status(), src).toBe(200)
    expect(icon.headers()['content-type'], src).toBe(type)
  }
})

test('/sw.js is revalidated on every check, registers, and serves the offline page', async ({
  page,
  request,
  context,
  baseURL,
  allowConsoleErrors,
}) => {
  const res = await request.get('/sw.js')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/javascript/)
  expect(res.headers()['cache-control']).toBe('no-cache')

  await page.goto('/')
  await page.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true))
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)
  expect(scope).toBe(`${baseURL}/`)
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${baseURL}/sw.js`)
  // The first install takes control without reloading the page.
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true)
  // Its cache carries this version and the offline page, and nothing from the APIs.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys()
    const urls = (
      await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)))
    ).flat()
    return { names, urls }
  })
  expect(cached.names).toEqual(['cardcompare-sw-1.2.0'])
  expect(cached.urls).toContain('/offline.html')
  expect(cached.urls.filter((u) => u.startsWith('/api/') || u.startsWith('/cms-api/'))).toEqual([])

  await context.setOffline(true)
  try {
    await page.goto('/cards')
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible()
    expect((await axeViolations(page)).map((v) => v.id)).toEqual([])
  } finally {
    await context.setOffline(false)
  }
  // Chromium reports the worker's failed fetch while offline; nothing else may appear.
  allowConsoleErrors(/ERR_INTERNET_DISCONNECTED/)
  await page.getByRole('link', { name: 'Try again' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /Credit Cards/ })).toBeVisible()
})

test(
  'the version check clears our stored keys and session storage when the stored version is old',
  { tag: ANY_WIDTH },
  async ({ page }) => {
    const storedVersion = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.appVersion)
    const plant = () =>
      page.evaluate((versionKey) => {
        localStorage.setItem(versionKey, '1.1.0')
        localStorage.setItem('cardcompare-x', 'stale')
        localStorage.setItem('my-favourites', '[1]')
        localStorage.setItem('unrelated', 'kept')
        sessionStorage.setItem('anything', 'stale')
      }, STORAGE_KEYS.appVersion)
    const remaining = () =>
      page.evaluate(() => ({
        x: localStorage.getItem('cardcompare-x'),
        favourites: localStorage.getItem('my-favourites'),
        unrelated: localStorage.getItem('unrelated'),
        session: sessionStorage.getItem('anything'),
      }))

    await page.goto('/')
    // The first visit stores the version; wait for it, so the keys planted next are not caught half-way.
    await expect.poll(storedVersion).toBe(APP_VERSION)

    // On load.
    await plant()
    await page.reload()
    await expect.poll(storedVersion).toBe('1.2.0')
    expect(await remaining()).toEqual({ x: null, favourites: null, unrelated: 'kept', session: null })

    // When the tab becomes visible again.
    await plant()
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect.poll(storedVersion).toBe('1.2.0')
    expect(await remaining()).toEqual({ x: null, favourites: null, unrelated: 'kept', session: null })
  },
)
