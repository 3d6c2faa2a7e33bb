// Information pages of the spec §2 route table: benefits, issuers, tips, contact, legal, thank-you,
// QR install page and the two demo pages.
import { CONTACT_CONSENT_TEXT, DEVICE_COOKIE, FINANCIAL_TIPS, FLASH_COOKIE, SESSION_COOKIE } from '@cardcompare/shared'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { ANY_WIDTH } from './tags'
import { expectNoAxeViolations, signInThrough, signUp } from './users'
import { hasTestAdmin, testAdmin } from '../env'

declare global {
  interface Window {
    /** What the page handed to navigator.share (the share test's stand-in records it). */
    shared?: ShareData
  }
}

const PAGES = [
  { path: '/card-benefits', title: 'Credit Card Benefits Explained | CardCompare UAE', h1: 'Credit Card Benefits Explained' },
  { path: '/card-issuers', title: 'Credit Card Issuers in the UAE | CardCompare UAE', h1: 'UAE Credit Card Issuers' },
  {
    path: '/financial-tips',
    title: 'Financial Tips for Credit Cards in the UAE | CardCompare UAE',
    h1: 'Smart Credit Card Tips for the UAE',
  },
  { path: '/contact', title: 'Contact Us | CardCompare UAE', h1: 'Contact Us' },
  { path: '/privacy-policy', title: 'Privacy Policy | CardCompare UAE', h1: 'Privacy Policy' },
  { path: '/terms-of-service', title: 'Terms of Service | CardCompare UAE', h1: 'Terms of Service' },
  { path: '/cookie-policy', title: 'Cookie Policy | CardCompare UAE', h1: 'Cookie Policy' },
  { path: '/accessibility', title: 'Accessibility Statement | CardCompare UAE', h1: 'Accessibility Statement' },
  { path: '/thank-you', title: 'Thank you for your application | CardCompare UAE', h1: 'Thank you for your application' },
  { path: '/qr-download', title: 'Get the App: Scan the QR Code | CardCompare UAE', h1: 'Take CardCompare UAE With You' },
  { path: '/test-filters', title: 'Filters Demo | CardCompare UAE', h1: 'Filters Demo' },
  { path: '/skeleton-demo', title: 'Loading Placeholders Demo | CardCompare UAE', h1: 'Loading Placeholders Demo' },
]

/** Every same-site link inside <main> answers without an error (sampled to `max`). */
async function expectMainLinksWork(page: Page, max = 40) {
  const hrefs = await page
    .locator('main a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!.split('#')[0]!))].filter(Boolean))
  for (const href of hrefs.slice(0, max)) {
    const res = await page.request.get(href, { maxRedirects: 0 })
    expect(res.status(), href).toBeLessThan(400)
  }
}

for (const info of PAGES) {
  test(`${info.path} has its title, description and heading, and no axe violations`, async ({ page }) => {
    const response = await page.goto(info.path)
    expect(response?.status()).toBe(200)
    await expect(page).toHaveTitle(info.title)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(info.h1)
    await expectNoAxeViolations(page)
  })

  test(`${info.path} has no broken links`, { tag: ANY_WIDTH }, async ({ page }) => {
    await page.goto(info.path)
    await expectMainLinksWork(page, info.path === '/test-filters' ? 5 : 40)
  })
}

test('titles and descriptions are unique', { tag: ANY_WIDTH }, async ({ request }) => {
  const heads = await Promise.all(
    PAGES.map(async (p) =>
      (await (await request.get(p.path)).text()).match(/<title>([^<]+)<\/title>[\s\S]*?name="description" content="([^"]+)"/)!,
    ),
  )
  expect(new Set(heads.map((m) => m[1])).size).toBe(PAGES.length)
  expect(new Set(heads.map((m) => m[2])).size).toBe(PAGES.length)
})

test('/card-issuers lists every active bank with its logo and headquarters, linking to its page', async ({ page, request }) => {
  const banks: { id: number; name: string }[] = await (await request.get('/api/banks')).json()
  await page.goto('/card-issuers')
  const links = page.locator('main a[href^="/bank/"]')
  await expect(links).toHaveCount(banks.length)
  for (const bank of banks) {
    await expect(page.locator(`main a[href="/bank/${bank.id}"]`)).toContainText(bank.name)
  }
  await expect(page.getByText('Headquarters: Dubai, UAE').first()).toBeVisible()
  await page.locator('main a[href="/bank/10"]').click()
  await expect(page).toHaveURL(/\/bank\/10$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Emirates NBD')
})

test('/card-benefits explains every card type and feature with links to the filtered catalogue', async ({ page, request }) => {
  const types: { id: number; name: string }[] = await (await request.get('/api/card-types')).json()
  const features: { name: string }[] = await (await request.get('/api/features')).json()
  await page.goto('/card-benefits')
  for (const type of types) {
    await expect(page.getByRole('link', { name: `Browse ${type.name} cards`, exact: true })).toHaveAttribute(
      'href',
      `/cards?cardType=${type.id}`,
    )
  }
  for (const feature of features) await expect(page.locator('dt', { hasText: feature.name }).first()).toBeVisible()
  await expect(page.getByText('Late payment fee')).toBeVisible()
  await expect(page.getByText('AED 230', { exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Browse Cashback cards', exact: true }).click()
  await expect(page).toHaveURL(/\/cards\?cardType=2$/)
})

test('/financial-tips shows the 15 tips in two groups, at most two per category each, with the facts', async ({ page }) => {
  await page.goto('/financial-tips')
  await expect(page.locator('main article')).toHaveCount(15)
  for (const tip of FINANCIAL_TIPS) await expect(page.getByRole('heading', { level: 3, name: tip.title })).toBeVisible()
  const essentials = page.locator('section[aria-labelledby="essentials-heading"] article')
  const further = page.locator('section[aria-labelledby="going-further-heading"] article')
  await expect(essentials).toHaveCount(10)
  await expect(further).toHaveCount(5)
  for (const label of ['Spending', 'Income', 'Credit', 'Rewards', 'General']) {
    const badge = { has: page.locator('span', { hasText: new RegExp(`^${label}$`) }) }
    await expect(essentials.filter(badge)).toHaveCount(2)
    await expect(further.filter(badge)).toHaveCount(1)
  }
  await expect(page.getByText(/UAE banks typically need AED 5,000 minimum salary/)).toBeVisible()
  await expect(page.getByText(/about 3\.25–3\.75% a month on most cards/)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Keep utilisation under 30%' })).toBeVisible()
  await expect(page.getByText(/Annual fees in the UAE range from AED 0 to over AED 5,000/)).toBeVisible()
})

test.describe('/contact', () => {
  test('shows the company details, business hours and whether the team is open now', async ({ page }) => {
    await page.goto('/contact')
    const details = page.locator('aside')
    await expect(details.getByText('Monday-Saturday 9AM-6PM')).toBeVisible()
    await expect(details.getByText(/^(Open now|Closed now)$/)).toBeVisible()
    await expect(details.getByRole('link', { name: '+971 4 123 4567' })).toHaveAttribute('href', 'tel:+97141234567')
    await expect(details.getByRole('link', { name: 'hello@cardcompare.ae' })).toHaveAttribute('href', 'mailto:hello@cardcompare.ae')
    await expect(page.getByText(CONTACT_CONSENT_TEXT)).toBeVisible()
  })

  test('answers invalid input with the messages beside the fields', async ({ page, allowConsoleErrors }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields marked below.')
    await expect(page.locator('#fullName-error')).toHaveText('Please enter your full name')
    await expect(page.locator('#email-error')).toHaveText('Please enter a valid email address')
    await expect(page.locator('#message-error')).toHaveText('Please enter your message')
    await expect(page.locator('#consent-error')).toHaveText('You must agree to be contacted about your enquiry')
    await expect(page.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Full Name')).toBeFocused()

    await page.getByLabel('Full Name').fill('Sara Ahmed')
    await page.getByLabel('Email', { exact: true }).fill('sara@example.ae')
    await page.getByLabel('Phone (optional)').fill('123')
    await page.getByLabel('Message', { exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('#phone-error')).toHaveText('Please enter a valid phone number')
    await expect(page.getByLabel('Full Name')).toHaveValue('Sara Ahmed')
    await expect(page.locator('#fullName-error')).toHaveCount(0)
    await expectNoAxeViolations(page)
    // The refused submission is a 400 response, which Chromium reports; nothing else may appear.
    allowConsoleErrors(/status of 400/)
  })

  async function submitContact(page: Page, email: string, phone: string) {
    await page.goto('/contact')
    await page.getByLabel('Full Name').fill('Contact Tester')
    await page.getByLabel('Email', { exact: true }).fill(email)
    if (phone) await page.getByLabel('Phone (optional)').fill(phone)
    await page.getByLabel('Message', { exact: true }).fill('Which cashback card suits a salary of AED 8,000?')
    await page.getByLabel(/I agree that CardCompare UAE may contact me/).check()
    // A person takes more than a few seconds to write a message; the page's stamp requires it.
    await page.waitForTimeout(3_500)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page).toHaveURL(/\/contact\?sent=1$/)
    await expect(page.getByRole('status')).toContainText('Thank you, your message has been sent')
  }

  /** With the admin of `npm test`, checks the lead the team receives and its consent record. */
  async function expectStoredLead(page: Page, email: string, phone: string | null) {
    if (!hasTestAdmin()) return
    const login = await page.request.post('/cms-api/users/login', {
      data: testAdmin(),
    })
    const { token } = await login.json()
    const res = await page.request.get(`/cms-api/leads?depth=0&where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const [lead] = (await res.json()).docs
    expect(lead).toMatchObject({
      source: 'contact',
      fullName: 'Contact Tester',
      status: 'new',
      consent: { contact: true, text: CONTACT_CONSENT_TEXT },
    })
    // Stored in E.164, whatever spacing was typed.
    expect(lead.phone ?? null).toBe(phone === null ? null : phone.replaceAll(' ', ''))
    expect(Date.now() - new Date(lead.consent.givenAt).getTime()).toBeLessThan(5 * 60_000)
  }

  test('stores a message with a phone number as a contact lead and shows the success panel', async ({ page }) => {
    const email = `contact-e2e-${Date.now()}@example.com`
    await submitContact(page, email, '+971 50 123 4567')
    await expectStoredLead(page, email, '+971 50 123 4567')
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Send another message' }).click()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible()
  })

  test('accepts a message without a phone number (phone is optional)', async ({ page }) => {
    const email = `contact-e2e-nophone-${Date.now()}@example.com`
    await submitContact(page, email, '')
    await expectStoredLead(page, email, null)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('the form still validates and sends', async ({ page, allowConsoleErrors }) => {
      await page.goto('/contact')
      await page.getByRole('button', { name: 'Send Message' }).click()
      await expect(page.locator('#message-error')).toHaveText('Please enter your message')
      await submitContact(page, `contact-e2e-nojs-${Date.now()}@example.com`, '050 123 4567')
      // Without JavaScript the refused submission is a 400 document, which Chromium reports.
      allowConsoleErrors(/status of 400/)
    })
  })
})

test('/thank-you explains what happens next and links to the cards and home', async ({ page }) => {
  await page.goto('/thank-you')
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible()
  await expect(
    page.getByText(/during our business hours: Monday-Saturday 9AM-6PM, UAE time\. We never call outside those hours\./),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Browse All Cards' })).toHaveAttribute('href', '/cards')
  await expect(page.getByRole('main').getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('/qr-download shows a local QR code of the site with utm_source=qr_page, a PNG download and a share button', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        window.shared = data
      },
    })
  })
  await page.goto('/qr-download')
  const qr = page.getByRole('img', { name: /^QR code linking to https?:\/\/.+\/\?utm_source=qr_page$/ })
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const svg = Buffer.from((await qr.getAttribute('src'))!.split(',')[1]!, 'base64').toString()
  expect(svg).toMatch(/^<svg/)

  const download = page.getByRole('link', { name: 'Download QR Code' })
  await expect(download).toHaveAttribute('download', 'cardcompare-qr.png')
  const png = await page.request.get((await download.getAttribute('href'))!)
  expect(png.status()).toBe(200)
  expect(png.headers()['content-type']).toBe('image/png')
  expect(png.headers()['content-disposition']).toBe('attachment; filename="cardcompare-qr.png"')
  expect((await png.body()).subarray(1, 4).toString()).toBe('PNG')

  const share = page.getByRole('button', { name: 'Share Link' })
  await expect(share).toBeEnabled()
  await share.click()
  const shared = await page.evaluate(() => window.shared)
  expect(shared?.url).toMatch(/\/\?utm_source=qr_page$/)
  for (const name of ['iPhone and iPad', 'Android', 'Desktop']) {
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible()
  }
  await expect(page.getByText('Add to Home Screen', { exact: true })).toBeVisible()
})

test('/test-filters lists the cards matching the chosen card type and bank', async ({ page, request }) => {
  const api = await (await request.get('/api/credit-cards?cardType=2&bank=10&limit=100')).json()
  await page.goto('/test-filters')
  await page.getByLabel('Card type').selectOption({ label: 'Cashback Cards' })
  await page.getByLabel('Bank').selectOption({ label: 'Emirates NBD' })
  await page.getByRole('button', { name: 'Apply Filters' }).click()
  await expect(page).toHaveURL(/\/test-filters\?cardType=2&bank=10$/)
  await expect(page.getByRole('heading', { level: 2, name: /matching card/ })).toHaveText(
    `${api.total} ${api.total === 1 ? 'matching card' : 'matching cards'}`,
  )
  for (const card of api.cards) await expect(page.getByRole('link', { name: card.name, exact: true })).toBeVisible()
  await expect(page.getByLabel('Bank')).toHaveValue('10')
})

test('/skeleton-demo shows busy regions whose pulse stops for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/skeleton-demo')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(3)
  await expect(page.getByRole('status').first()).toHaveText('Loading featured cards...')
  const block = page.locator('.animate-pulse').first()
  expect(await block.evaluate((el) => getComputedStyle(el).animationName)).toBe('none')
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  expect(await block.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none')
})

test('the legal pages carry the UAE specifics', { tag: ANY_WIDTH }, async ({ page }) => {
  await page.goto('/privacy-policy')
  for (const text of [
    /Federal Decree-Law No\. 45 of 2021/,
    /Do Not Call Register \(DNCR\)/,
    /We never sell, rent or trade your personal data/,
    /only for applications you submit/,
    // The retention job's period (LEAD_RETENTION_DAYS, 730 by default), read from the same setting.
    /Enquiries, contact messages and applications: 2 years after they reach us/,
  ]) {
    await expect(page.getByText(text).first()).toBeVisible()
  }
  await page.goto('/terms-of-service')
  await expect(page.getByRole('heading', { name: '2. We are not a bank' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '3. No approval guarantee' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '5. How we rank cards' })).toBeVisible()
  await expect(page.getByText(/That fee never decides the order/)).toBeVisible()
  await page.goto('/cookie-policy')
  await expect(page.getByRole('rowheader', { name: 'payload-token' })).toBeVisible()
  await expect(page.getByText(/no analytics, advertising or third-party tracking cookies/)).toBeVisible()
})

test('the cookie policy names every cookie the site sets while a member signs in, browses and logs out', async ({ page }) => {
  const set = new Set<string>()
  page.on('response', (response) => {
    void response.headersArray().then((headers) => {
      for (const { name, value } of headers) if (name.toLowerCase() === 'set-cookie') set.add(value.split('=')[0].trim())
    })
  })
  const member = await signUp(page, { verified: true })
  await page.context().clearCookies()
  await signInThrough(page, '/cards', member)
  await page.locator('main article h3 a').first().click()
  await page.goto('/account')
  if ((page.viewportSize()?.width ?? 1366) < 1024) await page.getByLabel('Menu').click()
  await page.getByRole('button', { name: 'Logout' }).locator('visible=true').first().click()
  await expect(page.getByRole('status').filter({ hasText: 'Logged out' })).toBeVisible()
  // A sign-in through the form sets the session, the trusted device and the message cookie.
  expect([...set]).toEqual(expect.arrayContaining([SESSION_COOKIE, DEVICE_COOKIE, FLASH_COOKIE]))

  await page.goto('/cookie-policy')
  const table = page.getByRole('table', { name: 'Cookies set by CardCompare UAE' })
  const named = (await table.getByRole('rowheader').allTextContents()).map((name) => name.trim())
  expect([...named].sort()).toEqual([...set].sort())
  await expect(page.getByText(`We use ${named.length} strictly necessary cookies`)).toBeVisible()
})

test('every public page carries Open Graph tags for link previews', { tag: ANY_WIDTH }, async ({ request, baseURL }) => {
  for (const path of ['/', '/cards', '/bank/10', '/blog', ...PAGES.map((p) => p.path)]) {
    const html = await (await request.get(path)).text()
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:site_name', 'og:image']) {
      expect(html, `${path} ${property}`).toMatch(new RegExp(`<meta property="${property}" content="[^"]+"`))
    }
    expect(html).toContain(`<meta property="og:image" content="${baseURL}/`)
  }
})
