// WCAG 2.2 A/AA (axe) on the pages and popups not covered next to their own behaviour.
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'

test('home, a bank page and the not-found page', async ({ page, allowConsoleErrors }) => {
  for (const path of ['/', '/bank/10', '/no-such-page']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
  allowConsoleErrors(/status of 404/)
})

test('an open share menu and a visible toast', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  const tile = page.locator('main article').first()
  await tile.getByRole('button', { name: /^Share/ }).click()
  await expect(page.getByRole('button', { name: 'Copy Link' })).toBeVisible()
  await expectNoAxeViolations(page)
  await page.keyboard.press('Escape')
  await tile.getByRole('button', { name: /^Compare/ }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the signed-in pages and the fortune dialog', async ({ page }) => {
  await signUp(page, { verified: true })
  for (const path of ['/card-finder?spending=everyday&salary=12000&fee=any', '/favorites', '/leads', '/compare', '/fortune-cookie']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page)
  }
  // The fortune dialog opens by itself for a user first present in a browser session: a new tab.
  const tab = await page.context().newPage()
  await tab.goto('/')
  const fortune = tab.getByRole('dialog', { name: 'Your Financial Fortune' })
  await expect(fortune).toBeVisible()
  await expectNoAxeViolations(tab)
})
