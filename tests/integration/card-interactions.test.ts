// Card interactions (spec §3, docs/decisions/016): views, compares, favourites and applications are
// recorded by the storefront's server, once per visitor, card and day; they go with the user or
// the card; "Popular this week" tells card ids and counts only; and no visitor can write one
// through /cms-api.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { INTERACTION_TYPES } from '@cardcompare/shared'
import { solveBotCheck } from './bot-check'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql, type TestUser } from './helpers'
import { fromIp, origin, sendForm, sendJson } from './requests'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const unique = () => randomUUID().slice(0, 8)

type Row = { user_id: number | null; card_id: number; interaction_type: string }
let admin: string
let verified: TestUser
let cards: { id: number; name: string; slug: string }[] = []
let hiddenCardId: number

/** The interactions of a card recorded since `since`. */
const rowsFor = (card: number, since: Date) =>
  sql('SELECT user_id, card_id, interaction_type FROM card_interactions WHERE card_id = $1 AND created_at >= $2 ORDER BY id', [
    card,
    since,
  ]) as Promise<Row[]>

/** Recording runs after the answer: wait until the card has `count` rows since `since`. */
async function waitForRows(card: number, since: Date, count: number): Promise<Row[]> {
  const until = Date.now() + 8_000
  for (;;) {
    const rows = await rowsFor(card, since)
    if (rows.length >= count || Date.now() > until) return rows
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 700))

function viewCard(
  slug: string,
  {
    ip = fromIp(),
    agent = BROWSER,
    cookie,
    headers = {},
  }: { ip?: string; agent?: string; cookie?: string; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseUrl()}/credit-cards/${slug}`, {
    headers: { 'User-Agent': agent, 'X-Forwarded-For': ip, ...(cookie ? { Cookie: cookie } : {}), ...headers },
  })
}
const session = (user: TestUser) => `payload-token=${user.token}`

beforeAll(async () => {
  admin = await adminToken()
  cards = (await getJson(`${baseUrl()}/api/credit-cards?limit=8`)).body.cards
  const hidden = await getJson(`${cmsUrl()}/cms-api/credit-cards?limit=1&depth=0&where[isActive][equals]=false`, { headers: auth(admin) })
  hiddenCardId = hidden.body.docs[0].id
  verified = await createUser('user')
})

describe('what is recorded', () => {
  it("a card page view: a guest's without a user, once a day per address; a member's with their id; never a bot's or a prefetch", async () => {
    const card = cards[0]!
    const since = new Date()
    const ip = fromIp()
    const page = await viewCard(card.slug, { ip })
    expect(page.status).toBe(200)
    expect(await waitForRows(card.id, since, 1)).toEqual([{ user_id: null, card_id: card.id, interaction_type: 'view' }])

    // The same visitor again today, a crawler, a link preview and a prefetch: nothing more.
    await viewCard(card.slug, { ip })
    await viewCard(card.slug, { agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' })
    await viewCard(card.slug, { agent: 'facebookexternalhit/1.1' })
    await viewCard(card.slug, { headers: { 'Sec-Purpose': 'prefetch' } })
    // A member, twice: one row, with their id.
    await viewCard(card.slug, { cookie: session(verified) })
    await viewCard(card.slug, { cookie: session(verified), ip: fromIp() })
    await settle()
    expect(await waitForRows(card.id, since, 2)).toEqual([
      { user_id: null, card_id: card.id, interaction_type: 'view' },
      { user_id: verified.id, card_id: card.id, interaction_type: 'view' },
    ])
    // Another address is another visitor.
    await viewCard(card.slug)
    expect(await waitForRows(card.id, since, 3)).toHaveLength(3)
  })

  it('a compare, a favourite (once however often it is added) and an application', async () => {
    const card = cards[1]!
    const since = new Date()
    const compare = await sendForm('/compare.data', { intent: 'add', cardId: String(card.id), mode: 'js' }, { cookie: session(verified) })
    expect(compare.status).toBe(200)
    expect(await waitForRows(card.id, since, 1)).toEqual([{ user_id: verified.id, card_id: card.id, interaction_type: 'compare' }])

    for (let i = 0; i < 2; i++) await sendJson('/api/favorites', { cardId: card.id }, { cookie: session(verified) })
    expect((await waitForRows(card.id, since, 2)).map((r) => r.interaction_type)).toEqual(['compare', 'favorite'])

    // An application sent while signed in counts for that member (the CMS's intake records it).
    const application = await sendJson(
      '/api/card-applications',
      {
        fullName: 'Omar Interaction',
        email: `omar.${unique()}@example.test`,
        phone: `+97150${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
        salary: '12000',
        preferredContactMethod: 'email',
        cardId: card.id,
        consentContact: true,
        idempotencyKey: randomUUID().replaceAll('-', ''),
        recaptchaToken: await solveBotCheck(baseUrl(), 'card_application'),
      },
      { cookie: session(verified) },
    )
    expect(application.status).toBe(200)
    const rows = await waitForRows(card.id, since, 3)
    expect(rows.map((r) => r.interaction_type)).toEqual(['compare', 'favorite', 'apply'])
    expect(rows.every((r) => r.user_id === verified.id)).toBe(true)
    await getJson(`${baseUrl()}/api/favorites/${card.id}`, { method: 'DELETE', headers: { Origin: origin(), Cookie: session(verified) } })
  })

  it('the rows hold the card, the kind and the user id, nothing else about the person', async () => {
    const [{ columns }] = await sql(
      `SELECT array_agg(column_name::text ORDER BY column_name) AS columns FROM information_schema.columns WHERE table_name = 'card_interactions'`,
    )
    expect(columns).toEqual(['card_id', 'created_at', 'id', 'interaction_type', 'updated_at', 'user_id'])
  })
})

describe('deleted with the user or the card (spec §3)', () => {
  it("a user's interactions go with the account", async () => {
    const member = await createUser('user')
    const card = cards[2]!
    const since = new Date()
    await viewCard(card.slug, { cookie: session(member) })
    await sendJson('/api/favorites', { cardId: card.id }, { cookie: session(member) })
    expect((await waitForRows(card.id, since, 2)).filter((r) => r.user_id === member.id)).toHaveLength(2)
    const removed = await getJson(`${cmsUrl()}/cms-api/users/${member.id}`, { method: 'DELETE', headers: auth(admin) })
    expect(removed.status).toBe(200)
    expect(await sql('SELECT id FROM card_interactions WHERE user_id = $1', [member.id])).toEqual([])
    expect(await sql('SELECT id FROM favorites WHERE user_id = $1', [member.id])).toEqual([])
  })

  it("a card's interactions go with the card", async () => {
    const made = await getJson(`${cmsUrl()}/cms-api/credit-cards`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(admin) },
      body: JSON.stringify({
        name: `Interaction Card ${unique()}`,
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
      }),
    })
    expect(made.status).toBe(201)
    const card = made.body.doc as { id: number; slug: string }
    const since = new Date()
    expect((await viewCard(card.slug)).status).toBe(200)
    await sendJson('/api/favorites', { cardId: card.id }, { cookie: session(verified) })
    expect(await waitForRows(card.id, since, 2)).toHaveLength(2)
    expect((await getJson(`${cmsUrl()}/cms-api/credit-cards/${card.id}`, { method: 'DELETE', headers: auth(admin) })).status).toBe(200)
    expect(await sql('SELECT id FROM card_interactions WHERE card_id = $1', [card.id])).toEqual([])
    expect(await sql('SELECT id FROM favorites WHERE card_id = $1', [card.id])).toEqual([])
  })
})

describe('Popular this week', () => {
  it('ranks listed cards by weighted interactions and tells ids and counts, never who', async () => {
    const top = cards[3]!
    // A busy week for one card (rows made by an admin, as staff may in the admin): 10 × 5 + 4 + 3 + 1.
    for (const type of [...Array(10).fill('apply'), 'favorite', 'compare', 'view']) {
      expect(
        (
          await getJson(`${cmsUrl()}/cms-api/card-interactions`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...auth(admin) },
            body: JSON.stringify({ user: verified.id, card: top.id, interactionType: type }),
          })
        ).status,
      ).toBe(201)
    }
    // An unlisted card is never popular, however busy.
    for (let i = 0; i < 10; i++) {
      await getJson(`${cmsUrl()}/cms-api/card-interactions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth(admin) },
        body: JSON.stringify({ card: hiddenCardId, interactionType: 'apply' }),
      })
    }
    // Public, through the one origin, as a guest.
    const res = await getJson(`${baseUrl()}/cms-api/card-interactions/popular?limit=20`)
    expect(res.status).toBe(200)
    expect(res.body.days).toBe(7)
    const ids = res.body.cards.map((c: { id: number }) => c.id)
    expect(ids).toContain(top.id)
    expect(ids).not.toContain(hiddenCardId)
    const scores = res.body.cards.map((c: { score: number }) => c.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    for (const entry of res.body.cards) {
      expect(Object.keys(entry).sort()).toEqual(['counts', 'id', 'score'])
      expect(Object.keys(entry.counts).sort()).toEqual([...INTERACTION_TYPES].sort())
    }
    expect(JSON.stringify(res.body)).not.toMatch(/user/i)
    expect(JSON.stringify(res.body)).not.toContain(verified.username)

    const home = await (await fetch(`${baseUrl()}/`)).text()
    expect(home).toContain('Popular this week')
    const section = home.slice(home.indexOf('id="popular-heading"'))
    expect(section.slice(0, section.indexOf('</section>'))).toContain(top.name.replaceAll('&', '&amp;'))
  })

  it.each(['0', '-1', 'abc', '21', '1.5', '%00'])('limit=%s is 400', async (limit) => {
    expect((await getJson(`${baseUrl()}/cms-api/card-interactions/popular?limit=${limit}`)).status).toBe(400)
  })
})

describe('nobody forges an interaction', () => {
  const body = (card: number, extra: Record<string, unknown> = {}) => JSON.stringify({ card, interactionType: 'apply', ...extra })

  it('not a guest, nor a member (for themselves or anyone else), through /cms-api', async () => {
    const card = cards[4]!
    const since = new Date()
    const guest = await fetch(`${baseUrl()}/cms-api/card-interactions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin(), 'X-Forwarded-For': fromIp() },
      body: body(card.id),
    })
    expect([401, 403]).toContain(guest.status)
    const other = await createUser('user')
    for (const extra of [{}, { user: other.id }]) {
      const member = await getJson(`${cmsUrl()}/cms-api/card-interactions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...auth(verified.token) },
        body: body(card.id, extra),
      })
      expect(member.status).toBe(403)
    }
    await settle()
    expect(await rowsFor(card.id, since)).toEqual([])
  })

  it("not through the storefront's recording endpoint: closed at the proxy, and the CMS wants the server's key", async () => {
    const card = cards[4]!
    const since = new Date()
    const viaProxy = await fetch(`${baseUrl()}/cms-api/card-interactions/record`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin(), 'X-Forwarded-For': fromIp() },
      body: JSON.stringify({ card: card.id, type: 'apply' }),
    })
    expect(viaProxy.status).toBe(404)
    const attempts: Record<string, string>[] = [
      {},
      { 'X-Interaction-Key': 'a'.repeat(64) },
      { 'X-Interaction-Key': '' },
      { 'X-Interaction-Key': 'x' },
      auth(verified.token),
    ]
    for (const headers of attempts) {
      const direct = await fetch(`${cmsUrl()}/cms-api/card-interactions/record`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify({ card: card.id, type: 'apply' }),
      })
      expect(direct.status).toBe(403)
    }
    await settle()
    expect(await rowsFor(card.id, since)).toEqual([])
  })
})
