// Card data a person can rely on (docs/decisions/009): what the read contract publishes comes from
// the banks' own documents, and the CMS keeps it so when an editor changes a card.
import { KEY_FIGURES, annualFeeText, looksLikeDoubleVat, type CreditCard } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, getJson } from './helpers'

const api = (path: string) => getJson(`${baseUrl()}${path}`)
const cms = async (method: string, path: string, body?: unknown) =>
  getJson(`${cmsUrl()}/cms-api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...auth(await adminToken()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const source = {
  title: 'Emirates NBD Credit Card Key Facts Statement',
  kind: 'kfs',
  url: 'https://www.emiratesnbd.com/en/kfs/credit-card',
  checkedAt: '2026-11-23',
}

describe('the published catalogue (docs/decisions/009)', () => {
  it('every listed card has a bank document for its fee or rate, and each figure it gives has a dated source', async () => {
    const { body } = await api('/api/credit-cards?limit=100')
    const cards = body.cards as CreditCard[]
    for (const card of cards) {
      const covered = new Set(card.sources.flatMap((s) => s.figures))
      expect(covered.has('annualFee') || covered.has('monthlyRate') || covered.has('apr'), card.name).toBe(true)
      for (const s of card.sources) expect(s.checkedAt, card.name).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(card.unverifiedFields.sort(), card.name).toEqual(KEY_FIGURES.filter((f) => !covered.has(f)).sort())
      expect(card.lastVerified?.slice(0, 10), card.name).toBe(
        card.sources
          .map((s) => s.checkedAt)
          .sort()
          .at(-1),
      )
      expect(card.annualFee, card.name).toBe(annualFeeText(card.fees))
      expect(looksLikeDoubleVat(card.annualFee), card.name).toBe(false)
      expect(card.dataExpiryDate, card.name).toBeTruthy()
    }
  })

  it('shows the corrections the review found, e.g. Emirates NBD Skywards Infinite joining AED 3,149 and renewal AED 1,575 at 39% APR', async () => {
    const { body } = await api('/api/credit-cards?bank=10&limit=100')
    const skywards = (body.cards as CreditCard[]).find((c) => c.slug === 'emirates-nbd-skywards-infinite-credit-card')!
    expect(skywards.fees).toMatchObject({ joiningFee: 3149, annualFee: 1575 })
    expect(skywards.annualFee).toBe('AED 1,575 a year; joining fee AED 3,149')
    expect(skywards.interestRateAnnual).toBe('39%')
    expect(skywards.interestRate).toBeNull()
    expect(skywards.unverifiedFields).toContain('monthlyRate')
    expect(skywards.sources[0]).toMatchObject({ kind: 'kfs', url: 'https://emiratesnbd.com/en/kfs/credit-card', checkedAt: '2026-11-23' })
    const go4it = (body.cards as CreditCard[]).find((c) => c.slug === 'emirates-nbd-go4it-platinum-credit-card')!
    expect(go4it.annualFee).toBe('AED 208.95 a year')
  })

  it('labels an Islamic card’s rate as profit', async () => {
    const { body } = await api('/api/credit-cards?bank=9&limit=100')
    const islamic = (body.cards as CreditCard[]).filter((c) => c.rates.monthlyRate !== null)
    expect(islamic.length).toBeGreaterThan(0)
    expect(islamic.every((c) => c.rates.kind === 'profit')).toBe(true)
  })

  it('a retired card is not published: 404 on the API and on its page', async () => {
    // HSBC Zero: no HSBC document shows it as a product.
    const { body } = await getJson(`${cmsUrl()}/cms-api/credit-cards?where[slug][equals]=hsbc-zero-credit-card&depth=0`, {
      headers: auth(await adminToken()),
    })
    const retired = body.docs[0]
    expect(retired.isActive).toBe(false)
    // Editors see why; the public API never does.
    expect(retired.reviewNote).toMatch(/HSBC/)
    const publicCard = await getJson(`${cmsUrl()}/cms-api/credit-cards/1?depth=0`)
    expect(publicCard.status).toBe(200)
    expect(publicCard.body).not.toHaveProperty('reviewNote')
    expect((await api(`/api/credit-cards/${retired.id}`)).status).toBe(404)
    expect((await fetch(`${baseUrl()}/credit-cards/hsbc-zero-credit-card`)).status).toBe(404)
  })
})

describe('the CMS keeps the figures honest', () => {
  it('builds the display strings and the provenance summary from the structured figures and sources', async () => {
    const created = await cms('POST', '/credit-cards', {
      name: `Provenance Card ${Date.now()}`,
      bank: 10,
      isActive: true,
      fees: { joiningFee: 735, annualFee: 735, vat: 'included' },
      rates: { monthlyRate: 3.25, apr: 39 },
      annualFee: 'No Fee',
      sources: [{ ...source, figures: ['joiningFee', 'annualFee', 'apr'] }],
    })
    expect(created.status).toBe(201)
    const doc = created.body.doc
    expect(doc.annualFee).toBe('AED 735 a year incl. VAT')
    expect(doc.interestRate).toBe('3.25%')
    expect(doc.interestRateAnnual).toBe('39%')
    expect(doc.lastVerified).toMatch(/^2026-11-23/)
    expect([...doc.unverifiedFields].sort()).toEqual(['minimumSalary', 'monthlyRate', 'rewardRate', 'welcomeBonus'])
    expect(doc.sourceUrl).toBe(source.url)

    // A partial update keeps the rest: only the fee changes, the strings follow.
    const updated = await cms('PATCH', `/credit-cards/${doc.id}`, { fees: { joiningFee: 735, annualFee: 0, vat: 'included' } })
    expect(updated.status).toBe(200)
    expect(updated.body.doc.annualFee).toBe('No annual fee; joining fee AED 735')
    expect(updated.body.doc.interestRateAnnual).toBe('39%')
    expect(updated.body.doc.lastVerified).toMatch(/^2026-11-23/)
    await cms('DELETE', `/credit-cards/${doc.id}`)
  })

  it('refuses to list a card no document confirms the fee or rate of, with a clear 400', async () => {
    const refused = await cms('POST', '/credit-cards', {
      name: `Unsourced Card ${Date.now()}`,
      bank: 10,
      isActive: true,
      fees: { annualFee: 0 },
    })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.body)).toContain('A card is listed only when one of its sources confirms its annual fee or a rate')
    const hidden = await cms('POST', '/credit-cards', { name: `Unlisted Card ${Date.now()}`, bank: 10, isActive: false })
    expect(hidden.status).toBe(201)
    const listing = await cms('PATCH', `/credit-cards/${hidden.body.doc.id}`, { isActive: true })
    expect(listing.status).toBe(400)
    await cms('DELETE', `/credit-cards/${hidden.body.doc.id}`)
  })

  it('refuses a source link that is not an http(s) URL', async () => {
    const res = await cms('POST', '/credit-cards', {
      name: `Hostile Source ${Date.now()}`,
      bank: 10,
      isActive: false,
      sources: [{ ...source, url: 'javascript:alert(1)', figures: ['annualFee'] }],
      fees: { annualFee: 100 },
    })
    expect(res.status).toBe(400)
  })
})

describe('hostile card data gets a 400 naming the field, never a 500 or a silent change', () => {
  const name = () => `Hostile ${Math.random()}`
  const cases: [string, Record<string, unknown>][] = [
    ['text for a number', { fees: { annualFee: 'abc' } }],
    ['a negative fee', { fees: { annualFee: -5 } }],
    ['a string for a group', { fees: 'nope' }],
    ['an option that does not exist', { fees: { vat: 'maybe' } }],
    ['an object for a select', { salaryTransfer: { $ne: 1 } }],
    ['NaN for a rate', { rates: { monthlyRate: 'NaN' } }],
    ['a list for a text', { tier: ['a'] }],
    ['null inside the sources', { sources: [null] }],
    ['an unknown figure', { sources: [{ ...source, figures: ['bogus'] }] }],
    ['a NUL in a source URL', { sources: [{ ...source, url: 'https://a\u0000b', figures: ['annualFee'] }] }],
  ]
  for (const [what, body] of cases) {
    it(`refuses ${what}`, async () => {
      const res = await cms('POST', '/credit-cards', { name: name(), bank: 10, isActive: false, ...body })
      expect(res.status, JSON.stringify(res.body)).toBe(400)
    })
  }

  it('refuses a query on a select with a value outside its options', async () => {
    for (const query of ['where[sources.figures][in]=bogus', 'where[salaryTransfer][equals]=x', 'where[rates.kind][like]=inter']) {
      const res = await getJson(`${cmsUrl()}/cms-api/credit-cards?${query}&depth=0`)
      expect(res.status, query).toBe(400)
    }
    const ok = await getJson(`${cmsUrl()}/cms-api/credit-cards?where[rates.kind][equals]=profit&depth=0&limit=100`)
    expect(ok.status).toBe(200)
    expect(ok.body.docs.length).toBeGreaterThan(0)
  })
})
