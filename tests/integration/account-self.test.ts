// A member's own account (docs/decisions/020): the CMS endpoints under /cms-api/users/account,
// honest and hostile, and the /account page's actions, against the real servers, database and
// SMTP server.
import { createHash, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CONSENT_TEXTS, CONSENT_VERSION } from '@cardcompare/shared'
import { adminToken, auth, baseUrl, cmsLogin, cmsUrl, createUser, getJson, sql, type TestUser } from './helpers'
import { linkFrom, mailsTo, waitForMail } from './mail'
import { cookieFrom, flashFrom, fromIp, sendForm, sendJson } from './requests'

const unique = () => randomUUID().slice(0, 8)
const cms = (method: string, path: string, body?: unknown, token?: string | null, headers: Record<string, string> = {}) =>
  getJson(`${cmsUrl()}/cms-api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? auth(token) : {}), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
const account = (method: string, path: string, body: unknown, user: TestUser | null) =>
  cms(method, `/users/account${path}`, body, user?.token)
const stored = async (id: number) => (await sql('SELECT * FROM users WHERE id = $1', [id]))[0]
const sessionCookie = (user: TestUser) => `payload-token=${user.token}`
const me = async (token: string) => (await cms('GET', '/users/me', undefined, token)).body.user as { id: number; email: string } | null

const WRONG = 'Your current password is not correct.'
const LOCKED = 'Too many wrong passwords: your account is locked for 10 minutes. Try again later.'
const INVALID_LINK = 'Invalid or expired link'
const CONFIRM_PREFIX = () => `${baseUrl()}/confirm-email?token=`

async function changeLink(to: string) {
  const mail = await waitForMail(to, /Confirm your new e-mail address/)
  return new URL(linkFrom(mail, CONFIRM_PREFIX())).searchParams.get('token')!
}

describe('GET /cms-api/users/account', () => {
  it('answers the signed-in member their own details, a guest 401, and never a secret', async () => {
    const member = await createUser('user')
    const { status, body } = await account('GET', '', undefined, member)
    expect(status).toBe(200)
    expect(body).toEqual({
      username: member.username,
      email: member.email,
      mobileNumber: null,
      isVerified: true,
      pendingEmail: null,
      pendingEmailExpires: null,
      marketing: { consented: false, givenAt: null, withdrawnAt: null },
      canDelete: true,
    })
    expect((await account('GET', '', undefined, null)).status).toBe(401)
    expect((await cms('GET', '/users/account', undefined, 'not-a-token')).status).toBe(401)
    const staff = await createUser('sales')
    expect((await account('GET', '', undefined, staff)).body.canDelete).toBe(false)
  })
})

describe('POST /cms-api/users/account/mobile', () => {
  it('stores the number in international form for the member who asks, and no one else', async () => {
    const member = await createUser('user')
    const other = await createUser('user')
    await sql('UPDATE users SET mobile_number = $1 WHERE id = $2', ['+971509999999', other.id])
    // Whatever account a body names, the change is the signed-in member's.
    const res = await account(
      'POST',
      '/mobile',
      { mobileNumber: '+971501234567', id: other.id, user: other.id, email: other.email, role: 'admin' },
      member,
    )
    expect(res.status).toBe(200)
    expect(res.body.mobileNumber).toBe('+971501234567')
    const row = await stored(member.id)
    expect([row.mobile_number, row.email, row.role]).toEqual(['+971501234567', member.email, 'user'])
    expect((await stored(other.id)).mobile_number).toBe('+971509999999')
  })

  it.each([
    [{}],
    [{ mobileNumber: '' }],
    [{ mobileNumber: null }],
    [{ mobileNumber: 971501234567 }],
    [{ mobileNumber: ['+971501234567'] }],
    [{ mobileNumber: { number: '+971501234567' } }],
    [{ mobileNumber: '0501234567' }],
    [{ mobileNumber: '+97150\u00001234567' }],
    [{ mobileNumber: '<script>alert(1)</script>' }],
    [{ mobileNumber: `+${'9'.repeat(40)}` }],
  ])('refuses %j with 400 and the message', async (body) => {
    const member = await createUser('user')
    const res = await account('POST', '/mobile', body, member)
    expect(res.status).toBe(400)
    expect(res.body.error).toBe('Please enter a valid mobile number')
    expect(res.body.fieldErrors).toEqual({ mobileNumber: 'Please enter a valid mobile number' })
    expect((await stored(member.id)).mobile_number).toBeNull()
  })

  it('a guest, broken JSON, a non-object and an oversized body get 4xx', async () => {
    const member = await createUser('user')
    expect((await account('POST', '/mobile', { mobileNumber: '+971501234567' }, null)).status).toBe(401)
    expect((await account('POST', '/mobile', '{"mobileNumber":', member)).status).toBe(400)
    expect((await account('POST', '/mobile', '["+971501234567"]', member)).status).toBe(400)
    expect((await account('POST', '/mobile', '"+971501234567"', member)).status).toBe(400)
    const huge = await account('POST', '/mobile', { mobileNumber: '+971501234567', padding: 'x'.repeat(1_100_000) }, member)
    expect(huge.status).toBe(413)
    expect((await stored(member.id)).mobile_number).toBeNull()
  })
})

describe('POST /cms-api/users/account/password', () => {
  it('needs the current password and the registration rules; keeps this session and signs out every other', async () => {
    const member = await createUser('user')
    const otherDevice = await cmsLogin(member.username, member.password)
    const missing = await account('POST', '/password', { password: 'Brand-New-Pass9!' }, member)
    expect([missing.status, missing.body.error]).toEqual([400, 'Enter your current password to set a new one.'])
    const wrong = await account('POST', '/password', { currentPassword: 'Not-My-Pass1!', password: 'Brand-New-Pass9!' }, member)
    expect([wrong.status, wrong.body.error, wrong.body.fieldErrors]).toEqual([400, WRONG, { currentPassword: WRONG }])
    const weak = await account('POST', '/password', { currentPassword: member.password, password: 'password' }, member)
    expect(weak.status).toBe(400)
    expect(weak.body.details).toContain('Password must contain at least one uppercase letter')
    for (const body of [
      { currentPassword: 42, password: 'Brand-New-Pass9!' },
      { currentPassword: member.password, password: ['Brand-New-Pass9!'] },
      { currentPassword: `${member.password}\u0000`, password: 'Brand-New-Pass9!' },
    ]) {
      expect((await account('POST', '/password', body, member)).status).toBe(400)
    }
    expect(await me(otherDevice)).not.toBeNull()

    const ok = await account('POST', '/password', { currentPassword: member.password, password: 'Brand-New-Pass9!' }, member)
    expect(ok.status).toBe(200)
    expect(ok.body.message).toBe('Your password has been changed. Every other device was signed out.')
    expect((await me(member.token))?.id).toBe(member.id)
    expect(await me(otherDevice)).toBeNull()
    expect((await sendJson('/api/login', { username: member.username, password: 'Brand-New-Pass9!' })).status).toBe(200)
    expect((await sendJson('/api/login', { username: member.username, password: member.password })).status).toBe(401)
    const notice = await waitForMail(member.email, /Your password was changed/)
    expect(notice.text).toContain('every other device signed in to it was signed out')
  })

  it('counts wrong current passwords toward the sign-in lock, and a locked account answers no password question', async () => {
    const member = await createUser('user')
    for (let i = 0; i < 5; i++) {
      expect(
        (await account('POST', '/password', { currentPassword: `Guess-${i}-Pass!`, password: 'Brand-New-Pass9!' }, member)).status,
      ).toBe(400)
    }
    // Locked: even the right password is refused, here, on REST, for the e-mail, for deletion and at sign-in.
    const locked = await account('POST', '/password', { currentPassword: member.password, password: 'Brand-New-Pass9!' }, member)
    expect([locked.status, locked.body.error]).toEqual([423, LOCKED])
    const rest = await cms('PATCH', `/users/${member.id}`, { password: 'Brand-New-Pass9!', currentPassword: member.password }, member.token)
    expect([rest.status, rest.body.errors?.[0]?.message]).toEqual([423, LOCKED])
    expect(
      (await account('POST', '/email', { email: `x.${unique()}@example.test`, currentPassword: member.password }, member)).status,
    ).toBe(423)
    expect((await account('POST', '/delete', { confirmation: 'DELETE', currentPassword: member.password }, member)).status).toBe(423)
    expect((await sendJson('/api/login', { username: member.username, password: member.password })).status).toBe(423)
    expect((await sendJson('/api/login', { username: member.username, password: 'Brand-New-Pass9!' })).status).toBe(423)
    expect((await stored(member.id)).pending_email).toBeNull()

    expect((await cms('POST', '/users/unlock', { username: member.username }, await adminToken())).status).toBe(200)
    expect((await account('POST', '/password', { currentPassword: member.password, password: 'Brand-New-Pass9!' }, member)).status).toBe(
      200,
    )
  })

  it('wrong answers on the e-mail and delete forms count toward the same lock', async () => {
    const member = await createUser('user')
    for (let i = 0; i < 3; i++)
      expect(
        (await account('POST', '/email', { email: `x.${unique()}@example.test`, currentPassword: `Guess-${i}!` }, member)).status,
      ).toBe(400)
    for (let i = 0; i < 2; i++)
      expect((await account('POST', '/delete', { confirmation: 'DELETE', currentPassword: `Guess-${i}!` }, member)).status).toBe(400)
    expect((await account('POST', '/password', { currentPassword: member.password, password: 'Brand-New-Pass9!' }, member)).status).toBe(
      423,
    )
    expect((await stored(member.id)).id).toBe(member.id)
  })
})

describe('changing the e-mail address', () => {
  it('the new address is confirmed by its link before it replaces the old one, which is told', async () => {
    const member = await createUser('user')
    const next = `moved.${unique()}@example.test`
    const res = await account('POST', '/email', { email: next.toUpperCase(), currentPassword: member.password }, member)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ message: `We sent a confirmation link to ${next}.`, pendingEmail: next })
    const pending = (await account('GET', '', undefined, member)).body
    expect(pending).toMatchObject({ email: member.email, pendingEmail: next, isVerified: true })
    expect(new Date(pending.pendingEmailExpires).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000)
    // Until the link is followed nothing changed: the old address still signs in, the new one does not.
    expect((await sendJson('/api/login', { username: next, password: member.password })).status).toBe(401)
    expect((await sendJson('/api/login', { username: member.email, password: member.password })).status).toBe(200)

    const token = await changeLink(next)
    const confirmed = await cms('POST', '/users/account/email/confirm', { token })
    expect(confirmed.status).toBe(200)
    expect(confirmed.body).toEqual({ message: 'Your email address has been changed.', email: next })
    expect(await stored(member.id)).toMatchObject({ email: next, is_verified: true, pending_email: null, email_change_token: null })
    expect((await sendJson('/api/login', { username: next, password: member.password })).status).toBe(200)
    const notice = await waitForMail(member.email, /Your e-mail address was changed/)
    expect(notice.text).toContain(`${next[0]}***@example.test`)
    expect(notice.text).toContain('Mail about your account now goes to the new address only.')

    // The link works once.
    const again = await cms('POST', '/users/account/email/confirm', { token })
    expect([again.status, again.body.error]).toEqual([400, INVALID_LINK])
  })

  it('an expired, made-up, malformed or hostile token is 400 and changes nothing', async () => {
    const member = await createUser('user')
    const next = `late.${unique()}@example.test`
    expect((await account('POST', '/email', { email: next, currentPassword: member.password }, member)).status).toBe(200)
    const token = await changeLink(next)
    await sql(`UPDATE users SET email_change_token_expiry = now() - interval '1 minute' WHERE id = $1`, [member.id])
    for (const body of [
      { token },
      { token: 'x'.repeat(40) },
      { token: `${token}\u0000` },
      { token: 42 },
      { token: [token] },
      {},
      { token: 'short' },
    ]) {
      const res = await cms('POST', '/users/account/email/confirm', body)
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, INVALID_LINK])
    }
    expect((await stored(member.id)).email).toBe(member.email)
    // A token the attacker chose cannot be written through REST either.
    const chosen = `chosen-${unique()}-0123456789abcdef`
    const forged = {
      pendingEmail: `evil.${unique()}@example.test`,
      emailChangeToken: createHash('sha256').update(chosen).digest('hex'),
      emailChangeTokenExpiry: '2030-01-01T00:00:00.000Z',
      marketingConsent: { marketing: true, givenAt: '2020-01-01T00:00:00.000Z' },
    }
    expect((await cms('PATCH', `/users/${member.id}`, forged, member.token)).status).toBeLessThan(500)
    expect((await cms('POST', '/users/account/email/confirm', { token: chosen })).status).toBe(400)
    const row = await stored(member.id)
    expect([row.email, row.pending_email === forged.pendingEmail, row.marketing_consent_marketing]).toEqual([member.email, false, false])
  })

  it('an address another account has gets a notice, not a link, and the member the same answer as for a free one', async () => {
    const member = await createUser('user')
    const owner = await createUser('user')
    const free = `free.${unique()}@example.test`
    const freeAnswer = await account('POST', '/email', { email: free, currentPassword: member.password }, member)
    const takenAnswer = await account('POST', '/email', { email: owner.email, currentPassword: member.password }, member)
    expect(takenAnswer.status).toBe(freeAnswer.status)
    expect(Object.keys(takenAnswer.body).sort()).toEqual(Object.keys(freeAnswer.body).sort())
    expect(takenAnswer.body.message).toBe(`We sent a confirmation link to ${owner.email}.`)
    const notice = await waitForMail(owner.email, /This e-mail address already has an account/)
    expect(notice.text).not.toContain(member.username)
    expect(notice.text).not.toContain('/confirm-email')
    expect((await mailsTo(owner.email)).some((mail) => /Confirm your new e-mail address/.test(mail.subject ?? ''))).toBe(false)
    expect((await stored(owner.id)).email).toBe(owner.email)
    expect((await stored(member.id)).email).toBe(member.email)
  })

  it('through REST, an own e-mail change needs the current password too, and wrong ones count toward the lock', async () => {
    const member = await createUser('user')
    const next = `rest.${unique()}@example.test`
    const without = await cms('PATCH', `/users/${member.id}`, { email: next }, member.token)
    expect([without.status, without.body.errors[0].data.errors]).toEqual([
      400,
      [{ path: 'currentPassword', label: 'Current password', message: 'Enter your current password to confirm it is you.' }],
    ])
    for (let i = 0; i < 5; i++)
      expect((await cms('PATCH', `/users/${member.id}`, { email: next, currentPassword: `Guess-${i}!` }, member.token)).status).toBe(400)
    expect((await cms('PATCH', `/users/${member.id}`, { email: next, currentPassword: member.password }, member.token)).status).toBe(423)
    expect((await stored(member.id)).email).toBe(member.email)
    // Saving other fields (the admin's form sends the address unchanged) asks nothing.
    expect(
      (await cms('PATCH', `/users/${member.id}`, { email: member.email.toUpperCase(), mobileNumber: '+971501234567' }, member.token))
        .status,
    ).toBe(200)
  })

  it('two members waiting for one address: the first link wins, the second is refused with 409', async () => {
    const [first, second] = [await createUser('user'), await createUser('user')]
    const next = `shared.${unique()}@example.test`
    expect((await account('POST', '/email', { email: next, currentPassword: first.password }, first)).status).toBe(200)
    const firstToken = await changeLink(next)
    expect((await account('POST', '/email', { email: next, currentPassword: second.password }, second)).status).toBe(200)
    // The second mail to the same address carries the second member's link.
    let secondToken: string | null | undefined
    for (let i = 0; i < 50 && !secondToken; i++) {
      const links = (await mailsTo(next))
        .filter((m) => /Confirm your new/.test(m.subject ?? ''))
        .map((m) => new URL(linkFrom(m, CONFIRM_PREFIX())).searchParams.get('token'))
      secondToken = links.find((t) => t !== firstToken)
      if (!secondToken) await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect((await cms('POST', '/users/account/email/confirm', { token: firstToken })).status).toBe(200)
    const late = await cms('POST', '/users/account/email/confirm', { token: secondToken! })
    expect([late.status, late.body.error]).toEqual([
      409,
      'This email address is already used by another account. Your email address was not changed.',
    ])
    expect((await stored(second.id)).email).toBe(second.email)
    expect((await stored(second.id)).pending_email).toBeNull()
  })

  it('refuses a bad address, the same address and a wrong password; a cancelled change voids its link', async () => {
    const member = await createUser('user')
    for (const email of ['not-an-address', '', 42, ['a@b.test'], `a\u0000b@example.test`, `${'a'.repeat(250)}@example.test`]) {
      const res = await account('POST', '/email', { email, currentPassword: member.password }, member)
      expect([res.status, res.body.fieldErrors?.email], JSON.stringify(email)).toEqual([400, 'Please enter a valid email address'])
    }
    const same = await account('POST', '/email', { email: member.email.toUpperCase(), currentPassword: member.password }, member)
    expect([same.status, same.body.error]).toEqual([400, 'This is already your email address.'])
    const wrong = await account('POST', '/email', { email: `w.${unique()}@example.test`, currentPassword: 'Not-My-Pass1!' }, member)
    expect([wrong.status, wrong.body.error]).toEqual([400, WRONG])
    const noPassword = await account('POST', '/email', { email: `w.${unique()}@example.test` }, member)
    expect([noPassword.status, noPassword.body.error]).toEqual([400, 'Enter your current password to confirm it is you.'])
    expect((await account('POST', '/email', { email: `w.${unique()}@example.test`, currentPassword: member.password }, null)).status).toBe(
      401,
    )

    const next = `cancel.${unique()}@example.test`
    expect((await account('POST', '/email', { email: next, currentPassword: member.password }, member)).status).toBe(200)
    const token = await changeLink(next)
    expect((await account('POST', '/email/cancel', {}, member)).status).toBe(200)
    expect((await account('GET', '', undefined, member)).body.pendingEmail).toBeNull()
    expect((await cms('POST', '/users/account/email/confirm', { token })).status).toBe(400)
    expect((await stored(member.id)).email).toBe(member.email)
  })

  it('an unverified member fixes their address this way: the link verifies them, the old address is not written to, its link dies', async () => {
    const member = await createUser('user', { verified: false })
    const oldLink = linkFrom(await waitForMail(member.email, /Verify your e-mail address/), `${baseUrl()}/verify-email?token=`)
    const next = `fixed.${unique()}@example.test`
    expect((await account('POST', '/email', { email: next, currentPassword: member.password }, member)).status).toBe(200)
    expect((await cms('POST', '/users/account/email/confirm', { token: await changeLink(next) })).status).toBe(200)
    expect(await stored(member.id)).toMatchObject({ email: next, is_verified: true, verification_token: null })
    expect((await sendJson('/api/verify-email', { token: new URL(oldLink).searchParams.get('token') })).status).toBe(400)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect((await mailsTo(member.email)).map((mail) => mail.subject)).toEqual(['Verify your e-mail address'])
  })
})

describe('POST /cms-api/users/account/marketing', () => {
  it('records what was agreed to and when, and when it was withdrawn', async () => {
    const member = await createUser('user')
    const on = await account('POST', '/marketing', { marketing: true }, member)
    expect(on.status).toBe(200)
    let row = await stored(member.id)
    expect(row).toMatchObject({
      marketing_consent_marketing: true,
      marketing_consent_text: CONSENT_TEXTS.account,
      marketing_consent_version: CONSENT_VERSION,
      marketing_consent_withdrawn_at: null,
    })
    const givenAt = new Date(row.marketing_consent_given_at).getTime()
    expect(Math.abs(givenAt - Date.now())).toBeLessThan(60_000)
    // Saying yes again keeps the first record.
    await account('POST', '/marketing', { marketing: true }, member)
    expect(new Date((await stored(member.id)).marketing_consent_given_at).getTime()).toBe(givenAt)

    const off = await account('POST', '/marketing', { marketing: false }, member)
    expect(off.status).toBe(200)
    row = await stored(member.id)
    expect(row).toMatchObject({ marketing_consent_marketing: false, marketing_consent_text: CONSENT_TEXTS.account })
    expect(new Date(row.marketing_consent_given_at).getTime()).toBe(givenAt)
    expect(row.marketing_consent_withdrawn_at).not.toBeNull()
    expect((await account('GET', '', undefined, member)).body.marketing).toMatchObject({
      consented: false,
      withdrawnAt: new Date(row.marketing_consent_withdrawn_at).toISOString(),
    })

    for (const body of [{}, { marketing: 'true' }, { marketing: 1 }, { marketing: null }, { marketing: [true] }]) {
      const res = await account('POST', '/marketing', body, member)
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, 'Say whether you want offers by e-mail'])
    }
    expect((await account('POST', '/marketing', { marketing: true }, null)).status).toBe(401)
  })

  it('an unverified member may withdraw but not give it', async () => {
    const member = await createUser('user', { verified: false })
    const on = await account('POST', '/marketing', { marketing: true }, member)
    expect([on.status, on.body.requiresVerification]).toEqual([403, true])
    expect((await account('POST', '/marketing', { marketing: false }, member)).status).toBe(200)
    expect((await stored(member.id)).marketing_consent_marketing).toBe(false)
  })
})

/** A member with something in every collection we keep for them, and a lead and note of their own. */
async function memberWithData({ verified = true } = {}) {
  const member = await createUser('user', { verified })
  const admin = await adminToken()
  const cards = (await getJson(`${cmsUrl()}/cms-api/credit-cards?limit=2&depth=0&sort=id`)).body.docs.map((c: { id: number }) => c.id)
  const make = async (path: string, body: unknown, token: string) => {
    const res = await cms('POST', path, body, token)
    if (res.status !== 201) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`)
    return res.body.doc.id as number
  }
  const ids: Record<string, number> = {}
  if (verified) {
    ids.favorite = await make('/favorites', { card: cards[0] }, member.token)
    ids.compareList = await make('/compare-lists', { cards }, member.token)
  }
  // Card finder answers are a member feature: an unverified account's are kept by an admin here.
  ids.preference = await make(
    '/user-preferences',
    { monthlyIncome: 15000, ...(verified ? {} : { user: member.id }) },
    verified ? member.token : admin,
  )
  ids.interaction = await make('/card-interactions', { user: member.id, card: cards[0], interactionType: 'view' }, admin)
  expect((await cms('GET', '/fortune-cookies/today', undefined, member.token)).status).toBe(200)
  const phone = `+97150${String(Math.floor(Math.random() * 9_000_000) + 1_000_000)}`
  const lead = { source: 'lead-form', fullName: 'Noor Member', phone, salary: 12000, preference: 'travel' }
  ids.ownLead = await make('/leads', { ...lead, email: `work.${unique()}@example.test`, user: member.id, card: cards[0] }, admin)
  // Sent while signed out with the account's address: theirs once the address is proven.
  ids.addressLead = await make(
    '/leads',
    { ...lead, phone: `${phone.slice(0, -1)}${(Number(phone.at(-1)) + 1) % 10}`, email: member.email.toUpperCase(), card: cards[1] },
    admin,
  )
  ids.note = await make('/lead-notes', { lead: ids.ownLead, content: 'Called, wants a travel card' }, admin)
  return { member, ids }
}

describe('GET /cms-api/users/account/export', () => {
  it('is everything we hold about the member, without secrets or anyone else’s, and is audited', async () => {
    const { member, ids } = await memberWithData()
    const { member: bystander } = await memberWithData()
    const { status, body } = await account('GET', '/export', undefined, member)
    expect(status).toBe(200)
    expect(body.counts).toEqual({
      account: 1,
      leads: 2,
      leadNotes: 1,
      favorites: 1,
      compareLists: 1,
      preferences: 1,
      fortunes: 1,
      cardInteractions: 1,
      blogComments: 0,
    })
    expect(body.account).toMatchObject({ id: member.id, username: member.username, email: member.email })
    expect(body.leads.map((l: { id: number }) => l.id).sort()).toEqual([ids.ownLead, ids.addressLead].sort())
    const text = JSON.stringify(body)
    expect(text).not.toMatch(/"(hash|salt|sessions|resetPasswordToken|verificationToken|emailChangeToken|password)"/)
    expect(text).not.toContain(bystander.email)
    expect((await account('GET', '/export', undefined, null)).status).toBe(401)
    const audit = await cms(
      'GET',
      `/audit-log?depth=0&limit=5&sort=-createdAt&where[documentId][equals]=${member.id}`,
      undefined,
      await adminToken(),
    )
    expect(audit.body.docs[0].summary).toMatch(
      /^A member downloaded their own data \(.\*\*\*@test\.cardcompare\.local\): 1 account, 2 leads/,
    )
  })

  it('an unverified member gets what the account holds, not what someone sent with that address', async () => {
    const { member, ids } = await memberWithData({ verified: false })
    const { body } = await account('GET', '/export', undefined, member)
    expect(body.leads.map((l: { id: number }) => l.id)).toEqual([ids.ownLead])
  })

  it('is a private JSON download at /account/export; a guest is sent to sign in', async () => {
    const { member } = await memberWithData()
    const res = await fetch(`${baseUrl()}/account/export`, { headers: { Cookie: sessionCookie(member) }, redirect: 'manual' })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cardcompare-my-data-\d{4}-\d{2}-\d{2}\.json"$/)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(JSON.parse(await res.text()).account.username).toBe(member.username)
    const guest = await fetch(`${baseUrl()}/account/export`, { redirect: 'manual' })
    expect([guest.status, guest.headers.get('location')]).toEqual([302, '/auth?redirect=/account'])
  })
})

describe('POST /cms-api/users/account/delete', () => {
  it('anonymises their leads as the retention job does, deletes the rest and the account, and confirms by mail', async () => {
    const { member, ids } = await memberWithData()
    const { member: bystander, ids: theirs } = await memberWithData()
    const res = await account('POST', '/delete', { confirmation: 'DELETE', currentPassword: member.password }, member)
    expect(res.status).toBe(200)
    expect(res.body.erased).toEqual({
      account: 1,
      leads: 2,
      leadNotes: 1,
      favorites: 1,
      compareLists: 1,
      preferences: 1,
      fortunes: 1,
      cardInteractions: 1,
    })
    const admin = await adminToken()
    expect((await cms('GET', `/users/${member.id}`, undefined, admin)).status).toBe(404)
    for (const id of [ids.ownLead, ids.addressLead]) {
      const lead = (await cms('GET', `/leads/${id}?depth=0`, undefined, admin)).body
      expect(lead).toMatchObject({
        id,
        fullName: null,
        phone: null,
        salary: null,
        email: `anonymised-${id}@invalid.invalid`,
        source: 'lead-form',
      })
      expect(lead.anonymisedAt).toBeTruthy()
    }
    expect((await cms('GET', `/lead-notes/${ids.note}`, undefined, admin)).status).toBe(404)
    for (const [slug, id] of [
      ['favorites', ids.favorite],
      ['compare-lists', ids.compareList],
      ['user-preferences', ids.preference],
      ['card-interactions', ids.interaction],
    ] as const) {
      expect((await cms('GET', `/${slug}/${id}`, undefined, admin)).status, slug).toBe(404)
    }
    expect((await sql('SELECT count(*)::int AS n FROM fortune_cookies WHERE user_id = $1', [member.id]))[0].n).toBe(0)
    expect(await me(member.token)).toBeNull()
    const mail = await waitForMail(member.email, /Your account was deleted/)
    expect(mail.text).toContain(`Hello ${member.username}, your CardCompare UAE account was deleted as you asked.`)
    // Someone else's account and records are untouched.
    expect((await account('GET', '/export', undefined, bystander)).body.counts).toMatchObject({
      account: 1,
      leads: 2,
      leadNotes: 1,
      favorites: 1,
    })
    expect((await cms('GET', `/leads/${theirs.ownLead}?depth=0`, undefined, admin)).body.fullName).toBe('Noor Member')
  })

  it('needs the typed word and the current password; staff accounts are not closed here', async () => {
    const member = await createUser('user')
    const cases: [unknown, string][] = [
      [{ currentPassword: member.password }, 'Type DELETE to confirm'],
      [{ confirmation: 'delete', currentPassword: member.password }, 'Type DELETE to confirm'],
      [{ confirmation: ['DELETE'], currentPassword: member.password }, 'Type DELETE to confirm'],
      [{ confirmation: 'DELETE\u0000', currentPassword: member.password }, 'Type DELETE to confirm'],
      [{ confirmation: 'DELETE' }, 'Enter your current password to confirm it is you.'],
      [{ confirmation: 'DELETE', currentPassword: 'Not-My-Pass1!' }, WRONG],
    ]
    for (const [body, error] of cases) {
      const res = await account('POST', '/delete', body, member)
      expect([res.status, res.body.error], JSON.stringify(body)).toEqual([400, error])
    }
    expect((await account('POST', '/delete', { confirmation: 'DELETE', currentPassword: member.password }, null)).status).toBe(401)
    expect((await stored(member.id)).id).toBe(member.id)
    const editor = await createUser('editor')
    const staff = await account('POST', '/delete', { confirmation: 'DELETE', currentPassword: editor.password }, editor)
    expect([staff.status, staff.body.error]).toEqual([403, 'Staff accounts are closed by an admin, not from this page.'])
    expect((await stored(editor.id)).id).toBe(editor.id)
  })
})

describe('the /account page', () => {
  it('sends a guest to sign in; is private and not indexed for a member; is in neither the sitemap nor the CMS proxy', async () => {
    const guest = await fetch(`${baseUrl()}/account`, { redirect: 'manual' })
    expect([guest.status, guest.headers.get('location')]).toEqual([302, '/auth?redirect=/account'])
    const member = await createUser('user')
    const page = await fetch(`${baseUrl()}/account`, { headers: { Cookie: sessionCookie(member) } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const html = await page.text()
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain(member.email)
    expect(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).not.toContain('/account')
    expect(await (await fetch(`${baseUrl()}/robots.txt`)).text()).toContain('Disallow: /confirm-email')
    // Only our server calls the CMS's account endpoints: through the proxy they do not exist.
    for (const path of ['/cms-api/users/account', '/cms-api/users/account/export', '/cms-api/users/%61ccount/delete']) {
      const res = await fetch(`${baseUrl()}${path}`, {
        headers: { Cookie: sessionCookie(member), Origin: baseUrl(), 'Sec-Fetch-Site': 'same-origin' },
      })
      expect(res.status, path).toBe(404)
    }
    const closed = await sendJson(
      '/cms-api/users/account/delete',
      { confirmation: 'DELETE', currentPassword: member.password },
      { cookie: sessionCookie(member) },
    )
    expect(closed.status).toBe(404)
    expect((await stored(member.id)).id).toBe(member.id)
  })

  it('its forms work without JavaScript: a change redirects back with its toast, a refusal shows the spec’s message', async () => {
    const member = await createUser('user')
    const cookie = sessionCookie(member)
    const saved = await sendForm('/account', { intent: 'mobile', countryCode: 'ae', mobileNumber: '050 123 4567' }, { cookie })
    expect([saved.status, saved.headers.get('location')]).toEqual([302, '/account'])
    expect(flashFrom(saved)).toContain('"title":"Mobile number updated"')
    expect((await stored(member.id)).mobile_number).toBe('+971501234567')

    const short = await sendForm('/account', { intent: 'mobile', countryCode: 'ae', mobileNumber: '050 123' }, { cookie })
    expect(short.status).toBe(400)
    expect(await short.text()).toContain('Mobile number must be 9 digits for United Arab Emirates')
    const mismatch = await sendForm(
      '/account',
      { intent: 'password', currentPassword: member.password, password: 'Brand-New-Pass9!', confirmPassword: 'Brand-New-Pass8!' },
      { cookie },
    )
    expect([mismatch.status, (await mismatch.text()).includes('Passwords don&#x27;t match')]).toEqual([400, true])
    const wrong = await sendForm(
      '/account',
      { intent: 'password', currentPassword: 'Not-My-Pass1!', password: 'Brand-New-Pass9!', confirmPassword: 'Brand-New-Pass9!' },
      { cookie },
    )
    expect([wrong.status, (await wrong.text()).includes(WRONG)]).toEqual([400, true])
    const marketing = await sendForm('/account', { intent: 'marketing', marketing: 'on' }, { cookie })
    expect(flashFrom(marketing)).toContain('"title":"Preferences saved"')
    expect((await stored(member.id)).marketing_consent_marketing).toBe(true)

    const hostile: Record<string, string>[] = [
      { intent: 'promote', role: 'admin' },
      { intent: 'mobile\u0000' },
      { intent: 'email', email: 'a\u0000@b.test', currentPassword: 'x' },
      { intent: 'delete', confirmation: 'DELETE', currentPassword: '\u0000' },
    ]
    for (const fields of hostile) {
      const res = await sendForm('/account', fields, { cookie })
      expect(res.status, JSON.stringify(fields)).toBe(400)
    }
    const json = await sendJson('/account', { intent: 'mobile' }, { cookie })
    expect(json.status).toBe(415)
    const guest = await sendForm('/account', { intent: 'mobile', countryCode: 'ae', mobileNumber: '050 123 4567' })
    expect([guest.status, guest.headers.get('location')]).toEqual([302, '/auth?redirect=/account'])
  })

  it('deleting from the page signs the browser out and says so on the home page', async () => {
    const member = await createUser('user')
    const res = await sendForm(
      '/account',
      { intent: 'delete', confirmation: 'DELETE', currentPassword: member.password },
      { cookie: sessionCookie(member) },
    )
    expect([res.status, res.headers.get('location')]).toEqual([302, '/'])
    expect(cookieFrom(res, 'payload-token')).toBe('payload-token=')
    expect(flashFrom(res)).toContain('"title":"Account deleted"')
    expect(await sql('SELECT id FROM users WHERE id = $1', [member.id])).toEqual([])
  })

  it('the link page confirms for a browser that is not signed in, once', async () => {
    const member = await createUser('user')
    const next = `page.${unique()}@example.test`
    expect((await account('POST', '/email', { email: next, currentPassword: member.password }, member)).status).toBe(200)
    const token = await changeLink(next)
    const page = await fetch(`${CONFIRM_PREFIX()}${encodeURIComponent(token)}`)
    expect([page.status, page.headers.get('cache-control')]).toEqual([200, 'private, no-store'])
    const done = await sendForm('/confirm-email', { token })
    expect(done.status).toBe(200)
    expect(await done.text()).toContain(next)
    expect((await stored(member.id)).email).toBe(next)
    const again = await sendForm('/confirm-email', { token })
    expect([again.status, (await again.text()).includes(INVALID_LINK)]).toEqual([400, true])
  })

  it('the link page sends a browser signed in to that account back to /account with the toast', async () => {
    const member = await createUser('user')
    const next = `signed.${unique()}@example.test`
    expect((await account('POST', '/email', { email: next, currentPassword: member.password }, member)).status).toBe(200)
    const res = await sendForm('/confirm-email', { token: await changeLink(next) }, { cookie: sessionCookie(member) })
    expect([res.status, res.headers.get('location')]).toEqual([302, '/account'])
    expect(flashFrom(res)).toContain(`"description":"Your account now uses ${next}."`)
  })

  it('posts to it count toward the per-address account limit', async () => {
    const member = await createUser('user')
    const ip = fromIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push((await sendForm('/account', { intent: 'marketing' }, { ip, cookie: sessionCookie(member) })).status)
    expect(
      statuses.slice(0, 10).every((s) => s === 302),
      statuses.join(),
    ).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  // Last: the server answers before reading the body and closes the connection under it.
  it('an oversized form is refused with 413 before it is read', async () => {
    const member = await createUser('user')
    const huge = await sendForm(
      '/account',
      { intent: 'mobile', countryCode: 'ae', mobileNumber: 'x'.repeat(300_000) },
      { cookie: sessionCookie(member) },
    )
    expect(huge.status).toBe(413)
    expect((await stored(member.id)).mobile_number).toBeNull()
  })
})
