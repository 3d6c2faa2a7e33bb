import type { Page } from '@playwright/test'
import { linkFrom, waitForMail } from '../integration/mail'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { baseUrl } from '../env'
import { ANY_WIDTH } from './tags'

for (const path of ['/compare', '/favorites', '/leads', '/card-finder', '/fortune-cookie', '/account']) {
  test(`${path} sends a guest to /auth?redirect=${path}`, { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`/auth\\?redirect=${path.replace('/', '\\/')}$`))
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
  })
}

async function pressCompareOnFirstCard(page: Page) {
  await waitForHydration(page)
  const tile = page.locator('main article').first()
  const name = (await tile.locator('h3').textContent())!.trim()
  await tile.getByRole('button', { name: /^Compare/ }).click()
  return name
}

test('an unverified user sees the yellow banner, and Compare shows the reminder once per session', async ({ page }) => {
  await signUp(page, { verified: false })
  await page.goto('/cards')
  const banner = page.getByRole('region', { name: 'Email verification' })
  await expect(banner).toContainText('Please verify your email address.')

  await pressCompareOnFirstCard(page)
  const reminder = page.getByRole('dialog', { name: 'Email Verification Required' })
  await expect(reminder).toContainText('spam folder')
  await expectNoAxeViolations(page)
  await reminder.getByRole('button', { name: "I'll do it later" }).click()
  await expect(reminder).toBeHidden()

  // Dismissed for this session: the next press explains with a toast instead.
  await pressCompareOnFirstCard(page)
  await expect(reminder).toBeHidden()
  await expect(page.getByRole('alert')).toContainText('Email Verification Required')

  // The quiz is guarded by the same rule.
  await page.goto('/card-finder')
  await waitForHydration(page)
  await page.getByLabel('About how much do you spend by card a month? (AED)').fill('4000')
  await page.getByLabel('Travel (flights and hotels)').check()
  await page.getByLabel('Monthly salary (AED)').fill('20000')
  await page.getByRole('button', { name: 'Show my recommendations' }).click()
  await expect(page.getByRole('alert')).toContainText('Email Verification Required')
  await expect(page).toHaveURL(/\/card-finder$/)
})

test('a user still signed in from registration who follows the link is told on the home page', async ({ page }) => {
  const p = await signUp(page, { verified: false })
  const mail = await waitForMail(p.email, /Verify your e-mail address/)
  await page.goto(linkFrom(mail, `${baseUrl()}/verify-email?token=`))
  await page.getByRole('button', { name: 'Verify my email' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status').filter({ hasText: 'Email verified' })).toContainText('Your email has been verified.')
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0)
})

test('the reminder\'s "Resend verification email" sends the mail and says so', async ({ page }) => {
  await signUp(page, { verified: false })
  await page.goto('/cards')
  await pressCompareOnFirstCard(page)
  const reminder = page.getByRole('dialog', { name: 'Email Verification Required' })
  await reminder.getByRole('button', { name: 'Resend verification email' }).click()
  await expect(reminder).toBeHidden()
  await expect(page.getByRole('status').filter({ hasText: 'Success' })).toContainText('Verification email sent. Please check your inbox.')
})

test('a verified user adds cards to compare, sees them side by side on /compare and removes them', async ({ page }) => {
  await signUp(page, { verified: true })
  await page.goto('/cards')
  await expect(page.getByRole('region', { name: 'Email verification' })).toHaveCount(0)
  const name = await pressCompareOnFirstCard(page)
  await expect(page.getByRole('status').filter({ hasText: 'Added to Compare' })).toContainText(
    `${name} has been added to your comparison list.`,
  )
  await page.goto('/compare')
  const table = page.getByRole('region', { name: 'Comparison table' })
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible()
  for (const row of ['Annual Fee', 'Interest Rate', 'Minimum Salary (AED)', 'Rewards', 'Actions']) {
    await expect(table.getByRole('rowheader', { name: row, exact: true })).toBeVisible()
  }
  await expectNoAxeViolations(page)
  // The table scrolls inside its region; the page itself never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width)
  await table.getByRole('button', { name: `Remove ${name}` }).click()
  await expect(page.getByText('No cards selected for comparison')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Select Cards to Compare' })).toHaveAttribute('href', '/cards')
})

test('login and logout show the spec toasts', async ({ page, allowConsoleErrors }) => {
  const p = await signUp(page, { verified: true })
  await page.context().clearCookies()
  await page.goto('/auth')
  await page.getByLabel('Username').fill(p.username)
  await page.getByLabel('Password').fill('Wrong-Password-1!')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' }).first()).toBeVisible()
  await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible()

  await page.getByLabel('Password').fill(p.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('status').filter({ hasText: 'Login successful' })).toContainText(`Welcome back, ${p.username}!`)

  if ((page.viewportSize()?.width ?? 1366) < 1024) await page.getByLabel('Menu').click()
  await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toContainText('You have been logged out successfully')
  // Chromium logs the failed attempt's 401 answer as a console error.
  allowConsoleErrors(/status of 401/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('Compare posts to /compare, which asks a guest to sign in first', async ({ page }) => {
    await page.goto('/cards')
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Compare/ })
      .click()
    await expect(page).toHaveURL(/\/auth\?redirect=\/compare$/)
  })
})
