import { describe, expect, it } from 'vitest'
import { CARD_TYPE_IDS, cardTypeDescription, FOOTER_CATEGORIES } from './card-types'
import en from './i18n/en/common'

describe('card types (spec §2)', () => {
  it('orders the footer categories and hero chips as the spec does', () => {
    expect(FOOTER_CATEGORIES.map((c) => `${c.id} ${en.categories[c.key]}`)).toEqual([
      '2 Cashback',
      '3 Travel',
      '1 Rewards',
      '4 Low Interest',
      '5 Business',
    ])
    expect(CARD_TYPE_IDS).toEqual({ rewards: 1, cashback: 2, travel: 3, lowInterest: 4, business: 5 })
  })
})

describe('cardTypeDescription (spec §2 category grid)', () => {
  it('is the description, or null (the page says the generic sentence) when there is none', () => {
    expect(cardTypeDescription({ description: ' Earn miles. ' })).toBe('Earn miles.')
    expect(cardTypeDescription({ description: null })).toBeNull()
    expect(cardTypeDescription({ description: '   ' })).toBeNull()
  })
})
