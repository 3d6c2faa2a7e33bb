// The home page in Arabic (docs/decisions/035): /ar says every section in the home catalogue's
// Arabic, right to left, with no English of its own left; what the CMS says (card type and bank
// names) stays English and is marked so.
import catalogue from '@cardcompare/shared/i18n/ar/catalogue'
import common from '@cardcompare/shared/i18n/ar/common'
import ar from '@cardcompare/shared/i18n/ar/home'
import en from '@cardcompare/shared/i18n/en/home'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './users'

/** A catalogue text with its placeholders as "anything": the numbers come from the catalogue. */
const pattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\s*\w+\s*\}\}/g, '.+')}$`)

test('the Arabic home page says every section in Arabic, right to left', async ({ page }) => {
  // Some forty checks of one page.
  test.setTimeout(60_000)
  await page.goto('/ar')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page).toHaveTitle(ar.meta.title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', pattern(ar.meta.description))

  // The hero.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.hero.title)
  await expect(page.getByText(ar.hero.text)).toBeVisible()
  const hero = page.locator('main section').first()
  await expect(hero.getByText(pattern(ar.hero.eyebrow))).toBeVisible()
  await expect(page.getByRole('heading', { name: ar.hero.finder })).toBeVisible()
  const chips = page.getByRole('group', { name: ar.hero.popular })
  await expect(chips.getByRole('link', { name: ar.hero.chips.cashback })).toHaveAttribute('href', '/ar/cards?cardType=2')
  await expect(chips.getByRole('link', { name: ar.hero.chips.travel })).toHaveAttribute('href', '/ar/cards?cardType=3')

  // The sections, by their headings.
  for (const heading of [
    ar.partners.heading,
    ar.categories.heading,
    ar.featured.heading,
    ar.comparison.heading,
    ar.leads.heading,
    ar.quiz.heading,
    ar.about.heading.replace('{{company}}', 'CardCompare UAE'),
  ]) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeAttached()
  }
  await expect(page.getByRole('heading', { name: ar.why.heading })).toBeAttached()
  await expect(page.getByText(ar.why.free.title, { exact: true })).toBeVisible()
  await expect(page.getByText(pattern(ar.why.catalogue.text))).toBeVisible()
  await expect(page.getByText(ar.featured.subheading)).toBeVisible()
  await expect(page.locator('#featured-heading').locator('xpath=../..').getByRole('link', { name: ar.featured.viewAll })).toHaveAttribute(
    'href',
    '/ar/cards',
  )
  await expect(page.getByRole('link', { name: ar.comparison.change })).toHaveAttribute('href', '/ar/compare')
  await expect(page.getByRole('table', { name: ar.comparison.label })).toBeAttached()
  await expect(page.getByText(ar.leads.free)).toBeVisible()
  await expect(page.getByText(ar.leads.contact.replace('{{hours}}', common.site.hours))).toBeVisible()
  await expect(page.getByRole('link', { name: ar.quiz.cta })).toHaveAttribute('href', '/ar/card-finder')
  const about = page.locator('#about')
  await expect(about.getByText(pattern(ar.about.text))).toBeVisible()
  await expect(about.getByText(common.site.address)).toBeVisible()
  await expect(about.getByText(common.site.hours)).toBeVisible()
  await expect(about.locator('a[href^="tel:"]')).toHaveAttribute('dir', 'ltr')
  if (await page.locator('#popular-heading').count()) {
    await expect(page.locator('#popular-heading')).toHaveText(ar.popular.heading)
  }

  // The card types and banks by their Arabic names from the CMS (docs/decisions/037): nothing
  // there is English, so nothing is marked so.
  const categories = page.locator('section[aria-labelledby="categories-heading"]')
  await expect(categories.getByText('استرداد نقدي', { exact: true })).toBeVisible()
  await expect(categories.locator('[lang="en"]')).toHaveCount(0)
  await expect(page.locator('section[aria-labelledby="partners-heading"] img[alt="بنك أبوظبي التجاري"]').first()).toBeAttached()
  await expect(page.locator('section[aria-labelledby="partners-heading"] a[lang="en"]')).toHaveCount(0)
  // The finder's selects name them so too; a type the CMS has no Arabic name for is marked English.
  const types = hero.getByLabel(catalogue.filters.cardType).locator('option:not([lang="en"])')
  expect(await types.count()).toBeGreaterThan(5)
  for (const text of await types.allTextContents()) expect(text).not.toMatch(/[A-Za-z]/)
  await expect(hero.getByLabel(catalogue.filters.cardType).locator('option', { hasText: 'استرداد نقدي' })).toHaveCount(1)

  // None of the page's own English is left.
  const main = page.locator('main')
  for (const text of [
    en.hero.title,
    en.hero.text,
    en.partners.heading,
    en.why.free.title,
    en.why.ai.title,
    en.categories.heading,
    en.categories.text,
    en.featured.heading,
    en.featured.subheading,
    en.comparison.heading,
    en.leads.heading,
    en.leads.text,
    en.quiz.heading,
    en.quiz.cta,
    en.about.text.slice(0, 20),
  ]) {
    await expect(main).not.toContainText(text)
  }
})

test('the Arabic home page is accessible', async ({ page }) => {
  // The whole home page is a long scan.
  test.setTimeout(90_000)
  await page.goto('/ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.hero.title)
  await expectNoAxeViolations(page)
})

test('the English home page keeps its English', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page).toHaveTitle(en.meta.title)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.hero.title)
  await expect(page.getByText(/^Compare \d+ cards from \d+ UAE banks$/)).toBeVisible()
  await expect(page.getByRole('heading', { name: en.quiz.heading })).toBeAttached()
  // CMS text is English here, and needs no mark.
  await expect(page.locator('main [lang="en"]')).toHaveCount(0)
})
