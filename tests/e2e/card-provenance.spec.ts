// docs/decisions/009: the card page, tiles and comparison show the fee model and where each figure
// came from; unknowns say "Not confirmed". Runs at 1366 and 390 px (the two projects).
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './users'

test('a card page names the bank document and check date of each figure, links the KFS, and says "Not confirmed" for the rest', async ({
  page,
}) => {
  await page.goto('/credit-cards/emirates-nbd-skywards-infinite-credit-card')
  const kfs = 'Emirates NBD Credit Card Key Facts Statement'
  const annual = page.locator('[data-figure="annualFee"]')
  await expect(annual).toContainText('AED 1,575')
  await expect(annual).toContainText(`Source: ${kfs}`)
  await expect(annual).toContainText(', checked 23 November 2026')
  await expect(annual.getByRole('link', { name: `${kfs} (opens in a new tab)` })).toHaveAttribute(
    'href',
    'https://emiratesnbd.com/en/kfs/credit-card',
  )
  // The KFS states no VAT wording we could read: no "+ VAT" and no "incl. VAT" is added.
  await expect(annual).not.toContainText('VAT')
  const joining = page.locator('[data-figure="joiningFee"]')
  await expect(joining).toContainText('AED 3,149')
  await expect(joining).toContainText('Charged once, on the first statement')
  await expect(page.locator('[data-figure="apr"]')).toContainText('39%')
  const monthly = page.locator('[data-figure="monthlyRate"]')
  await expect(monthly).toContainText('Not confirmed')
  await expect(monthly).toContainText('Not found in the bank’s documents we read')
  await expect(page.locator('[data-figure="minimumSalary"]')).toContainText('Not confirmed')
  await expect(page.getByRole('link', { name: 'Read Emirates NBD’s Key Facts Statement' })).toHaveAttribute(
    'href',
    'https://emiratesnbd.com/en/kfs/credit-card',
  )
  await expect(page.getByText('figures marked “Not confirmed” are ones we could not find')).toBeVisible()
  // No page claims a check that did not happen.
  await expect(page.getByText(/Checked against the source/)).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('an Islamic card shows its profit rate as profit, and VAT as the bank states it', async ({ page }) => {
  await page.goto('/credit-cards/emirates-islamic-skywards-infinite-credit-card')
  const monthly = page.locator('[data-figure="monthlyRate"]')
  await expect(monthly.locator('dt')).toHaveText('Monthly profit rate')
  await expect(monthly).toContainText('3.69%')
  await expect(page.locator('[data-figure="annualFee"]')).toContainText('Includes 5% VAT, as the bank states')
  await expect(page.getByText(/Monthly interest/)).toHaveCount(0)
})

test('tiles show the fee model and "Not confirmed" for an unknown figure, never "No Fee"', async ({ page }) => {
  await page.goto('/cards?bank=10')
  const tile = page
    .locator('main article')
    .filter({ has: page.getByRole('heading', { name: 'Emirates NBD Skywards Infinite Credit Card', exact: true }) })
  await expect(tile).toContainText('AED 1,575 a year; joining fee AED 3,149')
  await expect(tile).toContainText('39% APR')
  await expect(tile.getByText(/^Min\. Salary:/)).toContainText('Not confirmed')
  await expect(page.locator('main article').getByText('No Fee', { exact: true })).toHaveCount(0)
  const islamic = page.locator('main')
  await page.goto('/cards?bank=9')
  await expect(islamic.locator('article dt', { hasText: 'Profit Rate' }).first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the home comparison shows the new fee model, with unknowns as "Not confirmed"', async ({ page }) => {
  await page.goto('/')
  const table = page.getByRole('region', { name: 'Featured cards comparison' })
  const column = (name: string) => table.getByRole('columnheader').filter({ hasText: name })
  await expect(column('Emirates NBD Skywards Infinite Credit Card')).toBeVisible()
  const feeRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Annual Fee', exact: true }) })
  await expect(feeRow).toContainText('AED 1,575 a year; joining fee AED 3,149')
  await expect(feeRow).toContainText('No annual fee')
  const rateRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Interest Rate', exact: true }) })
  await expect(rateRow).toContainText('39% APR')
  await expect(rateRow).toContainText('Not confirmed')
  await expectNoAxeViolations(page)
})
