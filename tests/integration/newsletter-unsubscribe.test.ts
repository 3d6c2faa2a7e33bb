// The newsletter's one-click unsubscribe (UAE PDPL: withdrawing is as easy as consenting): the
// welcome mail's signed link and RFC 8058 headers, the /unsubscribe page that asks on GET and
// withdraws on POST, the mailbox's one-click POST, links that do not verify, and signing up again.
import { randomUUID } from 'node:crypto'
import type { ParsedMail } from 'mailparser'
import { beforeAll, describe, expect, it } from 'vitest'
import { COMPANY, CONSENT_TEXTS, CONSENT_VERSION } from '@cardcompare/shared'
import { adminToken, auth, baseUrl, cmsUrl, getJson } from './helpers'
import { mailsTo, waitForMail, linkFrom } from './mail'
import { fromIp, origin, sendJson, signUpForNewsletter } from './requests'

const SUBSCRIBED = /You are subscribed/
const INVALID = 'This unsubscribe link is not valid. To unsubscribe, write to'
let admin: string

beforeAll(async () => {
  admin = await adminToken()
})

async function signUp(email: string) {
  const res = await signUpForNewsletter(email)
  expect(res.body).toEqual({ success: true, message: "You'll receive the best credit card deals in your inbox!" })
}

async function leadOf(email: string) {
  const res = await getJson(`${cmsUrl()}/cms-api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0&limit=10`, {
    headers: auth(admin),
  })
  expect(res.status).toBe(200)
  expect(res.body.docs).toHaveLength(1)
  return res.body.docs[0]
}

async function auditOf(leadId: number) {
  const res = await getJson(
    `${cmsUrl()}/cms-api/audit-log?depth=0&sort=createdAt&where[collection][equals]=leads&where[documentId][equals]=${leadId}`,
    { headers: auth(admin) },
  )
  expect(res.status).toBe(200)
  return res.body.docs as { summary: string; actor: unknown; details: unknown; changes: { field: string; from: unknown; to: unknown }[] }[]
}

/** A header's raw value as sent (mailparser turns List-* headers into objects). */
const rawHeader = (mail: ParsedMail, name: string) => {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line
  return line
    ?.replace(/\r?\n/g, '')
    .slice(name.length + 1)
    .trim()
}

const page = (url: string, init: RequestInit = {}) =>
  fetch(url, { redirect: 'manual', ...init, headers: { 'X-Forwarded-For': fromIp(), ...(init.headers ?? {}) } })

/** The page's button, as a browser without JavaScript posts it. */
const pressUnsubscribe = (url: string) =>
  page(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin() }, body: '' })

/** A mailbox's RFC 8058 one-click: a form POST from its own servers, no Origin, no Referer, no cookie. */
const oneClick = (url: string) =>
  page(url, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' })

const withToken = (url: string, token: string) => {
  const u = new URL(url)
  u.searchParams.set('token', token)
  return u.toString()
}

describe('unsubscribing from the newsletter', () => {
  const email = `unsub.${randomUUID().slice(0, 8)}@example.test`
  let link: string
  let leadId: number

  it('the welcome mail carries the signed link in its body and the RFC 8058 headers', async () => {
    await signUp(email)
    const mail = await waitForMail(email, SUBSCRIBED)
    link = linkFrom(mail, `${baseUrl()}/unsubscribe?lead=`)
    const lead = await leadOf(email)
    leadId = lead.id
    expect(link).toMatch(new RegExp(`^${baseUrl()}/unsubscribe\\?lead=${leadId}&token=[A-Za-z0-9_-]{43}$`))
    expect(mail.text).toContain('You can unsubscribe at any time with the link below: one click, and you will get no more deals from us.')
    expect(mail.text).toContain('If that was not you, unsubscribe with the link above: you will get nothing more from us.')
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&#38;')}"`)
    expect(rawHeader(mail, 'List-Unsubscribe')).toBe(`<${link}>, <mailto:${COMPANY.email}?subject=unsubscribe>`)
    expect(rawHeader(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  })

  it('opening the link shows the masked address and the button, and unsubscribes nobody', async () => {
    const res = await page(link)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const html = await res.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('Unsubscribe from our deals')
    expect(html).toContain(`${email[0]}***@example.test`)
    expect(html).not.toContain(email)
    expect(html).toMatch(/<button type="submit"[^>]*>Unsubscribe<\/button>/)
    const lead = await leadOf(email)
    expect(lead.consent).toMatchObject({ marketing: true, withdrawnAt: null })
    expect(await auditOf(leadId)).toEqual([])
  })

  it('pressing Unsubscribe withdraws the consent of that lead, audit-logged as the person’s', async () => {
    const res = await pressUnsubscribe(link)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('You are unsubscribed. You will get no more deals from us.')
    const lead = await leadOf(email)
    expect(lead.consent).toMatchObject({ contact: false, marketing: false, text: CONSENT_TEXTS.newsletter, version: CONSENT_VERSION })
    expect(Date.now() - Date.parse(lead.consent.withdrawnAt)).toBeLessThan(60_000)
    const audit = await auditOf(leadId)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      summary: `Changed lead #${leadId}: consent.marketing, consent.withdrawnAt (by the person, with the unsubscribe link)`,
      actor: null,
      details: { by: 'by the person, with the unsubscribe link' },
    })
    expect(audit[0].changes).toEqual([
      { field: 'consent.marketing', from: true, to: false },
      { field: 'consent.withdrawnAt', from: null, to: lead.consent.withdrawnAt },
    ])
  })

  it('a second press, or opening the link again, says it is already unsubscribed and keeps the first withdrawal', async () => {
    const before = (await leadOf(email)).consent.withdrawnAt
    const again = await pressUnsubscribe(link)
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('is already unsubscribed. You will get no more deals from us.')
    const opened = await (await page(link)).text()
    expect(opened).toContain('You are already unsubscribed')
    expect(opened).not.toMatch(/>Unsubscribe<\/button>/)
    expect((await leadOf(email)).consent.withdrawnAt).toBe(before)
    expect(await auditOf(leadId)).toHaveLength(1)
  })

  it('signing up again subscribes again: a new consent on the same lead, and a second welcome', async () => {
    await signUp(email.toUpperCase())
    // Mail leaves through the job queue: under load it takes longer than poll's default second.
    await expect
      .poll(async () => (await mailsTo(email)).filter((m) => SUBSCRIBED.test(m.subject ?? '')).length, { timeout: 20_000 })
      .toBe(2)
    const lead = await leadOf(email)
    expect(lead.id).toBe(leadId)
    expect(lead.consent).toMatchObject({
      contact: false,
      marketing: true,
      text: CONSENT_TEXTS.newsletter,
      version: CONSENT_VERSION,
      withdrawnAt: null,
    })
    expect(Date.now() - Date.parse(lead.consent.givenAt)).toBeLessThan(60_000)
    const audit = await auditOf(leadId)
    expect(audit.at(-1)!.summary).toMatch(/\(by the person, signing up again\)$/)
    // The new welcome's link is the same lead's, and works.
    const mails = (await mailsTo(email)).filter((m) => SUBSCRIBED.test(m.subject ?? ''))
    expect(mails.map((m) => linkFrom(m, `${baseUrl()}/unsubscribe?lead=`))).toEqual([link, link])
    expect(await (await page(link)).text()).toContain('Unsubscribe from our deals')
  })

  it('signing up while subscribed changes nothing and sends no second mail', async () => {
    const before = await leadOf(email)
    await signUp(email)
    await new Promise((r) => setTimeout(r, 1500))
    expect((await mailsTo(email)).filter((m) => SUBSCRIBED.test(m.subject ?? ''))).toHaveLength(2)
    expect((await leadOf(email)).consent).toEqual(before.consent)
  })
})

describe('the mailbox’s one-click unsubscribe (RFC 8058)', () => {
  it('a POST of List-Unsubscribe=One-Click with no Origin, Referer or cookie unsubscribes and answers 200', async () => {
    const email = `oneclick.${randomUUID().slice(0, 8)}@example.test`
    await signUp(email)
    const mail = await waitForMail(email, SUBSCRIBED)
    const url = rawHeader(mail, 'List-Unsubscribe')!.match(/^<([^>]+)>/)![1]
    const res = await oneClick(url)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('You are unsubscribed. You will get no more deals from us.')
    const lead = await leadOf(email)
    expect(lead.consent).toMatchObject({ contact: false, marketing: false })
    expect(lead.consent.withdrawnAt).toEqual(expect.any(String))
  })
})

describe('a link that is not valid', () => {
  let email: string
  let link: string
  let otherLink: string

  beforeAll(async () => {
    email = `tamper.${randomUUID().slice(0, 8)}@example.test`
    const other = `other.${randomUUID().slice(0, 8)}@example.test`
    await signUp(email)
    await signUp(other)
    link = linkFrom(await waitForMail(email, SUBSCRIBED), `${baseUrl()}/unsubscribe?lead=`)
    otherLink = linkFrom(await waitForMail(other, SUBSCRIBED), `${baseUrl()}/unsubscribe?lead=`)
  })

  const expectInvalid = async (res: Response) => {
    expect(res.status).toBe(400)
    // React separates adjacent text in server HTML with empty comments.
    const html = (await res.text()).replaceAll('<!-- -->', '')
    expect(html).toContain('This link is not valid')
    expect(html).toContain(`${INVALID} <a href="mailto:${COMPANY.email}?subject=unsubscribe"`)
  }

  it('a tampered token, another lead’s token or id, an unknown id: 400 with the message, GET or POST, and nothing changes', async () => {
    const token = new URL(link).searchParams.get('token')!
    const otherToken = new URL(otherLink).searchParams.get('token')!
    const flipped = `${token.slice(0, 20)}${token[20] === 'A' ? 'B' : 'A'}${token.slice(21)}`
    const id = new URL(link).searchParams.get('lead')!
    const otherId = new URL(otherLink).searchParams.get('lead')!
    const bad = [
      withToken(link, flipped),
      withToken(link, otherToken),
      `${baseUrl()}/unsubscribe?lead=${otherId}&token=${token}`,
      `${baseUrl()}/unsubscribe?lead=999999999&token=${token}`,
    ]
    for (const url of bad) {
      await expectInvalid(await page(url))
      await expectInvalid(await pressUnsubscribe(url))
      await expectInvalid(await oneClick(url))
    }
    expect(id).not.toBe(otherId)
    expect((await leadOf(email)).consent).toMatchObject({ marketing: true, withdrawnAt: null })
    expect(await auditOf(Number(id))).toEqual([])
  })

  it('the valid link of a lead erased on a privacy request: 400 with the message', async () => {
    const gone = `erased.${randomUUID().slice(0, 8)}@example.test`
    await signUp(gone)
    const goneLink = linkFrom(await waitForMail(gone, SUBSCRIBED), `${baseUrl()}/unsubscribe?lead=`)
    expect((await page(goneLink)).status).toBe(200)
    const erase = await getJson(`${cmsUrl()}/cms-api/privacy/erase`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(admin) },
      body: JSON.stringify({ email: gone, confirm: true }),
    })
    expect(erase.status).toBe(200)
    await expectInvalid(await page(goneLink))
    await expectInvalid(await pressUnsubscribe(goneLink))
  })

  it('a missing, repeated, long or odd lead or token is a 400, never a 5xx', async () => {
    const token = new URL(link).searchParams.get('token')!
    const id = new URL(link).searchParams.get('lead')!
    const queries = [
      '',
      `?lead=${id}`,
      `?token=${token}`,
      `?lead=${id}&lead=${id}&token=${token}`,
      `?lead=${id}&token=${token}&token=${token}`,
      `?lead=${id}%00&token=${token}`,
      `?lead=${id}&token=${token}%00`,
      `?lead=${id}&token=${'A'.repeat(5000)}`,
      `?lead=${'9'.repeat(300)}&token=${token}`,
      `?lead[]=${id}&token=${token}`,
      `?lead=-${id}&token=${token}`,
      `?lead=%E2%80%AE${id}&token=${token}`,
    ]
    for (const query of queries) {
      await expectInvalid(await page(`${baseUrl()}/unsubscribe${query}`))
      await expectInvalid(await oneClick(`${baseUrl()}/unsubscribe${query}`))
    }
    expect((await leadOf(email)).consent).toMatchObject({ marketing: true, withdrawnAt: null })
  })

  it('only the storefront’s server may call the CMS’s endpoint, and not through the public origin', async () => {
    const token = new URL(link).searchParams.get('token')!
    const id = Number(new URL(link).searchParams.get('lead'))
    const direct = await getJson(`${cmsUrl()}/cms-api/newsletter-unsubscribe`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(admin) },
      body: JSON.stringify({ lead: id, token, unsubscribe: true }),
    })
    expect(direct.status).toBe(403)
    const proxied = await sendJson('/cms-api/newsletter-unsubscribe', { lead: id, token, unsubscribe: true })
    expect(proxied.status).toBe(404)
    expect((await leadOf(email)).consent).toMatchObject({ marketing: true, withdrawnAt: null })
  })
})
