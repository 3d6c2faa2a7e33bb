// Who may do what (spec §6): every collection × operation × role, the fields that
// only some roles may write or read, and every storefront /api route and guarded page, each
// through the real servers. "user" owns the fixtures; "other" is a second verified user.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql, storefrontSessionCookie, type TestUser } from './helpers'
import { fromIp, origin } from './requests'
import { testAdmin } from '../env'

const ROLES = ['guest', 'unverified', 'user', 'other', 'editor', 'sales', 'admin'] as const
type Who = (typeof ROLES)[number]
type Op = 'create' | 'list' | 'read' | 'update' | 'delete'

const people = {} as Record<Exclude<Who, 'guest' | 'admin'>, TestUser>
const tokens = {} as Record<Who, string | null>
const ids = {} as Record<Who, number>

const unique = () => randomUUID().slice(0, 8)
// Listed cards only: favourites and compare lists refuse a card the catalogue does not show.
let listedCards: number[] = []
let cardSeq = 0
const nextCard = () => listedCards[cardSeq++ % listedCards.length]!

function call(who: Who, method: string, path: string, body?: unknown) {
  const token = tokens[who]
  return getJson(`${cmsUrl()}/cms-api${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? auth(token) : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

/** Everything the matrix creates goes again afterwards: later suites count the catalogue. */
const created: [string, number][] = []
afterAll(async () => {
  for (const [slug, id] of created.reverse()) await call('admin', 'DELETE', `/${slug}/${id}`)
})

/** Creates a record as `who` (the owner of owned records) and returns its id. */
async function make(who: Who, slug: string, body: unknown): Promise<number> {
  const res = slug === 'media' ? await upload(who, body) : await call(who, 'POST', `/${slug}`, body)
  if (res.status !== 201) throw new Error(`fixture ${slug} as ${who}: ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`)
  created.push([slug, res.body.doc.id])
  return res.body.doc.id
}

type Spec = {
  slug: string
  name?: string
  /** Roles allowed per operation; list/read/update/delete are about a fixture owned by `user`. */
  allowed: Record<Op, readonly Who[]>
  /** A valid new record, made by each role trying to create. */
  create: () => unknown
  /** Who owns the fixtures (`user` for personal data, `admin` otherwise) and how to make one. */
  fixture: { as: Who; body: () => unknown }
  update: unknown
  /** Records that must go before each create (one-per-user collections). */
  reset?: () => Promise<void>
  /** How a create is sent when it is not JSON (uploads). */
  send?: (who: Who, body: unknown) => Promise<{ status: number; body: any }>
}

// A 1×1 transparent PNG: the smallest upload the media collection accepts.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')
async function upload(who: Who, body: unknown) {
  const form = new FormData()
  form.append('file', new Blob([PNG], { type: 'image/png' }), `matrix-${unique()}.png`)
  form.append('_payload', JSON.stringify(body))
  const token = tokens[who]
  return getJson(`${cmsUrl()}/cms-api/media`, { method: 'POST', headers: token ? auth(token) : {}, body: form })
}

const everyone = ROLES
const signedIn = ROLES.filter((r) => r !== 'guest')
const verified = ROLES.filter((r) => r !== 'guest' && r !== 'unverified')
const staff = ['editor', 'sales', 'admin'] as const
const editors = ['editor', 'admin'] as const
const salesTeam = ['sales', 'admin'] as const
const ownerOrAdmin = ['user', 'admin'] as const
const adminOnly = ['admin'] as const

let postId = 0
let leadId = 0
const SPECS: Spec[] = [
  {
    slug: 'users',
    allowed: {
      create: adminOnly,
      list: ['user', 'sales', 'admin'],
      read: ['user', 'sales', 'admin'],
      update: ownerOrAdmin,
      delete: adminOnly,
    },
    create: () => ({ username: `m_${unique()}`, email: `m.${unique()}@example.test`, password: 'Matrix-Pass-42!' }),
    fixture: { as: 'admin', body: () => ({ username: `m_${unique()}`, email: `m.${unique()}@example.test`, password: 'Matrix-Pass-42!' }) },
    update: { mobileNumber: '+971500000001' },
  },
  ...(['banks', 'card-types', 'features', 'blog-categories'] as const).map((slug) => ({
    slug,
    allowed: { create: editors, list: everyone, read: everyone, update: editors, delete: editors },
    create: () => ({ name: `Matrix ${unique()}`, slug: `matrix-${unique()}` }),
    fixture: { as: 'admin' as Who, body: () => ({ name: `Matrix ${unique()}`, slug: `matrix-${unique()}` }) },
    update: { description: 'Checked by the matrix' },
  })),
  {
    slug: 'credit-cards',
    allowed: { create: editors, list: everyone, read: everyone, update: editors, delete: editors },
    create: () => matrixCard(),
    fixture: { as: 'admin', body: () => matrixCard() },
    update: { description: 'Checked by the matrix' },
  },
  {
    slug: 'blog-posts',
    allowed: { create: editors, list: everyone, read: everyone, update: editors, delete: editors },
    create: () => ({ title: `Matrix post ${unique()}`, published: true }),
    fixture: { as: 'admin', body: () => ({ title: `Matrix post ${unique()}`, published: true }) },
    update: { excerpt: 'Checked by the matrix' },
  },
  {
    slug: 'blog-posts',
    name: 'blog-posts (an unpublished draft: editors only)',
    allowed: { create: editors, list: editors, read: editors, update: editors, delete: editors },
    create: () => ({ title: `Matrix draft ${unique()}` }),
    fixture: { as: 'admin', body: () => ({ title: `Matrix draft ${unique()}`, published: false }) },
    update: { excerpt: 'Checked by the matrix' },
  },
  {
    slug: 'blog-comments',
    name: 'blog-comments (awaiting moderation: anyone writes one, editors see it)',
    allowed: { create: everyone, list: editors, read: editors, update: editors, delete: editors },
    create: () => ({ post: postId, name: 'Sara', email: 'sara@example.com', content: `Matrix ${unique()}` }),
    fixture: { as: 'guest', body: () => ({ post: postId, name: 'Sara', email: 'sara@example.com', content: `Matrix ${unique()}` }) },
    update: { approved: false },
  },
  {
    slug: 'leads',
    name: 'leads (visitors come in through the intake; staff may add one taken by phone)',
    allowed: { create: salesTeam, list: salesTeam, read: salesTeam, update: salesTeam, delete: adminOnly },
    create: () => matrixLead(),
    fixture: { as: 'sales', body: () => matrixLead() },
    update: { notes: 'Called back' },
  },
  {
    slug: 'lead-notes',
    allowed: { create: salesTeam, list: salesTeam, read: salesTeam, update: salesTeam, delete: adminOnly },
    create: () => ({ lead: leadId, content: 'Matrix note' }),
    fixture: { as: 'sales', body: () => ({ lead: leadId, content: 'Matrix note' }) },
    update: { content: 'Edited note' },
  },
  {
    slug: 'compare-lists',
    allowed: { create: verified, list: ownerOrAdmin, read: ownerOrAdmin, update: ownerOrAdmin, delete: ownerOrAdmin },
    create: () => ({ cards: [nextCard()] }),
    fixture: { as: 'user', body: () => ({ cards: [nextCard()] }) },
    update: { cards: [1, 2] },
  },
  {
    slug: 'favorites',
    allowed: { create: verified, list: ownerOrAdmin, read: ownerOrAdmin, update: ownerOrAdmin, delete: ownerOrAdmin },
    create: () => ({ card: nextCard() }),
    fixture: { as: 'user', body: () => ({ card: nextCard() }) },
    update: {},
    // One favourite per user and card.
    reset: async () => void (await sql('DELETE FROM favorites WHERE user_id = ANY($1)', [Object.values(ids)])),
  },
  {
    slug: 'fortune-cookies',
    allowed: { create: adminOnly, list: ownerOrAdmin, read: ownerOrAdmin, update: ownerOrAdmin, delete: ownerOrAdmin },
    create: () => ({ content: 'A penny saved is a dirham earned.', category: 'saving' }),
    fixture: {
      as: 'admin',
      body: () => ({ user: ids.user, content: 'Pay your balance in full.', category: 'credit', dateForDisplay: '2026-01-01' }),
    },
    update: { isViewed: true },
  },
  {
    slug: 'card-interactions',
    // Only the storefront's server records them, through a keyed endpoint (docs/decisions/016).
    allowed: { create: adminOnly, list: ownerOrAdmin, read: ownerOrAdmin, update: adminOnly, delete: ownerOrAdmin },
    create: () => ({ card: 1, interactionType: 'view' }),
    fixture: { as: 'admin', body: () => ({ user: ids.user, card: 1, interactionType: 'view' }) },
    update: { interactionType: 'share' },
  },
  {
    slug: 'user-preferences',
    // The card finder's answers are a member feature: an unverified session adds none.
    allowed: { create: verified, list: ownerOrAdmin, read: ownerOrAdmin, update: ownerOrAdmin, delete: ownerOrAdmin },
    create: () => ({ monthlyIncome: 15000, riskTolerance: 'low' }),
    fixture: { as: 'user', body: () => ({ monthlyIncome: 9000 }) },
    update: { monthlyIncome: 9500 },
    reset: async () => void (await sql('DELETE FROM user_preferences WHERE user_id = ANY($1)', [Object.values(ids)])),
  },
  {
    slug: 'media',
    allowed: { create: editors, list: everyone, read: everyone, update: editors, delete: editors },
    create: () => ({ alt: 'Matrix image' }),
    fixture: { as: 'admin', body: () => ({ alt: 'Matrix image' }) },
    update: { alt: 'Renamed image' },
    send: upload,
  },
  {
    slug: 'payload-locked-documents',
    allowed: { create: staff, list: staff, read: staff, update: staff, delete: staff },
    create: () => ({ document: { relationTo: 'credit-cards', value: nextCard() }, user: { relationTo: 'users', value: ids.admin } }),
    fixture: {
      as: 'admin',
      body: () => ({ document: { relationTo: 'credit-cards', value: nextCard() }, user: { relationTo: 'users', value: ids.admin } }),
    },
    update: {},
  },
]

function matrixLead() {
  return {
    source: 'lead-form',
    fullName: 'Matrix Lead',
    email: `lead.${unique()}@example.test`,
    phone: '+971501234567',
    salary: 12000,
    preference: 'travel',
  }
}

// A listed card needs a bank document for its fee or rate (docs/decisions/009).
function matrixCard() {
  return {
    name: `Matrix Card ${unique()}`,
    bank: 1,
    isActive: true,
    fees: { annualFee: 0 },
    sources: [
      {
        title: 'ADCB price guide',
        kind: 'schedule-of-charges',
        url: 'https://www.adcb.com/en/price-guide',
        checkedAt: '2026-11-23',
        figures: ['annualFee'],
      },
    ],
  }
}

beforeAll(async () => {
  listedCards = (await getJson(`${cmsUrl()}/cms-api/credit-cards?limit=0&depth=0&sort=id`)).body.docs.map((card: { id: number }) => card.id)
  for (const role of ['user', 'other', 'editor', 'sales'] as const) people[role] = await createUser(role === 'other' ? 'user' : role)
  people.unverified = await createUser('user', { verified: false })
  for (const role of Object.keys(people) as (keyof typeof people)[]) {
    tokens[role] = people[role].token
    ids[role] = people[role].id
  }
  tokens.guest = null
  tokens.admin = await adminToken()
  ids.admin = (await call('admin', 'GET', '/users/me')).body.user.id
  postId = (await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=1&depth=0`)).body.docs[0].id
  leadId = await make('sales', 'leads', matrixLead())
})

const listed = (body: any, id: number) => Array.isArray(body?.docs) && body.docs.some((d: { id: number }) => d.id === id)

describe('collection × operation × role through /cms-api', () => {
  describe.each(SPECS.map((spec) => [spec.name ?? spec.slug, spec] as const))('%s', (_name, spec) => {
    // For users, the fixture of `user` is their own account.
    const fixture = async () => {
      if (spec.slug === 'users') return ids.user
      await spec.reset?.()
      return make(spec.fixture.as, spec.slug, spec.fixture.body())
    }
    const mayDo = (op: Op, who: Who) => (spec.allowed[op] as readonly Who[]).includes(who)

    it('create', async () => {
      for (const who of ROLES) {
        await spec.reset?.()
        const res = spec.send ? await spec.send(who, spec.create()) : await call(who, 'POST', `/${spec.slug}`, spec.create())
        if (res.status === 201) created.push([spec.slug, res.body.doc.id])
        if (mayDo('create', who)) expect(res.status, `${who} creates: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(201)
        else expect([401, 403], `${who} must not create`).toContain(res.status)
      }
    })

    it('list and read', async () => {
      const id = await fixture()
      for (const who of ROLES) {
        const list = await call(who, 'GET', `/${spec.slug}?depth=0&limit=1000`)
        const one = await call(who, 'GET', `/${spec.slug}/${id}?depth=0`)
        if (mayDo('list', who)) expect(list.status === 200 && listed(list.body, id), `${who} lists ${spec.slug} ${id}`).toBe(true)
        else expect(list.status === 403 || (list.status === 200 && !listed(list.body, id)), `${who} must not list ${id}`).toBe(true)
        if (mayDo('read', who)) expect(one.status, `${who} reads ${id}`).toBe(200)
        else expect([403, 404], `${who} must not read ${id}`).toContain(one.status)
      }
    })

    it('update', async () => {
      const id = await fixture()
      for (const who of ROLES) {
        const res = await call(who, 'PATCH', `/${spec.slug}/${id}`, spec.update)
        if (mayDo('update', who)) expect(res.status, `${who} updates: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200)
        else expect([401, 403, 404], `${who} must not update`).toContain(res.status)
      }
    })

    it('delete', async () => {
      for (const who of ROLES) {
        const id = spec.slug === 'users' ? await make('admin', 'users', spec.fixture.body()) : await fixture()
        const res = await call(who, 'DELETE', `/${spec.slug}/${id}`)
        const still = await call('admin', 'GET', `/${spec.slug}/${id}?depth=0`)
        if (mayDo('delete', who)) {
          expect(res.status, `${who} deletes`).toBe(200)
          expect(still.status).toBe(404)
        } else {
          expect([401, 403, 404], `${who} must not delete`).toContain(res.status)
          expect(still.status, `${spec.slug} ${id} survives ${who}`).toBe(200)
        }
      }
    })
  })

  it('preferences (the admin keeps them per user) are each user’s own', async () => {
    for (const who of signedIn) {
      const saved = await call(who, 'POST', '/payload-preferences/matrix-pref', { value: { who } })
      expect(saved.status, who).toBe(200)
    }
    const mine = await call('user', 'GET', '/payload-preferences/matrix-pref')
    expect(mine.body.value).toEqual({ who: 'user' })
    const all = await call('user', 'GET', '/payload-preferences?depth=0&limit=100')
    expect(all.body.docs.every((d: any) => (d.user?.value ?? d.user) === ids.user)).toBe(true)
    expect((await call('guest', 'GET', '/payload-preferences')).status).toBe(403)
  })
})

describe('fields only some roles may write or read', () => {
  it('users: role by admins only; isVerified and the verification token by no request', async () => {
    for (const who of ROLES) {
      const target = who === 'user' || who === 'admin' ? ids.user : ids.other
      await call(who, 'PATCH', `/users/${target}`, { role: 'admin', isVerified: false, verificationToken: 'x'.repeat(64) })
    }
    const [row] = await sql('SELECT role, is_verified, verification_token FROM users WHERE id = $1', [ids.user])
    // The admin's PATCH set the role: put it back for the other tests.
    expect(row.role).toBe('admin')
    expect(row.is_verified).toBe(true)
    expect(row.verification_token).toBeNull()
    await call('admin', 'PATCH', `/users/${ids.user}`, { role: 'user' })
    const [other] = await sql('SELECT role, is_verified FROM users WHERE id = $1', [ids.other])
    expect(other).toEqual({ role: 'user', is_verified: true })
    const me = await call('user', 'GET', `/users/${ids.user}`)
    expect(me.body).not.toHaveProperty('verificationToken')
    expect(me.body).not.toHaveProperty('currentPassword')
    expect(JSON.stringify(me.body)).not.toMatch(/"(hash|salt|resetPasswordToken)"/)
  })

  it('owner fields: no one moves a record to another user after it is made, not even an admin', async () => {
    const owned: [string, () => unknown][] = [
      ['favorites', () => ({ card: nextCard() })],
      ['compare-lists', () => ({ cards: [1] })],
    ]
    for (const [slug, body] of owned) {
      const id = await make('user', slug, body())
      for (const who of ['user', 'admin'] as const) {
        const res = await call(who, 'PATCH', `/${slug}/${id}`, { user: ids.other })
        expect(res.status, `${slug} ${who}`).toBeLessThan(500)
      }
      expect((await call('admin', 'GET', `/${slug}/${id}?depth=0`)).body.user, slug).toBe(ids.user)
    }
    // Interactions are made by the server for a user (here an admin does it); no PATCH moves one.
    const interaction = await make('admin', 'card-interactions', { user: ids.user, card: 1, interactionType: 'view' })
    for (const who of ['user', 'admin'] as const) {
      expect((await call(who, 'PATCH', `/card-interactions/${interaction}`, { user: ids.other })).status).toBeLessThan(500)
    }
    expect((await call('admin', 'GET', `/card-interactions/${interaction}?depth=0`)).body.user).toBe(ids.user)
    await sql('DELETE FROM user_preferences WHERE user_id = $1', [ids.user])
    const prefs = await make('user', 'user-preferences', { monthlyIncome: 12000, user: ids.other })
    expect((await call('admin', 'GET', `/user-preferences/${prefs}?depth=0`)).body.user).toBe(ids.user)
    await call('user', 'PATCH', `/user-preferences/${prefs}`, { user: ids.other })
    expect((await call('admin', 'GET', `/user-preferences/${prefs}?depth=0`)).body.user).toBe(ids.user)
    // A lead keeps the person it was made for (visitors' leads come through the intake, which
    // sets it from the session: tests/integration/leads.test.ts); no later PATCH moves it.
    const lead = await make('sales', 'leads', { ...matrixLead(), user: ids.user })
    for (const who of ['sales', 'admin'] as const) await call(who, 'PATCH', `/leads/${lead}`, { user: ids.other })
    expect((await call('admin', 'GET', `/leads/${lead}?depth=0`)).body.user).toBe(ids.user)
    const note = await make('sales', 'lead-notes', { lead, content: 'x', user: ids.admin })
    expect((await call('admin', 'GET', `/lead-notes/${note}?depth=0`)).body.user).toBe(ids.sales)
  })

  it('leads: the handling fields are the sales team’s; a visitor cannot set them', async () => {
    const handling = {
      status: 'qualified',
      isConverted: true,
      notes: 'VIP',
      tags: ['vip'],
      assignedTo: ids.sales,
      followUpDate: '2030-01-01T00:00:00.000Z',
    }
    for (const who of ROLES) {
      const res = await call(who, 'POST', '/leads', { ...matrixLead(), ...handling })
      if (!(salesTeam as readonly Who[]).includes(who)) {
        // Visitors come in through the intake, which takes none of these fields.
        expect([401, 403], who).toContain(res.status)
        continue
      }
      expect(res.status, who).toBe(201)
      const stored = (await call('admin', 'GET', `/leads/${res.body.doc.id}?depth=0`)).body
      expect(stored, who).toMatchObject({ status: 'qualified', isConverted: true, notes: 'VIP', assignedTo: ids.sales })
    }
    // An editor or a member cannot change them on an existing lead either.
    const lead = await make('sales', 'leads', matrixLead())
    for (const who of ['user', 'editor'] as const) await call(who, 'PATCH', `/leads/${lead}`, handling)
    expect((await call('admin', 'GET', `/leads/${lead}?depth=0`)).body).toMatchObject({ status: 'new', isConverted: false, notes: null })
  })

  it('comments: approval is the editors’; commenters’ e-mail addresses are the editors’ to read', async () => {
    const id = await make('guest', 'blog-comments', {
      post: postId,
      name: 'Sara',
      email: 'sara.private@example.com',
      content: 'Approve me',
      approved: true,
    })
    for (const who of ROLES) await call(who, 'PATCH', `/blog-comments/${id}`, { approved: true })
    // Only editors could approve; an editor did.
    const asGuest = await call('guest', 'GET', `/blog-comments/${id}`)
    expect(asGuest.status).toBe(200)
    expect(asGuest.body.email).toBeUndefined()
    for (const who of ROLES) {
      const seen = (await call(who, 'GET', `/blog-comments/${id}`)).body
      if ((editors as readonly Who[]).includes(who)) expect(seen.email, who).toBe('sara.private@example.com')
      else expect(seen.email, who).toBeUndefined()
    }
    const fresh = await make('guest', 'blog-comments', {
      post: postId,
      name: 'Sam',
      email: 'sam@example.com',
      content: 'Sneaky',
      approved: true,
    })
    expect((await call('admin', 'GET', `/blog-comments/${fresh}`)).body.approved).toBe(false)
  })
})

// ─── The storefront's contract and guarded pages ──────────────────────────────────────────────
const cookies = {} as Record<Who, string | null>

async function page(who: Who, method: string, path: string, body?: unknown) {
  const cookie = cookies[who]
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      Origin: origin(),
      'X-Forwarded-For': fromIp(),
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(typeof body === 'function' ? body() : body),
  })
  await res.arrayBuffer()
  return { status: res.status, location: res.headers.get('location') }
}

type Expect = number | { redirect: string }
const API_AND_PAGES: [string, string, unknown, Partial<Record<Who, Expect>> & { rest: Expect }][] = [
  ['GET', '/api/user', undefined, { guest: 401, rest: 200 }],
  ['GET', '/api/fortune/today', undefined, { guest: 401, rest: 200 }],
  ['POST', '/api/resend-verification', {}, { guest: 401, unverified: 200, rest: 400 }],
  ['GET', '/api/banks', undefined, { rest: 200 }],
  ['GET', '/api/card-types', undefined, { rest: 200 }],
  ['GET', '/api/features', undefined, { rest: 200 }],
  ['GET', '/api/credit-cards', undefined, { rest: 200 }],
  ['GET', '/api/credit-cards/featured', undefined, { rest: 200 }],
  ['GET', '/api/credit-cards/1', undefined, { rest: 200 }],
  ['GET', '/api/credit-cards/999999', undefined, { rest: 404 }],
  ['GET', '/api/login', undefined, { rest: 405 }],
  ['POST', '/api/forgot-password', { email: 'nobody@example.test' }, { rest: 200 }],
  ['POST', '/api/forgot-username', { email: 'nobody@example.test' }, { rest: 200 }],
  ['POST', '/api/resend-verification-public', { email: 'nobody@example.test' }, { rest: 200 }],
  ['POST', '/api/verify-email', { token: 'x'.repeat(40) }, { rest: 400 }],
  ['POST', '/api/reset-password', { token: 'x'.repeat(40), password: 'Brand-New-Pass9!' }, { rest: 400 }],
  ['POST', '/api/register', { username: 'ab' }, { rest: 400 }],
  ['POST', '/api/login', () => ({ username: `nobody_${unique()}`, password: 'Wrong-Pass-123!' }), { rest: 401 }],
  ['GET', '/compare', undefined, { guest: { redirect: '/auth?redirect=/compare' }, rest: 200 }],
  ['GET', '/favorites', undefined, { guest: { redirect: '/auth?redirect=/favorites' }, rest: 200 }],
  ['GET', '/leads', undefined, { guest: { redirect: '/auth?redirect=/leads' }, rest: 200 }],
  ['GET', '/card-finder', undefined, { guest: { redirect: '/auth?redirect=/card-finder' }, rest: 200 }],
  ['GET', '/fortune-cookie', undefined, { guest: { redirect: '/auth?redirect=/fortune-cookie' }, rest: 200 }],
  ['GET', '/account', undefined, { guest: { redirect: '/auth?redirect=/account' }, rest: 200 }],
  ['GET', '/account/export', undefined, { guest: { redirect: '/auth?redirect=/account' }, rest: 200 }],
  [
    'GET',
    '/admin',
    undefined,
    {
      guest: { redirect: '/auth?redirect=%2Fadmin' },
      unverified: { redirect: '/' },
      user: { redirect: '/' },
      other: { redirect: '/' },
      rest: 200,
    },
  ],
]

describe('the storefront’s /api routes and guarded pages × role', () => {
  beforeAll(async () => {
    cookies.guest = null
    for (const who of ['user', 'other', 'editor', 'sales'] as const)
      cookies[who] = await storefrontSessionCookie(people[who].username, people[who].password)
    cookies.admin = await storefrontSessionCookie(testAdmin().username, testAdmin().password)
    cookies.unverified = `payload-token=${people.unverified.token}`
  })

  it.each(API_AND_PAGES)('%s %s', async (method, path, body, expected) => {
    for (const who of ROLES) {
      const want = expected[who] ?? expected.rest
      const got = await page(who, method, path, body)
      if (typeof want === 'number') expect(got.status, `${who} ${method} ${path}`).toBe(want)
      else expect([got.status, got.location], `${who} ${method} ${path}`).toEqual([302, want.redirect])
    }
  })
})
