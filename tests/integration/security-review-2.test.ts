// What the second security review found (docs/decisions/026), each as the request that showed it.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from './bot-check'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql } from './helpers'
import { waitForMail } from './mail'
import { fromIp, sendForm, sendJson } from './requests'

describe('a list given to an operator that takes one value', () => {
  it.each([
    ['credit-cards', 'where[name][like][0]=x'],
    ['banks', 'where[name][like][0]=x'],
    ['blog-posts', 'where[title][like][0]=x'],
    ['blog-comments', 'where[content][like][]=1'],
    ['credit-cards', 'where[name][not_like][]=x'],
    ['credit-cards', 'where[name][contains][0]=x'],
    ['credit-cards', 'where[minimumSalary][greater_than][0]=1'],
    ['credit-cards', 'where[or][0][slug][equals][0]=x'],
  ])('is a 400 for a guest on %s (%s)', async (collection, query) => {
    const res = await getJson(`${baseUrl()}/cms-api/${collection}?${query}`)
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toMatch(/takes a single value with "\w+", not a list\./)
  })

  it.each([
    ['leads', 'where[email][like][0]=x'],
    ['leads/export.csv', 'where[fullName][like][]=x'],
  ])('is a 400 for the sales team on %s (%s)', async (collection, query) => {
    const sales = await createUser('sales')
    const res = await getJson(`${baseUrl()}/cms-api/${collection}?${query}`, { headers: auth(sales.token) })
    expect(res.status).toBe(400)
  })

  it('the list operators still take lists', async () => {
    const res = await getJson(`${baseUrl()}/cms-api/credit-cards?where[id][in][0]=1&where[id][in][1]=2&depth=0&limit=5`)
    expect(res.status).toBe(200)
  })
})

describe('a text match on a field stored as JSON (rich text, json)', () => {
  const cases = ['blog-posts?where[content]', 'credit-cards?where[additionalInfo]', 'blog-posts?locale=ar&where[content]'].flatMap(
    (target) => ['like', 'not_like', 'contains'].map((operator) => [target, operator] as const),
  )
  it.each(cases)('is a 400 naming the operator, not a 500 (%s[%s])', async (target, operator) => {
    const res = await getJson(`${baseUrl()}/cms-api/${target}[${operator}]=abc&limit=1`)
    expect(res.status).toBe(400)
    expect(res.body.errors[0].message).toMatch(new RegExp(`cannot be queried with "${operator}"\\.`))
  })

  it('still answers the comparisons PostgreSQL can make on it', async () => {
    for (const query of ['where[content][exists]=true', 'where[content][not_equals]=abc', 'where[content][in]=a,b']) {
      expect((await getJson(`${baseUrl()}/cms-api/blog-posts?${query}&limit=1`)).status, query).toBe(200)
    }
  })
})

const unique = () => randomUUID().slice(0, 8)
const mobile = () => `+97150${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`

async function apply(
  person: { fullName: string; email: string; phone: string },
  cardId: number,
  extra: Record<string, unknown> = {},
  cookie?: string,
) {
  return sendJson(
    '/api/card-applications',
    {
      ...person,
      salary: '18000',
      preferredContactMethod: 'phone',
      cardId,
      consentContact: true,
      recaptchaToken: await solveBotCheck(baseUrl(), 'card_application'),
      ...extra,
    },
    { cookie },
  )
}

const leadsWith = async (column: 'email' | 'phone', value: string) =>
  sql(`SELECT id, email, phone, message FROM leads WHERE ${column} = $1 ORDER BY id`, [value])

describe('the repeat rule never drops another person’s application', () => {
  let cardId: number
  beforeAll(async () => {
    cardId = (await getJson(`${baseUrl()}/api/credit-cards?limit=1`)).body.cards[0].id
  })

  it('two people who share a phone number both apply for the same card: two leads, two confirmations', async () => {
    const phone = mobile()
    const layla = { fullName: 'Layla Haddad', email: `layla.${unique()}@example.test`, phone }
    const omar = { fullName: 'Omar Haddad', email: `omar.${unique()}@example.test`, phone }
    const first = await apply(layla, cardId)
    const second = await apply(omar, cardId)
    expect(first.status).toBe(200)
    expect(second.body).toEqual(first.body)
    expect((await leadsWith('phone', phone)).map((lead) => lead.email)).toEqual([layla.email, omar.email])
    await waitForMail(layla.email, /We received your card application/)
    await waitForMail(omar.email, /We received your card application/)
  })

  it('one person sending a different message is a new lead; the same request again is not', async () => {
    const noor = { fullName: 'Noor Saleh', email: `noor.${unique()}@example.test`, phone: mobile() }
    await apply(noor, cardId, { message: 'Please call after 4 PM' })
    await apply(noor, cardId, { message: 'Please call after 4 PM' })
    await apply(noor, cardId, { message: 'Actually, mornings are better' })
    expect((await leadsWith('email', noor.email)).map((lead) => lead.message)).toEqual([
      'Please call after 4 PM',
      'Actually, mornings are better',
    ])
  })
})

describe('a lead’s consent record', () => {
  it('cannot be rewritten by the sales team; their status change and the person’s withdrawal are in the audit log with who', async () => {
    const [sales, member, admin] = await Promise.all([createUser('sales'), createUser('user'), adminToken()])
    const cardId = (await getJson(`${baseUrl()}/api/credit-cards?limit=1`)).body.cards[0].id
    expect(
      (await apply({ fullName: 'Sara Khan', email: member.email, phone: mobile() }, cardId, {}, `payload-token=${member.token}`)).status,
    ).toBe(200)
    const [{ id }] = await leadsWith('email', member.email)
    const lead = async () => (await getJson(`${cmsUrl()}/cms-api/leads/${id}?depth=0`, { headers: auth(admin) })).body
    const consent = (await lead()).consent

    const patch = (data: unknown) =>
      getJson(`${cmsUrl()}/cms-api/leads/${id}`, {
        method: 'PATCH',
        headers: { ...auth(sales.token), 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      })
    const rewritten = await patch({
      status: 'contacted',
      consent: {
        contact: true,
        marketing: true,
        text: 'I agree to anything',
        version: '9',
        givenAt: '2020-01-01T00:00:00.000Z',
        withdrawnAt: null,
      },
    })
    expect(rewritten.status).toBe(200)
    expect((await lead()).consent).toEqual(consent)
    expect((await lead()).status).toBe('contacted')

    const withdrawn = await getJson(`${cmsUrl()}/cms-api/leads/${id}/withdraw-consent`, { method: 'POST', headers: auth(member.token) })
    expect(withdrawn.status).toBe(200)
    // The sales team cannot undo a withdrawal either.
    await patch({ consent: { withdrawnAt: null, contact: true } })
    expect((await lead()).consent).toMatchObject({ contact: false, marketing: false })
    expect((await lead()).consent.withdrawnAt).toBeTruthy()

    const trail = (
      await getJson(
        `${cmsUrl()}/cms-api/audit-log?where[collection][equals]=leads&where[documentId][equals]=${id}&sort=createdAt&depth=0`,
        { headers: auth(admin) },
      )
    ).body.docs
    expect(trail.map((entry: { actor: number; changes: { field: string }[] }) => [entry.actor, entry.changes.map((c) => c.field)])).toEqual(
      [
        [sales.id, ['status']],
        [member.id, ['consent.contact', 'consent.withdrawnAt']],
      ],
    )
    expect(trail[0].changes[0]).toEqual({ field: 'status', from: 'new', to: 'contacted' })
    // Nothing in the trail says who the person is.
    expect(JSON.stringify(trail)).not.toContain(member.email)
    // The sales team does not read the audit log.
    expect((await getJson(`${cmsUrl()}/cms-api/audit-log?limit=1`, { headers: auth(sales.token) })).status).toBe(403)
  })
})

describe('the contact form goes through the intake rules', () => {
  const message = (email: string, extra: Record<string, string> = {}) => ({
    fullName: 'Noor Saleh',
    email,
    message: 'Which card suits me?',
    consent: 'on',
    website: '',
    ...extra,
  })
  const storedFor = async (email: string) => (await sql('SELECT id FROM leads WHERE email = $1', [email])).length

  it('without a bot check it stores nothing and mails no one', async () => {
    const email = `victim.${unique()}@example.test`
    const res = await sendForm('/contact', message(email))
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('Security verification is required. Please refresh the page and try again.')
    expect(await storedFor(email)).toBe(0)
  })

  it('the page’s own stamp passes once a person could have written the message, and only once', async () => {
    const page = await (await fetch(`${baseUrl()}/contact`)).text()
    const formStamp = /name="formStamp" value="([^"]+)"/.exec(page)?.[1]
    expect(formStamp).toBeTruthy()
    const email = `stamped.${unique()}@example.test`
    expect((await sendForm('/contact', message(email, { formStamp: formStamp! }))).status).toBe(403)
    // Too soon is refused without spending it; after 3 s it passes.
    await new Promise((resolve) => setTimeout(resolve, 3_200))
    expect((await sendForm('/contact', message(email, { formStamp: formStamp! }))).status).toBe(302)
    expect((await sendForm('/contact', message(`again.${email}`, { formStamp: formStamp! }))).status).toBe(403)
    expect(await storedFor(email)).toBe(1)
  })

  it.each(['/contact', '/contact.data', '/contact?_data=routes%2Fcontact', '/CONTACT'])(
    'the per-address limit counts posts to %s',
    async (path) => {
      const ip = fromIp()
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) statuses.push((await sendForm(path, message(`limit.${unique()}@example.test`), { ip })).status)
      expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true)
      expect(statuses[20]).toBe(429)
    },
  )
})

describe('sorting', () => {
  it.each(['user.hash', '-user.salt', 'user.resetPasswordToken', 'user.apiKey'])(
    'by a field the requester may not read (%s) is a 400',
    async (sort) => {
      const sales = await createUser('sales')
      const res = await getJson(`${baseUrl()}/cms-api/leads?sort=${encodeURIComponent(sort)}&limit=1`, { headers: auth(sales.token) })
      expect(res.status).toBe(400)
      expect(res.body.errors[0].message).toBe(`The list cannot be sorted by "${sort.replace(/^-/, '')}".`)
    },
  )

  it('by the fields the admin’s list sorts by still works', async () => {
    const sales = await createUser('sales')
    for (const sort of ['-createdAt', 'fullName', 'status', 'card.name']) {
      expect((await getJson(`${baseUrl()}/cms-api/leads?sort=${sort}&limit=1&depth=0`, { headers: auth(sales.token) })).status).toBe(200)
    }
  })
})

describe('a form post the framework would abort', () => {
  it.each([
    [
      'the other loopback name with our Origin',
      (base: string) => base.replace('//localhost:', '//127.0.0.1:'),
      (base: string) => ({ Origin: base }),
    ],
    [
      'a forged X-Forwarded-Host with our Origin',
      (base: string) => base,
      (base: string) => ({ Origin: base, 'X-Forwarded-Host': 'evil.example' }),
    ],
  ])('is never a 500: %s', async (_what, url, headers) => {
    const res = await fetch(`${url(baseUrl())}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': fromIp(), ...headers(baseUrl()) },
      body: new URLSearchParams({ username: 'nobody_here', password: 'Wrong-Pass-1!' }),
    })
    expect(res.status).toBeLessThan(500)
  })

  it.each(['null', 'not a url', 'https://evil.example'])('with Origin %j is a 403', async (origin) => {
    const res = await fetch(`${baseUrl()}/auth`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': fromIp(), Origin: origin },
      body: new URLSearchParams({ username: 'nobody_here', password: 'Wrong-Pass-1!' }),
    })
    expect(res.status).toBe(403)
  })
})

describe('members’ sign-in sessions', () => {
  it('are not shown to the sales team; the member and admins see them', async () => {
    const [sales, member] = await Promise.all([createUser('sales'), createUser('user')])
    const asSales = await getJson(`${cmsUrl()}/cms-api/users?limit=100&depth=0`, { headers: auth(sales.token) })
    expect(asSales.status).toBe(200)
    expect(asSales.body.docs.length).toBeGreaterThan(1)
    // The sales user's own record keeps its sessions; nobody else's shows them.
    expect(asSales.body.docs.filter((user: Record<string, unknown>) => user.id !== sales.id && 'sessions' in user)).toEqual([])
    const one = await getJson(`${cmsUrl()}/cms-api/users/${member.id}?depth=0`, { headers: auth(sales.token) })
    expect(one.body.sessions).toBeUndefined()
    const own = await getJson(`${cmsUrl()}/cms-api/users/${member.id}?depth=0`, { headers: auth(member.token) })
    expect(Array.isArray(own.body.sessions)).toBe(true)
    const admin = await getJson(`${cmsUrl()}/cms-api/users/${member.id}?depth=0`, { headers: auth(await adminToken()) })
    expect(Array.isArray(admin.body.sessions)).toBe(true)
  })
})

describe('API keys', () => {
  const patch = (id: number, token: string, data: unknown) =>
    getJson(`${cmsUrl()}/cms-api/users/${id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(token) },
      body: JSON.stringify(data),
    })
  const me = (key: string) => getJson(`${cmsUrl()}/cms-api/users/me`, { headers: { Authorization: `users API-Key ${key}` } })

  it('the sales team cannot hold one', async () => {
    const sales = await createUser('sales')
    const res = await patch(sales.id, sales.token, { enableAPIKey: true, apiKey: randomUUID() })
    expect(res.status).toBe(403)
    expect(res.body.errors[0].message).toBe('Only editors and admins may hold an API key.')
    expect((await sql('SELECT enable_a_p_i_key, api_key_expires_at FROM users WHERE id = $1', [sales.id]))[0]).toEqual({
      enable_a_p_i_key: null,
      api_key_expires_at: null,
    })
  })

  it('an editor’s key lasts 90 days, is audited when enabled and revoked, and stops at its date', async () => {
    const editor = await createUser('editor')
    const key = randomUUID()
    expect((await patch(editor.id, editor.token, { enableAPIKey: true, apiKey: key })).status).toBe(200)
    const [{ api_key_expires_at: until }] = await sql('SELECT api_key_expires_at FROM users WHERE id = $1', [editor.id])
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(89 * 86_400_000)
    expect(new Date(until).getTime() - Date.now()).toBeLessThanOrEqual(90 * 86_400_000)
    expect((await me(key)).body.user?.id).toBe(editor.id)

    // Past its date it signs nobody in.
    await sql(`UPDATE users SET api_key_expires_at = now() - interval '1 minute' WHERE id = $1`, [editor.id])
    expect((await me(key)).body.user ?? null).toBeNull()
    // A key can't be given a date of one's own.
    await patch(editor.id, editor.token, { apiKeyExpiresAt: '2099-01-01T00:00:00.000Z' })
    expect((await me(key)).body.user ?? null).toBeNull()

    expect((await patch(editor.id, editor.token, { enableAPIKey: false })).status).toBe(200)
    const trail = (
      await getJson(
        `${cmsUrl()}/cms-api/audit-log?where[collection][equals]=users&where[documentId][equals]=${editor.id}&sort=createdAt&depth=0`,
        { headers: auth(await adminToken()) },
      )
    ).body.docs
    expect(
      trail.map((entry: { summary: string; actor: number }) => [entry.actor, entry.summary.replace(/\d{4}-\d{2}-\d{2}/, 'DATE')]),
    ).toEqual([
      [editor.id, `API key enabled for ${editor.username}, until DATE`],
      [editor.id, `API key revoked for ${editor.username}`],
    ])
    expect(JSON.stringify(trail)).not.toContain(key)
  })

  it('a key whose owner is no longer an editor or admin signs nobody in', async () => {
    const editor = await createUser('editor')
    const key = randomUUID()
    expect((await patch(editor.id, editor.token, { enableAPIKey: true, apiKey: key })).status).toBe(200)
    await sql(`UPDATE users SET role = 'sales' WHERE id = $1`, [editor.id])
    expect((await me(key)).body.user ?? null).toBeNull()
  })
})
