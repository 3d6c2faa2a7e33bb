import { linkFrom, waitForMail } from '../integration/mail'
import { expect, test } from './fixtures'
import { axeViolations, person } from './users'

import type { Page } from '@playwright/test'
import { baseUrl } from '../env'

/** Below the desktop breakpoint the user's name and Logout live in the drawer. */
async function openHeader(page: Page) {
  if ((page.viewportSize()?.width ?? 1366) < 1024) await page.getByLabel('Menu').click()
}

async function expectSignedIn(page: Page, username: string) {
  await openHeader(page)
  await expect(page.getByText(username, { exact: true }).locator('visible=true').first()).toBeVisible()
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click()
  await openHeader(page)
  await expect(page.getByRole('link', { name: 'Login' }).locator('visible=true').first()).toBeVisible()
}

test('register → e-mail → verify → login → header shows the user → logout', async ({ page, allowConsoleErrors }) => {
  const p = person()
  await page.goto('/auth?tab=register')
  await page.getByLabel('Username').fill(p.username)
  await page.getByLabel('Email').fill(p.email)
  await page.getByLabel('Mobile number').fill('050 123 4567')
  await page.getByLabel('Password', { exact: true }).fill(p.password)
  await page.getByLabel('Confirm password').fill(p.password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/$/)
  // spec §4: the fortune dialog opens by itself the first time the user is present.
  const fortune = page.getByRole('dialog', { name: 'Your Financial Fortune' })
  await expect(fortune).toBeVisible()
  await expect(fortune.getByText('Visit the Fortune Cookie page for more personalized financial insights.')).toBeVisible()
  await fortune.getByRole('button', { name: 'Close', exact: true }).click()
  await expect(fortune).toBeHidden()
  await expectSignedIn(page, p.username)

  const mail = await waitForMail(p.email, /Verify your e-mail address/)
  const link = linkFrom(mail, `${baseUrl()}/verify-email?token=`)
  await logOut(page)
  await page.goto(link)
  await page.getByRole('button', { name: 'Verify my email' }).click()
  await expect(page).toHaveURL(/\/auth\?verified=true$/)
  await expect(page.getByText('Your email has been verified. You can now log in.')).toBeVisible()

  await page.getByLabel('Username').fill(p.username)
  await page.getByLabel('Password').fill(p.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expectSignedIn(page, p.username)
  await logOut(page)
  allowConsoleErrors(/status of 40[13]/)
})

test('an unverified user is told to verify before logging in', async ({ page, request, allowConsoleErrors }) => {
  const p = person()
  const res = await request.post('/api/register', { data: p, headers: { Origin: baseUrl() } })
  expect(res.status()).toBe(201)
  await page.goto('/auth')
  await page.getByLabel('Username').fill(p.username)
  await page.getByLabel('Password').fill(p.password)
  await page.getByRole('button', { name: 'Login' }).click()
  // The form explains it, and so does the toast of spec §8 ("Email Verification Required").
  await expect(page.getByRole('status').filter({ hasText: 'Check your inbox and spam folder.' })).toContainText(
    'Please verify your email address before logging in.',
  )
  await expect(page.getByRole('alert').filter({ hasText: 'Email Verification Required' })).toContainText(
    'Please verify your email address before logging in.',
  )
  allowConsoleErrors(/status of 403/)
})

test('forgot password → e-mail → reset → old password fails, new works', async ({ page, request, allowConsoleErrors }) => {
  const p = person()
  await request.post('/api/register', { data: p, headers: { Origin: baseUrl() } })
  const verify = await waitForMail(p.email, /Verify your e-mail address/)
  const token = new URL(linkFrom(verify, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
  await request.post('/api/verify-email', { data: { token }, headers: { Origin: baseUrl() } })

  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByLabel('Email').fill(p.email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText('If your email exists in our system, you will receive a password reset link shortly.')).toBeVisible()
  const mail = await waitForMail(p.email, /Reset your password/)
  await page.goto(linkFrom(mail, `${baseUrl()}/reset-password?token=`))
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Start-88!')
  await page.getByLabel('Confirm new password').fill('Fresh-Start-88!')
  await page.getByRole('button', { name: 'Reset password' }).click()
  await expect(page.getByText('Your password has been reset. You can now log in.')).toBeVisible()

  await page.goto('/auth')
  await page.getByLabel('Username').fill(p.username)
  await page.getByLabel('Password').fill(p.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Please check your credentials.' })).toHaveText(
    'Login failed. Please check your credentials.',
  )
  await expect(page.getByRole('alert').filter({ hasText: /^Login failed(?!\.)/ })).toBeVisible()
  await page.getByLabel('Password').fill('Fresh-Start-88!')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/$/)
  allowConsoleErrors(/status of 401/)
})

test('forgot username sends the username', async ({ page, request }) => {
  const p = person()
  await request.post('/api/register', { data: p, headers: { Origin: baseUrl() } })
  await page.goto('/auth')
  await page.getByRole('link', { name: 'Forgot username?' }).click()
  await page.getByLabel('Email').fill(p.email)
  await page.getByRole('button', { name: 'Send my username' }).click()
  await expect(page.getByText('If your email exists in our system, you will receive your username shortly.')).toBeVisible()
  const mail = await waitForMail(p.email, /Your username/)
  expect(mail.text).toContain(p.username)
  await page.getByRole('link', { name: 'Back to Login' }).click()
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
})

test('the register and login screens show the spec validation messages', async ({ page }) => {
  await page.goto('/auth')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('alert')).toHaveText('Username and password are required')

  await page.goto('/auth?tab=register')
  await page.getByLabel('Username').fill('ab')
  await page.getByLabel('Email').fill('nope')
  await page.getByLabel('Password', { exact: true }).fill('short')
  await page.getByLabel('Confirm password').fill('different')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible()
  await expect(page.getByText("Passwords don't match")).toBeVisible()
  await expect(page.getByText('Mobile number is required')).toBeVisible()
  await page.getByLabel('Username').fill('bad name!')
  await page.getByLabel('Password', { exact: true }).fill('alllowercase1!')
  await page.getByLabel('Mobile number').fill('50 123')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible()
  await expect(page.getByText('Password must contain at least one uppercase letter')).toBeVisible()
  await expect(page.getByText('Mobile number must be 9 digits for United Arab Emirates')).toBeVisible()
  await page.getByLabel('Country code').selectOption('qa')
  await expect(page.getByText('Enter 8 digits without the country code')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the login form still posts and answers', async ({ page, allowConsoleErrors }) => {
    await page.goto('/auth')
    // A name of its own: five failures lock a name, known or not (decision 007).
    await page.getByLabel('Username').fill(`nobody_${Date.now()}`)
    await page.getByLabel('Password').fill('Wrong-pass1!')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.')
    // The refused sign-in answers 401, which Chromium reports; nothing else may appear.
    allowConsoleErrors(/status of 401/)
  })
})

test('/fortune-cookie sends guests to sign in and shows a signed-in user the fortune of the day', async ({ page, request }) => {
  await page.goto('/fortune-cookie')
  await expect(page).toHaveURL(/\/auth\?redirect=\/fortune-cookie$/)
  const p = person()
  await request.post('/api/register', { data: p, headers: { Origin: baseUrl() } })
  const mail = await waitForMail(p.email, /Verify your e-mail address/)
  const token = new URL(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).searchParams.get('token')
  await request.post('/api/verify-email', { data: { token }, headers: { Origin: baseUrl() } })
  await page.getByLabel('Username').fill(p.username)
  await page.getByLabel('Password').fill(p.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/fortune-cookie$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your Financial Fortune' })).toBeVisible()
  const fortune = await (await page.request.get('/api/fortune/today')).json()
  await expect(page.locator('main').getByText(fortune.content)).toBeVisible()
})

test('the account screens have no WCAG 2.2 A/AA violations', async ({ page }) => {
  for (const path of [
    '/auth',
    '/auth?tab=register',
    '/auth?view=forgot-password',
    '/reset-password?token=sample-token-0123456789',
    '/verify-email?token=sample-token-0123456789',
  ]) {
    await page.goto(path)
    expect((await axeViolations(page)).map((v) => `${path}: ${v.id}`)).toEqual([])
  }
  // Errors shown after a refused submit must stay accessible too.
  await page.goto('/auth?tab=register')
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page.getByText('Username must be at least 3 characters')).toBeVisible()
  expect((await axeViolations(page)).map((v) => v.id)).toEqual([])
})
