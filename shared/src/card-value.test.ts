import { describe, expect, it } from 'vitest'
import { WITHOUT_SALARY_TRANSFER } from './test-fees'
import { EMPTY_FEES, type CardFees, type CardSource, type SourceFigure } from './card-data'
import arCard from './i18n/ar/card'
import { fill } from './i18n/render'
import { formatsFor } from './locale-format'
import {
  cardValue,
  rankByValue,
  readRewardRules,
  rewardRulesProblems,
  spendProfile,
  readSpendAmount,
  readSpendEntry,
  SPEND_AMOUNT_MESSAGES,
  spendEntryFromQuery,
  spendEntryOf,
  spendProfileFromQuery,
  totalSpend,
  typicalProfile,
  valueReason,
  valueReasonParts,
  valueReasonText,
  type RewardRules,
  type ValuedCard,
  type ValueReason,
} from './card-value'

/** The value's reasons as English pages word them. */
const english = (reasons: ValueReason[]) => reasons.map(valueReasonText)

const source = (...figures: SourceFigure[]): CardSource => ({
  title: 'Key Facts Statement',
  url: 'https://bank.example/kfs.pdf',
  kind: 'kfs',
  documentDate: null,
  checkedAt: '2026-11-20',
  figures,
})

const rules = (overrides: Partial<RewardRules>): RewardRules => ({
  programme: 'cashback',
  unitName: null,
  unitValueAed: 1,
  earn: [],
  bands: [],
  minimumMonthlySpend: null,
  monthlyCap: null,
  note: null,
  ...overrides,
})

function card(
  fees: Partial<CardFees>,
  rewards: RewardRules | null,
  figures: SourceFigure[] = ['annualFee', 'joiningFee', 'rewardRate', 'fxFee', 'pointValue'],
  id = 1,
): ValuedCard {
  return { id, name: `Card ${id}`, fees: { ...EMPTY_FEES, annualFee: 0, vat: 'included', ...fees }, rewards, sources: [source(...figures)] }
}

const other = (rate: number | null, per = 1, monthlyCap: number | null = null) => ({ category: 'other' as const, rate, per, monthlyCap })

// Each expected figure below was worked out by hand from the rules in the test.
describe('cardValue: worked examples', () => {
  it('1. category cashback with no fee: every AED lands in exactly one rule', () => {
    // Mashreq-style: 5 % dining, 0.33 % fuel, 1 % on the rest (groceries fall to "other").
    const cashback = card(
      { annualFee: 0 },
      rules({
        earn: [
          { category: 'dining', rate: 5, per: 1, monthlyCap: null },
          { category: 'fuel', rate: 0.33, per: 1, monthlyCap: null },
          other(1),
        ],
      }),
    )
    const value = cardValue(cashback, spendProfile({ groceries: 2000, dining: 1000, fuel: 500, other: 1500 }))
    // month: 2,000 × 1 % = 20; 1,000 × 5 % = 50; 500 × 0.33 % = 1.65; 1,500 × 1 % = 15 → 86.65; year 1,039.80
    expect(value.yearlyRewards).toBeCloseTo(1039.8, 6)
    expect(value.ongoingFee).toBe(0)
    expect(value.firstYearFee).toBe(0)
    expect(value.netOngoing).toBeCloseTo(1039.8, 6)
    expect(value.netFirstYear).toBeCloseTo(1039.8, 6)
    expect(english(value.unknowns)).toEqual([])
  })

  it('2. a category cap stops that rule, not the others', () => {
    const capped = card({ annualFee: 0 }, rules({ earn: [{ category: 'dining', rate: 5, per: 1, monthlyCap: 100 }, other(1)] }))
    const value = cardValue(capped, spendProfile({ dining: 3000, other: 1000 }))
    // dining 3,000 × 5 % = 150, capped at 100; other 1,000 × 1 % = 10 → 110 a month → 1,320 a year
    expect(value.yearlyRewards).toBe(1320)
    expect(english(value.notes)).toContain('The dining and restaurants rate is capped at AED 100 a month.')
  })

  it('3. below the minimum monthly spend the card earns nothing, and its fee still counts', () => {
    const minimum = card({ annualFee: 300 }, rules({ earn: [other(10)], minimumMonthlySpend: 3000 }))
    const value = cardValue(minimum, spendProfile({ groceries: 1500, other: 1000 }))
    // 2,500 < 3,000 → 0 rewards; fee 300 (VAT included) → net −300
    expect(value.yearlyRewards).toBe(0)
    expect(value.netOngoing).toBe(-300)
    expect(english(value.notes)).toContain('Below the AED 3,000 minimum monthly spend it earns nothing.')
    // At exactly the minimum it earns: 3,000 × 10 % = 300 a month → 3,600 a year − 300
    expect(cardValue(minimum, spendProfile({ other: 3000 })).netOngoing).toBe(3300)
  })

  it('4. a waived first year is explicit: year one and later years differ', () => {
    const waived = card({ annualFee: 500, vat: 'excluded', firstYearFree: true }, rules({ earn: [other(1)] }))
    const value = cardValue(waived, spendProfile({ other: 4000 }))
    // rewards 4,000 × 1 % × 12 = 480; fee 500 + 5 % VAT = 525 from year two, 0 in year one
    expect(value.yearlyRewards).toBe(480)
    expect(value.firstYearFee).toBe(0)
    expect(value.ongoingFee).toBeCloseTo(525, 6)
    expect(value.netFirstYear).toBe(480)
    expect(value.netOngoing).toBeCloseTo(-45, 6)
    expect(valueReason(value)).toBe(
      'About AED 480 a year back on your spending, with an annual fee of AED 525: −AED 45 a year net (AED 480 in the first year).',
    )
  })

  it('5. a joining fee replaces the first annual fee; a card with no programme earns a known zero', () => {
    const premium = card({ joiningFee: 3149, annualFee: 1575 }, rules({ programme: 'none', unitValueAed: null }))
    const value = cardValue(premium, spendProfile({ travel: 5000 }))
    expect(value.yearlyRewards).toBe(0)
    expect(value.firstYearFee).toBe(3149)
    expect(value.ongoingFee).toBe(1575)
    expect(value.netFirstYear).toBe(-3149)
    expect(value.netOngoing).toBe(-1575)
  })

  it('6. an unknown rate makes the rewards unknown, never zero', () => {
    const partial = card(
      { annualFee: 0 },
      rules({
        programme: 'points',
        unitName: 'Points',
        unitValueAed: 0.01,
        earn: [{ category: 'international', rate: 2, per: 1, monthlyCap: null }],
      }),
    )
    const value = cardValue(partial, spendProfile({ groceries: 1000, international: 500 }))
    expect(value.yearlyRewards).toBeNull()
    expect(value.yearlyUnits).toBeNull()
    expect(value.netOngoing).toBeNull()
    expect(english(value.unknowns)).toContain('its rate on groceries and supermarkets')
    // A rate the bank leaves unstated (null) is unknown too.
    const unstated = card({ annualFee: 0 }, rules({ earn: [{ category: 'fuel', rate: null, per: 1, monthlyCap: null }, other(1)] }))
    expect(cardValue(unstated, spendProfile({ fuel: 100, other: 100 })).yearlyRewards).toBeNull()
    expect(cardValue(unstated, spendProfile({ other: 100 })).yearlyRewards).toBe(12)
  })

  it('7. miles without a published AED value: the miles are known, the AED value is not', () => {
    // ADIB-style 1.5 miles per AED 4
    const miles = rules({ programme: 'miles', unitName: 'Etihad Guest Miles', unitValueAed: null, earn: [other(1.5, 4)] })
    const value = cardValue(card({ annualFee: 1000 }, miles), spendProfile({ other: 4000 }))
    // 4,000 / 4 × 1.5 = 1,500 miles a month → 18,000 a year
    expect(value.yearlyUnits).toBe(18000)
    expect(value.yearlyRewards).toBeNull()
    expect(value.netOngoing).toBeNull()
    expect(english(value.unknowns)).toContain('the AED value of one Etihad Guest Mile')
    expect(valueReason(value)).toBe(
      'About 18,000 Etihad Guest Miles a year on your spending (the bank does not publish their AED value), with an annual fee of AED 1,000.',
    )
  })

  it('8. with a published point value the same miles become AED', () => {
    const miles = rules({ programme: 'miles', unitName: 'Miles', unitValueAed: 0.01, earn: [other(1.5, 4)] })
    const value = cardValue(card({ annualFee: 100 }, miles), spendProfile({ other: 4000 }))
    // 18,000 × AED 0.01 = 180; − 100 fee = 80
    expect(value.yearlyRewards).toBeCloseTo(180, 6)
    expect(value.netOngoing).toBeCloseTo(80, 6)
    // ...but only when a bank document confirms the value.
    const unsourced = cardValue(card({ annualFee: 100 }, miles, ['annualFee', 'rewardRate']), spendProfile({ other: 4000 }))
    expect(unsourced.yearlyRewards).toBeNull()
  })

  it('9. tiered bands earn on the part of the month within each band', () => {
    // CBD-style: 0.55 % up to 5,000, 2 % to 10,000, 3 % to 15,000, 5 % above
    const tiered = rules({
      bands: [
        { from: 0, rate: 0.55 },
        { from: 5000, rate: 2 },
        { from: 10000, rate: 3 },
        { from: 15000, rate: 5 },
      ],
      minimumMonthlySpend: 1500,
    })
    const value = cardValue(card({ annualFee: 0 }, tiered), spendProfile({ groceries: 7000, other: 5000 }))
    // 5,000 × 0.55 % = 27.5; 5,000 × 2 % = 100; 2,000 × 3 % = 60 → 187.5 a month → 2,250 a year
    expect(value.yearlyRewards).toBeCloseTo(2250, 6)
  })

  it('10. foreign-exchange fees are a cost on international spend, unknown when unpublished', () => {
    const travel = rules({ earn: [other(1)] })
    const value = cardValue(card({ annualFee: 0, fxFee: 2.5 }, travel), spendProfile({ international: 1000 }))
    // rewards 1,000 × 1 % × 12 = 120; FX 1,000 × 2.5 % × 12 = 300 → net −180
    expect(value.yearlyFxCost).toBe(300)
    expect(value.netOngoing).toBe(-180)
    const noFx = cardValue(card({ annualFee: 0, fxFee: null }, travel), spendProfile({ international: 1000 }))
    expect(noFx.yearlyFxCost).toBeNull()
    expect(noFx.netOngoing).toBeNull()
    expect(english(noFx.unknowns)).toContain('its foreign-exchange fee')
    // No international spend: the FX fee does not matter.
    expect(cardValue(card({ annualFee: 0, fxFee: null }, travel), spendProfile({ other: 1000 })).netOngoing).toBe(120)
  })

  it('11. an overall monthly cap applies after the category rules', () => {
    const capped = card(
      { annualFee: 0 },
      rules({ programme: 'points', unitName: 'Points', unitValueAed: 0.005, earn: [other(2)], monthlyCap: 5000 }),
    )
    const value = cardValue(capped, spendProfile({ other: 4000 }))
    // 4,000 × 2 = 8,000 points, capped at 5,000 → 60,000 a year × AED 0.005 = 300
    expect(value.yearlyUnits).toBe(60000)
    expect(value.yearlyRewards).toBeCloseTo(300, 6)
  })

  it('12. rules or a fee no document confirms are unknown', () => {
    const unsourced = card({ annualFee: 0 }, rules({ earn: [other(1)] }), ['annualFee'])
    expect(cardValue(unsourced, spendProfile({ other: 1000 })).yearlyRewards).toBeNull()
    const noFee = card({ annualFee: 500 }, rules({ earn: [other(1)] }), ['rewardRate'])
    const value = cardValue(noFee, spendProfile({ other: 1000 }))
    expect(value.yearlyRewards).toBe(120)
    expect(value.ongoingFee).toBeNull()
    expect(value.netOngoing).toBeNull()
    expect(english(cardValue(card({ annualFee: 0 }, null), spendProfile({ other: 1000 })).unknowns)[0]).toMatch(/reward rates/)
  })
})

describe('cardValue: a fee that depends on the visitor', () => {
  const option = WITHOUT_SALARY_TRANSFER
  const fab = card({ annualFee: 315, options: [option] }, rules({ earn: [other(1)] }))
  const spend = spendProfile({ other: 1000 })

  it('counts the option the answer selects, and says so', () => {
    const without = cardValue(fab, spend, { salaryTransfer: false })
    expect(without.ongoingFee).toBe(525)
    expect(without.firstYearFee).toBe(525)
    // 1 % of AED 12,000 a year is AED 120, less the AED 525 fee.
    expect(without.netOngoing).toBe(120 - 525)
    expect(english(without.notes)).toContain(
      'Counted at AED 525 a year incl. VAT for customers who do not transfer their salary, from your answer.',
    )
  })

  it('counts the headline fee when the answer selects no option or was not given, and names the other', () => {
    for (const answers of [{}, { salaryTransfer: null }, { salaryTransfer: true }]) {
      const value = cardValue(fab, spend, answers)
      expect(value.ongoingFee).toBe(315)
      expect(english(value.notes)).toContain('Not counted: AED 525 a year incl. VAT for customers who do not transfer their salary.')
    }
  })

  it('ranks by the answer: without a salary transfer the AED 525 card falls behind a AED 400 one', () => {
    const flat = card({ annualFee: 400 }, rules({ earn: [other(1)] }), undefined, 2)
    expect(rankByValue([fab, flat], spend).map((r) => r.card.id)).toEqual([1, 2])
    expect(rankByValue([fab, flat], spend, { salaryTransfer: false }).map((r) => r.card.id)).toEqual([2, 1])
  })

  it('ignores options when the fee itself is not confirmed', () => {
    const unconfirmed = card({ annualFee: 315, options: [option] }, rules({ earn: [other(1)] }), ['rewardRate'])
    expect(cardValue(unconfirmed, spend, { salaryTransfer: false }).ongoingFee).toBeNull()
  })
})

describe('cardValue: its reasons in parts, for a page in another language', () => {
  it('keeps each English reason as parts an Arabic page words, the bank’s own words named', () => {
    const fab = card({ annualFee: 315, options: [WITHOUT_SALARY_TRANSFER] }, rules({ earn: [other(1)] }))
    const value = cardValue(fab, spendProfile({ other: 1000 }))
    expect(value.notes).toEqual([{ key: 'notCounted', option: expect.objectContaining({ amount: 525 }), vat: 'included' }])
    const ar = formatsFor('ar')
    const category = (key: string) => arCard.calculator.categories[key as keyof typeof arCard.calculator.categories]
    const arabic = (reason: Parameters<typeof valueReasonParts>[0]) => {
      const { key, values, bank } = valueReasonParts(reason, ar, category)
      return { text: fill(arCard.calculator.reasons[key], values), bank }
    }
    expect(arabic(value.notes[0]!)).toEqual({
      text: 'لم يُحتسب: AED 525 a year incl. VAT for customers who do not transfer their salary.',
      bank: ['option'],
    })
    expect(arabic({ key: 'belowMinimum', amount: 3000 }).text).toBe('لا تكسب شيئاً إذا قلّ الإنفاق الشهري عن الحد الأدنى البالغ 3,000 درهم.')
    expect(arabic({ key: 'rateOn', category: 'dining' }).text).toBe(`نسبتها على ${arCard.calculator.categories.dining}`)
    expect(arabic({ key: 'categoryCap', category: 'fuel', cap: { amount: 1000.4, unit: 'TouchPoints' } })).toEqual({
      text: `نسبة فئة ${arCard.calculator.categories.fuel} محدودة بسقف 1,000 TouchPoints شهرياً.`,
      bank: ['cap'],
    })
    expect(arabic({ key: 'rewardsCap', cap: { amount: 100, unit: null } })).toEqual({
      text: 'المكافآت محدودة بسقف 100 درهم شهرياً.',
      bank: [],
    })
    expect(arabic({ key: 'fxCounted', fee: 2.49, note: 'plus the scheme’s charges' }).text).toBe(
      `احتُسبت رسوم تحويل العملات الأجنبية بنسبة ${ar.percent(2.49)}؛ ولم يُحتسب: plus the scheme’s charges.`,
    )
  })

  it('words every reason in English exactly as `unknowns` and `notes` hold it', () => {
    const value = cardValue(
      card({ annualFee: null, vat: 'unknown', firstYearFree: true, firstYearCondition: 'on AED 5,000 spend' }, null),
      spendProfile({ international: 100 }),
    )
    expect(english(value.unknowns)).toEqual([
      'its reward rates (no bank document we read states them per category)',
      'its annual fee',
      'its foreign-exchange fee',
    ])
    expect(english(value.notes)).toEqual([
      'The bank does not say whether its fee includes VAT (5 %).',
      'First year free on AED 5,000 spend.',
    ])
    expect(value.unknowns.map((r) => r.key)).toEqual(['rewardRates', 'annualFee', 'fxFee'])
  })
})

describe('cardValue: what a bank adds to its foreign-exchange fee', () => {
  it('counts the published percentage and names what it leaves out', () => {
    const abroad = card({ annualFee: 0, fxFee: 2.49, fxFeeNote: 'plus the card scheme’s charges' }, rules({ earn: [other(1)] }))
    const value = cardValue(abroad, spendProfile({ international: 1000 }))
    // 1 % of AED 12,000 back, less 2.49 % of AED 12,000 in fees.
    expect(value.yearlyFxCost).toBeCloseTo(298.8)
    expect(english(value.notes)).toContain('Foreign-exchange fee counted at 2.49%; not counted: plus the card scheme’s charges.')
    expect(cardValue(abroad, spendProfile({ other: 1000 })).notes).toEqual([])
  })
})

describe('rankByValue', () => {
  it('puts known net values first (best first), then unknown ones by their annual fee', () => {
    const profile = spendProfile({ dining: 2000, other: 2000 })
    const diner = card(
      { annualFee: 300 },
      rules({ earn: [{ category: 'dining', rate: 5, per: 1, monthlyCap: null }, other(1)] }),
      undefined,
      1,
    )
    const flat = card({ annualFee: 0 }, rules({ earn: [other(1.5)] }), undefined, 2)
    const unknownCheap = card({ annualFee: 0 }, null, undefined, 3)
    const unknownDear = card({ annualFee: 1500 }, null, undefined, 4)
    const ranked = rankByValue([unknownDear, flat, unknownCheap, diner], profile)
    // diner: (100 + 20) × 12 − 300 = 1,140; flat: 60 × 12 = 720
    expect(ranked.map((r) => r.card.id)).toEqual([1, 2, 3, 4])
    expect(ranked[0]!.value.netOngoing).toBe(1140)
    expect(valueReason(ranked[2]!.value)).toBe(
      "No annual fee; we cannot put its rewards in AED from the bank's documents, so its value is unknown.",
    )
  })
})

describe('spend profiles', () => {
  it('cleans what a form or a text gives', () => {
    expect(spendProfile({ groceries: 1200.4, dining: -5, fuel: Number.NaN, other: '300', travel: 5e12 })).toEqual({
      groceries: 1200,
      dining: 0,
      fuel: 0,
      travel: 1_000_000,
      online: 0,
      international: 0,
      other: 0,
    })
  })

  it('reads a profile from a query string, ignoring what is not an amount', () => {
    expect(spendProfileFromQuery(new URLSearchParams('cards=1,2'))).toBeNull()
    expect(spendProfileFromQuery(new URLSearchParams('groceries=2,000&dining=abc&fuel=-5&travel=1e9&online=%00&other=99.5'))).toEqual({
      groceries: 2000,
      dining: 0,
      fuel: 0,
      travel: 0,
      online: 0,
      international: 0,
      other: 100,
    })
  })

  it('reads each calculator field as an amount or says what is wrong with it, never a silent 0', () => {
    expect(readSpendAmount('')).toEqual({ amount: 0, error: null })
    expect(readSpendAmount(' 1,500 ')).toEqual({ amount: 1500, error: null })
    expect(readSpendAmount('99.50')).toEqual({ amount: 99.5, error: null })
    expect(readSpendAmount('abc')).toEqual({ amount: null, error: 'Enter an amount in AED, in digits only, like 1,500' })
    expect(readSpendAmount('12a')).toEqual({ amount: null, error: SPEND_AMOUNT_MESSAGES.notANumber })
    expect(readSpendAmount('1e9')).toEqual({ amount: null, error: SPEND_AMOUNT_MESSAGES.notANumber })
    expect(readSpendAmount('-500')).toEqual({ amount: null, error: 'Spending cannot be negative: enter 0 or more' })
    expect(readSpendAmount('1,000,001')).toEqual({ amount: null, error: 'Enter at most AED 1,000,000 a month' })
    expect(readSpendAmount('1,000,000')).toEqual({ amount: 1_000_000, error: null })

    const { profile, errors } = readSpendEntry({ groceries: '2,000', dining: 'abc', fuel: '-500', other: '' })
    expect(profile).toEqual({ groceries: 2000, dining: 0, fuel: 0, travel: 0, online: 0, international: 0, other: 0 })
    expect(errors).toEqual({ dining: SPEND_AMOUNT_MESSAGES.notANumber, fuel: SPEND_AMOUNT_MESSAGES.negative })
  })

  it('keeps the fields as typed from a query, for the page without JavaScript', () => {
    expect(spendEntryFromQuery(new URLSearchParams('cards=1'))).toBeNull()
    const entry = spendEntryFromQuery(new URLSearchParams('groceries=abc&dining=-500'))!
    expect(entry).toEqual({ groceries: 'abc', dining: '-500', fuel: '', travel: '', online: '', international: '', other: '' })
    expect(Object.keys(readSpendEntry(entry).errors)).toEqual(['groceries', 'dining'])
    expect(spendEntryOf(typicalProfile(1000)).groceries).toBe('250')
  })

  it('splits a budget typically and weights the named categories up', () => {
    const plain = typicalProfile(10000)
    expect(plain.groceries).toBe(2500)
    expect(totalSpend(plain)).toBe(10000)
    expect(plain.international).toBe(0)
    const grocer = typicalProfile(10000, ['groceries'])
    // 25 × 3 = 75 of 150 shares → 5,000
    expect(grocer.groceries).toBe(5000)
    expect(grocer.groceries / grocer.dining).toBeCloseTo(75 / 12, 1)
    // Abroad counts only when named: 15 of 115 shares
    expect(typicalProfile(11500, ['international']).international).toBe(1500)
    expect(totalSpend(typicalProfile(-1))).toBe(0)
  })
})

describe('readRewardRules and rewardRulesProblems', () => {
  it('reads stored rows leniently and drops what it cannot use', () => {
    const read = readRewardRules({
      programme: 'miles',
      unitName: ' Skywards Miles ',
      unitValueAed: 'x',
      earn: [{ category: 'dining', rate: 2, per: 0 }, { category: 'casino', rate: 9 }, null],
      bands: [
        { from: 5000, rate: 2 },
        { from: 0, rate: 1 },
        { from: null, rate: 3 },
      ],
    })
    expect(read).toEqual({
      programme: 'miles',
      unitName: 'Skywards Miles',
      unitValueAed: null,
      earn: [{ category: 'dining', rate: 2, per: 1, monthlyCap: null }],
      bands: [
        { from: 0, rate: 1 },
        { from: 5000, rate: 2 },
      ],
      minimumMonthlySpend: null,
      monthlyCap: null,
      note: null,
    })
    expect(readRewardRules({ programme: 'bitcoin' })).toBeNull()
    expect(readRewardRules(null)).toBeNull()
    expect(readRewardRules({ programme: 'cashback', unitValueAed: 7 })?.unitValueAed).toBe(1)
  })

  it('flags implausible rates', () => {
    expect(rewardRulesProblems(rules({ earn: [other(1), other(2)] }))).toEqual(['other has two earn rules'])
    expect(rewardRulesProblems(rules({ earn: [other(30)] }))[0]).toMatch(/beyond any published rate/)
    expect(rewardRulesProblems(rules({ programme: 'points', unitName: 'Points', unitValueAed: 2, earn: [other(1)] }))[0]).toMatch(
      /worth AED 2/,
    )
    expect(rewardRulesProblems(rules({ programme: 'points', earn: [other(100, 4)] }))).toEqual([])
  })
})
