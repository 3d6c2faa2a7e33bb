import { describe, expect, it } from 'vitest'
import { cardsFromBanks, catalogueSize, SOCIAL_LINKS } from './company'

describe('company text (spec §1)', () => {
  it('has four https social links', () => {
    expect(SOCIAL_LINKS.map((l) => l.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X'])
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })
})

describe('what the site says about its catalogue', () => {
  it('counts the listed cards and the banks that have one', () => {
    const size = catalogueSize([{ bankId: 1 }, { bankId: 1 }, { bankId: 7 }, { bankId: null }])
    expect(size).toEqual({ cards: 4, banks: 2 })
    expect(cardsFromBanks(size)).toBe('4 cards from 2 UAE banks')
    expect(cardsFromBanks(size, 'credit cards')).toBe('4 credit cards from 2 UAE banks')
    expect(cardsFromBanks({ cards: 1, banks: 1 }, 'credit cards')).toBe('1 credit card from 1 UAE bank')
  })

  it('names no number when the catalogue is not known', () => {
    expect(cardsFromBanks(null)).toBe('cards from UAE banks')
    expect(cardsFromBanks(catalogueSize([]))).toBe('0 cards from 0 UAE banks')
  })
})
