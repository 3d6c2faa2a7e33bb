import { describe, expect, it } from 'vitest'
import {
  cardHasFeature,
  cardPath,
  cardsHref,
  cardTypeDescription,
  featureNamesForCard,
  formatAed,
  formatSalary,
  isAppStorageKey,
  isHighlightedFeature,
  labelTone,
  parseCardFilters,
  parseCardPathParam,
  parsePositiveInt,
  rewardsDisplay,
  slugify,
} from './rules'
import type { CatalogueKeys } from './constants'

/** The seeded catalogue's rows (cms/src/seed: features 1 and 17, card type 6). */
const seeded: CatalogueKeys = { noAnnualFee: 1, freeFirstYear: 17, islamicCardType: 6 }

describe('rewardsDisplay (spec §5 Rewards display rule)', () => {
  it('shows N/A for empty, null and zero-percent values', () => {
    expect(rewardsDisplay(null, 'Any')).toBe('N/A')
    expect(rewardsDisplay(undefined, 'Any')).toBe('N/A')
    expect(rewardsDisplay('', 'Any')).toBe('N/A')
    expect(rewardsDisplay('   ', 'Any')).toBe('N/A')
    expect(rewardsDisplay('0%', 'Any')).toBe('N/A')
    expect(rewardsDisplay('0.0% cashback', 'Any')).toBe('N/A')
    expect(rewardsDisplay('Earn 0% on fuel', 'Any')).toBe('N/A')
    // A zero-percent value is N/A even when it also says "varies" or "up to".
    expect(rewardsDisplay('Up to 0%', 'HSBC Live+')).toBe('N/A')
  })

  it('does not treat 10%, 20% or 1.0% as zero (documented reading of "contains 0%")', () => {
    expect(rewardsDisplay('10%', 'Any')).toBe('10%')
    expect(rewardsDisplay('20% cashback on dining', 'Any')).toBe('20% cashback on dining')
    expect(rewardsDisplay('1.0%', 'Any')).toBe('1.0%')
    expect(rewardsDisplay('0.5%', 'Any')).toBe('0.5%')
  })

  it('keeps values containing "up to", whatever the case', () => {
    expect(rewardsDisplay('Up to 10% cashback', 'HSBC Live+')).toBe('Up to 10% cashback')
    expect(rewardsDisplay('UP TO 3 miles', 'x')).toBe('UP TO 3 miles')
  })

  it('replaces "varies" by card name, case-insensitively', () => {
    expect(rewardsDisplay('Varies', 'HSBC Live+ Credit Card')).toBe('Up to 6%')
    expect(rewardsDisplay('varies', 'hsbc LIVE+')).toBe('Up to 6%')
    expect(rewardsDisplay('Varies by category', 'ADCB Cash+')).toBe('Up to 5%')
    expect(rewardsDisplay('VARIES', 'Mashreq Max Rewards')).toBe('Up to 10X points')
    expect(rewardsDisplay('Varies', 'Citi Premier')).toBe('Up to 5X points')
    expect(rewardsDisplay('Varies', 'Citi Prestige')).toBe('Up to 5X points')
    expect(rewardsDisplay('Varies', 'Citi Rewards Card')).toBe('Up to 2X points')
    expect(rewardsDisplay('Varies', 'Emirates NBD Go4it')).toBe('Varies')
    expect(rewardsDisplay('Varies', null)).toBe('Varies')
  })

  it('returns any other value unchanged (trimmed)', () => {
    expect(rewardsDisplay(' 1.5 points per AED ', 'HSBC Live+')).toBe('1.5 points per AED')
    expect(rewardsDisplay('<script>alert(1)</script>', 'x')).toBe('<script>alert(1)</script>')
  })
})

describe('labelTone (spec §2)', () => {
  it.each([
    ['Best Seller', 'best'],
    ['Limited OFFER', 'best'],
    ['Most Popular', 'popular'],
    ['trending now', 'popular'],
    ['New', 'new'],
    ['Just Launched', 'new'],
    ['Exclusive', 'exclusive'],
    ['PREMIUM', 'exclusive'],
    ['Editor pick', 'default'],
    ['', 'default'],
    [null, 'default'],
  ] as const)('%s -> %s', (label, tone) => {
    expect(labelTone(label)).toBe(tone)
  })

  it('takes the first group that matches', () => {
    expect(labelTone('New best offer')).toBe('best')
    expect(labelTone('Premium launch')).toBe('new')
  })
})

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

describe('parsePositiveInt', () => {
  it('accepts canonical positive integers up to 2^31-1', () => {
    expect(parsePositiveInt('1')).toBe(1)
    expect(parsePositiveInt('2147483647')).toBe(2147483647)
    expect(parsePositiveInt(15)).toBe(15)
    expect(parsePositiveInt(2147483647)).toBe(2147483647)
  })

  it.each(['', '0', '-1', '1.5', '01', '1e3', ' 1', '1 ', '+1', '0x10', '2147483648', '99999999999', 'abc', '<script>'])(
    'rejects %j',
    (value) => {
      expect(parsePositiveInt(value)).toBeNull()
    },
  )

  it('rejects non-integers and other types', () => {
    for (const value of [0, -3, 1.5, Number.NaN, Infinity, 2 ** 31, null, undefined, [], {}, ['1'], true]) {
      expect(parsePositiveInt(value)).toBeNull()
    }
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

describe('money formatting', () => {
  it('formats AED with en-US thousands separators', () => {
    expect(formatAed(15000)).toBe('AED 15,000')
    expect(formatAed(1234567)).toBe('AED 1,234,567')
    expect(formatAed(500)).toBe('AED 500')
    expect(formatSalary(15000)).toBe('Min. Salary: AED 15,000')
  })

  it('shows N/A for missing or non-finite amounts', () => {
    expect(formatAed(null)).toBe('N/A')
    expect(formatAed(Number.NaN)).toBe('N/A')
    expect(formatSalary(undefined)).toBe('Min. Salary: N/A')
  })
})

describe('cardTypeDescription (spec §2 category grid)', () => {
  it('uses the description or the generic sentence', () => {
    expect(cardTypeDescription({ name: 'Travel', description: 'Earn miles.' })).toBe('Earn miles.')
    expect(cardTypeDescription({ name: 'Low Interest', description: null })).toBe(
      'Best low interest credit cards to maximize your benefits.',
    )
    expect(cardTypeDescription({ name: 'Cashback', description: '   ' })).toBe('Best cashback credit cards to maximize your benefits.')
  })
})

describe('features', () => {
  const features = [
    { id: 1, name: 'No Annual Fee' },
    { id: 2, name: 'Airport Lounge Access' },
    { id: 3, name: 'Dining Offers' },
    { id: 4, name: 'Travel Insurance' },
    { id: 5, name: 'Low Fee' },
    { id: 6, name: 'Cashback Rewards' },
    { id: 17, name: 'Free for 1st year' },
  ]

  it('lists up to five of the card feature names in catalogue order', () => {
    expect(featureNamesForCard([3, 1], features)).toEqual(['No Annual Fee', 'Dining Offers'])
    expect(featureNamesForCard([1, 2, 3, 4, 5, 6, 17], features)).toEqual([
      'No Annual Fee',
      'Airport Lounge Access',
      'Dining Offers',
      'Travel Insurance',
      'Low Fee',
    ])
    expect(featureNamesForCard([1, 2, 3], features, 2)).toHaveLength(2)
  })

  it('falls back to Various Benefits', () => {
    expect(featureNamesForCard([], features)).toEqual(['Various Benefits'])
    expect(featureNamesForCard(null, features)).toEqual(['Various Benefits'])
    expect(featureNamesForCard([999], features)).toEqual(['Various Benefits'])
  })

  it('counts feature 17 as present when feature 1 is (spec §9)', () => {
    expect(cardHasFeature([1], 17, seeded)).toBe(true)
    expect(cardHasFeature([17], 17, seeded)).toBe(true)
    expect(cardHasFeature([2], 17, seeded)).toBe(false)
    expect(cardHasFeature([17], 1, seeded)).toBe(false)
    expect(cardHasFeature([2, 3], 3, seeded)).toBe(true)
    expect(cardHasFeature(null, 1, seeded)).toBe(false)
  })

  it('knows the highlighted names exactly', () => {
    expect(isHighlightedFeature('Free for 1st year')).toBe(true)
    expect(isHighlightedFeature('free for 1st year')).toBe(false)
    expect(isHighlightedFeature('Fuel Discounts')).toBe(false)
  })
})

describe('isAppStorageKey (spec §4 version check)', () => {
  it('matches the prefix, query-cache and favourites keys only', () => {
    expect(isAppStorageKey('cardcompare-exit-intent')).toBe(true)
    expect(isAppStorageKey('REACT_QUERY_OFFLINE_CACHE')).toBe(false)
    expect(isAppStorageKey('app-query-cache')).toBe(true)
    expect(isAppStorageKey('user-favorites')).toBe(true)
    expect(isAppStorageKey('favourites')).toBe(true)
    expect(isAppStorageKey('theme')).toBe(false)
  })
})
