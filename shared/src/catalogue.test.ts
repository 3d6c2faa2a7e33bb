import { describe, expect, it } from 'vitest'
import type { FeePart } from './card-data'
import arCatalogue from './i18n/ar/catalogue'
import enCatalogue from './i18n/en/catalogue'
import { sayFrom } from './i18n/render'
import { formatsFor } from './locale-format'
import {
  comparisonFigures,
  annualFeeAmount,
  annualFeeClass,
  cardShareSubject,
  cardShareText,
  cardsHref,
  activeFilterCount,
  catalogueHref,
  centralBankFloorText,
  emailShareUrl,
  filterCatalogue,
  hasCatalogueFilters,
  isBelowCentralBankFloor,
  isDataExpired,
  parseCardFilters,
  parseCatalogueQuery,
  parseSalary,
  rewardRank,
  sortCatalogue,
  type ShareWords,
  whatsappShareUrl,
  type CatalogueCard,
} from './catalogue'
import type { CatalogueKeys } from './catalogue-keys'

/** The seeded catalogue's rows (cms/src/seed: features 1 and 17, card type 6). */
const seeded: CatalogueKeys = { noAnnualFee: 1, freeFirstYear: 17, islamicCardType: 6 }

const card = (over: Partial<CatalogueCard> & { id: number }): CatalogueCard => ({
  name: `Card ${over.id}`,
  bankId: 1,
  cardTypeIds: [],
  featureIds: [],
  annualFee: 'AED 0',
  minimumSalary: 5000,
  rewardRate: null,
  isFeatured: false,
  featuredOrder: null,
  ...over,
})

describe('annualFeeAmount', () => {
  it('reads the AED amount from the bank text', () => {
    expect(annualFeeAmount('AED 1,575 + VAT')).toBe(1575)
    expect(annualFeeAmount('AED 0')).toBe(0)
    expect(annualFeeAmount('AED 300 + VAT, waived first year')).toBe(300)
    expect(annualFeeAmount('500 AED')).toBe(500)
    expect(annualFeeAmount('750')).toBe(750)
  })
  it('gives null for text without an amount', () => {
    expect(annualFeeAmount(null)).toBeNull()
    expect(annualFeeAmount('')).toBeNull()
    expect(annualFeeAmount('Ask the bank')).toBeNull()
  })
})

describe('annualFeeClass', () => {
  it('is free for AED 0, feature 1, free wording and an empty fee (shown as "No Fee")', () => {
    expect(annualFeeClass('AED 0', [], seeded)).toBe('free')
    expect(annualFeeClass('AED 1,000', [1], seeded)).toBe('free')
    expect(annualFeeClass('Free for life', [], seeded)).toBe('free')
    expect(annualFeeClass('No annual fee', [], seeded)).toBe('free')
    expect(annualFeeClass(null, [], seeded)).toBe('free')
    expect(annualFeeClass('  ', null, seeded)).toBe('free')
  })
  it('is free in the first year for a waiver in the text or feature 17', () => {
    expect(annualFeeClass('AED 300 + VAT, waived first year', [], seeded)).toBe('first-year-free')
    expect(annualFeeClass('Free for the 1st year, then AED 300', [], seeded)).toBe('first-year-free')
    expect(annualFeeClass('AED 300, first-year free', [], seeded)).toBe('first-year-free')
    expect(annualFeeClass('AED 300 + VAT', [17], seeded)).toBe('first-year-free')
  })
  it('is paid for an amount and unknown for unreadable text', () => {
    expect(annualFeeClass('AED 1,575 + VAT', [], seeded)).toBe('paid')
    expect(annualFeeClass('Contact the bank', [], seeded)).toBe('unknown')
  })
  it('reads the fee features by the ids this catalogue gives them, not the seeded ones (docs/decisions/028)', () => {
    const imported: CatalogueKeys = { noAnnualFee: 42, freeFirstYear: 7, islamicCardType: 3 }
    expect(annualFeeClass('AED 1,000', [42], imported)).toBe('free')
    expect(annualFeeClass('AED 1,000', [1], imported)).toBe('paid')
    expect(annualFeeClass('AED 300 + VAT', [7], imported)).toBe('first-year-free')
    expect(annualFeeClass('AED 300 + VAT', [17], imported)).toBe('paid')
    // A catalogue without the features still reads the fee text.
    const none: CatalogueKeys = { noAnnualFee: null, freeFirstYear: null, islamicCardType: null }
    expect(annualFeeClass('AED 1,000', [1, 17], none)).toBe('paid')
    expect(annualFeeClass('AED 0', [], none)).toBe('free')
  })
})

describe('parseSalary and parseCatalogueQuery', () => {
  it('accepts positive whole dirhams with separators, up to the CMS maximum', () => {
    expect(parseSalary('8000')).toBe(8000)
    expect(parseSalary(' 8,000 ')).toBe(8000)
    expect(parseSalary(12000)).toBe(12000)
    expect(parseSalary('1000000')).toBe(1_000_000)
    for (const bad of ['', '0', '-5', 'abc', '8000.5', '1e4', '1000001', null, undefined]) {
      expect(parseSalary(bad)).toBeNull()
    }
  })
  it('ignores invalid values instead of failing', () => {
    const q = parseCatalogueQuery(new URLSearchParams('cardType=x&bank=all&salary=lots&fee=cheap&sort=random&page=-1'))
    expect(q).toEqual({ cardType: null, bank: null, salary: null, fee: null, sort: 'recommended', page: 1 })
  })
  it('reads every valid filter', () => {
    const q = parseCatalogueQuery(new URLSearchParams('cardType=2&bank=10&salary=8000&fee=first-year&sort=reward&page=2'))
    expect(q).toEqual({ cardType: 2, bank: 10, salary: 8000, fee: 'first-year', sort: 'reward', page: 2 })
    expect(parseCatalogueQuery({ fee: 'free', sort: 'fee' })).toMatchObject({ fee: 'free', sort: 'fee' })
  })
})

describe('catalogueHref', () => {
  it('keeps only non-default values, in a fixed order', () => {
    expect(catalogueHref('/cards', {})).toBe('/cards')
    expect(catalogueHref('/cards', { sort: 'recommended', page: 1, fee: null })).toBe('/cards')
    expect(catalogueHref('/credit-cards', { page: 3, sort: 'fee', fee: 'free', salary: 9000, bank: 4, cardType: 2 })).toBe(
      '/credit-cards?cardType=2&bank=4&salary=9000&fee=free&sort=fee&page=3',
    )
  })
  it('round-trips through parseCatalogueQuery', () => {
    const href = '/cards?cardType=2&salary=9000&fee=first-year&sort=salary'
    const parsed = parseCatalogueQuery(new URL(href, 'http://x').searchParams)
    expect(catalogueHref('/cards', parsed)).toBe(href)
  })
  it('knows when anything is filtered or sorted', () => {
    expect(hasCatalogueFilters(parseCatalogueQuery({}))).toBe(false)
    expect(hasCatalogueFilters({ sort: 'reward' })).toBe(true)
    expect(hasCatalogueFilters({ salary: 5000 })).toBe(true)
  })
  it("counts the active filters for the phone's Filters button, not the sort", () => {
    expect(activeFilterCount(parseCatalogueQuery({}))).toBe(0)
    expect(activeFilterCount(parseCatalogueQuery({ sort: 'reward', page: '3' }))).toBe(0)
    expect(activeFilterCount(parseCatalogueQuery({ cardType: '2', salary: '12,000' }))).toBe(2)
    expect(activeFilterCount(parseCatalogueQuery({ cardType: '2', bank: '5', salary: '8000', fee: 'free' }))).toBe(4)
    expect(activeFilterCount(parseCatalogueQuery({ cardType: 'all', bank: 'x', fee: 'nope' }))).toBe(0)
  })
})

describe('filterCatalogue', () => {
  const cards = [
    card({ id: 1, cardTypeIds: [2], bankId: 1, minimumSalary: 5000, annualFee: 'AED 0' }),
    card({ id: 2, cardTypeIds: [2, 3], bankId: 2, minimumSalary: 12000, annualFee: 'AED 300, waived first year' }),
    card({ id: 3, cardTypeIds: [3], bankId: 2, minimumSalary: 30000, annualFee: 'AED 1,575 + VAT' }),
    card({ id: 4, cardTypeIds: [3], bankId: 1, minimumSalary: null, annualFee: 'AED 500' }),
  ]
  const none = { cardType: null, bank: null, salary: null, fee: null } as const
  const ids = (list: CatalogueCard[]) => list.map((c) => c.id)

  it('shows cards whose minimum salary is at most the amount earned', () => {
    // Card 4's minimum is not confirmed: it stays in from the Central Bank's AED 5,000 floor up.
    expect(ids(filterCatalogue(cards, { ...none, salary: 12000 }, seeded))).toEqual([1, 2, 4])
    expect(ids(filterCatalogue(cards, { ...none, salary: 5000 }, seeded))).toEqual([1, 4])
    expect(ids(filterCatalogue(cards, { ...none, salary: 4999 }, seeded))).toEqual([])
  })
  it('filters by annual fee: free, or free in the first year (free cards included)', () => {
    expect(ids(filterCatalogue(cards, { ...none, fee: 'free' }, seeded))).toEqual([1])
    expect(ids(filterCatalogue(cards, { ...none, fee: 'first-year' }, seeded))).toEqual([1, 2])
  })
  it('filters and sorts by fee with the fee features this catalogue numbers otherwise', () => {
    const imported: CatalogueKeys = { noAnnualFee: 42, freeFirstYear: 7, islamicCardType: null }
    const renumbered = [
      card({ id: 1, annualFee: 'AED 500', featureIds: [1] }),
      card({ id: 2, annualFee: 'AED 500', featureIds: [42] }),
      card({ id: 3, annualFee: 'AED 400', featureIds: [7] }),
      card({ id: 4, annualFee: 'AED 300', featureIds: [17] }),
    ]
    expect(ids(filterCatalogue(renumbered, { ...none, fee: 'free' }, imported))).toEqual([2])
    expect(ids(filterCatalogue(renumbered, { ...none, fee: 'first-year' }, imported))).toEqual([2, 3])
    expect(ids(sortCatalogue(renumbered, 'fee', imported))).toEqual([2, 4, 3, 1])
  })
  it('filters by card type and bank together', () => {
    expect(ids(filterCatalogue(cards, { ...none, cardType: 3, bank: 2 }, seeded))).toEqual([2, 3])
    expect(ids(filterCatalogue(cards, none, seeded))).toEqual([1, 2, 3, 4])
  })
  it("explains the Central Bank's floor for a salary below it, in one wording", () => {
    expect(isBelowCentralBankFloor(4999)).toBe(true)
    expect(isBelowCentralBankFloor(5000)).toBe(false)
    expect(isBelowCentralBankFloor(null)).toBe(false)
    expect(centralBankFloorText(4000)).toBe(
      "UAE banks can issue a credit card only to someone earning at least AED 5,000 a month (AED 60,000 a year, the Central Bank's rule), or against a pledged deposit of AED 60,000. So no card we list fits a salary of AED 4,000 a month.",
    )
  })
})

describe('rewardRank ("How we rank")', () => {
  it('puts percentages first, then units per dirham, then "varies", then none', () => {
    expect(rewardRank('Up to 5% cashback', 'X')).toEqual({ tier: 0, value: 5 })
    expect(rewardRank('Up to 12.5% back in points', 'X')).toEqual({ tier: 0, value: 12.5 })
    expect(rewardRank('Up to 2.5 TouchPoints per AED 1', 'X')).toEqual({ tier: 1, value: 2.5 })
    const usd = rewardRank('Up to 2 Skywards Miles per USD 1', 'X')
    expect(usd.tier).toBe(1)
    expect(usd.value).toBeCloseTo(2 / 3.6725)
    expect(rewardRank('varies', 'Citi Premier Card')).toEqual({ tier: 1, value: 5 })
    expect(rewardRank('varies', 'HSBC Live+ Card')).toEqual({ tier: 0, value: 6 })
    expect(rewardRank('varies', 'Plain Card')).toEqual({ tier: 2, value: 0 })
    expect(rewardRank('0% (no rewards programme)', 'X')).toEqual({ tier: 3, value: 0 })
    expect(rewardRank(null, 'X')).toEqual({ tier: 3, value: 0 })
  })
})

describe('sortCatalogue', () => {
  const cards = [
    card({ id: 1, annualFee: 'AED 1,575 + VAT', minimumSalary: 25000, rewardRate: 'Up to 2 Miles per USD 1' }),
    card({
      id: 2,
      annualFee: 'AED 300 + VAT, waived first year',
      minimumSalary: 8000,
      rewardRate: 'Up to 3% cashback',
      isFeatured: true,
      featuredOrder: 2,
    }),
    card({ id: 3, annualFee: 'AED 0', minimumSalary: 5000, rewardRate: 'varies', isFeatured: true, featuredOrder: 1 }),
    card({ id: 4, annualFee: 'AED 300 + VAT', minimumSalary: null, rewardRate: 'Up to 5% cashback' }),
    card({ id: 5, annualFee: 'AED 0', minimumSalary: 5000, rewardRate: '0%' }),
  ]
  const order = (sort: Parameters<typeof sortCatalogue>[1]) => sortCatalogue(cards, sort, seeded).map((c) => c.id)

  it('recommended: featured first by featuredOrder, then by id', () => {
    expect(order('recommended')).toEqual([3, 2, 1, 4, 5])
  })
  it('lowest fee: free, then by amount with a first-year waiver first', () => {
    expect(order('fee')).toEqual([3, 5, 2, 4, 1])
  })
  it('lowest salary: unknown minimums last', () => {
    expect(order('salary')).toEqual([3, 5, 2, 1, 4])
  })
  it('highest reward: by the published tiers', () => {
    expect(order('reward')).toEqual([4, 2, 1, 3, 5])
  })
  it('does not change the list it is given', () => {
    sortCatalogue(cards, 'fee', seeded)
    expect(cards.map((c) => c.id)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('isDataExpired', () => {
  const now = new Date('2026-11-22T12:00:00Z')
  it('is true only once the expiry date has passed', () => {
    expect(isDataExpired('2026-11-01T00:00:00.000Z', now)).toBe(true)
    expect(isDataExpired('2026-12-01T00:00:00.000Z', now)).toBe(false)
    expect(isDataExpired(null, now)).toBe(false)
    expect(isDataExpired('not a date', now)).toBe(false)
  })
})

const english: ShareWords = sayFrom(enCatalogue)
const arabic: ShareWords = sayFrom(arCatalogue)

describe('share text (spec §2 Share menu)', () => {
  const wio = {
    name: 'Wio Credit Card',
    bankName: 'Wio Bank',
    description: 'A cashback card.',
    annualFee: 'AED 0',
    minimumSalary: 5000,
    welcomeBonus: 'AED 200 back',
    url: 'https://example.ae/credit-cards/wio-credit-card',
  }
  const text = cardShareText(wio, english, formatsFor('en').aed)
  it('includes name, bank, description, fee, salary in AED, welcome bonus, link and hashtags', () => {
    expect(text).toBe(
      [
        'Check out the Wio Credit Card from Wio Bank!',
        'A cashback card.',
        'Annual Fee: AED 0',
        'Minimum Salary: AED 5,000',
        'Welcome Bonus: AED 200 back',
        'https://example.ae/credit-cards/wio-credit-card',
        '#CreditCards #UAE #CardCompareUAE',
      ].join('\n'),
    )
  })
  it('leaves out what is missing and uses the spec defaults', () => {
    const bare = cardShareText(
      { name: 'X', bankName: null, description: null, annualFee: null, minimumSalary: null, welcomeBonus: ' ', url: 'u' },
      english,
      formatsFor('en').aed,
    )
    expect(cardShareSubject('X', english)).toBe('Check out the X')
    expect(bare).toBe(
      ['Check out the X!', 'Annual Fee: Not confirmed', 'Minimum Salary: Not confirmed', 'u', '#CreditCards #UAE #CardCompareUAE'].join(
        '\n',
      ),
    )
  })
  it('is worded in Arabic on an Arabic page, the CMS’s English words as they are', () => {
    const url = 'https://example.ae/ar/credit-cards/wio-credit-card'
    expect(cardShareText({ ...wio, url, minimumSalary: null }, arabic, formatsFor('ar').aed)).toBe(
      [
        'اطّلع على Wio Credit Card من Wio Bank!',
        'A cashback card.',
        'الرسوم السنوية: AED 0',
        'الحد الأدنى للراتب: غير مؤكد',
        'مكافأة الترحيب: AED 200 back',
        url,
        '#بطاقات_الائتمان #الإمارات #CardCompareUAE',
      ].join('\n'),
    )
    // The fee worded in Arabic where the page has its parts, as the tile shows it.
    const feeParts: FeePart[] = [{ key: 'yearly', vat: 'excluded', amount: 300 }]
    expect(cardShareText({ ...wio, feeParts }, arabic, formatsFor('ar').aed)).toContain(
      `\nالرسوم السنوية: ${formatsFor('ar').aed(300)} سنويًا + ضريبة القيمة المضافة\n`,
    )
    expect(cardShareText(wio, arabic, formatsFor('ar').aed)).toContain(`الحد الأدنى للراتب: ${formatsFor('ar').aed(5000)}\n`)
    expect(cardShareSubject('Wio Credit Card', arabic)).toBe('اطّلع على Wio Credit Card')
  })
  it('encodes the WhatsApp and e-mail links', () => {
    expect(whatsappShareUrl('a b&c\n#d')).toBe('https://wa.me/?text=a%20b%26c%0A%23d')
    expect(emailShareUrl('Hi there', 'x&y')).toBe('mailto:?subject=Hi%20there&body=x%26y')
  })
})

describe('comparisonFigures', () => {
  const source = { title: 'KFS', url: 'https://www.emiratesnbd.com/kfs', kind: 'kfs' as const, documentDate: null, checkedAt: '2026-11-23' }
  const base = {
    name: 'Plain Card',
    annualFee: null,
    interestRate: null,
    interestRateAnnual: null,
    rates: { monthlyRate: null, apr: null, kind: 'interest' as const },
    minimumSalary: null,
    rewardRate: null,
    sources: [],
  }

  it('says "Not confirmed" for what no document gives, never "No Fee"', () => {
    expect(comparisonFigures(base)).toEqual({
      annualFee: { text: 'Not confirmed', confirmed: false },
      interestRate: { text: 'Not confirmed', confirmed: false },
      minimumSalary: { text: 'Not confirmed', confirmed: false },
      rewards: { text: 'Not confirmed', confirmed: false },
    })
  })

  it('shows confirmed figures as published, and a profit rate as profit', () => {
    const card = {
      ...base,
      annualFee: 'AED 313.95 a year incl. VAT',
      interestRate: '3.49%',
      rates: { monthlyRate: 3.49, apr: null, kind: 'profit' as const },
      minimumSalary: 15000,
      sources: [{ ...source, figures: ['annualFee' as const, 'monthlyRate' as const] }],
    }
    expect(comparisonFigures(card)).toMatchObject({
      annualFee: { text: 'AED 313.95 a year incl. VAT', confirmed: true },
      interestRate: { text: '3.49% a month (profit rate)', confirmed: true },
      minimumSalary: { text: 'AED 15,000', confirmed: false },
    })
  })
})

describe('card filters and links', () => {
  it('parses lenient page filters', () => {
    expect(parseCardFilters(new URLSearchParams('cardType=2&bank=5'))).toEqual({ cardType: 2, bank: 5 })
    expect(parseCardFilters(new URLSearchParams('cardType=all&bank='))).toEqual({
      cardType: null,
      bank: null,
    })
    expect(parseCardFilters({ cardType: ['1'], bank: '1.5' })).toEqual({ cardType: null, bank: null })
  })

  it('adds cardType and bank to /cards only when set', () => {
    expect(cardsHref({})).toBe('/cards')
    expect(cardsHref({ cardType: 'all', bank: '' })).toBe('/cards')
    expect(cardsHref({ cardType: '3' })).toBe('/cards?cardType=3')
    expect(cardsHref({ cardType: 1, bank: 12 })).toBe('/cards?cardType=1&bank=12')
  })
})
