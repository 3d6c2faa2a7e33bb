// docs/decisions/008 in a real browser: the storefront's own scripts run and hydrate under its
// Content-Security-Policy, an injected inline script does not, and the admin works under its own.
import { expect, test } from './fixtures'
import { signInThrough, waitForHydration } from './users'
import { testAdmin } from '../env'

declare global {
  interface Window {
    __cspViolations: string[]
    __injected?: boolean
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
})

for (const path of ['/', '/cards', '/blog', '/auth', '/contact']) {
  test(`${path} hydrates with no policy violation`, async ({ page }) => {
    await page.goto(path)
    if (path !== '/auth') await waitForHydration(page)
    else await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled()
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
  })
}

test('a card page, reached by client-side navigation, runs without violations', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Details of / })
    .first()
    .click()
  await expect(page).toHaveURL(/\/credit-cards\//)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
})

test('an inline script without the nonce is refused by the browser', async ({ page, consoleErrors, allowConsoleErrors }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
  })
  await expect.poll(() => page.evaluate(() => window.__cspViolations.length)).toBe(1)
  expect(await page.evaluate(() => window.__injected)).toBeUndefined()
  // Chromium reports the refusal on the console; that report is what this test expects.
  expect(consoleErrors.filter((e) => /Content Security Policy/.test(e))).toHaveLength(1)
  allowConsoleErrors(/Content Security Policy/)
})

test('the admin signs in and opens a card under its own policy', async ({ page }) => {
  await signInThrough(page, '/admin/collections/credit-cards', testAdmin())
  await page.getByRole('link', { name: 'ADCB TouchPoints Infinite Credit Card' }).first().click()
  await expect(page.locator('#field-name')).toHaveValue('ADCB TouchPoints Infinite Credit Card', { timeout: 15_000 })
  await expect(page.locator('.code-editor .monaco-editor .view-lines')).toBeVisible({ timeout: 20_000 })
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
})
