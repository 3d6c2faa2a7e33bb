import { describe, expect, it } from 'vitest'
import { cardPath, parseCardPathParam, slugify } from './slugs'

describe('slugify (spec §3 slug helper)', () => {
  it('joins the leading name and name, lowercased, symbols removed, spaces to hyphens', () => {
    expect(slugify('Live+ Credit Card', 'HSBC')).toBe('hsbc-live-credit-card')
    expect(slugify('Platinum Card')).toBe('platinum-card')
    expect(slugify('  Cash  Back -- Card!  ')).toBe('cash-back-card')
    expect(slugify('Café Card', '')).toBe('cafe-card')
    expect(slugify('Co-brand_card')).toBe('co-brand_card')
  })

  it('gives an empty slug for names with no word characters', () => {
    expect(slugify('★★★')).toBe('')
    expect(slugify('<script>', null)).toBe('script')
  })
})

describe('cardPath and parseCardPathParam (spec §2 route table)', () => {
  it('uses the slug when there is one', () => {
    expect(cardPath({ id: 7, name: 'HSBC Live+ Credit Card', slug: 'hsbc-live-plus' })).toBe('/credit-cards/hsbc-live-plus')
    expect(cardPath({ id: 7, name: 'x', slug: 'a b/c' })).toBe('/credit-cards/a%20b%2Fc')
  })

  it('builds name-plus-id when the slug is missing or blank', () => {
    expect(cardPath({ id: 7, name: 'HSBC Live+ Credit Card', slug: null })).toBe('/credit-cards/hsbc-live-credit-card-7')
    expect(cardPath({ id: 12, name: '  ADCB 365 Cashback!! ', slug: '  ' })).toBe('/credit-cards/adcb-365-cashback-12')
    expect(cardPath({ id: 3, name: '★', slug: null })).toBe('/credit-cards/3')
  })

  it('reads a slug, a name-plus-id form and a bare id', () => {
    expect(parseCardPathParam('hsbc-live-plus')).toEqual({ slug: 'hsbc-live-plus', id: null })
    expect(parseCardPathParam('hsbc-live-credit-card-7')).toEqual({
      slug: 'hsbc-live-credit-card-7',
      id: 7,
    })
    expect(parseCardPathParam('42')).toEqual({ slug: '42', id: 42 })
    expect(parseCardPathParam('adcb-365')).toEqual({ slug: 'adcb-365', id: 365 })
  })

  it('round-trips cardPath without a slug', () => {
    const path = cardPath({ id: 99, name: 'Emirates NBD Skywards Infinite', slug: null })
    expect(parseCardPathParam(path.replace('/credit-cards/', '')).id).toBe(99)
  })

  it('rejects empty, over-long and hostile params without throwing', () => {
    expect(parseCardPathParam('')).toEqual({ slug: null, id: null })
    expect(parseCardPathParam(undefined)).toEqual({ slug: null, id: null })
    expect(parseCardPathParam('a'.repeat(10_000))).toEqual({ slug: null, id: null })
    expect(parseCardPathParam('../etc/passwd')).toEqual({ slug: null, id: null })
    expect(parseCardPathParam('card-099999999999')).toEqual({ slug: 'card-099999999999', id: null })
    expect(parseCardPathParam('card-0')).toEqual({ slug: 'card-0', id: null })
  })
})
