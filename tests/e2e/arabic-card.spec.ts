// A card's page and the comparison in Arabic (docs/decisions/035): headings, figures' terms and the
// spend calculator from the Arabic catalogue, amounts in Western digits, the card's own CMS text
// marked English, a language switch that keeps the card, and a comparison table whose row labels
// stay in view at the right edge, accessible at both widths.
import { HIGHLIGHTED_FEATURES } from '@cardcompare/shared'
import ar from '@cardcompare/shared/i18n/ar/card'
import arCatalogue from '@cardcompare/shared/i18n/ar/catalogue'
import en from '@cardcompare/shared/i18n/en/card'
import enCatalogue from '@cardcompare/shared/i18n/en/catalogue'
import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANY_WIDTH } from './tags'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'

/** Arabic-Indic and Eastern Arabic-Indic digits: UAE banks print Western ones, and so do we. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/

/** The right edges of two boxes, in CSS pixels. */
async function rightEdge(locator: Locator) {
  const box = (await locator.boundingBox())!
  return box.x + box.width
}

test('a card page in Arabic: its headings, figures and calculator in Arabic, Western digits, the switch keeps the card', async ({
  page,
}) => {
  // Two page loads and a full axe scan: more than a loaded two-core runner does in the default 30 s.
  test.slow()
  await page.goto('/ar/cards')
  await page
    .locator('main article')
    .first()
    .getByRole('link', { name: new RegExp(`^${arCatalogue.tile.details}`) })
    .click()
  await expect(page).toHaveURL(/\/ar\/credit-cards\/[^/?#]+$/, { timeout: 15_000 })
  const slug = new URL(page.url()).pathname.replace('/ar/credit-cards/', '')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')

  // The address changes before a page whose catalogue file is still loading renders: wait for the card's figures.
  await expect(page.locator('[data-figure="annualFee"]')).toBeVisible({ timeout: 15_000 })
  // The card's name comes from the CMS: English, and said to be.
  const name = page.getByRole('heading', { level: 1 })
  await expect(name).toHaveAttribute('lang', 'en')
  const cardName = (await name.textContent())!.trim()
  await expect(page).toHaveTitle(new RegExp(`^${cardName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))

  const main = page.locator('main')
  for (const heading of [
    ar.details.figuresHeading,
    ar.calculator.heading,
    ar.details.about,
    ar.details.features,
    ar.details.apply.heading,
    ar.details.share.heading,
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible()
  }
  await expect(main.getByText(ar.details.figuresIntro)).toBeVisible()
  await expect(page.locator('[data-figure="annualFee"] dt')).toHaveText(ar.figures.terms.annualFee)
  await expect(page.locator('[data-figure="minimumSalary"] dt')).toHaveText(ar.figures.terms.minimumSalary)
  await expect(page.locator('[data-figure="monthlyRate"] dt')).toHaveText(
    new RegExp(`^(${ar.figures.terms.monthlyRate.interest}|${ar.figures.terms.monthlyRate.profit})$`),
  )
  // A confirmed salary reads "15,000 درهم شهرياً"; an unconfirmed one says so in Arabic.
  await expect(page.locator('[data-figure="minimumSalary"] dd').first()).toHaveText(
    new RegExp(`^(\\d{1,3}(,\\d{3})* درهم شهرياً|${arCatalogue.figure.notConfirmed})$`),
  )
  await expect(main.getByRole('button', { name: new RegExp(`^${arCatalogue.tile.compare}`) }).first()).toBeVisible()
  await expect(main.getByRole('link', { name: arCatalogue.share.whatsapp })).toBeVisible()

  // The calculator: its fields and total in Arabic, amounts in Western digits before درهم.
  await expect(page.getByLabel(ar.calculator.categories.groceries)).toBeVisible()
  await expect(page.getByText(/^المجموع: /)).toHaveText(/^المجموع: \d{1,3}(,\d{3})* درهم شهرياً$/)
  await expect(page.locator('#calculator dt', { hasText: ar.calculator.netOngoing })).toBeVisible()
  expect(await main.innerText()).not.toMatch(EASTERN_DIGITS)
  await expect(main).not.toContainText('Key Figures')
  await expect(main).not.toContainText('What this card is worth to you')

  await waitForHydration(page, { timeout: 15_000 })
  await expectNoAxeViolations(page)

  // The language switch opens the same card in English.
  // The header keeps the switch at every width.
  await page.locator('header').getByRole('link', { name: 'English' }).first().click()
  await expect(page).toHaveURL(new RegExp(`/credit-cards/${slug}$`))
  expect(new URL(page.url()).pathname).toBe(`/credit-cards/${slug}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 2, name: 'Key Figures' })).toBeVisible()
})

test('sharing from an Arabic page sends Arabic words and the Arabic address, from a tile and from the card page', async ({ page }) => {
  test.slow()
  const words = arCatalogue.share.message
  /** The text a WhatsApp link sends. */
  const whatsappText = async (link: Locator) => decodeURIComponent((await link.getAttribute('href'))!.split('text=')[1]!)

  // A tile's menu, worded in the browser.
  await page.goto('/ar/cards')
  await waitForHydration(page, { timeout: 15_000 })
  const tile = page.locator('main article').first()
  const name = (await tile.locator('h3').textContent())!.trim()
  await tile.getByRole('button', { name: new RegExp(`^${arCatalogue.share.share}`) }).click()
  const menu = page.getByRole('list', { name: arCatalogue.share.menu.replace('{{name}}', name) })
  const fromTile = await whatsappText(menu.getByRole('link', { name: arCatalogue.share.whatsapp }))
  expect(fromTile.startsWith(words.checkOutFrom.split('{{')[0]!)).toBe(true)
  expect(fromTile).toContain(name)
  // The fee as the tile words it in Arabic, not the CMS's English text.
  const feePrefix = words.annualFee.replace('{{fee}}', '')
  const feeLine = fromTile.split('\n').find((line) => line.startsWith(feePrefix))
  expect(feeLine).toBeDefined()
  expect(await tile.locator('dd').first().innerText()).toContain(feeLine!.slice(feePrefix.length))
  expect(fromTile).toMatch(new RegExp(`/ar/credit-cards/[^/\\s]+$`, 'm'))
  expect(fromTile.endsWith(words.hashtags)).toBe(true)
  expect(fromTile).not.toMatch(/Check out|Annual Fee|Minimum Salary|Not confirmed/)
  expect(await menu.getByRole('link', { name: arCatalogue.share.email }).getAttribute('href')).toContain(
    `mailto:?subject=${encodeURIComponent(words.subject.replace('{{name}}', name))}&body=`,
  )

  // The card page's share section, worded on the server: the same words, its own Arabic address.
  await page.keyboard.press('Escape')
  await tile.getByRole('link', { name: new RegExp(`^${arCatalogue.tile.details}`) }).click()
  await expect(page).toHaveURL(/\/ar\/credit-cards\/[^/?#]+$/, { timeout: 15_000 })
  const address = page.url()
  const section = page.locator('#share')
  await expect(section.getByRole('textbox', { name: ar.details.share.link })).toHaveValue(address)
  const fromPage = await whatsappText(section.getByRole('link', { name: arCatalogue.share.whatsapp }))
  expect(fromPage).toContain(`\n${address}\n`)
  expect(fromPage.startsWith(words.checkOutFrom.split('{{')[0]!)).toBe(true)
  expect(fromPage).not.toMatch(/Check out|Annual Fee|Minimum Salary|Not confirmed/)

  // The English page shares its English address.
  await page.goto(new URL(address).pathname.replace(/^\/ar/, ''))
  await expect(page.locator('#share').getByRole('textbox', { name: en.details.share.link })).toHaveValue(address.replace('/ar/', '/'))
})

test('two cards compared in Arabic: the table in Arabic, its row labels held at the right edge', async ({ page }) => {
  test.slow()
  await signUp(page, { verified: true })
  await page.goto('/ar/cards')
  await waitForHydration(page, { timeout: 15_000 })
  const tiles = page.locator('main article')
  for (const index of [0, 1]) {
    const tile = tiles.nth(index)
    const cardName = (await tile.locator('h3').textContent())!.trim()
    await tile.getByRole('button', { name: new RegExp(`^${arCatalogue.tile.compare}`) }).click()
    // The toasts load with the first one, after the post: more than 5 s on a loaded runner.
    await expect(page.getByRole('status').filter({ hasText: cardName })).toBeVisible({ timeout: 15_000 })
  }

  await page.goto('/ar/compare')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.compare.heading)
  await expect(page).toHaveTitle(`${ar.compare.heading} | CardCompare UAE`)
  const table = page.getByRole('region', { name: ar.compare.label })
  await expect(table.getByRole('columnheader')).toHaveCount(2)
  for (const label of [
    arCatalogue.tile.annualFee,
    arCatalogue.tile.interestRate,
    ar.comparison.minimumSalary,
    ar.comparison.rewards,
    ar.compare.actions,
  ]) {
    await expect(table.getByRole('rowheader', { name: label, exact: true })).toBeVisible()
  }
  await expect(table.getByRole('button', { name: new RegExp(`^${ar.compare.remove}`) })).toHaveCount(2)
  await expect(page.getByRole('heading', { level: 2, name: ar.calculator.headingMany })).toBeVisible()
  expect(await page.locator('main').innerText()).not.toMatch(EASTERN_DIGITS)

  // The sticky first column sits at the table's right edge, and stays there when the table scrolls.
  const label = table.getByRole('rowheader', { name: arCatalogue.tile.annualFee, exact: true })
  expect(Math.abs((await rightEdge(label)) - (await rightEdge(table)))).toBeLessThanOrEqual(2)
  const scrolled = await table.evaluate((el) => {
    // A right-to-left box scrolls towards negative offsets.
    el.scrollLeft = -el.scrollWidth
    return el.scrollLeft
  })
  if (scrolled !== 0) {
    expect(Math.abs((await rightEdge(label)) - (await rightEdge(table)))).toBeLessThanOrEqual(2)
    await table.evaluate((el) => (el.scrollLeft = 0))
  }
  if ((page.viewportSize()?.width ?? 1366) < 768) {
    await expect(page.getByText(ar.comparison.swipe)).toBeVisible()
    expect(scrolled, 'the table scrolls sideways on a phone').toBeLessThan(0)
  }
  // The page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await waitForHydration(page, { timeout: 15_000 })
  await expectNoAxeViolations(page)
})

type ApiFeature = { id: number; name: string }
type ApiCard = { id: number; featureIds: number[]; annualFee: string | null }

test(
  'a shared comparison in Arabic names its feature rows and words its fees in Arabic; in English, in English',
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    const english = (await (await request.get('/api/features')).json()) as ApiFeature[]
    const arabic = new Map(((await (await request.get('/api/features?locale=ar')).json()) as ApiFeature[]).map((f) => [f.id, f.name]))
    const highlighted = english.filter((feature) => (HIGHLIGHTED_FEATURES as readonly string[]).includes(feature.name))
    const { cards } = (await (await request.get('/api/credit-cards?limit=100')).json()) as { cards: ApiCard[] }
    // Two cards with a plain yearly fee and a highlighted feature each: their rows and fees are what is read.
    const chosen = cards
      .filter(
        (card) =>
          /^AED [\d,]+ a year incl\. VAT$/.test(card.annualFee ?? '') && card.featureIds.some((id) => highlighted.some((f) => f.id === id)),
      )
      .slice(0, 2)
    expect(chosen).toHaveLength(2)
    const rows = highlighted.filter((feature) => chosen.some((card) => card.featureIds.includes(feature.id)))

    await page.goto(`/ar/compare?cards=${chosen.map((card) => card.id).join(',')}`)
    const table = page.getByRole('region', { name: ar.compare.label })
    for (const feature of rows) {
      const name = arabic.get(feature.id)!
      expect(name, `${feature.name} has a seeded Arabic name`).not.toBe(feature.name)
      const header = table.getByRole('rowheader', { name, exact: true })
      await expect(header).toBeVisible()
      await expect(header.locator('[lang="en"]')).toHaveCount(0)
    }
    const fees = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: arCatalogue.tile.annualFee, exact: true }) })
    await expect(fees.getByRole('cell')).toHaveCount(2)
    for (const cell of await fees.getByRole('cell').all()) {
      await expect(cell).toContainText('درهم')
      await expect(cell).not.toContainText('AED')
    }
    await expect(table).not.toContainText(rows[0]!.name)

    await page.goto(`/compare?cards=${chosen.map((card) => card.id).join(',')}`)
    const englishTable = page.getByRole('region', { name: en.compare.label })
    for (const feature of rows) await expect(englishTable.getByRole('rowheader', { name: feature.name, exact: true })).toBeVisible()
    await expect(
      englishTable.getByRole('row').filter({ has: page.getByRole('rowheader', { name: enCatalogue.tile.annualFee, exact: true }) }),
    ).toContainText(chosen[0]!.annualFee!)
  },
)

test('the calculator says in Arabic what it could not know and what it left out, the bank’s own words marked English', async ({ page }) => {
  await page.goto('/ar/credit-cards/fab-cashback-credit-card')
  const calculator = page.locator('#calculator')
  // No bank document states FAB Cashback's rates per category; its fee for customers without a
  // salary transfer is an option the calculator does not count unless asked.
  await expect(calculator).toContainText(ar.calculator.reasons.rewardRates)
  const notCounted = calculator.locator('p', { hasText: ar.calculator.reasons.notCounted.replace(' {{option}}.', '') })
  await expect(notCounted).toHaveCount(1)
  await expect(notCounted.locator('[lang="en"]')).toHaveText(/^AED 525 a year incl\. VAT /)
  await expect(calculator).not.toContainText('Not counted')
  await expect(calculator).not.toContainText('its reward rates')
})
