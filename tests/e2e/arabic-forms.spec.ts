// The forms in Arabic (docs/decisions/035): registering with the e-mailed link, the field errors of
// an invalid submit (the zod schemas' English messages shown in Arabic), signing in, applying for a
// card from /ar/cards to /ar/thank-you, and the contact form's messages from the server; the sign-in
// page and the Apply dialog accessible at both widths.
import ar from '@cardcompare/shared/i18n/ar/forms'
import arCommon from '@cardcompare/shared/i18n/ar/common'
import { fill } from '@cardcompare/shared/i18n/render'
import type { Page } from '@playwright/test'
import { waitForMail } from '../integration/mail'
import { expect, test } from './fixtures'
import { ANY_WIDTH } from './tags'
import { expectNoAxeViolations, person, waitForHydration } from './users'

const uaeDigits = () => `50${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`

/** /auth has no header (a bare page): its scripts have loaded when the network is quiet. */
async function waitForBarePage(page: Page) {
  await page.waitForLoadState('networkidle')
}

/** Below the desktop breakpoint Logout lives in the drawer. */
async function logOut(page: Page) {
  if ((page.viewportSize()?.width ?? 1366) < 1024) await page.getByLabel(arCommon.nav.menu).click()
  await page.getByRole('button', { name: arCommon.account.logout }).locator('visible=true').first().click()
  await expect(page).toHaveURL(/\/ar$/)
}

test('/ar/auth: register with Arabic field errors, verify by the e-mailed link, sign in, apply from /ar/cards', async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(180_000)
  await page.goto('/ar/auth?tab=register')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page).toHaveTitle(`${ar.auth.createAccount} | CardCompare UAE`)
  await waitForBarePage(page)

  // An invalid submit: the browser's zod messages, in Arabic.
  await page.getByLabel(ar.auth.username).fill('ab')
  await page.getByLabel(ar.auth.email).fill('nope')
  await page.getByLabel(ar.auth.password, { exact: true }).fill('short')
  await page.getByLabel(ar.auth.confirmPassword).fill('different')
  await page.getByRole('button', { name: ar.auth.createAccountButton }).click()
  for (const message of [
    fill(ar.validation.usernameTooShort, { min: 3 }),
    ar.validation.email,
    fill(ar.validation.passwordTooShort, { min: 8 }),
    ar.validation.passwordsDontMatch,
    ar.validation.mobileRequired,
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await page.getByLabel(ar.auth.mobileNumber).fill('50 123')
  await page.getByRole('button', { name: ar.auth.createAccountButton }).click()
  await expect(page.getByText(fill(ar.validation.mobileDigits, { digits: 9, country: ar.countries.ae }), { exact: true })).toBeVisible()
  await expect(page.getByText(fill(ar.phone.hint, { digits: 9 }))).toBeVisible()

  // Register for real: the session starts and the page goes on to /ar.
  const p = person()
  await page.getByLabel(ar.auth.username).fill(p.username)
  await page.getByLabel(ar.auth.email).fill(p.email)
  await page.getByLabel(ar.auth.mobileNumber).fill('050 123 4567')
  await page.getByLabel(ar.auth.password, { exact: true }).fill(p.password)
  await page.getByLabel(ar.auth.confirmPassword).fill(p.password)
  await page.getByRole('button', { name: ar.auth.createAccountButton }).click()
  // Registering hashes a password and queues a mail: slow on a loaded runner.
  await expect(page.getByRole('button', { name: ar.auth.creatingAccount })).toHaveCount(0, { timeout: 30_000 })
  await expect(page).toHaveURL(/\/ar$/)
  // The welcome toast, from the flash cookie, in Arabic.
  await expect(page.getByText(ar.toasts.registerSuccess, { exact: true })).toBeVisible({ timeout: 15_000 })
  // The fortune dialog opens by itself the first time a user is present (spec §4).
  const fortune = page.getByRole('dialog')
  await expect(fortune).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await expect(fortune).toBeHidden()
  await logOut(page)

  // The link of the verification mail, opened in Arabic.
  const mail = await waitForMail(p.email, /./)
  const token = /verify-email\?token=([^\s"<>]+)/.exec(mail.text ?? '')?.[1]
  expect(token, 'the mail carries the verification link').toBeTruthy()
  await page.goto(`/ar/verify-email?token=${token}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.links.verifyTitle)
  await page.getByRole('button', { name: ar.links.verifyButton }).click()
  await expect(page).toHaveURL(/\/ar\/auth\?verified=true$/, { timeout: 30_000 })
  await expect(page.getByText(ar.auth.verifiedNotice)).toBeVisible()

  // Signing in: a wrong password first (the action's English answer, shown in Arabic), then the right one.
  await waitForBarePage(page)
  await page.getByLabel(ar.auth.username).fill(p.username)
  await page.getByLabel(ar.auth.password).fill('Wrong-pass1!')
  await page.getByRole('button', { name: ar.auth.login, exact: true }).click()
  await expect(page.locator('main').getByRole('alert')).toHaveText(ar.validation.loginFailed)
  await page.getByLabel(ar.auth.password).fill(p.password)
  await page.getByRole('button', { name: ar.auth.login, exact: true }).click()
  await expect(page).toHaveURL(/\/ar$/, { timeout: 30_000 })
  await expect(page.getByText(fill(ar.toasts.welcomeBack, { name: p.username }))).toBeVisible({ timeout: 15_000 })

  // Apply for a card from /ar/cards, and land on /ar/thank-you.
  await page.goto('/ar/cards')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^قدّم الآن/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: ar.apply.title })
  await expect(dialog).toBeVisible()
  // A member's e-mail comes from the account.
  await expect(dialog.getByRole('textbox', { name: ar.intake.email, exact: true })).toHaveValue(p.email)
  await dialog.getByRole('button', { name: ar.apply.submit }).click()
  await expect(dialog.getByText(ar.validation.consentApplication, { exact: true })).toBeVisible()
  await dialog.getByLabel(ar.intake.fullName).fill('ليلى حداد')
  await dialog.getByLabel(ar.intake.phoneNumber).fill(uaeDigits())
  await dialog.getByLabel(ar.intake.salary).fill('15000')
  await dialog.getByRole('checkbox', { name: ar.likes.travelMiles }).check()
  await dialog.getByRole('radio', { name: ar.contactMethods.whatsapp }).check()
  await dialog.locator('#apply-dialog-consentContact').check()
  await dialog.getByRole('button', { name: ar.apply.submit }).click()
  await expect(page).toHaveURL(/\/ar\/thank-you\?card=/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.thankYou.title)
  await expect(page.getByRole('heading', { name: ar.thankYou.nextSteps })).toBeVisible()
  // The refused sign-in answers 401, which Chromium reports.
  allowConsoleErrors(/status of 40[13]/)
})

test('/ar/contact answers an invalid message with Arabic messages beside the fields', async ({ page, allowConsoleErrors }) => {
  await page.goto('/ar/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.contact.title)
  await page.getByRole('button', { name: ar.contact.send }).click()
  await expect(page.locator('#contact-form-status')).toHaveText(ar.answers.correctFields)
  await expect(page.locator('#fullName-error')).toHaveText(ar.validation.fullNameRequired)
  await expect(page.locator('#email-error')).toHaveText(ar.validation.email)
  await expect(page.locator('#message-error')).toHaveText(ar.validation.messageRequired)
  await expect(page.locator('#consent-error')).toHaveText(ar.validation.consentContact)
  await page.getByLabel(ar.contact.fullName).fill('سارة أحمد')
  // The footer's newsletter field has the same label.
  await page.locator('#email').fill('sara@example.ae')
  await page.getByLabel(`${ar.contact.phone}${ar.contact.optional}`).fill('123')
  await page.getByLabel(ar.contact.message, { exact: true }).fill('مرحبًا')
  await page.getByRole('button', { name: ar.contact.send }).click()
  await expect(page.locator('#phone-error')).toHaveText(ar.validation.phoneInvalid)
  await expect(page.locator('#fullName-error')).toHaveCount(0)
  allowConsoleErrors(/status of 400/)
})

// Each width is named here, so the phone project need not run them again.
for (const width of [1366, 390]) {
  test.describe(`at ${width} px ${ANY_WIDTH}`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('/ar/auth and the Apply dialog are accessible', async ({ page }) => {
      test.slow()
      await page.goto('/ar/auth')
      await expectNoAxeViolations(page)
      await page.goto('/ar/auth?tab=register')
      await waitForBarePage(page)
      await page.getByRole('button', { name: ar.auth.createAccountButton }).click()
      await expect(page.getByText(ar.validation.mobileRequired, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      await page.goto('/ar/cards')
      await waitForHydration(page)
      await page
        .getByRole('link', { name: /^قدّم الآن/ })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: ar.apply.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(ar.apply.intro)).toBeVisible()
      await dialog.getByRole('button', { name: ar.apply.submit }).click()
      await expect(dialog.getByText(ar.validation.salaryRequired, { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
