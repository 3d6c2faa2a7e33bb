import { expect, test } from './fixtures'
import { expectNoAxeViolations, waitForHydration } from './users'
import { baseUrl } from '../env'

test('Compare pressed by a guest shows "Authentication Required" / "Please login to compare cards"', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  await page
    .locator('main article')
    .first()
    .getByRole('button', { name: /^Compare/ })
    .click()
  const toast = page.getByRole('alert')
  await expect(toast).toContainText('Authentication Required')
  await expect(toast).toContainText('Please login to compare cards')
  await expect(page).toHaveURL(/\/cards$/)
})

test('toasts: one visible at a time, F8 reaches them, the close mark dismisses', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  const compare = page.locator('main article').getByRole('button', { name: /^Compare/ })
  await compare.nth(0).click()
  await compare.nth(1).click()
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('[data-variant]')).toHaveCount(1)
  await page.keyboard.press('F8')
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toBeFocused()
  await page.getByRole('button', { name: 'Close notification' }).click()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test.describe('share menu', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('Copy Link shows "Copied!" for 2 seconds; WhatsApp and e-mail carry the spec text', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const tile = page.getByRole('region', { name: 'Featured Credit Cards' }).locator('article').first()
    const name = (await tile.locator('h3').textContent())!.trim()
    await tile.getByRole('button', { name: new RegExp(`^Share ${name}`) }).click()
    const menu = page.getByRole('list', { name: `Share ${name}` })
    await expect(menu.getByRole('button', { name: 'Share Card' })).toBeVisible()

    const whatsapp = await menu.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=/)
    const text = decodeURIComponent(whatsapp!.split('text=')[1])
    expect(text).toContain(name)
    expect(text).toMatch(/Annual Fee: /)
    expect(text).toMatch(/Minimum Salary: (AED [\d,]+|Not confirmed)/)
    expect(text).toContain(`${baseUrl()}/credit-cards/`)
    expect(text).toContain('#CreditCards #UAE #CardCompareUAE')
    const mail = await menu.getByRole('link', { name: 'Share via Email' }).getAttribute('href')
    expect(mail).toContain(`mailto:?subject=${encodeURIComponent(`Check out the ${name}`)}&body=`)

    await menu.getByRole('button', { name: 'Copy Link' }).click()
    await expect(menu.getByRole('button', { name: 'Copied!' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Link Copied!' })).toContainText('Card link has been copied to clipboard.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/credit-cards\/[a-z0-9-]+$/)
    await expect(menu.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3000 })
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    // By keyboard: Space opens the menu from the focused Share control, Tab reaches its entries.
    await expect(tile.getByRole('button', { name: new RegExp(`^Share ${name}`) })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(menu.getByRole('button', { name: 'Share Card' })).toBeFocused()
  })
})

test('home: the featured comparison of three cards links "Change Cards" to /compare, and the tips icon to the tips', async ({ page }) => {
  await page.goto('/')
  const table = page.getByRole('region', { name: 'Featured cards comparison' })
  await expect(table.getByRole('columnheader')).toHaveCount(3)
  for (const row of ['Annual Fee', 'Interest Rate', 'Minimum Salary (AED)', 'Rewards']) {
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'Change Cards' })).toHaveAttribute('href', '/compare')
  await page.getByRole('link', { name: 'Financial tips' }).click()
  await expect(page).toHaveURL(/\/financial-tips$/)
})

test.describe('quiz invitation', () => {
  test.use({ quizPopup: true })

  test('opens 2 s after load once scrolled past 30 %, "Maybe Later" toasts and it stays closed this session', async ({ page }) => {
    await page.goto('/cards')
    const dialog = page.getByRole('dialog', { name: 'Find Your Perfect Credit Card' })
    await page.waitForTimeout(2500)
    await expect(dialog).toBeHidden() // not scrolled yet
    await page.mouse.wheel(0, 900)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText('60 seconds')
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Maybe Later' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'Quiz closed' })).toContainText(
      'You can always find our Card Finder Quiz in the menu',
    )
    await page.reload()
    await page.mouse.wheel(0, 900)
    await page.waitForTimeout(2500)
    await expect(dialog).toBeHidden()
  })

  test('"Check Eligibility" goes to the quiz, which sends a guest to /auth?redirect=/card-finder', async ({ page }) => {
    await page.goto('/')
    await page.mouse.wheel(0, 1200)
    const dialog = page.getByRole('dialog', { name: 'Find Your Perfect Credit Card' })
    await expect(dialog).toBeVisible({ timeout: 5000 })
    await dialog.getByRole('button', { name: 'Check Eligibility' }).click()
    await expect(page).toHaveURL(/\/auth\?redirect=\/card-finder$/)
  })
})

test('the open mobile drawer has no WCAG 2.2 A/AA violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await page.getByLabel('Menu').click()
  await expect(page.getByText('Guest User')).toBeVisible()
  await expectNoAxeViolations(page)
})
