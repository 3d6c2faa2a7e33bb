import { expect, test } from './fixtures'
import { expectNoAxeViolations, waitForHydration } from './users'
import { baseUrl } from '../env'

type ApiCard = { id: number; name: string; minimumSalary: number | null; isActive: boolean }

async function allCards(request: import('@playwright/test').APIRequestContext): Promise<ApiCard[]> {
  const body = await (await request.get('/api/credit-cards?limit=100&page=1')).json()
  const rest = await (await request.get('/api/credit-cards?limit=100&page=2')).json()
  return [...body.cards, ...rest.cards]
}

const countText = (page: import('@playwright/test').Page) => page.getByRole('status').filter({ hasText: /cards?|No cards/ })

/** Below the desktop breakpoint the filters fold behind a "Filters" button (docs/decisions/017). */
async function openFilters(page: import('@playwright/test').Page) {
  if ((page.viewportSize()?.width ?? 1366) < 1024) await page.getByRole('button', { name: /^Filters/ }).click()
}

test('"I earn AED …" shows only cards whose minimum salary the visitor meets, and the URL holds it', async ({ page, request }) => {
  const cards = await allCards(request)
  // A card whose own minimum no bank document confirms stays in above the Central Bank's AED 5,000 floor.
  const qualifying = cards.filter((c) => c.minimumSalary === null || c.minimumSalary <= 8000)
  await page.goto('/cards')
  await waitForHydration(page)
  await openFilters(page)
  await page.getByLabel('I earn AED … a month').fill('8,000')
  // Instant with JavaScript: no button press, the URL follows.
  await expect(page).toHaveURL(/\/cards\?salary=8000$/)
  await expect(countText(page)).toHaveText(`Showing 1–${Math.min(24, qualifying.length)} of ${qualifying.length} cards`)
  const shown = await page.locator('main article h3').allTextContents()
  for (const name of shown) {
    const card = cards.find((c) => c.name === name.trim())!
    if (card.minimumSalary !== null) expect(card.minimumSalary, name).toBeLessThanOrEqual(8000)
  }
  // Shareable: opening the URL fresh gives the same filter.
  await page.goto('/cards?salary=8000')
  await expect(page.getByLabel('I earn AED … a month')).toHaveValue('8000')
  await expect(countText(page)).toContainText(`of ${qualifying.length} cards`)
})

test('annual-fee filter, sorting, result count and Clear filters', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  const allText = (await countText(page).textContent())!
  await openFilters(page)
  await page.getByLabel('Annual Fee').selectOption({ label: 'No annual fee' })
  await expect(page).toHaveURL(/\/cards\?fee=free$/)
  // The address changes a moment before the new results render: wait for the count to change.
  await expect(countText(page)).not.toHaveText(allText)
  const freeCount = Number((await countText(page).textContent())!.match(/of (\d+)/)![1])
  expect(freeCount).toBeGreaterThan(0)
  for (const fee of await page
    .locator('main article dd')
    .filter({ hasText: /AED|fee/ })
    .allTextContents()) {
    // A "free" card never shows a paid yearly fee, nor an unknown one.
    expect(fee).not.toMatch(/^AED [1-9][\d,.]* a year/)
    expect(fee).not.toMatch(/Not confirmed/)
  }

  const freeText = (await countText(page).textContent())!
  await page.getByLabel('Annual Fee').selectOption({ label: 'Free in the first year' })
  await expect(page).toHaveURL(/fee=first-year/)
  await expect(countText(page)).not.toHaveText(freeText)
  const firstYearCount = Number((await countText(page).textContent())!.match(/of (\d+)/)![1])
  expect(firstYearCount).toBeGreaterThanOrEqual(freeCount)

  await page.getByLabel('Sort by').selectOption({ label: 'Lowest minimum salary' })
  await expect(page).toHaveURL(/fee=first-year&sort=salary/)
  // Confirmed minimums ascending, then the cards whose minimum no document confirms.
  const salaries = async () =>
    (
      await page
        .locator('main article')
        .getByText(/^Min\. Salary:/)
        .allTextContents()
    ).map((t) => (/Not confirmed/.test(t) ? Number.POSITIVE_INFINITY : Number(t.replace(/\D/g, ''))))
  await expect
    .poll(async () => {
      const shown = await salaries()
      return shown.length > 1 && shown.every((value, i) => i === 0 || shown[i - 1]! <= value)
    })
    .toBe(true)

  // Changing the sort submits the form, which closes a phone's filter panel.
  await openFilters(page)
  await page.getByRole('link', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/cards$/)
  await expect(page.getByLabel('Annual Fee')).toHaveValue('any')
  await expect(page.getByLabel('Sort by')).toHaveValue('recommended')
  await expect(countText(page)).toHaveText(/^Showing 1–24 of \d+ cards$/)
  await expect(page.getByRole('link', { name: 'Clear filters' })).toHaveCount(0)
})

test('highest-reward order puts percentage cashback first, highest first', async ({ page }) => {
  await page.goto('/cards?cardType=2&sort=reward')
  await expect(page.getByLabel('Sort by')).toHaveValue('reward')
  await page.getByText('How we rank').click()
  await expect(page.getByText(/cashback percentages first \(highest first\)/)).toBeVisible()
})

test('a salary no card accepts says so and offers the whole catalogue', async ({ page }) => {
  await page.goto('/cards?salary=1')
  await expect(countText(page)).toHaveText('No cards match these filters.')
  await expect(page.getByRole('link', { name: 'View All Cards' })).toHaveAttribute('href', '/cards')
})

test('the catalogue is keyboard-operable and has no WCAG 2.2 A/AA violations with filters set', async ({ page }) => {
  await page.goto('/cards?salary=15000&fee=free&sort=fee')
  await openFilters(page)
  await page.getByLabel('Card Type').focus()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Bank')).toBeFocused()
  await expectNoAxeViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filters are a GET form that keeps every value in the URL', async ({ page }) => {
    await page.goto('/credit-cards')
    // The phone's Filters button is a native popover: it opens without JavaScript too.
    await openFilters(page)
    await page.getByLabel('I earn AED … a month').fill('20000')
    await page.getByLabel('Annual Fee').selectOption('first-year')
    await page.getByRole('button', { name: 'Apply Filters' }).click()
    await expect(page).toHaveURL(/\/credit-cards\?cardType=all&bank=all&salary=20000&fee=first-year&sort=recommended$/)
    await expect(page.getByRole('status').first()).toContainText(/of \d+ cards?/)
    await expect(page.getByLabel('I earn AED … a month')).toHaveValue('20000')
    // Canonical stays on /cards without the narrowing filters.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseUrl()}/cards`)
  })
})
