import { describe, expect, it } from 'vitest'
import { FALLBACK_BANKS, HIGHLIGHTED_FEATURES } from '@cardcompare/shared'
import { baseUrl, getJson } from './helpers'

const api = (path: string) => getJson(`${baseUrl()}${path}`)

describe('seeded catalogue through the read contract (spec §7)', () => {
  it('GET /api/banks returns the banks with a listed card, at their spec ids 1-17 in order, cacheable', async () => {
    const { status, body, res } = await api('/api/banks')
    expect(status).toBe(200)
    // The 17 banks keep their ids; the 9 whose cards no bank document confirms are unlisted
    // (docs/decisions/009).
    const spec = new Map(FALLBACK_BANKS.map((b) => [b.id, b.name]))
    expect(body.map((b: any) => b.name)).toEqual(body.map((b: any) => spec.get(b.id)))
    expect(body.map((b: any) => b.id)).toEqual([1, 2, 7, 9, 10, 11, 14, 16])
    expect(body[0]).toMatchObject({ logo: '/images/banks/adcb.svg', isActive: true })
    expect(typeof body[0].website).toBe('string')
    expect(res.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+/)
  })

  it('GET /api/card-types has ids 1-5 as the spec names them, and at least 8 types', async () => {
    const { status, body } = await api('/api/card-types')
    expect(status).toBe(200)
    expect(body.slice(0, 5).map((t: any) => [t.id, t.name])).toEqual([
      [1, 'Rewards'],
      [2, 'Cashback'],
      [3, 'Travel'],
      [4, 'Low Interest'],
      [5, 'Business'],
    ])
    expect(body.length).toBeGreaterThanOrEqual(8)
    expect(Object.keys(body[0]).sort()).toEqual(['description', 'icon', 'id', 'name'])
  })

  it('GET /api/features has every highlighted feature, with id 1 No Annual Fee and id 17 Free for 1st year', async () => {
    const { body } = await api('/api/features')
    const byId = new Map(body.map((f: any) => [f.id, f.name]))
    expect(byId.get(1)).toBe('No Annual Fee')
    expect(byId.get(17)).toBe('Free for 1st year')
    for (const name of HIGHLIGHTED_FEATURES) expect([...byId.values()]).toContain(name)
  })

  it('GET /api/credit-cards?limit=100 returns every listed card with the contract fields and the total', async () => {
    const { status, body } = await api('/api/credit-cards?limit=100')
    expect(status).toBe(200)
    expect(body.total).toBeGreaterThanOrEqual(60)
    expect(body.cards).toHaveLength(body.total)
    const card = body.cards[0]
    for (const key of [
      'id',
      'name',
      'slug',
      'bankId',
      'cardTypeIds',
      'featureIds',
      'annualFee',
      'interestRate',
      'interestRateAnnual',
      'minimumSalary',
      'imageUrl',
      'rewardRate',
      'welcomeBonus',
      'sourceUrl',
      'lastVerified',
      'unverifiedFields',
      'fees',
      'rates',
      'sources',
      'tier',
      'salaryTransfer',
    ]) {
      expect(card).toHaveProperty(key)
    }
    expect(Number.isInteger(card.bankId)).toBe(true)
    expect(card.cardTypeIds.every(Number.isInteger)).toBe(true)
    const banks = new Set(body.cards.map((c: any) => c.bankId))
    expect(banks.size).toBe(8)
  })

  it('pages through the catalogue without overlap', async () => {
    const first = await api('/api/credit-cards?limit=10&page=1')
    const second = await api('/api/credit-cards?limit=10&page=2')
    expect(first.body.page).toBe(1)
    expect(second.body.page).toBe(2)
    const ids = new Set(first.body.cards.map((c: any) => c.id))
    expect(second.body.cards.some((c: any) => ids.has(c.id))).toBe(false)
  })

  it('filters by cardType and by bank', async () => {
    const cashback = await api('/api/credit-cards?cardType=2&limit=100')
    expect(cashback.body.cards.length).toBeGreaterThan(0)
    expect(cashback.body.cards.every((c: any) => c.cardTypeIds.includes(2))).toBe(true)
    const enbd = await api('/api/credit-cards?bank=10&limit=100')
    expect(enbd.body.cards.length).toBeGreaterThan(0)
    expect(enbd.body.cards.every((c: any) => c.bankId === 10)).toBe(true)
    const both = await api('/api/credit-cards?bank=10&cardType=3')
    expect(both.body.cards.every((c: any) => c.bankId === 10 && c.cardTypeIds.includes(3))).toBe(true)
  })

  it('GET /api/credit-cards/featured returns the featured cards in featuredOrder', async () => {
    const { body } = await api('/api/credit-cards/featured')
    expect(body.length).toBeGreaterThanOrEqual(3)
    expect(body.every((c: any) => c.isFeatured)).toBe(true)
    const orders = body.map((c: any) => c.featuredOrder)
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b))
  })

  it('GET /api/credit-cards/{id} returns one card; unknown ids 404, malformed ids 400', async () => {
    const ok = await api('/api/credit-cards/1')
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ id: 1, imageUrl: expect.stringMatching(/^\/images\/cards\/.+\.svg$/) })
    const missing = await api('/api/credit-cards/999999')
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ error: 'Card not found' })
    for (const bad of ['abc', '1.5', '-1', '0', '1e3', '99999999999', "1'%20OR%201=1", '%3Cscript%3E']) {
      const res = await api(`/api/credit-cards/${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body.error).toBe('Invalid card id')
    }
  })

  it('rejects malformed list queries with 400, never a 5xx', async () => {
    for (const query of [
      'limit=abc',
      'limit=0',
      'limit=101',
      'page=0',
      'page=-2',
      'cardType=x',
      'bank=1.5',
      'limit=1e2',
      'limit=%00',
      'page=' + '9'.repeat(30),
    ]) {
      const res = await api(`/api/credit-cards?${query}`)
      expect(res.status, query).toBe(400)
      expect(res.body.error).toBe('Invalid query')
      expect(Array.isArray(res.body.details)).toBe(true)
    }
  })

  it('unknown /api paths answer 404 in JSON', async () => {
    const res = await api('/api/nope')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ error: 'Not found' })
  })

  it('GET /api/user is 401 without a session', async () => {
    const res = await api('/api/user')
    expect(res.status).toBe(401)
    expect(res.body.error).toBeTruthy()
  })
})

describe('what the site says about its own catalogue', () => {
  it('the home page counts the listed cards and their banks, and claims no more', async () => {
    const { body } = await api('/api/credit-cards?limit=100')
    const cards = body.cards as { bankId: number | null }[]
    expect(cards).toHaveLength(body.total)
    const banks = new Set(cards.map((card) => card.bankId).filter((id) => id !== null)).size
    const claim = `${body.total} cards from ${banks} UAE banks`
    // React separates adjacent texts with empty comments; the reader sees them joined.
    const html = (await (await fetch(`${baseUrl()}/`)).text()).replaceAll('<!-- -->', '')
    // The hero, the first feature tile, About and the meta description.
    expect(html).toContain(`Compare ${claim}`)
    expect(html).toContain(`>${body.total} Credit Cards<`)
    expect(html).toContain(`We bring together ${body.total} credit cards from ${banks} UAE banks`)
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*: ${claim}, compared for free\\."`))
    expect(html).not.toMatch(/100\+|all major/)
    const catalogue = (await (await fetch(`${baseUrl()}/cards`)).text()).replaceAll('<!-- -->', '')
    expect(catalogue).toContain(`of ${body.total} cards`)
    expect(catalogue).not.toMatch(/100\+|all major/)
  })
})
