// Favourites (spec §4, §7, §8; docs/decisions/016): the /api/favorites contract and the /favorites
// page action the hearts post to. Status codes as for Compare: 401 guest, 403 unverified (adding
// only), 400 bad id or body, 404 unknown or unlisted card, never a 5xx; adding twice is one
// favourite; nobody sees or removes another person's.
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql, type TestUser } from './helpers'
import { flashFrom, fromIp, origin, sendForm, sendJson } from './requests'

let listed: number[] = []
let hiddenCardId: number
let verified: TestUser
let other: TestUser
let unverified: TestUser

const session = (user: TestUser) => `payload-token=${user.token}`

/** A request to /api/favorites… as the browser's fetch sends it (JSON, same origin). */
function api(method: string, path: string, { user, body }: { user?: TestUser; body?: unknown } = {}) {
  if (body !== undefined) return sendJson(`/api/favorites${path}`, body, { method, cookie: user ? session(user) : undefined })
  return getJson(`${baseUrl()}/api/favorites${path}`, {
    method,
    headers: { Origin: origin(), 'X-Forwarded-For': fromIp(), ...(user ? { Cookie: session(user) } : {}) },
  })
}

const rowsOf = async (user: TestUser) =>
  (await sql('SELECT card_id FROM favorites WHERE user_id = $1 ORDER BY id', [user.id])).map((row) => Number(row.card_id))

beforeAll(async () => {
  listed = (await getJson(`${baseUrl()}/api/credit-cards?limit=6`)).body.cards.map((card: { id: number }) => card.id)
  const hidden = await getJson(`${cmsUrl()}/cms-api/credit-cards?limit=1&depth=0&where[isActive][equals]=false`, {
    headers: auth(await adminToken()),
  })
  hiddenCardId = hidden.body.docs[0].id
  ;[verified, other, unverified] = await Promise.all([createUser('user'), createUser('user'), createUser('user', { verified: false })])
})

describe('a guest', () => {
  it.each([
    ['GET', ''],
    ['POST', ''],
    ['GET', '/1'],
    ['DELETE', '/1'],
  ])('%s /api/favorites%s is 401', async (method, path) => {
    const res = await api(method, path, method === 'POST' ? { body: { cardId: listed[0] } } : {})
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ error: 'Please login to save favorites' })
    expect(res.res.headers.get('cache-control')).toContain('no-store')
  })

  it('pressing a heart without JavaScript is sent to sign in, and back to the page after', async () => {
    const res = await sendForm('/favorites', { intent: 'add', cardId: String(listed[0]), redirectTo: '/cards?bank=1' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=/cards%3Fbank%3D1')
    // The hearts' fetcher posts to the route's data URL (Remix single fetch).
    const js = await sendForm('/favorites.data', { intent: 'add', cardId: String(listed[0]), mode: 'js' })
    expect(js.status).toBe(401)
  })
})

describe('an unverified user', () => {
  it('cannot add (403 with the verification reminder), but may list, check and remove', async () => {
    const add = await api('POST', '', { user: unverified, body: { cardId: listed[0] } })
    expect(add.status).toBe(403)
    expect(add.body).toMatchObject({ requiresVerification: true, error: expect.stringMatching(/verify your email address/) })
    expect(await rowsOf(unverified)).toEqual([])
    // Not even straight through the CMS.
    const direct = await getJson(`${cmsUrl()}/cms-api/favorites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(unverified.token) },
      body: JSON.stringify({ card: listed[0] }),
    })
    expect(direct.status).toBe(403)

    expect((await api('GET', '', { user: unverified })).body).toEqual([])
    expect((await api('GET', `/${listed[0]}`, { user: unverified })).body).toEqual({ isFavorite: false })
    const remove = await api('DELETE', `/${listed[0]}`, { user: unverified })
    expect(remove.status).toBe(200)
    expect(remove.body).toEqual({ cardId: listed[0], isFavorite: false })
    const form = await sendForm(
      '/favorites.data',
      { intent: 'add', cardId: String(listed[0]), mode: 'js' },
      { cookie: session(unverified) },
    )
    expect(form.status).toBe(403)
  })
})

describe('a verified user', () => {
  it('adds a card once however often it is added, lists it as a card, checks and removes it', async () => {
    const id = listed[1]!
    const first = await api('POST', '', { user: verified, body: { cardId: id } })
    expect(first.status).toBe(201)
    expect(first.body).toEqual({ cardId: id, isFavorite: true })
    const again = await api('POST', '', { user: verified, body: { cardId: id } })
    expect(again.status).toBe(200)
    expect(again.body).toEqual({ cardId: id, isFavorite: true })
    expect(await rowsOf(verified)).toEqual([id])

    // spec §7: a list of cards, each with an id, in the contract's card shape.
    const list = await api('GET', '', { user: verified })
    expect(list.status).toBe(200)
    expect(list.res.headers.get('cache-control')).toContain('no-store')
    const card = (await getJson(`${baseUrl()}/api/credit-cards/${id}`)).body
    expect(list.body).toEqual([card])

    expect((await api('GET', `/${id}`, { user: verified })).body).toEqual({ isFavorite: true })
    expect((await api('GET', `/${listed[2]}`, { user: verified })).body).toEqual({ isFavorite: false })

    const removed = await api('DELETE', `/${id}`, { user: verified })
    expect(removed.status).toBe(200)
    expect(removed.body).toEqual({ cardId: id, isFavorite: false })
    // Removing what is not there is not an error either.
    expect((await api('DELETE', `/${id}`, { user: verified })).status).toBe(200)
    expect((await api('GET', '', { user: verified })).body).toEqual([])
    expect(await rowsOf(verified)).toEqual([])
  })

  it('adding the same card many times at once still makes one favourite', async () => {
    const id = listed[3]!
    const answers = await Promise.all(Array.from({ length: 6 }, () => api('POST', '', { user: verified, body: { cardId: id } })))
    for (const answer of answers) expect([200, 201]).toContain(answer.status)
    expect(await rowsOf(verified)).toEqual([id])
    await api('DELETE', `/${id}`, { user: verified })
  })

  it('lists favourites newest first and leaves out cards the catalogue no longer lists', async () => {
    await api('POST', '', { user: verified, body: { cardId: listed[4] } })
    await api('POST', '', { user: verified, body: { cardId: listed[5] } })
    // A favourite of a card since unlisted (an admin could have made it before): not shown, still removable.
    await getJson(`${cmsUrl()}/cms-api/favorites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth(await adminToken()) },
      body: JSON.stringify({ user: verified.id, card: hiddenCardId }),
    })
    expect((await api('GET', '', { user: verified })).body.map((c: { id: number }) => c.id)).toEqual([listed[5], listed[4]])
    expect((await api('GET', `/${hiddenCardId}`, { user: verified })).status).toBe(404)
    expect((await api('DELETE', `/${hiddenCardId}`, { user: verified })).status).toBe(200)
    expect(await rowsOf(verified)).toEqual([listed[4], listed[5]])
    for (const id of [listed[4], listed[5]]) await api('DELETE', `/${id}`, { user: verified })
  })

  it.each([
    ['a word', { cardId: 'abc' }],
    ['a negative id', { cardId: -1 }],
    ['zero', { cardId: 0 }],
    ['a fraction', { cardId: 1.5 }],
    ['a NUL byte', { cardId: '1\u0000' }],
    ['markup', { cardId: '<script>alert(1)</script>' }],
    ['a huge id', { cardId: 2 ** 31 }],
    ['a huge string', { cardId: '9'.repeat(40) }],
    ['1e300', { cardId: 1e300 }],
    ['true', { cardId: true }],
    ['null', { cardId: null }],
    ['a list', { cardId: [1] }],
    ['an object', { cardId: { id: 1 } }],
    ['no cardId', {}],
    ['a JSON list body', [1]],
    ['a JSON string body', '"1"'],
    ['a JSON null body', 'null'],
    ['malformed JSON', '{"cardId": 1'],
  ])('POST with %s is 400', async (_label, body) => {
    const res = await api('POST', '', { user: verified, body })
    expect(res.status).toBe(400)
    expect(res.body.error).toEqual(expect.any(String))
  })

  it('an oversized body is refused with 413, sent with or without its length', async () => {
    const big = JSON.stringify({ cardId: 1, padding: 'x'.repeat(70_000) })
    expect((await api('POST', '', { user: verified, body: big })).status).toBe(413)
    const chunked = await fetch(`${baseUrl()}/api/favorites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin(), 'X-Forwarded-For': fromIp(), Cookie: session(verified) },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
    expect(await rowsOf(verified)).toEqual([])
  })

  it.each(['abc', '-1', '0', '1.5', '1e3', '%00', '1%00', '99999999999999999999', '%3Cscript%3E'])(
    'GET and DELETE /api/favorites/%s are 400',
    async (id) => {
      expect((await api('GET', `/${id}`, { user: verified })).status).toBe(400)
      expect((await api('DELETE', `/${id}`, { user: verified })).status).toBe(400)
    },
  )

  it('an unknown or unlisted card is 404', async () => {
    for (const id of [999_999, hiddenCardId]) {
      expect((await api('POST', '', { user: verified, body: { cardId: id } })).status).toBe(404)
      expect((await api('GET', `/${id}`, { user: verified })).status).toBe(404)
      expect((await api('DELETE', `/${id}`, { user: verified })).status).toBe(404)
    }
    expect(await rowsOf(verified)).toEqual([])
  })

  it('other methods are 405', async () => {
    expect((await api('PUT', '', { user: verified, body: { cardId: listed[0] } })).status).toBe(405)
    expect((await api('POST', `/${listed[0]}`, { user: verified, body: {} })).status).toBe(405)
  })
})

describe('ownership', () => {
  it("another user's favourites are never visible or removable, through the storefront or the CMS", async () => {
    const id = listed[0]!
    expect((await api('POST', '', { user: verified, body: { cardId: id } })).status).toBe(201)
    const [row] = await sql('SELECT id FROM favorites WHERE user_id = $1 AND card_id = $2', [verified.id, id])

    expect((await api('GET', '', { user: other })).body).toEqual([])
    expect((await api('GET', `/${id}`, { user: other })).body).toEqual({ isFavorite: false })
    expect((await api('DELETE', `/${id}`, { user: other })).status).toBe(200)
    expect(await rowsOf(verified)).toEqual([id])

    const asOther = auth(other.token)
    expect(
      (await getJson(`${cmsUrl()}/cms-api/favorites?where[user][equals]=${verified.id}&depth=0`, { headers: asOther })).body.docs,
    ).toEqual([])
    expect((await getJson(`${cmsUrl()}/cms-api/favorites/${row.id}`, { headers: asOther })).status).toBeGreaterThanOrEqual(403)
    const del = await getJson(`${cmsUrl()}/cms-api/favorites/${row.id}`, { method: 'DELETE', headers: asOther })
    expect(del.status).toBeGreaterThanOrEqual(403)
    expect(del.status).toBeLessThan(500)
    const bulk = await getJson(`${cmsUrl()}/cms-api/favorites?where[user][equals]=${verified.id}`, { method: 'DELETE', headers: asOther })
    expect(bulk.status).toBeLessThan(500)
    // Naming someone else as the owner makes the favourite the requester's own.
    const forged = await getJson(`${cmsUrl()}/cms-api/favorites?depth=0`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...asOther },
      body: JSON.stringify({ user: verified.id, card: listed[1] }),
    })
    expect(forged.status).toBe(201)
    expect(forged.body.doc.user).toBe(other.id)
    expect(await rowsOf(verified)).toEqual([id])
    await api('DELETE', `/${id}`, { user: verified })
    await api('DELETE', `/${listed[1]}`, { user: other })
  })
})

describe('the /favorites page and its action', () => {
  it('a form post without JavaScript adds, goes back with a notification, and the page lists the card with Remove', async () => {
    const id = listed[2]!
    const res = await sendForm(
      '/favorites',
      { intent: 'add', cardId: String(id), redirectTo: `/cards?page=1` },
      { cookie: session(verified) },
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/cards?page=1')
    const flash = flashFrom(res) ?? ''
    expect(flash).toContain('Added to favorites')
    expect(await rowsOf(verified)).toEqual([id])

    const page = await fetch(`${baseUrl()}/favorites`, { headers: { Cookie: session(verified) } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
    const html = await page.text()
    const card = (await getJson(`${baseUrl()}/api/credit-cards/${id}`)).body
    expect(html).toContain(card.name.replaceAll('&', '&amp;'))
    expect(html).toMatch(/Remove from favourites|Remove<span class="sr-only">/)

    const removed = await sendForm('/favorites.data', { intent: 'remove', cardId: String(id), mode: 'js' }, { cookie: session(verified) })
    expect(removed.status).toBe(200)
    expect(await rowsOf(verified)).toEqual([])
    const empty = await (await fetch(`${baseUrl()}/favorites`, { headers: { Cookie: session(verified) } })).text()
    expect(empty).toContain('You have not saved any cards yet')
  })

  it('goes back only to a page of ours', async () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const res = await sendForm(
        '/favorites',
        { intent: 'remove', cardId: String(listed[0]), redirectTo: target },
        { cookie: session(verified) },
      )
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/favorites')
    }
  })

  it('bad ids in the form are refused without a 5xx', async () => {
    for (const cardId of ['abc', '-1', '\u0000', '9'.repeat(30), '']) {
      const res = await sendForm('/favorites.data', { intent: 'add', cardId, mode: 'js' }, { cookie: session(verified) })
      expect(res.status).toBe(400)
    }
    const json = await fetch(`${baseUrl()}/favorites`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin(), Cookie: session(verified) },
      body: JSON.stringify({ cardId: 1 }),
    })
    expect(json.status).toBe(415)
  })
})
