// Visitor gaps found in review (docs/decisions/017): the tips widget on every page with a footer,
// the phone's folded catalogue filters, the navigation progress bar, and the failure toasts of
// spec §8 for logout, resending the verification and the forgot forms. Failures are made with
// page.route (the network failing or a request being aborted); the server is the real one.
import type { Page } from '@playwright/test'
import { mailsTo, waitForMail, linkFrom } from '../integration/mail'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { baseUrl } from '../env'

declare global {
  interface Window {
    /** The navigation bar test's marks, in milliseconds of performance.now(). */
    barShownAfter?: number
    clickedAt?: number
  }
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024
const tips = (page: Page) => page.getByRole('link', { name: 'Financial tips', exact: true })
/** Chromium logs a request that a test aborts or that the server refuses. */
const dropNetworkErrors = (errors: string[], pattern: RegExp) => errors.splice(0, errors.length, ...errors.filter((e) => !pattern.test(e)))

/** /auth has no header to wait on: React has taken over the form once it holds its props. */
async function waitForFormHydration(page: Page) {
  await page.waitForFunction(() => {
    const form = document.querySelector('form:has(input[name="intent"])')
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'))
  })
}

test.describe('the tips widget', () => {
  test('shows on every page with the footer, for a guest, and leads to the tips', async ({ page, consoleErrors }) => {
    for (const path of ['/no-such-page', '/', '/cards', '/blog', '/card-benefits', '/privacy-policy', '/qr-download', '/contact']) {
      await page.goto(path)
      await expect(page.getByRole('contentinfo'), path).toBeVisible()
      await expect(tips(page), path).toBeVisible()
    }
    await tips(page).click()
    await expect(page).toHaveURL(/\/financial-tips$/)
    await expect(tips(page)).toHaveAttribute('aria-current', 'page')
    await expectNoAxeViolations(page)
    dropNetworkErrors(consoleErrors, /status of 404/) // the not-found page answers 404
  })

  test('is absent with the footer on /auth, /reset-password and /verify-email', async ({ page }) => {
    for (const path of ['/auth', '/reset-password?token=sample-token-0123456789', '/verify-email?token=sample-token-0123456789']) {
      await page.goto(path)
      await expect(page.getByRole('main'), path).toBeVisible()
      await expect(page.getByRole('contentinfo'), path).toHaveCount(0)
      await expect(tips(page), path).toHaveCount(0)
    }
  })

  test('shows on the signed-in pages of a verified user', async ({ page }) => {
    await signUp(page, { verified: true })
    for (const path of ['/favorites', '/fortune-cookie', '/leads']) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`${path}$`))
      await expect(tips(page), path).toBeVisible()
    }
  })
})

test.describe('catalogue filters', () => {
  test('on a phone they fold behind "Filters (n)" so cards show on the first screen; on a desktop they stay in the page', async ({
    page,
  }) => {
    await page.goto('/cards?cardType=2&salary=12000&sort=fee')
    await waitForHydration(page)
    const button = page.getByRole('button', { name: /^Filters/ })
    const cardType = page.getByLabel('Card Type')
    if (!isPhone(page)) {
      await expect(button).toBeHidden()
      await expect(cardType).toBeVisible()
      await expect(cardType).toHaveValue('2')
      await expectNoAxeViolations(page)
      return
    }
    // Two filters narrow the list (the sort only orders it).
    await expect(button).toHaveText('Filters (2)')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(cardType).toBeHidden()
    const firstCard = page.locator('main article').first()
    await expect(firstCard).toBeVisible()
    const box = (await firstCard.boundingBox())!
    expect(box.y, 'the first card starts on the first screen').toBeLessThan(page.viewportSize()!.height - 100)
    await expectNoAxeViolations(page)

    await button.click()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(cardType).toBeVisible()
    await expect(cardType).toHaveValue('2')
    await expect(page.getByLabel('I earn AED … a month')).toHaveValue('12000')
    await expect(page.getByRole('button', { name: 'Close filters' })).toBeFocused()
    await expectNoAxeViolations(page)

    // Escape closes it and gives focus back to the button.
    await page.keyboard.press('Escape')
    await expect(cardType).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()

    // The same filters apply at once; the count on the button follows, and "Show n cards" closes.
    await button.click()
    await page.getByLabel('Annual Fee').selectOption('first-year')
    await expect(page).toHaveURL(/fee=first-year/)
    await expect(button).toHaveText('Filters (3)')
    const total = Number(
      (await page
        .getByRole('status')
        .filter({ hasText: /of \d+ cards?/ })
        .textContent())!.match(/of (\d+)/)![1],
    )
    await page.getByRole('button', { name: `Show ${total} ${total === 1 ? 'card' : 'cards'}` }).click()
    await expect(cardType).toBeHidden()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test("the phone's Filters button still opens the filters, which apply through their form; a desktop shows them in the page", async ({
      page,
    }) => {
      await page.goto('/cards')
      if (!isPhone(page)) {
        await expect(page.getByLabel('Card Type')).toBeVisible()
        await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
        return
      }
      await expect(page.getByLabel('Card Type')).toBeHidden()
      await page.getByRole('button', { name: 'Filters', exact: true }).click()
      await page.getByLabel('Annual Fee').selectOption('free')
      await page.getByRole('button', { name: 'Apply Filters' }).click()
      await expect(page).toHaveURL(/fee=free/)
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible()
      await expect(page.getByLabel('Card Type')).toBeHidden()
    })
  })
})

test.describe('navigation progress', () => {
  // A page controlled by the update worker sends its requests past page.route.
  test.use({ serviceWorkers: 'block' })

  /** Holds every client-side data request for `ms`, as a slow network would. */
  async function slowData(page: Page, ms: number) {
    await page.route(/\.data(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      await route.continue().catch(() => {})
    })
  }

  /** Records, in the page, when the bar first appears after the footer link is clicked. */
  async function watchBar(page: Page) {
    await page.evaluate(() => {
      const w = window
      document.addEventListener('click', () => (w.clickedAt = performance.now()), { capture: true })
      new MutationObserver(() => {
        if (w.barShownAfter === undefined && w.clickedAt !== undefined && document.querySelector('[data-testid="navigation-progress"]')) {
          w.barShownAfter = performance.now() - w.clickedAt
        }
      }).observe(document.body, { childList: true, subtree: true })
    })
  }

  test('a slow client-side navigation shows a slim bar after a short delay, hidden from screen readers, gone on arrival', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    await watchBar(page)
    await slowData(page, 1500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'All Credit Cards' }).click()
    const bar = page.getByTestId('navigation-progress')
    await expect(bar).toBeVisible()
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    const delay = await page.evaluate(() => window.barShownAfter)
    expect(delay, 'the bar waits before showing').toBeGreaterThanOrEqual(140)
    await expect(page).toHaveURL(/\/cards$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Credit Cards')
    await expect(bar).toHaveCount(0)
  })

  test('holds still for visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/contact')
    await waitForHydration(page)
    await slowData(page, 1500)
    await page.getByRole('contentinfo').getByRole('link', { name: 'All Credit Cards' }).click()
    const bar = page.getByTestId('navigation-progress').locator('div')
    await expect(bar).toBeVisible()
    expect(await bar.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
    await expect(page).toHaveURL(/\/cards$/)
  })
})

test.describe('failure toasts of spec §8', () => {
  // A page controlled by the update worker sends its requests past page.route.
  test.use({ serviceWorkers: 'block' })

  async function openHeader(page: Page) {
    if (isPhone(page)) await page.getByLabel('Menu').click()
  }

  test('"Logout failed" when the logout request fails, and the user stays signed in', async ({ page, consoleErrors }) => {
    const p = await signUp(page, { verified: true })
    await page.goto('/')
    await waitForHydration(page)
    await page.route('**/api/logout', (route) => route.abort('failed'))
    await openHeader(page)
    await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click()
    await expect(page.getByRole('alert').filter({ hasText: 'Logout failed' })).toBeVisible()
    await expect(page.getByText(p.username, { exact: true }).locator('visible=true').first()).toBeVisible()
    await expectNoAxeViolations(page)

    await page.unroute('**/api/logout')
    // On a phone the toast sits over the drawer's Logout button until it times out (5 s; a
    // pointer resting on it pauses it).
    await page.mouse.move(1, 1)
    await expect(page.getByRole('alert').filter({ hasText: 'Logout failed' })).toBeHidden({ timeout: 10_000 })
    await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click()
    await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toContainText('You have been logged out successfully')
    await openHeader(page)
    await expect(page.getByRole('link', { name: 'Login' }).locator('visible=true').first()).toBeVisible()
    dropNetworkErrors(consoleErrors, /ERR_FAILED/)
  })

  test('the verification banner: "Failed to Resend Verification", then "Verification Email Sent", then the server\'s error', async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(60_000) // two sign-ups' worth of mail on a busy machine
    const p = await signUp(page, { verified: false })
    await page.goto('/')
    await waitForHydration(page)
    const banner = page.getByRole('region', { name: 'Email verification' })
    const resend = banner.getByRole('button', { name: 'Resend verification email' })

    await page.route('**/api/resend-verification', (route) => route.abort('failed'))
    await resend.click()
    const failed = page.getByRole('alert').filter({ hasText: 'Failed to Resend Verification' })
    await expect(failed).toContainText('Failed to resend verification email')
    await expectNoAxeViolations(page)
    await page.unroute('**/api/resend-verification')

    await resend.click()
    await expect(page.getByRole('status').filter({ hasText: 'Verification Email Sent' })).toContainText(
      'Please check your inbox for the verification link.',
    )

    // Verified meanwhile (another tab followed the link): the server refuses and says why.
    await expect.poll(async () => (await mailsTo(p.email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    const mail = await waitForMail(p.email, /Verify your e-mail address/)
    const token = new URL(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
    const verified = await page.request.post('/api/verify-email', { data: { token }, headers: { Origin: baseUrl() } })
    expect(verified.status()).toBe(200)
    await resend.click()
    await expect(failed).toContainText('Your email is already verified')
    dropNetworkErrors(consoleErrors, /ERR_FAILED|status of 400/)
  })

  for (const form of [
    { intent: 'forgot-password', link: 'Forgot password?', button: 'Send reset link' },
    { intent: 'forgot-username', link: 'Forgot username?', button: 'Send my username' },
  ]) {
    test(`${form.intent}: a request that never completes says 'An unexpected error occurred. Please try again later.'`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(`/auth?view=${form.intent}`)
      await waitForFormHydration(page)
      await page.route(`**/api/${form.intent}`, (route) => route.abort('failed'))
      await page.getByLabel('Email').fill('nobody@example.test')
      await page.getByRole('button', { name: form.button }).click()
      const toast = page.getByRole('alert').filter({ hasText: /^Error/ })
      await expect(toast).toContainText('An unexpected error occurred. Please try again later.')
      // The form stays, with the message beside it, for another try.
      await expect(page.getByRole('alert').filter({ hasText: /^An unexpected error occurred/ })).toBeVisible()
      await expect(page.getByRole('button', { name: form.button })).toBeEnabled()
      await expectNoAxeViolations(page)
      dropNetworkErrors(consoleErrors, /ERR_FAILED/)
    })
  }

  test("forgot-password: a refused request shows the server's message", async ({ page, consoleErrors }) => {
    await page.goto('/auth?view=forgot-password')
    await waitForFormHydration(page)
    // This visitor address spends its 10 account requests a minute; the next is refused with 429.
    for (let i = 0; i < 10; i++) {
      await page.request.post('/api/forgot-password', { data: { email: `spent.${i}@example.test` }, headers: { Origin: baseUrl() } })
    }
    await page.getByLabel('Email').fill('nobody@example.test')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /^Error/ })).toContainText(
      'Too many attempts. Please wait a minute and try again.',
    )
    dropNetworkErrors(consoleErrors, /status of 429/)
  })
})
