// Compare, finished (docs/decisions/015): a comparison's read-only link for anyone, and the home
// page's featured comparison with the spec's full rows (spec §2 Comparison table, §9).
import type { Locator, Page } from '@playwright/test'
import { asReturningVisitor, expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { baseUrl } from '../env'

test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 768

/** The page never scrolls sideways; a wide table scrolls inside its own region. */
async function expectNoPageOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
}

// `has` is matched inside each row, so it starts from the page, not the table.
const row = (table: Locator, name: string) =>
  table.getByRole('row').filter({ has: table.page().getByRole('rowheader', { name, exact: true }) })

test('a verified user shares a comparison; a guest opens the link and sees the same cards, read-only', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000)
  await signUp(page, { verified: true })
  await page.goto('/cards')
  await waitForHydration(page)
  const tiles = page.locator('main article')
  const names: string[] = []
  for (const index of [0, 1]) {
    const tile = tiles.nth(index)
    names.push((await tile.locator('h3').textContent())!.trim())
    await tile.getByRole('button', { name: /^Compare/ }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Added to Compare' })).toContainText(`${names[index]} has been added`)
  }

  await page.goto('/compare')
  await waitForHydration(page)
  const share = page.getByRole('button', { name: 'Share this comparison' })
  await share.click()
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Link Copied!' })).toContainText('Comparison link has been copied to clipboard.')
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(new RegExp(`^${baseUrl()}/compare\\?cards=\\d+,\\d+$`))
  // "Copied!" for 2 seconds (spec §2 Share menu), then the label comes back.
  await expect(share).toBeVisible({ timeout: 3_000 })

  const guest = await browser.newContext({ ...testInfo.project.use, permissions: [] })
  const guestPage = await guest.newPage()
  await asReturningVisitor(guestPage)
  const errors: string[] = []
  guestPage.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  guestPage.on('pageerror', (error) => errors.push(error.message))

  await guestPage.goto(link)
  await expect(guestPage).toHaveTitle(`Compare ${names.join(' vs ')} | CardCompare UAE`)
  await waitForHydration(guestPage)
  const table = guestPage.getByRole('region', { name: 'Shared comparison table' })
  await expect(table.getByRole('columnheader')).toHaveText(
    names.map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
  )
  for (const name of ['Annual Fee', 'Interest Rate', 'Minimum Salary (AED)', 'Rewards', 'Actions']) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible()
  }
  await expect(table.getByRole('button', { name: /^Remove/ })).toHaveCount(0)
  const banner = guestPage.getByRole('region', { name: 'A shared comparison' })
  await expect(banner).toContainText('This view is read-only.')
  await expect(banner.getByRole('link', { name: 'Log in to compare your own cards' })).toHaveAttribute('href', '/auth?redirect=/compare')
  await expect(banner.getByRole('button', { name: 'Save to my comparison' })).toHaveCount(0)
  if (isPhone(guestPage)) await expect(guestPage.getByText('Swipe sideways to see every card →')).toBeVisible()
  await expectNoPageOverflow(guestPage)
  await expectNoAxeViolations(guestPage)
  expect(errors, 'guest console errors').toEqual([])
  await guest.close()
})

test('home: the featured comparison shows images, banks, ✓/✗ features (17 counts as 1) and Apply Now for a guest', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const table = page.getByRole('region', { name: 'Featured cards comparison' })
  const heads = table.getByRole('columnheader')
  // The first three featured cards of the seed, in featured order.
  await expect(heads).toHaveText([
    /^Emirates NBD Skywards Infinite Credit Card/,
    /^Mashreq Cashback Credit Card/,
    /^FAB Cashback Credit Card/,
  ])
  const banks = ['Emirates NBD', 'Mashreq Bank', 'First Abu Dhabi Bank']
  for (const [i, bank] of banks.entries()) {
    // Each column: the card image, and the bank (its logo, named by its alt text).
    await expect(heads.nth(i).locator('img[src*="card"]').first()).toBeVisible()
    await expect(heads.nth(i).getByRole('img', { name: bank, exact: true })).toBeVisible()
  }
  for (const name of ['Annual Fee', 'Interest Rate', 'Minimum Salary (AED)', 'Rewards', 'Actions']) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible()
  }
  // Highlighted features in the spec's order; a feature none of them has gets no row.
  const featureRows = ['No Annual Fee', 'Cashback Rewards', 'Miles Rewards', 'Free for 1st year']
  await expect(table.getByRole('rowheader')).toHaveText([
    'Annual Fee',
    'Interest Rate',
    'Minimum Salary (AED)',
    'Rewards',
    ...featureRows,
    'Actions',
  ])
  const marks = (name: string) => row(table, name).getByRole('cell')
  await expect(marks('Miles Rewards')).toHaveText(['✓Yes', '✗No', '✗No'])
  await expect(marks('Cashback Rewards')).toHaveText(['✗No', '✓Yes', '✓Yes'])
  await expect(marks('No Annual Fee')).toHaveText(['✗No', '✓Yes', '✗No'])
  // Mashreq lists "No Annual Fee" only: "Free for 1st year" counts as present (spec §9).
  await expect(marks('Free for 1st year')).toHaveText(['✗No', '✓Yes', '✗No'])
  await expect(row(table, 'Annual Fee')).not.toContainText('No Fee')

  await expect(page.getByRole('link', { name: 'Change Cards' })).toHaveAttribute('href', '/compare')
  const ids = (await (await page.request.get('/api/credit-cards/featured')).json()).slice(0, 3).map((card: { id: number }) => card.id)
  const share = page.getByRole('region', { name: 'Compare Featured Cards' }).getByRole('button', { name: 'Share this comparison' })
  await expect(share).toHaveAttribute('href', `/compare?cards=${ids.join(',')}`)
  await share.click()
  await expect(page.getByRole('status').filter({ hasText: 'Link Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/compare?cards=${ids.join(',')}`)

  if (isPhone(page)) await expect(page.getByText('Swipe sideways to see every card →').first()).toBeVisible()
  await expectNoPageOverflow(page)
  await expectNoAxeViolations(page)

  await row(table, 'Actions').getByRole('link', { name: 'Apply Now for Mashreq Cashback Credit Card' }).click()
  const dialog = page.getByRole('dialog', { name: 'Apply for this Card' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Mashreq Cashback Credit Card')
  await expect(dialog.getByText(/^From /)).toBeVisible()
})

test('a verified user keeps a shared comparison with "Save to my comparison"', async ({ page }) => {
  await signUp(page, { verified: true })
  const ids = (await (await page.request.get('/api/credit-cards/featured')).json()).slice(0, 3).map((card: { id: number }) => card.id)
  await page.goto(`/compare?cards=${ids.join(',')}`)
  await waitForHydration(page)
  const banner = page.getByRole('region', { name: 'A shared comparison' })
  await expect(banner.getByRole('link', { name: 'Log in to compare your own cards' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await banner.getByRole('button', { name: 'Save to my comparison' }).click()
  await expect(page).toHaveURL(/\/compare$/)
  await expect(page.getByRole('status').filter({ hasText: 'Comparison saved' })).toContainText('These cards are now your comparison list.')
  const table = page.getByRole('region', { name: 'Comparison table' })
  await expect(table.getByRole('button', { name: /^Remove/ })).toHaveCount(3)
  await expect(page.getByRole('button', { name: 'Share this comparison' })).toHaveAttribute('href', `/compare?cards=${ids.join(',')}`)
})
