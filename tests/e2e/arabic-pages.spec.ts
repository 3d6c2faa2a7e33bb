// The member, information, legal, demo and blog pages in Arabic (docs/decisions/035): each under
// /ar is right to left, its heading from the Arabic catalogue, no wider than the window, and
// accessible; both projects run it, so at 1366 and at 390 px.
import arAccount from '@cardcompare/shared/i18n/ar/account'
import arCard from '@cardcompare/shared/i18n/ar/card'
import arHome from '@cardcompare/shared/i18n/ar/home'
import ar from '@cardcompare/shared/i18n/ar/pages'
import en from '@cardcompare/shared/i18n/en/pages'
import { fill } from '@cardcompare/shared/i18n/render'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp } from './users'

const GUEST_PAGES = [
  { path: '/ar/financial-tips', h1: ar.tips.title },
  { path: '/ar/how-we-rank', h1: ar.rank.title },
  { path: '/ar/qr-download', h1: ar.qr.title },
  { path: '/ar/privacy-policy', h1: ar.legal.privacy.title },
  { path: '/ar/terms-of-service', h1: ar.legal.terms.title },
  { path: '/ar/cookie-policy', h1: ar.legal.cookies.title },
  { path: '/ar/accessibility', h1: ar.legal.accessibility.title },
  { path: '/ar/unsubscribe', h1: ar.legal.unsubscribe.titles.invalid },
  { path: '/ar/test-filters', h1: ar.demo.filters.title },
  { path: '/ar/skeleton-demo', h1: ar.demo.skeleton.title },
  { path: '/ar/blog', h1: ar.blog.heading },
]

/** Right to left, the heading from the catalogue, nothing wider than the window, no axe violations. */
async function expectArabicPage(page: Page, h1: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
  await expectNoAxeViolations(page)
}

for (const { path, h1 } of GUEST_PAGES) {
  test(`${path} is in Arabic, right to left, fits the window and is accessible`, async ({ page, allowConsoleErrors }) => {
    // A link without its token answers 400 on purpose, which Chromium reports.
    if (path === '/ar/unsubscribe') allowConsoleErrors(/status of 400/)
    test.slow()
    const response = await page.goto(path)
    expect(response?.status()).toBe(path === '/ar/unsubscribe' ? 400 : 200)
    await expectArabicPage(page, h1)
  })
}

test('the tips, the legal pages and the blog speak Arabic beyond their headings', async ({ page }) => {
  await page.goto('/ar/financial-tips')
  await expect(page.getByRole('heading', { level: 3, name: ar.tips.items['pay-in-full'].title })).toBeVisible()
  await expect(page.locator('main')).not.toContainText(en.tips.items['pay-in-full'].title)

  await page.goto('/ar/privacy-policy')
  await expect(page.getByRole('heading', { level: 2, name: ar.legal.contents })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: `1. ${ar.legal.privacy.sections['who-we-are'].title}` })).toBeVisible()
  await expect(page).toHaveTitle(`${ar.legal.privacy.title} | CardCompare UAE`)
  // The footer links of the legal frame stay in Arabic.
  await expect(page.locator('article').getByRole('link', { name: ar.legal.terms.title })).toHaveAttribute('href', '/ar/terms-of-service')

  await page.goto('/ar/cookie-policy')
  await expect(page.getByRole('region', { name: ar.legal.cookies.table.cookies })).toBeVisible()

  await page.goto('/ar/blog')
  await expect(page.getByRole('heading', { level: 2, name: ar.blog.categories })).toBeVisible()
  const post = page.locator('main article h2 a').first()
  if ((await post.count()) > 0) {
    await post.click()
    await expect(page).toHaveURL(/\/ar\/blog\/[^/]+$/)
    await expect(page.getByRole('heading', { level: 2, name: /^التعليقات \(\d+\)$/ })).toBeVisible()
    await expect(page.getByRole('heading', { level: 3, name: ar.blog.leaveComment })).toBeVisible()
    await expect(page.getByRole('textbox', { name: ar.blog.comment })).toBeVisible()
    await expectNoAxeViolations(page)
  }
})

test('a member’s account, leads and fortune pages are in Arabic, right to left and accessible', async ({ page }) => {
  test.slow()
  await signUp(page, { verified: true })
  for (const { path, h1 } of [
    { path: '/ar/account', h1: arAccount.account.title },
    { path: '/ar/leads', h1: arAccount.leads.title },
    { path: '/ar/fortune-cookie', h1: arAccount.fortune.title },
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expectArabicPage(page, h1)
  }
  await page.goto('/ar/account')
  await expect(page.getByRole('region', { name: arAccount.account.sections.details, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: arAccount.forms.changePassword })).toBeVisible()
  await page.goto('/ar/leads')
  await expect(page.getByText(arAccount.leads.none)).toBeVisible()
  // A fortune is the CMS's English: marked so, and set in its own direction, so its quotes and
  // full stop stay where English puts them on a right-to-left page.
  await page.goto('/ar/fortune-cookie')
  const fortune = page.locator('main blockquote').first()
  await expect(fortune).toHaveAttribute('lang', 'en')
  await expect(fortune).toHaveAttribute('dir', 'auto')
  expect(await fortune.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
})

type Named = { id: number; name: string; description?: string | null; lang?: { name?: 'en' } }

test('/ar/card-issuers and /ar/card-benefits name the banks, card types and features in Arabic, English only where untranslated', async ({
  page,
  request,
}) => {
  test.slow()
  const banks = (await (await request.get('/api/banks?locale=ar')).json()) as Named[]
  await page.goto('/ar/card-issuers')
  await expectArabicPage(page, arCard.issuers.title)
  for (const bank of banks) {
    const name = page.locator(`main a[href="/ar/bank/${bank.id}"] span.font-semibold`)
    await expect(name).toHaveText(bank.name)
    // Marked English exactly when the bank has no Arabic name.
    if (bank.lang?.name) await expect(name).toHaveAttribute('lang', 'en')
    else await expect(name).not.toHaveAttribute('lang')
  }
  expect(
    banks.some((bank) => !bank.lang?.name),
    'the seeded banks have Arabic names',
  ).toBe(true)

  const types = (await (await request.get('/api/card-types?locale=ar')).json()) as Named[]
  const features = (await (await request.get('/api/features?locale=ar')).json()) as Named[]
  await page.goto('/ar/card-benefits')
  await expectArabicPage(page, arCard.benefits.title)
  for (const type of types) {
    await expect(page.getByRole('link', { name: fill(arCard.benefits.types.browse, { type: type.name }), exact: true })).toHaveAttribute(
      'href',
      `/ar/cards?cardType=${type.id}`,
    )
    // Without a description, the home page's generic sentence, in Arabic.
    if (!type.description?.trim()) await expect(page.getByText(fill(arHome.categories.fallback, { type: type.name }))).toBeVisible()
  }
  for (const feature of features) {
    const term = page.locator('main dt', { hasText: feature.name }).first()
    await expect(term).toBeVisible()
    if (!feature.lang?.name) await expect(term).not.toHaveAttribute('lang')
  }
  await expect(page.locator('main')).not.toContainText('maximize your benefits')
})
