// The site in Arabic (docs/decisions/035): every page also under /ar, right to left, with its frame
// from the Arabic catalogue, a language switch that keeps the page, and links, redirects and
// search-engine alternates that stay in the language.
import ar from '@cardcompare/shared/i18n/ar/common'
import en from '@cardcompare/shared/i18n/en/common'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANY_WIDTH } from './tags'
import { expectNoAxeViolations, waitForHydration } from './users'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024

test('the Arabic home page is right to left, its frame in Arabic, and accessible', async ({ page }) => {
  await page.goto('/ar')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('link', { name: ar.site.skipToContent })).toBeAttached()
  if (isPhone(page)) {
    await expect(page.locator('summary[aria-controls="mobile-menu"]')).toHaveAttribute('aria-label', ar.nav.menu)
  } else {
    const nav = page.getByRole('navigation', { name: ar.nav.main })
    await expect(nav.getByRole('link', { name: ar.nav.allCards })).toHaveAttribute('href', '/ar/cards')
    await expect(nav.getByRole('link', { name: ar.nav.compare })).toHaveAttribute('href', '/ar/compare')
    await expect(page.getByRole('link', { name: ar.account.login, exact: true })).toHaveAttribute('href', '/ar/auth')
  }
  const footer = page.locator('footer')
  await footer.scrollIntoViewIfNeeded()
  await expect(footer.getByRole('heading', { name: ar.footer.quickLinks })).toBeVisible()
  await expect(footer.getByRole('link', { name: ar.footer.contactUs })).toHaveAttribute('href', '/ar/contact')
  await expect(footer.getByText(ar.site.hours)).toBeVisible()
  await expect(footer.getByRole('heading', { name: ar.newsletter.heading })).toBeVisible()
  await expect(footer.getByRole('button', { name: ar.newsletter.subscribe })).toBeVisible()
  await expect(page.getByRole('link', { name: ar.frame.tips })).toHaveAttribute('href', '/ar/financial-tips')
  // The Arabic typeface comes from this site, not a font host.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready
        const loaded: string[] = []
        document.fonts.forEach((font) => font.status === 'loaded' && loaded.push(font.family))
        return loaded
      }),
    )
    .toContain('IBM Plex Sans Arabic')
  await expectNoAxeViolations(page)
})

test('the language switch opens the same page and query in the other language, and back', async ({ page }) => {
  await page.goto('/cards?cardType=2&sort=fee')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const toArabic = page.locator('header').getByRole('link', { name: 'العربية' })
  if (isPhone(page)) {
    // The header keeps the switch at every width; the drawer has it too.
    await waitForHydration(page)
    await page.locator('summary[aria-controls="mobile-menu"]').click()
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'العربية' })).toHaveAttribute(
      'href',
      '/ar/cards?cardType=2&sort=fee',
    )
    await page.keyboard.press('Escape')
  }
  await expect(toArabic.first()).toHaveAttribute('lang', 'ar')
  await toArabic.first().click()
  await expect(page).toHaveURL(/\/ar\/cards\?cardType=2&sort=fee$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await page.locator('header').getByRole('link', { name: 'English' }).first().click()
  await expect(page).toHaveURL(/\/cards\?cardType=2&sort=fee$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('header').getByRole('link', { name: 'العربية' }).first()).toBeVisible()
})

test('a link followed in the browser stays in Arabic', async ({ page }) => {
  await page.goto('/ar')
  await waitForHydration(page)
  const footer = page.locator('footer')
  await footer.scrollIntoViewIfNeeded()
  await footer.getByRole('link', { name: ar.footer.allCreditCards }).click()
  await expect(page).toHaveURL(/\/ar\/cards$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('footer').getByRole('heading', { name: ar.footer.cardCategories })).toBeAttached()
})

test('a page that does not exist says so in Arabic under /ar', { tag: ANY_WIDTH }, async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/)
  const res = await page.goto('/ar/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.notFound.title)
  await expect(page).toHaveTitle(`${ar.notFound.title} | CardCompare UAE`)
  await expect(page.getByRole('link', { name: ar.notFound.browse })).toHaveAttribute('href', '/ar/cards')
})

test('a guest sent to sign in from an Arabic page signs in in Arabic, and comes back to it', { tag: ANY_WIDTH }, async ({ request }) => {
  const res = await request.get('/ar/account', { maxRedirects: 0 })
  expect(res.status()).toBe(302)
  expect(res.headers().location).toBe('/ar/auth?redirect=/ar/account')
})

test('each page names its versions for search engines, and the sitemap lists both', { tag: ANY_WIDTH }, async ({ page, request }) => {
  await page.goto('/ar/cards?page=1')
  const origin = new URL(page.url()).origin
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/ar/cards`)
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/cards`)
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', `${origin}/ar/cards`)
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/cards`)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'ar_AE')

  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.locator('footer')).toContainText(en.footer.quickLinks)
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute('href', /\/ar$/)

  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toMatch(/<loc>[^<]*\/ar\/cards<\/loc>/)
  expect(sitemap).toMatch(/<loc>[^<]*\/cards<\/loc>/)
  expect(sitemap).toMatch(/hreflang="ar" href="[^"]*\/ar\/how-we-rank"/)
})

test(
  'an Arabic page names the catalogues it hydrates with in its answer, and the browser fetches each once, with the page',
  { tag: ANY_WIDTH },
  async ({ page }) => {
    // build-tools/catalogue-chunks.ts: `Link: rel=modulepreload`, not a round trip after the entry script.
    for (const path of ['/ar/cards', '/ar/contact', '/ar']) {
      const catalogues: string[] = []
      const onRequest = (request: { url: () => string }) => {
        const { pathname } = new URL(request.url())
        if (/^\/assets\/shared-i18n-ar-/.test(pathname)) catalogues.push(pathname)
      }
      page.on('request', onRequest)
      const response = await page.goto(path)
      await waitForHydration(page)
      page.off('request', onRequest)
      const named = [...(response!.headers().link ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1])
      expect(named, path).toContainEqual(expect.stringMatching(/^\/assets\/shared-i18n-ar-common-[\w-]+\.js$/))
      expect(catalogues.length, `${path}: catalogues fetched`).toBeGreaterThan(0)
      // Every catalogue the page hydrated with was named, and none was fetched twice.
      expect([...catalogues].sort(), path).toEqual([...new Set(catalogues)].sort())
      for (const file of catalogues) expect(named, `${path} names ${file}`).toContain(file)
    }
  },
)
