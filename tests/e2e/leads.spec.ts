// The money path in a real browser (docs/decisions/010, 012): a guest applies from a featured card
// and the sales team sees the lead with its consent record; every message of the application and
// lead forms; the lead form's thank-you panel; the exit-intent newsletter; the unverified user's
// reminder; and the application with JavaScript switched off.
import type { APIRequestContext, Page } from '@playwright/test'
import { waitForMail } from '../integration/mail'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, signUp, staffUser, waitForHydration } from './users'
import { baseUrl, testAdmin } from '../env'
import { ANY_WIDTH } from './tags'

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
const uaeDigits = () => `50${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`
const origin = () => ({ Origin: baseUrl() })

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/cms-api/users/login', {
    data: testAdmin(),
    headers: origin(),
  })
  expect(res.status()).toBe(200)
  return (await res.json()).token as string
}

async function leadByEmail(request: APIRequestContext, email: string) {
  const token = await adminToken(request)
  const res = await request.get(`/cms-api/leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`, {
    headers: { Authorization: `JWT ${token}` },
  })
  return (await res.json()).docs[0]
}

async function fillApplication(
  page: Page,
  scope: ReturnType<Page['getByRole']>,
  email: string,
  { name = 'Layla Haddad', phone = uaeDigits() } = {},
) {
  await scope.getByLabel('Full Name').fill(name)
  await scope.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await scope.getByLabel('Phone Number').fill(phone)
  await scope.getByLabel('Monthly Salary (AED)').fill('15000')
  await scope.getByRole('checkbox', { name: 'Travel Miles' }).check()
  await scope.getByRole('radio', { name: 'WhatsApp' }).check()
  await scope.getByLabel(/I agree that CardCompare UAE may contact me/).check()
}

test('a guest applies from a featured card, lands on /thank-you, and the sales team sees the lead with its consent record', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await waitForHydration(page)
  const apply = page.getByRole('link', { name: /^Apply Now for / }).first()
  const cardName = (await apply.innerText()).replace(/^Apply Now\s+for\s+/, '').trim()
  await apply.click()
  const dialog = page.getByRole('dialog', { name: 'Apply for this Card' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText(/^From /)).toBeVisible()
  await expectNoAxeViolations(page)

  const email = `apply.${unique()}@example.test`
  await fillApplication(page, dialog, email)
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page).toHaveURL(/\/thank-you\?card=/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your application')
  await expect(dialog).toBeHidden()

  const lead = await leadByEmail(page.request, email)
  expect(lead).toMatchObject({
    source: 'application',
    cardName,
    preferredContactMethod: 'whatsapp',
    consent: { contact: true, marketing: false },
  })

  // The sales team opens it in the admin, consent and all.
  const sales = await staffUser(page.request, 'sales')
  await page.context().clearCookies()
  await page.goto(`/auth?redirect=${encodeURIComponent(`/admin/collections/leads/${lead.id}`)}`)
  await page.getByLabel('Username').fill(sales.username)
  await page.getByLabel('Password').fill(sales.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(new RegExp(`/admin/collections/leads/${lead.id}`), { timeout: 20_000 })
  await expect(page.getByText('Consent (UAE PDPL)').first()).toBeVisible({ timeout: 20_000 })
  await expect(page.locator('input[name="consent.version"]')).toHaveValue(lead.consent.version)
  await expect(page.locator('textarea[name="consent.text"]')).toHaveValue(/I agree that CardCompare UAE may contact me/)
  await expect(page.getByText(/Callable now/).first()).toBeVisible()
})

test(
  'two people who share a phone number apply for the same card: both reach the sales list, each with a confirmation of their own',
  { tag: ANY_WIDTH },
  async ({ page, request }) => {
    test.setTimeout(150_000)
    const phone = uaeDigits()
    const people = [
      { name: 'Layla Haddad', email: `layla.${unique()}@example.test` },
      { name: 'Omar Haddad', email: `omar.${unique()}@example.test` },
    ]
    await page.goto('/cards')
    await waitForHydration(page)
    const cardPage = await page
      .getByRole('link', { name: /^Details of / })
      .first()
      .getAttribute('href')
    for (const person of people) {
      await page.goto(cardPage!)
      await waitForHydration(page)
      await page
        .getByRole('link', { name: /^Apply Now/ })
        .first()
        .click()
      const dialog = page.getByRole('dialog', { name: 'Apply for this Card' })
      await fillApplication(page, dialog, person.email, { name: person.name, phone })
      await dialog.getByRole('button', { name: 'Submit Application' }).click()
      await expect(page).toHaveURL(/\/thank-you\?card=/, { timeout: 30_000 })
    }
    for (const person of people) await waitForMail(person.email, /We received your card application/)

    // The sales team finds both under the one number in the admin's list.
    const sales = await staffUser(request, 'sales')
    await page.context().clearCookies()
    expect(
      (await page.request.post('/api/login', { data: { username: sales.username, password: sales.password }, headers: origin() })).status(),
    ).toBe(200)
    await page.goto(`/admin/collections/leads?search=${encodeURIComponent(`+971${phone}`)}`)
    for (const person of people) await expect(page.getByRole('link', { name: person.name }).first()).toBeVisible({ timeout: 20_000 })
  },
)

test('the application form gives every message of the spec', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Apply Now for / })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Apply for this Card' })
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  for (const message of [
    'Full name must be at least 2 characters',
    'Please enter a valid email address',
    'Phone number must be at least 8 characters',
    'Please enter your monthly salary',
    'You must agree to be contacted about this application',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(dialog.getByLabel('Full Name')).toBeFocused()
  // The digit rule of the chosen country (spec §3 dial codes).
  await dialog.getByLabel('Phone Number').fill('50123')
  await dialog.getByLabel('Phone Number').blur()
  await dialog.getByRole('button', { name: 'Submit Application' }).click()
  await expect(dialog.getByText('Enter 9 digits without the country code')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('the lead form: its messages, then the thank-you panel and "Submit Another Inquiry"', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const form = page.locator('section[aria-labelledby="lead-form-heading"]')
  await form.scrollIntoViewIfNeeded()
  await form.getByRole('button', { name: 'Get Expert Advice' }).click()
  for (const message of [
    'Please enter your full name',
    'Please enter a valid email address',
    'Please enter a valid phone number',
    'Please enter your monthly salary',
    'Please select a preference',
    'You must agree to receive communications',
  ]) {
    await expect(form.getByText(message, { exact: true })).toBeVisible()
  }
  // At the top of the page, where the sticky header covers no control (axe counts a covered one as too small).
  await page.evaluate(() => window.scrollTo(0, 0))
  await expectNoAxeViolations(page)

  const email = `lead.${unique()}@example.test`
  await form.getByLabel('Full Name').fill('Omar Khan')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByLabel('Phone Number').fill(uaeDigits())
  await form.getByLabel('Monthly Salary (AED)').fill('12000')
  await form.getByLabel('Card preference').selectOption('travel')
  await form.getByLabel(/I agree to receive communications/).check()
  await form.getByRole('button', { name: 'Get Expert Advice' }).click()
  await expect(page.getByText('Thank you for your submission. Our experts will contact you soon.').first()).toBeVisible({ timeout: 30_000 })
  await expect(form.getByRole('status').filter({ hasText: 'Thank you for your submission' })).toBeVisible()
  expect(await leadByEmail(page.request, email)).toMatchObject({ source: 'lead-form', preference: 'travel', consent: { contact: true } })
  await form.getByRole('button', { name: 'Submit Another Inquiry' }).click()
  await expect(form.getByLabel('Full Name')).toHaveValue('')
})

test.describe('the exit-intent newsletter', () => {
  test.use({ exitIntentPopup: true })

  test('opens when the pointer leaves through the top, signs up, closes itself 3 s later and stays away for 7 days', async ({ page }) => {
    await page.goto('/cards')
    await waitForHydration(page)
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: 0, relatedTarget: null, bubbles: true })),
    )
    const popup = page.getByRole('dialog', { name: 'Before you go: get the best card deals' })
    await expect(popup).toBeVisible()
    await expectNoAxeViolations(page)
    const email = `news.${unique()}@example.test`
    await popup.getByLabel('Email address').fill(email)
    await popup.getByRole('button', { name: 'Subscribe' }).click()
    await expect(popup.getByText("You'll receive the best credit card deals in your inbox!").first()).toBeVisible({ timeout: 30_000 })
    await expect(popup).toBeHidden({ timeout: 6_000 })
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('cardcompare-exit-intent') ?? 'null'))
    expect(record.shown).toBe(true)
    const days = (new Date(record.expiry).getTime() - Date.now()) / 864e5
    expect(days).toBeGreaterThan(6.9)
    expect(await leadByEmail(page.request, email)).toMatchObject({ source: 'newsletter', consent: { marketing: true } })
    await page.reload()
    await waitForHydration(page)
    await page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { clientX: 400, clientY: 0, relatedTarget: null, bubbles: true })),
    )
    await expect(popup).toBeHidden()
  })
})

test('the footer newsletter form, loaded as the visitor nears the footer, keeps what was typed and signs up', async ({ page }) => {
  await page.goto('/cards')
  await waitForHydration(page)
  const widget = page.getByRole('region', { name: 'Get the best credit card deals' })
  const field = widget.getByLabel('Email address')
  const email = `footer.${unique()}@example.test`
  // Typed into the server's HTML, before the form's code has arrived: kept when it takes over.
  await field.fill(email)
  await expect(widget.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  await expect(field).toHaveValue(email)
  await widget.getByRole('button', { name: 'Subscribe' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: "You'll receive the best credit card deals in your inbox!" }).first(),
  ).toBeVisible({
    timeout: 30_000,
  })
  expect(await leadByEmail(page.request, email)).toMatchObject({ source: 'newsletter', consent: { marketing: true } })
})

test('an unverified user pressing Apply Now gets the verification reminder instead of the dialog', async ({ page }) => {
  await signUp(page, { verified: false })
  await page.goto('/cards')
  await waitForHydration(page)
  await page
    .getByRole('link', { name: /^Apply Now for / })
    .first()
    .click()
  await expect(page.getByRole('dialog', { name: 'Email Verification Required' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Apply for this Card' })).toHaveCount(0)
})

test('the application works with JavaScript switched off', async ({ browser, request }, testInfo) => {
  test.setTimeout(60_000)
  const featured = await (await request.get('/api/credit-cards/featured')).json()
  const context = await browser.newContext({
    ...testInfo.project.use,
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  })
  const page = await context.newPage()
  await page.goto(`/apply/${featured[0].id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Apply for this Card')
  const email = `nojs.${unique()}@example.test`
  const form = page.getByRole('main')
  await form.getByLabel('Full Name').fill('Sara Ahmed')
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
  await form.getByLabel('Phone Number').fill(uaeDigits())
  await form.getByLabel('Monthly Salary (AED)').fill('20000')
  await form.getByLabel(/I agree that CardCompare UAE may contact me/).check()
  // A person takes more than a few seconds to fill the form; the page's stamp requires it.
  await page.waitForTimeout(3_200)
  await form.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page).toHaveURL(/\/thank-you\?card=/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your application')
  expect(await leadByEmail(request, email)).toMatchObject({ source: 'application', card: featured[0].id, botCheck: 'form-stamp' })
  await context.close()
})
