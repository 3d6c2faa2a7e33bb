// The language a person used (docs/decisions/036): stored with the account and the lead, the
// consent recorded in the text of the page they saw, and their mails in it with links to pages
// in it. The English path is asserted, unchanged, by accounts, leads and newsletter-unsubscribe.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { consentTextsIn, CONSENT_VERSIONS, UNKNOWN_LOCALE_MESSAGE } from '@cardcompare/shared'
import { solveBotCheck } from './bot-check'
import { adminToken, auth, baseUrl, cmsUrl, getJson, sql } from './helpers'
import { linkFrom, waitForMail } from './mail'
import { sendForm, sendJson } from './requests'

const unique = () => randomUUID().slice(0, 8)
const uaeMobile = () => `+97150${Math.floor(1_000_000 + Math.random() * 8_999_999)}`
const ARABIC = /[\u0600-\u06FF]/
let cardId: number
let admin: string

beforeAll(async () => {
  admin = await adminToken()
  const listed = await getJson(`${cmsUrl()}/cms-api/credit-cards?limit=1&depth=0&sort=id&where[isActive][equals]=true`)
  cardId = listed.body.docs[0].id
})

async function application(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'ليلى حداد',
    email: `layla.ar.${unique()}@example.test`,
    phone: uaeMobile(),
    salary: '15000',
    preferredContactMethod: 'whatsapp',
    cardId,
    consentContact: true,
    consentMarketing: true,
    idempotencyKey: randomUUID().replaceAll('-', ''),
    recaptchaToken: await solveBotCheck(baseUrl(), 'card_application'),
    ...overrides,
  }
}

async function leadOf(email: string) {
  const res = await getJson(`${cmsUrl()}/cms-api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=2`, {
    headers: auth(admin),
  })
  expect(res.body.docs).toHaveLength(1)
  return res.body.docs[0]
}

describe('an application from an Arabic page', () => {
  it('stores locale "ar" and the Arabic consent texts the form showed, and confirms in Arabic; the sales team reads English', async () => {
    const body = await application({ locale: 'ar' })
    const res = await sendJson('/api/card-applications', body, { headers: { Referer: `${baseUrl()}/ar/credit-cards/x` } })
    expect(res.status).toBe(200)

    const lead = await leadOf(body.email)
    const ar = consentTextsIn('ar')
    expect(lead).toMatchObject({
      source: 'application',
      locale: 'ar',
      consent: { contact: true, marketing: true, version: CONSENT_VERSIONS.ar, text: `${ar.application}\n${ar.marketing}` },
    })

    const confirmation = await waitForMail(body.email, /^استلمنا طلبك للحصول على البطاقة$/)
    expect(confirmation.html).toMatch(/<html lang="ar" dir="rtl">/)
    expect(confirmation.text).toContain(`مرحباً ليلى، استلمنا طلبك للحصول على بطاقة`)
    expect(confirmation.text).toContain(`(الرقم المرجعي ${lead.id})`)

    const notice = await waitForMail('sales@cardcompare.ae', new RegExp(`lead #${lead.id}\\)`))
    expect(notice.text).toContain('ليلى sent a card application for')
    expect(notice.html).toMatch(/<html lang="en">/)
  })

  it('takes the language from the page it was sent from when the body names none', async () => {
    const body = await application()
    const res = await sendJson('/api/card-applications', body, { headers: { Referer: `${baseUrl()}/ar/credit-cards/x` } })
    expect(res.status).toBe(200)
    const lead = await leadOf(body.email)
    expect(lead.locale).toBe('ar')
    expect(lead.consent.text).toBe(`${consentTextsIn('ar').application}\n${consentTextsIn('ar').marketing}`)
  })

  it('refuses a language the site does not have, and stores nothing', async () => {
    const body = await application({ locale: 'fr' })
    const res = await sendJson('/api/card-applications', body)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ success: false, message: UNKNOWN_LOCALE_MESSAGE, errors: { locale: UNKNOWN_LOCALE_MESSAGE } })
    const left = await getJson(`${cmsUrl()}/cms-api/leads?where[email][equals]=${encodeURIComponent(body.email)}&depth=0`, {
      headers: auth(admin),
    })
    expect(left.body.docs).toHaveLength(0)
  })

  it('from an English page stays English: locale "en", the English texts', async () => {
    const body = await application({ fullName: 'Layla Haddad', consentMarketing: false })
    const res = await sendJson('/api/card-applications', body, { headers: { Referer: `${baseUrl()}/credit-cards/x` } })
    expect(res.status).toBe(200)
    const lead = await leadOf(body.email)
    expect(lead).toMatchObject({ locale: 'en', consent: { version: CONSENT_VERSIONS.en, text: consentTextsIn('en').application } })
    await waitForMail(body.email, /^We received your card application$/)
  })
})

describe('the newsletter from an Arabic page', () => {
  it('welcomes in Arabic, with the unsubscribe link on the Arabic page', async () => {
    const email = `news.ar.${unique()}@example.test`
    const res = await sendJson('/api/newsletter-signup', {
      email,
      source: 'footer_widget',
      locale: 'ar',
      recaptchaToken: await solveBotCheck(baseUrl(), 'newsletter_signup'),
    })
    expect(res.status).toBe(200)
    const lead = await leadOf(email)
    expect(lead).toMatchObject({ locale: 'ar', consent: { text: consentTextsIn('ar').newsletter, version: CONSENT_VERSIONS.ar } })
    const welcome = await waitForMail(email, /^أنت الآن مشترك في عروض CardCompare UAE$/)
    const link = linkFrom(welcome, `${baseUrl()}/ar/unsubscribe?`)
    const header = welcome.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\r?\n/g, '') ?? ''
    expect(header).toContain(`<${link}>`)
    // The mailbox's one-click unsubscribe (RFC 8058) works on the Arabic page's address too.
    const oneClick = await fetch(link, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await leadOf(email)).consent.withdrawnAt).toBeTruthy()
  })
})

describe('registering from an Arabic page', () => {
  it('stores locale "ar" and sends the verification mail in Arabic, linking to /ar/verify-email', async () => {
    const id = unique()
    const person = { username: `ar_${id}`, email: `ar.${id}@example.test`, password: 'Sunny-Dubai-42!' }
    const res = await sendForm('/ar/auth', {
      intent: 'register',
      ...person,
      confirmPassword: person.password,
      countryCode: 'ae',
      mobileNumber: '501234567',
    })
    expect([302, 303]).toContain(res.status)
    const [row] = await sql('SELECT locale FROM users WHERE username = $1', [person.username])
    expect(row).toEqual({ locale: 'ar' })

    const mail = await waitForMail(person.email, /^أكّد عنوان بريدك الإلكتروني$/)
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/)
    expect(mail.text).toContain(`مرحباً بك، ${person.username}!`)
    for (const line of (mail.text ?? '').split('\n').filter((l) => l && l !== 'CardCompare UAE')) expect(line).toMatch(ARABIC)
    const link = linkFrom(mail, `${baseUrl()}/ar/verify-email?token=`)
    const verified = await sendJson('/api/verify-email', { token: new URL(link).searchParams.get('token') })
    expect(verified.status).toBe(200)

    // Mail asked for later is in the account's language too, wherever it is asked from.
    const reset = await sendJson('/api/forgot-password', { email: person.email })
    expect(reset.status).toBe(200)
    const resetMail = await waitForMail(person.email, /^إعادة تعيين كلمة المرور$/)
    expect(linkFrom(resetMail, `${baseUrl()}/ar/reset-password?token=`)).toBeTruthy()
  })

  it('from an English page stays English', async () => {
    const id = unique()
    const person = { username: `en_${id}`, email: `en.${id}@example.test`, password: 'Sunny-Dubai-42!' }
    const res = await sendForm('/auth', {
      intent: 'register',
      ...person,
      confirmPassword: person.password,
      countryCode: 'ae',
      mobileNumber: '501234567',
    })
    expect([302, 303]).toContain(res.status)
    const [row] = await sql('SELECT locale FROM users WHERE username = $1', [person.username])
    expect(row).toEqual({ locale: 'en' })
    const mail = await waitForMail(person.email, /^Verify your e-mail address$/)
    expect(mail.html).toMatch(/<html lang="en"><body/)
    expect(linkFrom(mail, `${baseUrl()}/verify-email?token=`)).toBeTruthy()
  })
})
