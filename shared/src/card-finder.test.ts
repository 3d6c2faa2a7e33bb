import { describe, expect, it } from 'vitest'
import { parseFinderAnswers, recommendCards } from './card-finder'
import type { CatalogueCard } from './catalogue'

const card = (id: number, over: Partial<CatalogueCard>): CatalogueCard => ({
  id,
  name: `Card ${id}`,
  bankId: 1,
  cardTypeIds: [],
  featureIds: [],
  annualFee: 'AED 500',
  minimumSalary: 5000,
  rewardRate: null,
  isFeatured: false,
  featuredOrder: null,
  ...over,
})

const cards = [
  card(1, { cardTypeIds: [3], minimumSalary: 15000, rewardRate: '2 miles per USD 1' }),
  card(2, { cardTypeIds: [3], minimumSalary: 5000, rewardRate: '1 mile per USD 1' }),
  card(3, { cardTypeIds: [2], minimumSalary: 5000, rewardRate: 'Up to 5% cashback', annualFee: 'Free for life' }),
  card(4, { cardTypeIds: [2], minimumSalary: 8000, rewardRate: '1% cashback' }),
  card(5, { cardTypeIds: [3], minimumSalary: 30000, rewardRate: '3 miles per USD 1' }),
]

describe('card finder', () => {
  it('needs spending and a salary; the fee preference is optional', () => {
    expect(parseFinderAnswers(new URLSearchParams('spending=travel&salary=12,000'))).toEqual({ spending: 'travel', salary: 12000, fee: null })
    expect(parseFinderAnswers(new URLSearchParams('spending=travel&salary=12000&fee=free'))?.fee).toBe('free')
    expect(parseFinderAnswers(new URLSearchParams('spending=travel'))).toBeNull()
    expect(parseFinderAnswers(new URLSearchParams('spending=casino&salary=9000'))).toBeNull()
    expect(parseFinderAnswers(new URLSearchParams('spending=travel&salary=-5'))).toBeNull()
  })

  it('recommends only cards the salary qualifies for, best reward first', () => {
    const result = recommendCards(cards, { spending: 'travel', salary: 20000, fee: null })
    expect(result).toEqual({ cards: [cards[0], cards[1]], relaxed: false })
  })

  it('applies the fee preference', () => {
    expect(recommendCards(cards, { spending: 'everyday', salary: 10000, fee: 'free' }).cards.map((c) => c.id)).toEqual([3])
  })

  it('drops the card type, and says so, when nothing of that type fits', () => {
    const result = recommendCards(cards, { spending: 'dining', salary: 6000, fee: null })
    expect(result.relaxed).toBe(true)
    expect(result.cards.map((c) => c.id)).toEqual([3, 2])
  })
})
