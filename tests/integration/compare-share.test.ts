// /compare?cards=… (docs/decisions/015): a comparison anyone may open from a link, read-only, with
// nothing stored; hostile links get a 4xx page, never a 5xx; "Save to my comparison".
import { describe, expect, it } from 'vitest'
import { baseUrl, createUser, getJson, sql, storefrontSessionCookie } from './helpers'
import { flashFrom, fromIp, sendForm, sendJson } from './requests'

type Card = { id: number; name: string }

async function listedCards(count: number): Promise<Card[]> {
  const { body } = await getJson(`${baseUrl()}/api/credit-cards?limit=${count}`)
  return body.cards.map(({ id, name }: Card) => ({ id, name }))
}

/** The shared page as a browser asks for it; `cards` is put in the address as written. */
function openLink(query: string, cookie?: string) {
  return fetch(`${baseUrl()}/compare?${query}`, {
    redirect: 'manual',
    headers: { 'X-Forwarded-For': fromIp(), ...(cookie ? { Cookie: cookie } : {}) },
  })
}

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

async function storedLists() {
  const [lists] = await sql('SELECT count(*)::int AS n, max(updated_at) AS last FROM compare_lists')
  const [rels] = await sql('SELECT count(*)::int AS n FROM compare_lists_rels')
  return { lists: lists.n, last: String(lists.last), rels: rels.n }
}

describe('GET /compare?cards= as a guest', () => {
  it('shows the linked cards read-only, as public catalogue data, and stores nothing', async () => {
    const cards = (await listedCards(5)).slice(2, 5)
    const before = await storedLists()
    const res = await openLink(`cards=${cards.map((c) => c.id).join(',')}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=3600')
    expect(res.headers.get('vary')).toMatch(/Cookie/)
    expect(res.headers.get('set-cookie')).toBeNull()
    const page = await res.text()
    // Columns in the link's order.
    const positions = cards.map((card) => page.indexOf(`>${html(card.name)}</a>`))
    expect(positions.every((p) => p > 0)).toBe(true)
    expect([...positions].sort((a, b) => a - b)).toEqual(positions)
    expect(page).toContain(`<title>Compare ${html(cards.map((c) => c.name).join(' vs '))} | CardCompare UAE</title>`)
    expect(page).toMatch(/<meta name="robots" content="noindex"\/>/)
    expect(page).toContain(`<link rel="canonical" href="${baseUrl()}/compare?cards=${cards.map((c) => c.id).join(',')}"/>`)
    expect(page).toContain('A shared comparison')
    expect(page).toContain('href="/auth?redirect=/compare"')
    expect(page).toContain('Log in to compare your own cards')
    expect(page).not.toContain('>Remove<')
    for (const row of ['Annual Fee', 'Interest Rate', 'Minimum Salary (AED)', 'Rewards', 'Actions']) expect(page).toContain(`>${row}</th>`)
    expect(await storedLists()).toEqual(before)
  })

  it('keeps plain /compare for signed-in users', async () => {
    const res = await fetch(`${baseUrl()}/compare`, { redirect: 'manual', headers: { 'X-Forwarded-For': fromIp() } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=/compare')
  })

  it('redirects a link with repeats, empty items or spaces to its clean form', async () => {
    const [a, b] = await listedCards(2)
    for (const query of [
      `cards=${a.id},,${b.id}`,
      `cards=${a.id},${b.id},${a.id}`,
      `cards=${a.id}&cards=${b.id}`,
      `cards=${a.id},%20${b.id},`,
    ]) {
      const res = await openLink(query)
      expect(res.status, query).toBe(301)
      expect(res.headers.get('location'), query).toBe(`/compare?cards=${a.id},${b.id}`)
    }
    // An encoded comma is the same link.
    expect((await openLink(`cards=${a.id}%2C${b.id}`)).status).toBe(200)
  })

  it('leaves out cards no longer listed, and says so', async () => {
    const [card] = await listedCards(1)
    const [hidden] = await sql('SELECT id FROM credit_cards WHERE is_active = false ORDER BY id LIMIT 1')
    expect(hidden, 'the seed has unlisted cards').toBeDefined()

    const one = await openLink(`cards=${card.id},999999`)
    expect(one.status).toBe(200)
    const page = await one.text()
    expect(page).toContain('1 card in this link is no longer listed.')
    expect(page).toContain(`<link rel="canonical" href="${baseUrl()}/compare?cards=${card.id}"/>`)

    const two = await openLink(`cards=${hidden.id},${card.id},2147483647`)
    expect(two.status).toBe(200)
    expect(await two.text()).toContain('2 cards in this link are no longer listed.')

    const none = await openLink(`cards=${hidden.id},999999`)
    expect(none.status).toBe(404)
    expect(await none.text()).toContain('The cards in this link are no longer listed.')
  })

  it('answers hostile links with a 400 page, never a 5xx, and never echoes them', async () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',')
    const thousand = ids(1_000)
    const cases: [string, string][] = [
      ['cards=abc', 'This comparison link is not valid.'],
      ['cards=1,abc', 'This comparison link is not valid.'],
      ['cards=%00', 'This comparison link is not valid.'],
      ['cards=1%002', 'This comparison link is not valid.'],
      ['cards=-1', 'This comparison link is not valid.'],
      ['cards=0', 'This comparison link is not valid.'],
      ['cards=1.5', 'This comparison link is not valid.'],
      ['cards=1e3', 'This comparison link is not valid.'],
      ['cards=2147483648', 'This comparison link is not valid.'],
      ['cards=%D9%A1', 'This comparison link is not valid.'], // Arabic-Indic one
      ['cards=%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'This comparison link is not valid.'],
      ["cards=1'%20OR%20'1'%3D'1", 'This comparison link is not valid.'],
      ['cards=%E0%A4%A', 'This comparison link is not valid.'], // broken percent-encoding
      [`cards=${'9'.repeat(5000)}`, 'A comparison link can hold up to 4 cards.'],
      ['cards=1,2,3,4,5', 'A comparison link can hold up to 4 cards.'],
      [`cards=${thousand}`, 'A comparison link can hold up to 4 cards.'],
      ['cards=', 'This comparison link has no cards in it.'],
      ['cards=,,,', 'This comparison link has no cards in it.'],
    ]
    for (const [query, message] of cases) {
      const label = query.slice(0, 60)
      const res = await openLink(query)
      const page = await res.text()
      expect(res.status, label).toBe(400)
      expect(page.includes(message), label).toBe(true)
      expect(page.includes('<script>alert(1)'), label).toBe(false)
    }
    // 10,000 ids (49 kB) pass Node's 16 kB limit on a request's head: refused before any route.
    expect((await openLink(`cards=${ids(10_000)}`)).status).toBe(431)
  })
})

describe('GET /compare?cards= signed in', () => {
  it('shows the link, not the own list, privately, and leaves the own list alone', async () => {
    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const [mine, ...shared] = await listedCards(3)
    expect((await sendForm('/compare', { intent: 'add', cardId: String(mine.id) }, { cookie })).status).toBe(302)

    const res = await openLink(`cards=${shared.map((c) => c.id).join(',')}`, cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const page = await res.text()
    expect(page).toContain('Save to my comparison')
    expect(page).not.toContain('Log in to compare your own cards')
    for (const card of shared) expect(page).toContain(`>${html(card.name)}</a>`)

    const own = await fetch(`${baseUrl()}/compare`, { headers: { Cookie: cookie } })
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    const ownPage = await own.text()
    expect(ownPage).toContain(`>${html(mine.name)}</a>`)
    // The own page offers its read-only link.
    expect(ownPage).toContain(`href="/compare?cards=${mine.id}"`)
    expect(ownPage).toContain('Share this comparison')
  })
})

describe('POST /compare intent=save ("Save to my comparison")', () => {
  const listOf = async (userId: number) =>
    (
      await sql(
        'SELECT r.credit_cards_id AS id FROM compare_lists l JOIN compare_lists_rels r ON r.parent_id = l.id WHERE l.user_id = $1 ORDER BY r."order"',
        [userId],
      )
    ).map((row) => row.id)

  it("makes a verified user's list the link's listed cards", async () => {
    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const [a, b, c] = await listedCards(3)
    expect((await sendForm('/compare', { intent: 'add', cardId: String(a.id) }, { cookie })).status).toBe(302)

    const res = await sendForm(`/compare?cards=${b.id},${c.id}`, { intent: 'save', cards: `${b.id},${c.id},999999` }, { cookie })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/compare')
    expect(flashFrom(res)).toMatch(/Comparison saved/)
    expect(await listOf(user.id)).toEqual([b.id, c.id])
  })

  it('refuses guests, unverified users and bad links', async () => {
    const [a] = await listedCards(1)
    const guest = await sendForm('/compare', { intent: 'save', cards: String(a.id) })
    expect(guest.status).toBe(302)
    expect(guest.headers.get('location')).toBe('/auth?redirect=/compare')

    // Registration signs the new, unverified user in (spec §7).
    const suffix = Date.now().toString(36)
    const register = await sendJson('/api/register', {
      username: `share_${suffix}`,
      email: `share.${suffix}@example.test`,
      password: 'Sunny-Dubai-42!',
    })
    expect(register.status).toBe(201)
    const unverifiedCookie = register.res.headers.get('set-cookie')!.split(';')[0]
    expect((await sendForm('/compare', { intent: 'save', cards: String(a.id) }, { cookie: unverifiedCookie })).status).toBe(403)

    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    for (const cards of ['abc', '1,2,3,4,5', '', '\u0000']) {
      const res = await sendForm('/compare', { intent: 'save', cards }, { cookie })
      expect(res.status, cards).toBe(400)
      expect(res.headers.get('cache-control'), cards).toBe('private, no-store')
    }
    expect((await sendForm('/compare', { intent: 'save', cards: '999999' }, { cookie })).status).toBe(404)
    expect(await listOf(user.id)).toEqual([])
  })
})
