// What the admin's own form sends must save, and what only a hostile client sends must still be
// refused (docs/decisions/019). The admin posts a multipart form whose `_payload` is the JSON of
// the document; a list without rows arrives as its row count, 0.
import { describe, expect, it } from 'vitest'
import { auth, baseUrl, cmsUrl, createUser, getJson, sql } from './helpers'

/** A PATCH as the admin's form sends it: multipart, the document's JSON in `_payload`. */
async function adminFormPatch(path: string, payload: unknown, token: string) {
  const form = new FormData()
  form.append('_payload', JSON.stringify(payload))
  return getJson(`${cmsUrl()}/cms-api${path}?depth=0`, { method: 'PATCH', headers: auth(token), body: form })
}

const listedCard = async () =>
  (await getJson(`${cmsUrl()}/cms-api/credit-cards?where[isActive][equals]=true&limit=1&sort=id&depth=0`)).body.docs[0]

describe('the admin form’s empty lists', () => {
  it('a card whose reward lists are empty saves a new fee when the form sends them as 0', async () => {
    const editor = await createUser('editor')
    const card = await listedCard()
    const sources = () => sql('SELECT count(*) FROM credit_cards_sources WHERE _parent_id = $1', [card.id])
    const sourcesBefore = await sources()
    try {
      const res = await adminFormPatch(
        `/credit-cards/${card.id}`,
        { fees: { ...card.fees, annualFee: 2468 }, rewards: { ...card.rewards, earn: 0, bands: 0 } },
        editor.token,
      )
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.doc.fees.annualFee).toBe(2468)
      expect(res.body.doc.rewards.earn).toEqual([])
      expect(res.body.doc.rewards.bands).toEqual([])
      // What the form did not touch is kept: the card's bank documents.
      expect(await sources()).toEqual(sourcesBefore)
    } finally {
      await adminFormPatch(`/credit-cards/${card.id}`, { fees: card.fees }, editor.token)
    }
  })

  it('a card whose last reward rule is removed in the form loses it', async () => {
    const editor = await createUser('editor')
    const created = await getJson(`${cmsUrl()}/cms-api/credit-cards`, {
      method: 'POST',
      headers: { ...auth(editor.token), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: `Rules card ${Date.now()}`,
        bank: 1,
        isActive: false,
        rewards: { programme: 'cashback', earn: [{ category: 'dining', rate: 2 }] },
      }),
    })
    expect(created.status).toBe(201)
    const id = created.body.doc.id
    try {
      expect(created.body.doc.rewards.earn).toHaveLength(1)
      const res = await adminFormPatch(`/credit-cards/${id}`, { rewards: { programme: 'cashback', earn: 0, bands: 0 } }, editor.token)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.doc.rewards.earn).toEqual([])
    } finally {
      await getJson(`${cmsUrl()}/cms-api/credit-cards/${id}`, { method: 'DELETE', headers: auth(editor.token) })
    }
  })

  it.each([
    ['a row count that is not 0', 3],
    ['text', 'none'],
    ['a list of numbers', [1, 2]],
    ['an object', { category: 'dining' }],
    ['true', true],
    ['a negative count', -1],
  ])('still refuses %s for a list, with a 400 naming the field and nothing changed', async (_what, earn) => {
    const editor = await createUser('editor')
    const card = await listedCard()
    for (const send of [
      () => adminFormPatch(`/credit-cards/${card.id}`, { rewards: { earn } }, editor.token),
      () =>
        getJson(`${cmsUrl()}/cms-api/credit-cards/${card.id}`, {
          method: 'PATCH',
          headers: { ...auth(editor.token), 'Content-Type': 'application/json' },
          body: JSON.stringify({ rewards: { earn } }),
        }),
    ]) {
      const res = await send()
      expect(res.status).toBe(400)
      expect(res.body.errors[0].message).toBe('"rewards.earn" must be a list of objects.')
    }
    expect((await getJson(`${cmsUrl()}/cms-api/credit-cards/${card.id}?depth=0`)).body.updatedAt).toBe(card.updatedAt)
  })
})

describe('the admin on another loopback name', () => {
  const other = () => baseUrl().replace('//localhost:', '//127.0.0.1:')

  it('a page asked for at 127.0.0.1 is sent to the same address on PUBLIC_URL', async () => {
    const res = await fetch(`${other()}/admin/collections/users/create?from=x`, { redirect: 'manual', headers: { Accept: 'text/html' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${baseUrl()}/admin/collections/users/create?from=x`)
  })

  it('a write to the CMS with a browser session from there says where the site is, not 403', async () => {
    const admin = await createUser('admin')
    const res = await getJson(`${other()}/cms-api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(other()).origin, Cookie: `payload-token=${admin.token}` },
      body: JSON.stringify({ username: 'nobody_here', email: 'nobody@example.test', password: 'Str0ng-Pass!word' }),
    })
    expect(res.status).toBe(421)
    expect(res.body.errors[0].message).toBe(
      `This site runs at ${baseUrl()}. Open it there and sign in again: sessions are kept per address.`,
    )
  })

  it('the storefront and its JSON contract still answer there', async () => {
    expect((await fetch(`${other()}/healthz`)).status).toBe(200)
    expect((await fetch(`${other()}/api/banks`)).status).toBe(200)
  })
})
