import { describe, expect, it } from 'vitest'
import { WITHOUT_SALARY_TRANSFER } from './test-fees'
import { EMPTY_FEES, type CardSource } from './card-data'
import {
  eligibleCards,
  FINDER_MESSAGES,
  finderFormSchema,
  finderFormValues,
  finderQuery,
  isIslamicCard,
  parseFinderAnswers,
  recommendCards,
  type FinderCard,
} from './card-finder'
import { fieldErrors } from './schemas'
import type { RewardRules } from './card-value'
import type { CatalogueKeys } from './catalogue-keys'

/** The seeded catalogue's rows (cms/src/seed: features 1 and 17, card type 6). */
const seeded: CatalogueKeys = { noAnnualFee: 1, freeFirstYear: 17, islamicCardType: 6 }

const kfs: CardSource = {
  title: 'KFS',
  url: 'https://bank.example/kfs',
  kind: 'kfs',
  documentDate: null,
  checkedAt: '2026-11-20',
  figures: ['annualFee', 'rewardRate'],
}
const cashback = (other: number, dining = other): RewardRules => ({
  programme: 'cashback',
  unitName: null,
  unitValueAed: 1,
  earn: [
    { category: 'dining', rate: dining, per: 1, monthlyCap: null },
    { category: 'other', rate: other, per: 1, monthlyCap: null },
  ],
  bands: [],
  minimumMonthlySpend: null,
  monthlyCap: null,
  note: null,
})

const card = (id: number, over: Partial<FinderCard> = {}): FinderCard => ({
  id,
  name: `Card ${id}`,
  bankId: 1,
  cardTypeIds: [],
  featureIds: [],
  annualFee: 'AED 300 a year',
  minimumSalary: 5000,
  rewardRate: null,
  isFeatured: false,
  featuredOrder: null,
  fees: { ...EMPTY_FEES, annualFee: 300, vat: 'included' },
  rates: { monthlyRate: 3.25, apr: null, kind: 'interest' },
  rewards: null,
  sources: [kfs],
  isActive: true,
  ...over,
})

const cards = [
  card(1, { rewards: cashback(1), minimumSalary: 15000 }), // 1 % everywhere, needs 15,000
  card(2, { rewards: cashback(0.5, 5) }), // 5 % dining, 0.5 % elsewhere
  card(3, { rewards: cashback(1), fees: { ...EMPTY_FEES, annualFee: 0, vat: 'included' }, annualFee: 'No annual fee' }),
  card(4, { rates: { monthlyRate: 2.99, apr: null, kind: 'profit' }, cardTypeIds: [6], rewards: cashback(2) }), // Islamic
  card(5), // value unknown
  card(6, { isActive: false, rewards: cashback(10) }),
]

const answers = (query: string) => parseFinderAnswers(new URLSearchParams(query))!

describe('card finder answers', () => {
  it('needs the monthly spend and a salary; categories, banking and the fee are optional', () => {
    expect(parseFinderAnswers(new URLSearchParams('spend=4,000&salary=12,000'))).toEqual({
      monthlySpend: 4000,
      categories: [],
      salary: 12000,
      banking: 'any',
      fee: null,
      salaryTransfer: 'not-sure',
    })
    const full = answers(
      'spend=4000&category=dining&category=casino&category=groceries&salary=12000&banking=islamic&fee=free&salaryTransfer=no',
    )
    expect(full).toEqual({
      monthlySpend: 4000,
      categories: ['groceries', 'dining'],
      salary: 12000,
      banking: 'islamic',
      fee: 'free',
      salaryTransfer: 'no',
    })
    expect(parseFinderAnswers(new URLSearchParams(finderQuery(full)))).toEqual(full)
    for (const bad of ['salary=12000', 'spend=4000', 'spend=-1&salary=1', 'spend=4000&salary=abc', 'spend=%00&salary=12000']) {
      expect(parseFinderAnswers(new URLSearchParams(bad))).toBeNull()
    }
    expect(answers('spend=4000&salary=9000&banking=crypto&fee=nope&salaryTransfer=maybe')).toMatchObject({
      banking: 'any',
      fee: null,
      salaryTransfer: 'not-sure',
    })
    // The default answer leaves the query as it was before the question existed.
    expect(finderQuery(answers('spend=4000&salary=9000'))).toBe('spend=4000&salary=9000&banking=any&fee=any')
  })
})

describe('card finder form (one schema for the browser and the action)', () => {
  const errorsFor = (query: string) => {
    const parsed = finderFormSchema.safeParse(finderFormValues(new URLSearchParams(query)))
    return parsed.success ? {} : fieldErrors(parsed.error).fieldErrors
  }
  it('says what is wrong beside the spend and the salary', () => {
    expect(errorsFor('')).toEqual({
      spend: 'Please enter about how much you spend by card a month',
      salary: 'Please enter your monthly salary',
    })
    expect(errorsFor('spend=abc&salary=-500')).toEqual({
      spend: 'Please enter your monthly card spending as a whole number in AED, like 5,000',
      salary: 'Please enter your monthly salary as a whole number in AED, like 12,000',
    })
    expect(errorsFor('spend=2,000,000&salary=12000')).toEqual({ spend: FINDER_MESSAGES.spendTooLarge })
    expect(FINDER_MESSAGES.spendTooLarge).toBe('Please enter a monthly card spending of at most AED 1,000,000')
    expect(errorsFor('spend=4,000&salary=3000')).toEqual({})
  })
  it('reads the same fields from what react-hook-form holds', () => {
    const parsed = finderFormSchema.parse({
      spend: '4,000',
      category: ['dining'],
      salary: '12000',
      banking: 'islamic',
      fee: 'any',
      salaryTransfer: 'yes',
    })
    expect(parsed).toEqual({
      monthlySpend: 4000,
      categories: ['dining'],
      salary: 12000,
      banking: 'islamic',
      fee: null,
      salaryTransfer: 'yes',
    })
  })
})

describe('card finder recommendations', () => {
  it('counts the fee the salary-transfer answer selects where the bank prints one without a transfer', () => {
    const option = WITHOUT_SALARY_TRANSFER
    const conditional = card(7, { rewards: cashback(1), fees: { ...EMPTY_FEES, annualFee: 100, vat: 'included', options: [option] } })
    const flat = card(8, { rewards: cashback(1), fees: { ...EMPTY_FEES, annualFee: 300, vat: 'included' } })
    const ids = (query: string) => recommendCards([conditional, flat], answers(query), seeded).picks.map((p) => p.card.id)
    expect(ids('spend=3000&salary=20000')).toEqual([7, 8])
    expect(ids('spend=3000&salary=20000&salaryTransfer=yes')).toEqual([7, 8])
    expect(ids('spend=3000&salary=20000&salaryTransfer=no')).toEqual([8, 7])
  })

  it('recommends only listed cards the salary qualifies for, Islamic or conventional as asked', () => {
    expect(eligibleCards(cards, answers('spend=3000&salary=8000'), seeded).map((c) => c.id)).toEqual([2, 3, 4, 5])
    expect(eligibleCards(cards, answers('spend=3000&salary=20000'), seeded).map((c) => c.id)).toEqual([1, 2, 3, 4, 5])
    expect(eligibleCards(cards, answers('spend=3000&salary=20000&banking=islamic'), seeded).map((c) => c.id)).toEqual([4])
    expect(eligibleCards(cards, answers('spend=3000&salary=20000&banking=conventional'), seeded).map((c) => c.id)).toEqual([1, 2, 3, 5])
    // Below the Central Bank's AED 5,000 floor no card qualifies.
    expect(eligibleCards(cards, answers('spend=3000&salary=4000'), seeded)).toEqual([])
    expect(isIslamicCard(cards[3]!, seeded)).toBe(true)
  })

  it('knows the Islamic type and the fee features by the ids this catalogue gives them (docs/decisions/028)', () => {
    const imported: CatalogueKeys = { noAnnualFee: 42, freeFirstYear: 43, islamicCardType: 9 }
    const renumbered = [
      card(1, { cardTypeIds: [9] }), // Islamic by its type, interest-charging in this fixture
      card(2, { cardTypeIds: [6] }), // type 6 is something else here
      card(3, { featureIds: [42] }), // "No Annual Fee" here
      card(4, { featureIds: [1] }),
    ]
    expect(isIslamicCard(renumbered[0]!, imported)).toBe(true)
    expect(isIslamicCard(renumbered[1]!, imported)).toBe(false)
    expect(eligibleCards(renumbered, answers('spend=3000&salary=20000&banking=islamic'), imported).map((c) => c.id)).toEqual([1])
    expect(eligibleCards(renumbered, answers('spend=3000&salary=20000&banking=conventional&fee=free'), imported).map((c) => c.id)).toEqual([
      3,
    ])
  })

  it('ranks by the value in AED for the way the person spends, with a reason in AED', () => {
    // AED 4,000 a month, typical split: dining 480, the rest 3,520.
    const typical = recommendCards(cards, answers('spend=4000&salary=20000'), seeded)
    // card 4: 2 % of 4,000 × 12 = 960 − 300 = 660; card 3: 480 − 0 = 480; card 1: 480 − 300 = 180;
    // card 2: (480 × 5 % + 3,520 × 0.5 %) × 12 = 499.2 − 300 = 199.2; card 5 unknown, last.
    expect(typical.picks.map((p) => p.card.id)).toEqual([4, 3, 2, 1, 5])
    expect(typical.picks[0]!.reason).toBe('About AED 960 a year back on your spending, with an annual fee of AED 300: AED 660 a year net.')
    expect(typical.picks[4]!.reason).toMatch(/value is unknown/)
    // Someone who mostly eats out: dining 36 of 124 shares of 4,000 = 1,161 (each category rounded
    // to the dirham, 3,999 in all).
    const diner = recommendCards(cards, answers('spend=4000&category=dining&salary=20000&banking=conventional'), seeded)
    expect(diner.profile.dining).toBe(1161)
    // card 2 now leads: (1,161 × 5 % + 2,838 × 0.5 %) × 12 = 866.88 − 300 = 566.88; card 3: 3,999 × 1 % × 12 = 479.88
    expect(diner.picks.map((p) => p.card.id)).toEqual([2, 3, 1, 5])
    expect(diner.picks[0]!.value.netOngoing).toBeCloseTo(566.88, 6)
    expect(diner.picks[1]!.value.netOngoing).toBeCloseTo(479.88, 6)
    expect(recommendCards(cards, answers('spend=4000&salary=20000'), seeded, { limit: 2 }).picks).toHaveLength(2)
  })
})
