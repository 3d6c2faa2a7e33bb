// docs/decisions/013: a change published in the CMS shows on the storefront within 2 s, although
// the storefront keeps CMS reads for CATALOG_CACHE_SECONDS (30 s here, as in production). This file
// runs a stack of its own with that cache, on the test database (its job runner off).
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl } from '../env'

// @ts-expect-error plain ESM script without types
const { startTestStack, TEST_ADMIN } = await import('../../scripts/lib/test-stack.mjs')

type Stack = { baseUrl: string; cmsUrl: string; databaseUrl: string; stop: () => Promise<void> }
let stack: Stack
let db: pg.Pool
let token: string
let cardId: number
const run = Math.random().toString(36).slice(2, 8)

const source = {
  title: 'ADCB Service and Price Guide',
  kind: 'schedule-of-charges',
  url: 'https://www.adcb.com/price-guide.pdf',
  checkedAt: '2026-11-23',
  figures: ['annualFee'],
}

async function cms(method: string, path: string, body?: unknown, type = 'application/json') {
  const res = await fetch(`${stack.cmsUrl}/cms-api${path}`, {
    method,
    headers: { Authorization: `JWT ${token}`, ...(body === undefined ? {} : { 'Content-Type': type }) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  return { status: res.status, body: await res.json().catch(() => null) }
}

const storefrontCard = async () =>
  (await (await fetch(`${stack.baseUrl}/api/credit-cards/${cardId}`)).json()) as { name: string; annualFee: string | null }

/** Milliseconds until the storefront shows what `check` looks for (fails after 10 s). */
async function untilShown(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < 10_000) {
    if (await check()) {
      const ms = Date.now() - started
      console.log(`[revalidation] shown after ${ms} ms`)
      return ms
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the storefront did not show the change within 10 s')
}

beforeAll(async () => {
  stack = await startTestStack({ log: () => {}, cacheSeconds: 30, databaseUrl: databaseUrl(), env: { JOBS_AUTORUN: 'false' } })
  db = new pg.Pool({ connectionString: stack.databaseUrl, max: 2 })
  const login = await fetch(`${stack.cmsUrl}/cms-api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  })
  token = (await login.json()).token
  const created = await cms('POST', '/credit-cards', {
    name: `Fresh Card ${run}`,
    slug: `fresh-card-${run}`,
    bank: 1,
    fees: { annualFee: 100, vat: 'included' },
    sources: [source],
    isActive: true,
  })
  if (created.status !== 201) throw new Error(`card: ${created.status} ${JSON.stringify(created.body)}`)
  cardId = created.body.doc.id
}, 600_000)

afterAll(async () => {
  if (cardId) await cms('DELETE', `/credit-cards/${cardId}`)
  await db?.end()
  await stack?.stop()
}, 60_000)

describe('the storefront’s cache', () => {
  it('keeps reads for 30 s: a change behind the CMS’s back does not show', async () => {
    // The card's creation told the storefront too, a moment after its commit: let that call
    // land before the cache is filled, or it would empty the cache during this test.
    await new Promise((r) => setTimeout(r, 1500))
    expect((await storefrontCard()).name).toBe(`Fresh Card ${run}`)
    await db.query('UPDATE credit_cards SET name = $1 WHERE id = $2', [`Sneaky ${run}`, cardId])
    await new Promise((r) => setTimeout(r, 2500))
    expect((await storefrontCard()).name).toBe(`Fresh Card ${run}`)
  })

  it('shows a change saved in the CMS within 2 s', async () => {
    const res = await cms('PATCH', `/credit-cards/${cardId}`, { name: `Renamed ${run}` })
    expect(res.status).toBe(200)
    const ms = await untilShown(async () => (await storefrontCard()).name === `Renamed ${run}`)
    expect(ms).toBeLessThan(2000)
  })

  it('shows an import within 2 s', async () => {
    const file = `slug,fees.annualFee\nfresh-card-${run},150\n`
    const res = await cms('POST', '/import/cards', file, 'text/csv')
    expect(res.status).toBe(200)
    expect(res.body.totals).toMatchObject({ changed: 1 })
    const ms = await untilShown(async () => (await storefrontCard()).annualFee === 'AED 150 a year incl. VAT')
    expect(ms).toBeLessThan(2000)
  })

  it('shows a bank’s change within 2 s (pages read banks from the same cache)', async () => {
    const banks = async () => (await (await fetch(`${stack.baseUrl}/api/banks`)).json()) as { id: number; headquarters: string | null }[]
    const before = (await banks()).find((b) => b.id === 1)!.headquarters
    try {
      expect((await cms('PATCH', '/banks/1', { headquarters: `HQ ${run}` })).status).toBe(200)
      const ms = await untilShown(async () => (await banks()).find((b) => b.id === 1)!.headquarters === `HQ ${run}`)
      expect(ms).toBeLessThan(2000)
    } finally {
      await cms('PATCH', '/banks/1', { headquarters: before })
    }
  })

  it('pages tell browsers to ask again each time, and CDNs to keep a copy at most 2 s', async () => {
    const res = await fetch(`${stack.baseUrl}/cards`)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=2')
  })
})

describe('POST /internal/revalidate', () => {
  it('answers only the CMS: no key, a wrong key or a GET is a 404', async () => {
    expect((await fetch(`${stack.baseUrl}/internal/revalidate`, { method: 'POST' })).status).toBe(404)
    expect(
      (await fetch(`${stack.baseUrl}/internal/revalidate`, { method: 'POST', headers: { 'X-Revalidate-Key': 'a'.repeat(64) } })).status,
    ).toBe(404)
    expect((await fetch(`${stack.baseUrl}/internal/revalidate`, { method: 'POST', headers: { 'X-Revalidate-Key': 'short' } })).status).toBe(
      404,
    )
    expect((await fetch(`${stack.baseUrl}/internal/revalidate`)).status).toBe(404)
  })
})
