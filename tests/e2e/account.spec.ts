// A member's own account at /account (docs/decisions/020), at 1366 and 390 px with axe: each
// action as a verified member, the page of an unverified member, a guest sent to /auth, and
// the forms without JavaScript. Each test stays under the per-address limit of ten account
// posts a minute (registration and verification count too).
import type { Page } from '@playwright/test'
import { linkFrom, waitForMail } from '../integration/mail'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, waitForHydration } from './users'
import { baseUrl } from '../env'

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024
const section = (page: Page, name: string) => page.getByRole('region', { name })
const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title })
const failure = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title })
/** A refused form answers 400/423, which Chromium reports; nothing else may appear. */

async function openAccount(page: Page) {
  await page.goto('/account')
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  await waitForHydration(page)
}

test('a guest is sent to /auth and comes back after signing in', async ({ page }) => {
  await page.goto('/account')
  await expect(page).toHaveURL(/\/auth\?redirect=\/account$/)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
})

test('a verified member reaches it from the header or the drawer and sees their details', async ({ page }) => {
  const p = await signUp(page, { verified: true })
  await page.goto('/cards')
  await waitForHydration(page)
  if (isPhone(page)) await page.getByLabel('Menu').click()
  await page
    .getByRole('link', { name: `My account: ${p.username}` })
    .locator('visible=true')
    .click()
  await expect(page).toHaveURL(/\/account$/)
  const details = section(page, 'Your details')
  await expect(details.getByText(p.username, { exact: true })).toBeVisible()
  await expect(details.getByText(p.email, { exact: true })).toBeVisible()
  await expect(details.getByText('Verified', { exact: true })).toBeVisible()
  await expect(details.getByText('Not given')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('the mobile number: the register screen’s messages, then saved with its toast', async ({ page, allowConsoleErrors }) => {
  await signUp(page, { verified: true })
  await openAccount(page)
  const mobile = section(page, 'Mobile number')
  await mobile.getByRole('button', { name: 'Save mobile number' }).click()
  await expect(mobile.getByText('Mobile number is required')).toBeVisible()
  await mobile.getByLabel('Mobile number').fill('050 123')
  await mobile.getByRole('button', { name: 'Save mobile number' }).click()
  await expect(mobile.getByText('Mobile number must be 9 digits for United Arab Emirates')).toBeVisible()
  await expectNoAxeViolations(page)
  await mobile.getByLabel('Country code').selectOption('qa')
  await expect(mobile.getByText('Enter 8 digits without the country code')).toBeVisible()
  await mobile.getByLabel('Mobile number').fill('3312 3456')
  await mobile.getByRole('button', { name: 'Save mobile number' }).click()
  await expect(toast(page, 'Mobile number updated')).toContainText('We will use your new number from now on.')
  await expect(section(page, 'Your details').getByText('+97433123456')).toBeVisible()
  // The form shows the stored number for editing.
  await expect(mobile.getByLabel('Country code')).toHaveValue('qa')
  await expect(mobile.getByLabel('Mobile number')).toHaveValue('33123456')
  allowConsoleErrors(/status of 4(00|23)/)
})

test('the password: a wrong current one is refused; a new one signs out other devices and keeps this one', async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  const p = await signUp(page, { verified: true })
  // The same member signed in on another device.
  const other = await browser.newContext({ baseURL: baseUrl() })
  const signIn = await other.request.post('/api/login', {
    data: { username: p.username, password: p.password },
    headers: { Origin: baseUrl(), 'X-Forwarded-For': '10.9.8.7' },
  })
  expect(signIn.status()).toBe(200)
  expect((await other.request.get('/api/user')).status()).toBe(200)

  await openAccount(page)
  const form = section(page, 'Password')
  await form.getByLabel('Current password').fill('Not-My-Pass1!')
  await form.getByLabel('New password', { exact: true }).fill('Brand-New-Pass9!')
  await form.getByLabel('Confirm new password').fill('Brand-New-Pass8!')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByText("Passwords don't match")).toBeVisible()
  await form.getByLabel('Confirm new password').fill('Brand-New-Pass9!')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(failure(page, 'Failed to change password')).toContainText('Your current password is not correct.')
  await expect(form.getByText('Your current password is not correct.')).toBeVisible()
  await expectNoAxeViolations(page)

  await form.getByLabel('Current password').fill(p.password)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(toast(page, 'Password changed')).toContainText('You have been signed out on every other device.')
  await expect(form.getByLabel('Current password')).toHaveValue('')
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible()
  expect((await other.request.get('/api/user')).status()).toBe(401)
  await other.close()
  allowConsoleErrors(/status of 4(00|23)/)
})

test('the e-mail address changes when the link sent to the new one is followed', async ({ page }) => {
  const p = await signUp(page, { verified: true })
  await openAccount(page)
  const form = section(page, 'Email address')
  const next = `new.${p.username}@example.test`
  await form.getByLabel('New email address').fill(next)
  await form.getByLabel('Current password').fill(p.password)
  await form.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(toast(page, 'Confirmation Email Sent')).toContainText(`Open the link we sent to ${next} to finish changing your email.`)
  await expect(form.getByRole('status')).toContainText(`Waiting for you to confirm ${next}`)
  await expect(section(page, 'Your details').getByText(p.email, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)

  const mail = await waitForMail(next, /Confirm your new e-mail address/)
  await page.goto(linkFrom(mail, `${baseUrl()}/confirm-email?token=`))
  await expectNoAxeViolations(page)
  await page.getByRole('button', { name: 'Confirm my new email' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(toast(page, 'Email updated')).toContainText(`Your account now uses ${next}.`)
  await expect(section(page, 'Your details').getByText(next, { exact: true })).toBeVisible()
  await expect(section(page, 'Email address').getByRole('status')).toHaveCount(0)
  await waitForMail(p.email, /Your e-mail address was changed/)
})

test('offers by e-mail: given with its text, then withdrawn', async ({ page }) => {
  await signUp(page, { verified: true })
  await openAccount(page)
  const form = section(page, 'Offers by email')
  await expect(form.getByText('You have not asked for offers.')).toBeVisible()
  await form
    .getByLabel('Send me credit card offers and news from CardCompare UAE by e-mail. I can turn this off at any time on my account page.')
    .check()
  await form.getByRole('button', { name: 'Save preferences' }).click()
  await expect(toast(page, 'Preferences saved')).toContainText('You will receive credit card offers and news by email.')
  await expect(form.getByText(/^You agreed on \d{1,2} \w+ \d{4}\.$/)).toBeVisible()
  await expect(form.getByRole('checkbox')).toBeChecked()
  await form.getByRole('checkbox').uncheck()
  await form.getByRole('button', { name: 'Save preferences' }).click()
  await expect(toast(page, 'Preferences saved')).toContainText('You will not receive offers or news by email.')
  await expect(form.getByText(/^You turned offers off on \d{1,2} \w+ \d{4}\.$/)).toBeVisible()
  await expect(form.getByRole('checkbox')).not.toBeChecked()
  await expectNoAxeViolations(page)
})

test('download my data: everything held, as a JSON file', async ({ page }) => {
  const p = await signUp(page, { verified: true })
  await openAccount(page)
  const download = page.waitForEvent('download')
  await section(page, 'Your data').getByRole('link', { name: 'Download my data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^cardcompare-my-data-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'))
  expect(data.account).toMatchObject({ username: p.username, email: p.email })
  expect(data.counts).toMatchObject({ account: 1, leads: 0 })
  await expect(toast(page, 'Download started')).toContainText('Your data is being saved as a JSON file.')
})

test('delete the account: the typed word, then signed out with the toast', async ({ page, allowConsoleErrors }) => {
  const p = await signUp(page, { verified: true })
  await openAccount(page)
  const form = section(page, 'Delete account')
  await form.getByLabel('Type DELETE to confirm').fill('delete')
  await form.getByRole('button', { name: 'Delete my account' }).click()
  await expect(form.locator('#account-delete-confirmation-error')).toHaveText('Type DELETE to confirm')
  await expect(form.getByText('Enter your current password to confirm it is you.')).toBeVisible()
  await expectNoAxeViolations(page)
  await form.getByLabel('Type DELETE to confirm').fill('DELETE')
  await form.getByLabel('Current password').fill(p.password)
  await form.getByRole('button', { name: 'Delete my account' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(toast(page, 'Account deleted')).toContainText('Your account and personal data have been removed.')
  if (isPhone(page)) await page.getByLabel('Menu').click()
  await expect(page.getByRole('link', { name: 'Login' }).locator('visible=true').first()).toBeVisible()
  await waitForMail(p.email, /Your account was deleted/)
  allowConsoleErrors(/status of 4(00|23)/)
})

test('an unverified member sees the page, is asked to verify before offers, and verifies by changing the address', async ({ page }) => {
  const p = await signUp(page, { verified: false })
  await openAccount(page)
  await expect(section(page, 'Your details').getByText('Not verified', { exact: true })).toBeVisible()
  await expect(section(page, 'Offers by email')).toContainText(
    'Verify your email address first: we send offers only to an address you have confirmed.',
  )
  await expect(section(page, 'Offers by email').getByRole('checkbox')).toHaveCount(0)
  await expect(section(page, 'Your data')).toContainText(
    'Until your email address is verified, only what your account itself holds is included.',
  )
  await expectNoAxeViolations(page)

  const next = `fixed.${p.username}@example.test`
  await section(page, 'Email address').getByLabel('New email address').fill(next)
  await section(page, 'Email address').getByLabel('Current password').fill(p.password)
  await section(page, 'Email address').getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(toast(page, 'Confirmation Email Sent')).toBeVisible()
  await page.goto(linkFrom(await waitForMail(next, /Confirm your new e-mail address/), `${baseUrl()}/confirm-email?token=`))
  await page.getByRole('button', { name: 'Confirm my new email' }).click()
  await expect(page).toHaveURL(/\/account$/)
  await expect(section(page, 'Your details').getByText('Verified', { exact: true })).toBeVisible()
  await expect(section(page, 'Offers by email').getByRole('checkbox')).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the forms post and answer', async ({ page, allowConsoleErrors }) => {
    await signUp(page, { verified: true })
    await page.goto('/account')
    const mobile = section(page, 'Mobile number')
    await mobile.getByLabel('Mobile number').fill('050 12')
    await mobile.getByRole('button', { name: 'Save mobile number' }).click()
    await expect(section(page, 'Mobile number').getByText('Mobile number must be 9 digits for United Arab Emirates')).toBeVisible()
    await section(page, 'Mobile number').getByLabel('Mobile number').fill('050 123 4567')
    await section(page, 'Mobile number').getByRole('button', { name: 'Save mobile number' }).click()
    await expect(section(page, 'Your details').getByText('+971501234567')).toBeVisible()

    const password = section(page, 'Password')
    await password.getByLabel('Current password').fill('Not-My-Pass1!')
    await password.getByLabel('New password', { exact: true }).fill('Brand-New-Pass9!')
    await password.getByLabel('Confirm new password').fill('Brand-New-Pass9!')
    await password.getByRole('button', { name: 'Change password' }).click()
    await expect(section(page, 'Password').getByText('Your current password is not correct.')).toBeVisible()
    allowConsoleErrors(/status of 4(00|23)/)
  })
})
