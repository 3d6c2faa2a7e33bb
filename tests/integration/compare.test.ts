// /compare's action (spec §2 Guards, §4 Compare press): who may add, what is refused, and
// that the list lives in the user's own compare-list row.
import { describe, expect, it } from 'vitest'
import { auth, baseUrl, cmsUrl, createUser, getJson, storefrontSessionCookie } from './helpers'

const rand = () => Math.floor(Math.random() * 250) + 1

function postCompare(fields: Record<string, string>, cookie?: string) {
  return fetch(`${baseUrl()}/compare`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Origin: new URL(baseUrl()).origin,
      'X-Forwarded-For': `10.${rand()}.${rand()}.${rand()}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
}

async function cardIds(count: number): Promise<number[]> {
  const { body } = await getJson(`${baseUrl()}/api/credit-cards?limit=${count}`)
  return body.cards.map((card: { id: number }) => card.id)
}

describe('POST /compare', () => {
  it('sends a guest to sign in and back to /compare', async () => {
    const res = await postCompare({ intent: 'add', cardId: '1' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=/compare')
  })

  it('refuses an unverified user with 403', async () => {
    const email = `unverified.${Date.now()}@example.test`
    const register = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: new URL(baseUrl()).origin,
        'X-Forwarded-For': `10.${rand()}.${rand()}.${rand()}`,
      },
      body: JSON.stringify({ username: `unv_${Date.now()}`, email, password: 'Sunny-Dubai-42!' }),
    })
    expect(register.status).toBe(201)
    const cookie = register.headers.get('set-cookie')!.split(';')[0]
    const res = await postCompare({ intent: 'add', cardId: '1' }, cookie)
    expect(res.status).toBe(403)
  })

  it("adds up to four cards to the user's own list, refuses a fifth, bad ids and unknown cards", async () => {
    const user = await createUser('user')
    const cookie = await storefrontSessionCookie(user.username, user.password)
    const ids = await cardIds(5)

    for (const id of ids.slice(0, 4)) {
      const res = await postCompare({ intent: 'add', cardId: String(id) }, cookie)
      expect(res.status).toBe(302)
      expect(res.headers.get('location')).toBe('/compare')
    }
    // Adding a card already there changes nothing and is not an error.
    expect((await postCompare({ intent: 'add', cardId: String(ids[0]) }, cookie)).status).toBe(302)
    expect((await postCompare({ intent: 'add', cardId: String(ids[4]) }, cookie)).status).toBe(409)
    expect((await postCompare({ intent: 'add', cardId: 'abc' }, cookie)).status).toBe(400)
    expect((await postCompare({ intent: 'add', cardId: '<script>' }, cookie)).status).toBe(400)

    const { body } = await getJson(`${cmsUrl()}/cms-api/compare-lists?where[user][equals]=${user.id}&depth=0`, {
      headers: auth(user.token),
    })
    expect(body.docs).toHaveLength(1)
    expect(body.docs[0].cards).toEqual(ids.slice(0, 4))

    expect((await postCompare({ intent: 'remove', cardId: String(ids[0]) }, cookie)).status).toBe(302)
    expect((await postCompare({ intent: 'add', cardId: '999999' }, cookie)).status).toBe(404)

    const page = await fetch(`${baseUrl()}/compare`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toContain('no-store')
  })

  it("keeps each user's list private: another user cannot read it through the CMS", async () => {
    const owner = await createUser('user')
    const other = await createUser('user')
    const cookie = await storefrontSessionCookie(owner.username, owner.password)
    const [id] = await cardIds(1)
    expect((await postCompare({ intent: 'add', cardId: String(id) }, cookie)).status).toBe(302)
    const { body } = await getJson(`${cmsUrl()}/cms-api/compare-lists?where[user][equals]=${owner.id}`, { headers: auth(other.token) })
    expect(body.docs).toEqual([])
  })
})
