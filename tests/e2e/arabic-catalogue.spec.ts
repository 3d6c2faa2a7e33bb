// The card catalogue in Arabic (docs/decisions/035): /ar/cards and a bank's page, their filters,
// sort, tiles and buttons, pagination from the Arabic catalogue, right to left, links and filter
// changes that stay under /ar, and accessible at both widths.
import ar from '@cardcompare/shared/i18n/ar/catalogue'
import en from '@cardcompare/shared/i18n/en/catalogue'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, waitForHydration } from './users'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024

/** The result count (another status region holds the notifications). */
const countText = (page: Page) => page.getByRole('status').filter({ hasText: /بطاق/ })

/** On a phone the filters fold behind a button (CatalogueFilterPanel). */
async function openFilters(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: ar.filters.button, exact: true }).click()
}

test('/ar/cards shows its heading, filters, sort, tiles and pagination in Arabic, right to left, and is accessible', async ({ page }) => {
  // Page loads and a full axe scan: more than a loaded two-core runner does in the default 30 s.
  test.slow()
  await page.goto('/ar/cards')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.heading.all)
  await expect(page).toHaveTitle(`${ar.heading.all} | CardCompare UAE`)
  await expect(page.getByText(ar.intro)).toBeVisible()
  await expect(countText(page)).toHaveText(/^عرض 1–24 من \d+ بطاقة$/)

  // Sort and filters.
  const sort = page.getByLabel(ar.sort.label)
  await expect(sort).toBeVisible()
  await expect(sort.locator('option')).toHaveText([ar.sort.recommended, ar.sort.fee, ar.sort.salary, ar.sort.reward])
  await waitForHydration(page)
  await openFilters(page)
  await expect(page.getByLabel(ar.filters.cardType)).toBeVisible()
  await expect(page.getByLabel(ar.filters.cardType).locator('option').first()).toHaveText(ar.filters.allTypes)
  await expect(page.getByLabel(ar.filters.bank, { exact: true }).locator('option').first()).toHaveText(ar.filters.allBanks)
  await expect(page.getByLabel(ar.filters.salary)).toHaveAttribute('placeholder', ar.filters.salaryPlaceholder)
  await expect(page.getByLabel(ar.filters.annualFee).locator('option')).toHaveText([
    ar.filters.fee.any,
    ar.filters.fee.free,
    ar.filters.fee['first-year'],
  ])
  if (isPhone(page)) {
    await expect(page.getByRole('button', { name: /^عرض \d+ بطاقة$/ })).toBeVisible()
    await page.getByRole('button', { name: ar.filters.close }).click()
  }

  // A tile: its labels and buttons, its links under /ar; card names stay as the CMS has them, marked English.
  const tile = page.locator('main article').first()
  await expect(tile.locator('dt').first()).toHaveText(ar.tile.annualFee)
  // The fee in Arabic words and amounts, never the English of /api's annualFee.
  const fee = tile.locator('dd').first()
  await expect(fee).toContainText(new RegExp(`درهم|${ar.tile.fee.none}`))
  await expect(fee).not.toContainText(/AED|a year|joining fee/)
  await expect(tile.locator('dt').nth(1)).toHaveText(new RegExp(`^(${ar.tile.interestRate}|${ar.tile.profitRate})$`))
  await expect(tile.getByRole('heading', { level: 4 })).toHaveText(ar.tile.knownFor)
  await expect(tile).toContainText(ar.tile.minSalary)
  await expect(tile.locator('h3 a')).toHaveAttribute('lang', 'en')
  const details = tile.getByRole('link', { name: new RegExp(`^${ar.tile.details}`) })
  await expect(details).toHaveAttribute('href', /^\/ar\/credit-cards\//)
  await expect(tile.getByRole('link', { name: new RegExp(`^${ar.tile.apply}`) })).toHaveAttribute('href', /^\/ar\/apply\/\d+$/)
  await expect(tile.getByRole('button', { name: new RegExp(`^${ar.tile.compare}`) })).toBeVisible()
  await expect(tile.getByRole('button', { name: new RegExp(`^${ar.share.share}`) })).toBeVisible()
  await expect(tile.locator('button[aria-pressed]')).toHaveAttribute('aria-label', /^إضافة .+ إلى المفضلة$/)
  await expect(page.locator('main')).not.toContainText(en.tile.knownFor)

  // Pagination.
  const pagination = page.getByRole('navigation', { name: ar.pagination.label })
  await expect(pagination.getByRole('link', { name: ar.pagination.next })).toHaveAttribute('href', '/ar/cards?page=2')
  await expect(pagination.getByRole('link', { name: ar.pagination.page.replace('{{page}}', '2') })).toBeVisible()

  await expectNoAxeViolations(page)

  // Details opens the Arabic card page.
  await details.click()
  await expect(page).toHaveURL(/\/ar\/credit-cards\/[^/?#]+$/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

test('a filter changed on /ar/cards keeps the page in Arabic, and the results say so in Arabic', async ({ page }) => {
  // Page loads and a full axe scan: more than a loaded two-core runner does in the default 30 s.
  test.slow()
  await page.goto('/ar/cards')
  await waitForHydration(page)
  const before = (await countText(page).textContent())!
  await openFilters(page)
  await page.getByLabel(ar.filters.annualFee).selectOption({ label: ar.filters.fee.free })
  await expect(page).toHaveURL(/\/ar\/cards\?fee=free$/)
  await expect(countText(page)).not.toHaveText(before)
  await expect(countText(page)).toHaveText(/^عرض 1–\d+ من /)
  // The panel (a phone's sheet) is still open: Clear filters is in it.
  await expect(page.getByRole('link', { name: ar.filters.clear })).toHaveAttribute('href', '/ar/cards')
  if (isPhone(page)) {
    await page.getByRole('button', { name: ar.filters.close }).click()
    await expect(page.getByRole('button', { name: ar.filters.buttonCount.replace('{{n}}', '1') })).toBeVisible()
  }

  // A salary below the Central Bank's floor explains itself in Arabic.
  await page.goto('/ar/cards?salary=3000')
  await expect(countText(page)).toHaveText(ar.results.none)
  await expect(page.getByText(/^لا يمكن للبنوك في الإمارات/)).toContainText('AED 3,000')
  await expect(page.getByRole('link', { name: ar.results.viewAll })).toHaveAttribute('href', '/ar/cards')
  await expectNoAxeViolations(page)
})

test("a bank's page in Arabic: its labels, name and tiles in Arabic, its English-only CMS text marked English, accessible", async ({
  page,
  request,
}) => {
  // Page loads and a full axe scan: more than a loaded two-core runner does in the default 30 s.
  test.slow()
  // The bank's Arabic name from the CMS (docs/decisions/037); its description has none yet.
  const banks: { id: number; name: string; description: string | null; lang?: { description?: 'en' } }[] = await (
    await request.get('/api/banks?locale=ar')
  ).json()
  const bank = banks.find((b) => b.id === 10) ?? banks[0]!
  await page.goto(`/ar/bank/${bank.id}`)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bank.name)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /./)
  if (bank.description && bank.lang?.description) await expect(page.getByText(bank.description)).toHaveAttribute('lang', 'en')
  const heading = page.getByRole('heading', { level: 2, name: ar.bank.title.replace('{{bank}}', bank.name) })
  await expect(heading).toBeVisible()
  await expect(heading.locator('span[lang="en"]')).toHaveCount(0)
  await expect(page).toHaveTitle(`${ar.bank.title.replace('{{bank}}', bank.name)} | CardCompare UAE`)
  const tile = page.locator('main article').first()
  await expect(tile.locator('dt').first()).toHaveText(ar.tile.annualFee)
  // The fee in Arabic words and amounts, never the English of /api's annualFee.
  const fee = tile.locator('dd').first()
  await expect(fee).toContainText(new RegExp(`درهم|${ar.tile.fee.none}`))
  await expect(fee).not.toContainText(/AED|a year|joining fee/)
  await expect(tile.getByRole('link', { name: new RegExp(`^${ar.tile.details}`) })).toHaveAttribute('href', /^\/ar\/credit-cards\//)
  await expectNoAxeViolations(page)
})
