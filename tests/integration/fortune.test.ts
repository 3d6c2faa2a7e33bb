// /fortune-cookie (docs/decisions/017): today's fortune, the user's own past fortunes newest first
// with their Dubai day, a category filter from the query string, and nobody else's fortunes.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, storefrontSessionCookie, type TestUser } from './helpers'

type Owner = TestUser & { cookie: string }

const tag = randomUUID().slice(0, 8)
/** Past fortunes the admin files for a user, as the daily endpoint would have on those days. */
async function fileFortune(user: number, dateForDisplay: string, category: string, content: string): Promise<number> {
  const { status, body } = await getJson(`${cmsUrl()}/cms-api/fortune-cookies`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...auth(await adminToken()) },
    body: JSON.stringify({ user, dateForDisplay, category, content }),
  })
  expect(status).toBe(201)
  return body.doc.id
}

const page = async (cookie: string | null, search = '') => {
  const res = await fetch(`${baseUrl()}/fortune-cookie${search}`, { redirect: 'manual', headers: cookie ? { Cookie: cookie } : {} })
  return { res, html: res.status === 200 ? await res.text() : '' }
}

const owner = async (): Promise<Owner> => {
  const user = await createUser('user')
  return { ...user, cookie: await storefrontSessionCookie(user.username, user.password) }
}

let amal: Owner
let badr: Owner
let badrFortune: number
const mine = {
  newest: `Amal ${tag}: pay the statement balance in full.`,
  middle: `Amal ${tag}: a dirham saved is a dirham earned.`,
  oldest: `Amal ${tag}: keep an emergency fund of three months.`,
}
const theirs = `Badr ${tag}: this one is private.`

beforeAll(async () => {
  ;[amal, badr] = await Promise.all([owner(), owner()])
  await fileFortune(amal.id, '2026-02-10', 'credit', mine.newest)
  await fileFortune(amal.id, '2026-01-05', 'saving', mine.middle)
  await fileFortune(amal.id, '2025-12-31', 'saving', mine.oldest)
  badrFortune = await fileFortune(badr.id, '2026-01-20', 'saving', theirs)
}, 60_000)

describe('/fortune-cookie', () => {
  it('sends a guest to sign in and back', async () => {
    const { res } = await page(null)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/auth?redirect=/fortune-cookie')
  })

  it("shows today's fortune and the user's own past fortunes, newest first, by their Dubai day", async () => {
    const { res, html } = await page(amal.cookie)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(html).toContain('Your Financial Fortune')
    expect(html).toContain(`For ${amal.username}`)
    const at = (text: string) => html.indexOf(text)
    expect(at(mine.newest)).toBeGreaterThan(-1)
    expect(at(mine.newest)).toBeLessThan(at(mine.middle))
    expect(at(mine.middle)).toBeLessThan(at(mine.oldest))
    expect(html).toContain('Tuesday, 10 February 2026')
    expect(html).toContain('Monday, 5 January 2026')
    expect(html).toContain('Wednesday, 31 December 2025')
    expect(html).toContain('3 past fortunes')
    expect(html).not.toContain(theirs)
  })

  it('filters the past list by category and ignores an unknown one', async () => {
    const saving = await page(amal.cookie, '?category=saving')
    expect(saving.res.status).toBe(200)
    expect(saving.html).toContain(mine.middle)
    expect(saving.html).toContain(mine.oldest)
    expect(saving.html).not.toContain(mine.newest)
    expect(saving.html).toContain('2 past fortunes in Saving')
    expect(saving.html).not.toContain(theirs)

    const rewards = await page(amal.cookie, '?category=rewards')
    expect(rewards.html).toContain('No past fortunes about rewards yet.')

    for (const search of [
      '?category=bogus',
      '?category=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '?category=saving&category=credit',
      '?category=%00',
    ]) {
      const unknown = await page(amal.cookie, search)
      expect(unknown.res.status, search).toBe(200)
      expect(unknown.html).not.toContain('<script>alert(1)')
    }
    // Only the first value counts, as URLSearchParams.get reads it; a bogus one means all.
    const bogus = await page(amal.cookie, '?category=bogus')
    for (const text of Object.values(mine)) expect(bogus.html).toContain(text)
  })

  it('answers odd page numbers without failing', async () => {
    for (const search of ['?page=abc', '?page=-1', '?page=99999999999', '?page=2147483647', '?page=1.5']) {
      const { res } = await page(amal.cookie, search)
      expect(res.status, search).toBe(200)
    }
    const beyond = await page(amal.cookie, '?page=5')
    expect(beyond.html).toContain('There is no page 5 of your past fortunes.')
  })

  it("never shows another user's fortunes, on the page or through the CMS", async () => {
    const { html } = await page(badr.cookie)
    expect(html).toContain(theirs)
    for (const text of Object.values(mine)) expect(html).not.toContain(text)

    // Asking the CMS for Badr's records with Amal's session finds nothing.
    const list = await getJson(`${cmsUrl()}/cms-api/fortune-cookies?where[user][equals]=${badr.id}&limit=100`, {
      headers: auth(amal.token),
    })
    expect(list.status).toBe(200)
    expect(list.body.docs).toEqual([])
    const one = await getJson(`${cmsUrl()}/cms-api/fortune-cookies/${badrFortune}`, { headers: auth(amal.token) })
    expect([403, 404]).toContain(one.status)
  })

  it('says so when a user has no past fortunes yet', async () => {
    const fresh = await owner()
    const { res, html } = await page(fresh.cookie)
    expect(res.status).toBe(200)
    expect(html).toContain('No past fortunes yet.')
    // Today's fortune is drawn for them and is not listed among the past ones.
    expect(html).toContain(`For ${fresh.username}`)
  })
})
