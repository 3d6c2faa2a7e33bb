import { describe, expect, it } from 'vitest'
import {
  APP_VERSION,
  banksOrFallback,
  BUSINESS_HOURS,
  CARD_TYPE_IDS,
  catalogueKeys,
  CONCERNS_OPTIONS,
  CONTACT_METHODS,
  EXIT_INTENT,
  FALLBACK_BANKS,
  FOOTER_CATEGORIES,
  heroChips,
  HIGHLIGHTED_FEATURES,
  LEAD_PREFERENCES,
  LIKES_OPTIONS,
  SOCIAL_LINKS,
  STORAGE_KEYS,
  TOAST,
} from './constants'
import { isAppStorageKey } from './rules'

// These lists are spec text (§3, §5, §9): a typo here is a visible bug.
describe('spec constants', () => {
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

  it('has the 14 highlighted feature names', () => {
    expect(HIGHLIGHTED_FEATURES).toHaveLength(14)
    expect(HIGHLIGHTED_FEATURES[0]).toBe('No Annual Fee')
    expect(HIGHLIGHTED_FEATURES[9]).toBe('Free for 1st year')
    expect(HIGHLIGHTED_FEATURES[13]).toBe('Hotel Discounts')
  })

  it('orders the footer categories and hero chips as the spec does', () => {
    expect(FOOTER_CATEGORIES.map((c) => `${c.id} ${c.label}`)).toEqual([
      '2 Cashback',
      '3 Travel',
      '1 Rewards',
      '4 Low Interest',
      '5 Business',
    ])
    expect(CARD_TYPE_IDS).toEqual({ rewards: 1, cashback: 2, travel: 3, lowInterest: 4, business: 5 })
  })

  it('links each hero chip to the card type its label names, by name, and leaves out a type the catalogue lacks', () => {
    const seeded = ['Rewards', 'Cashback', 'Travel', 'Low Interest', 'Business', 'Islamic', 'Premium', 'Lifestyle'].map((name, i) => ({
      id: i + 1,
      name,
    }))
    expect(heroChips(seeded).map((c) => `${c.id} ${c.label}`)).toEqual(['1 Rewards', '2 Cashback', '3 Travel', '8 Lifestyle'])
    // An editor's spacing or case does not hide a chip; a missing type does.
    expect(
      heroChips([
        { id: 9, name: ' lifestyle ' },
        { id: 4, name: 'Low Interest' },
      ]),
    ).toEqual([{ id: 9, label: 'Lifestyle' }])
    expect(heroChips([])).toEqual([])
  })

  it('finds the fee features and the Islamic type by name, whatever ids the rows have (docs/decisions/028)', () => {
    const features = ['No Annual Fee', 'Airport Lounge Access', 'Free for 1st year'].map((name, i) => ({ id: 40 + i, name }))
    expect(
      catalogueKeys({
        features,
        cardTypes: [
          { id: 3, name: 'Travel' },
          { id: 11, name: 'Islamic' },
        ],
      }),
    ).toEqual({
      noAnnualFee: 40,
      freeFirstYear: 42,
      islamicCardType: 11,
    })
    // An editor's spacing or case does not lose a row; a catalogue without one has none.
    expect(catalogueKeys({ features: [{ id: 5, name: ' no annual fee ' }], cardTypes: [{ id: 2, name: 'ISLAMIC' }] })).toEqual({
      noAnnualFee: 5,
      freeFirstYear: null,
      islamicCardType: 2,
    })
    expect(catalogueKeys({ features: [], cardTypes: [] })).toEqual({ noAnnualFee: null, freeFirstYear: null, islamicCardType: null })
  })

  it('has the exact likes and concerns options', () => {
    expect(LIKES_OPTIONS).toHaveLength(12)
    expect(LIKES_OPTIONS).toContain('Balance Transfer Offer')
    expect(LIKES_OPTIONS.at(-1)).toBe('Other')
    expect(CONCERNS_OPTIONS).toHaveLength(11)
    expect(CONCERNS_OPTIONS).toContain('Minimum Spend Requirements')
    expect(CONCERNS_OPTIONS.at(-1)).toBe('Other')
  })

  it('has the lead preferences and contact methods the schemas accept', () => {
    expect(LEAD_PREFERENCES.map((p) => p.value)).toEqual(['cashback', 'travel', 'shopping', 'lowfees', 'dining'])
    expect(CONTACT_METHODS.map((m) => m.value)).toEqual(['email', 'phone', 'whatsapp'])
  })

  it('keeps the timing and version values', () => {
    expect(APP_VERSION).toBe('1.2.0')
    expect(TOAST).toEqual({ durationMs: 5000, limit: 1, swipeThresholdPx: 50, removeDelayMs: 1_000_000, hotkey: 'F8' })
    expect(EXIT_INTENT).toEqual({ sensitivityPx: 20, hiddenDelayMs: 1000, expiryDays: 7 })
    expect(BUSINESS_HOURS.text).toBe('Monday-Saturday 9AM-6PM')
  })

  it('has four https social links', () => {
    expect(SOCIAL_LINKS.map((l) => l.name)).toEqual(['Facebook', 'Instagram', 'LinkedIn', 'X'])
    for (const link of SOCIAL_LINKS) expect(link.href).toMatch(/^https:\/\//)
  })

  it('names every storage key so the version check clears it', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(isAppStorageKey(key)).toBe(true)
  })
})
