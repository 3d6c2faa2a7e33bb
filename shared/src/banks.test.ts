import { describe, expect, it } from 'vitest'
import { banksOrFallback, FALLBACK_BANKS } from './banks'

// This list is spec text (§3): a typo here is a visible bug.
describe('fallback banks (spec §3)', () => {
  it('lists the 17 fallback banks with ids 1-17 in spec order', () => {
    expect(FALLBACK_BANKS.map((b) => `${b.id} ${b.name}`)).toEqual([
      '1 ADCB',
      '2 ADIB',
      '3 Ajman Bank',
      '4 Al Hilal Bank',
      '5 American Express',
      '6 Citibank',
      '7 Commercial Bank of Dubai',
      '8 Dubai Islamic Bank',
      '9 Emirates Islamic Bank',
      '10 Emirates NBD',
      '11 First Abu Dhabi Bank',
      '12 HSBC',
      '13 Liv Bank',
      '14 Mashreq Bank',
      '15 RAK Bank',
      '16 Standard Chartered',
      '17 Wio Bank',
    ])
  })

  it("falls back to the spec's banks only when the banks call gives none", () => {
    expect(banksOrFallback([])).toBe(FALLBACK_BANKS)
    expect(banksOrFallback(null)).toBe(FALLBACK_BANKS)
    expect(banksOrFallback(undefined)).toBe(FALLBACK_BANKS)
    const live = [{ id: 40, name: 'Emirates NBD', logo: '/banks/enbd.svg' }]
    expect(banksOrFallback(live)).toBe(live)
  })
})
