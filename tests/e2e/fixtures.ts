import { expect, test as base, type Page } from '@playwright/test'

/** Every page must load without console errors or failed requests to our own origin. */
const octet = () => Math.floor(Math.random() * 250) + 1

const QUIZ_POPUP_DISMISSED = 'cardcompare-quiz-popup-dismissed'
const APP_VERSION_KEY = 'cardcompare-app-version'
const EXIT_INTENT_KEY = 'cardcompare-exit-intent'

export const test = base.extend<{
  consoleErrors: string[]
  allowConsoleErrors: (pattern: RegExp) => void
  allowedConsoleErrors: RegExp[]
  quizPopup: boolean
  exitIntentPopup: boolean
}>({
  // The quiz invitation (spec §4) opens on any long page after 2 s and makes the page behind it
  // inert; tests about other things start as a visitor who already dismissed it this session.
  quizPopup: [false, { option: true }],
  // Likewise the exit-intent popup (spec §4) opens when the pointer leaves through the top or the
  // tab hides; tests about other things start as a visitor who saw it this week.
  exitIntentPopup: [false, { option: true }],
  // The browser also starts as a returning visitor on this version: a first visit's version
  // check (spec §4) clears session storage, which would wipe the flags tests plant.
  page: async ({ page, quizPopup, exitIntentPopup }, use) => {
    await asReturningVisitor(page, { quizPopup, exitIntentPopup })
    await use(page)
  },
  // Each test browses as its own visitor address, so the per-IP limits on sign-in
  // (10 a minute) meet only the tests that are about them.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` }),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  allowedConsoleErrors: async ({}, use) => use([]),
  /**
   * A test that provokes a refusal on purpose (a 401 from a wrong password) names the console
   * line the browser writes for it; every other error still fails the test.
   */
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => use((pattern) => void allowedConsoleErrors.push(pattern)),
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      const unexpected = errors.filter((error) => !allowedConsoleErrors.some((pattern) => pattern.test(error)))
      expect(unexpected, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** What the `page` fixture plants, for a page of another browser context (a second visitor). */
export async function asReturningVisitor(page: Page, { quizPopup = false, exitIntentPopup = false } = {}) {
  await page.addInitScript((key) => localStorage.getItem(key) ?? localStorage.setItem(key, '1.2.0'), APP_VERSION_KEY)
  if (!quizPopup) await page.addInitScript((key) => sessionStorage.setItem(key, 'true'), QUIZ_POPUP_DISMISSED)
  if (!exitIntentPopup) {
    await page.addInitScript(
      (key) =>
        localStorage.getItem(key) ??
        localStorage.setItem(key, JSON.stringify({ shown: true, expiry: new Date(Date.now() + 7 * 864e5).toISOString() })),
      EXIT_INTENT_KEY,
    )
  }
}

export { expect }
