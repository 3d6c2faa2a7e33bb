import { describe, expect, it } from 'vitest'
import { catalogueSize, SOCIAL_LINKS } from './company'

describe('company text (spec §1)', () => {
  it('has four https social links', () => {
    expect(SOCIAL_LINKS.map((l) => l.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X'])
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })
})

describe('what the site says about its catalogue', () => {
  it('counts the listed cards and the banks that have one', () => {
    expect(catalogueSize([{ bankId: 1 }, { bankId: 1 }, { bankId: 7 }, { bankId: null }])).toEqual({ cards: 4, banks: 2 })
    expect(catalogueSize([])).toEqual({ cards: 0, banks: 0 })
  })
})
