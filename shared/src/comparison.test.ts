import { describe, expect, it } from 'vitest'
import type { CatalogueKeys } from './catalogue-keys'
import { cardHasFeature, COMPARE_LINK_PROBLEMS, compareLinkPath, comparisonFeatureRows, parseCompareLink } from './comparison'

/** The seeded catalogue's rows (cms/src/seed: features 1 and 17, card type 6). */
const seeded: CatalogueKeys = { noAnnualFee: 1, freeFirstYear: 17, islamicCardType: 6 }

describe('parseCompareLink (docs/decisions/015)', () => {
  it('reads up to four ids in the order given', () => {
    expect(parseCompareLink(['1,5,9'])).toEqual({ ok: true, ids: [1, 5, 9], canonical: true })
    expect(parseCompareLink(['9,1'])).toEqual({ ok: true, ids: [9, 1], canonical: true })
    expect(parseCompareLink(['1,2,3,4'])).toMatchObject({ ok: true, ids: [1, 2, 3, 4] })
  })

  it('forgives empty items, spaces, repeats and a split parameter, and says the form is not clean', () => {
    expect(parseCompareLink(['1,,2'])).toEqual({ ok: true, ids: [1, 2], canonical: false })
    expect(parseCompareLink(['1,2,'])).toEqual({ ok: true, ids: [1, 2], canonical: false })
    expect(parseCompareLink([' 1, 2 '])).toEqual({ ok: true, ids: [1, 2], canonical: false })
    expect(parseCompareLink(['5,5,1,5'])).toEqual({ ok: true, ids: [5, 1], canonical: false })
    expect(parseCompareLink(['1', '2'])).toEqual({ ok: true, ids: [1, 2], canonical: false })
    // Five items of which four distinct cards is still a link of four.
    expect(parseCompareLink(['1,2,3,4,1'])).toEqual({ ok: true, ids: [1, 2, 3, 4], canonical: false })
  })

  it('refuses what is not an id rather than guessing', () => {
    for (const value of ['abc', '1,abc', '-1', '0', '1.5', '07', '1e3', '+1', '\u0000', '1\u00002', '<script>', '2147483648', '0x10']) {
      expect(parseCompareLink([value]), JSON.stringify(value)).toEqual({ ok: false, problem: 'malformed' })
    }
  })

  it('refuses more than four cards and a link with none', () => {
    expect(parseCompareLink(['1,2,3,4,5'])).toEqual({ ok: false, problem: 'too-many' })
    const tenThousand = Array.from({ length: 10_000 }, (_, i) => i + 1).join(',')
    expect(parseCompareLink([tenThousand])).toEqual({ ok: false, problem: 'too-many' })
    expect(parseCompareLink(['x'.repeat(10_000)])).toEqual({ ok: false, problem: 'malformed' })
    expect(parseCompareLink([''])).toEqual({ ok: false, problem: 'empty' })
    expect(parseCompareLink([',,'])).toEqual({ ok: false, problem: 'empty' })
  })

  it('makes the link, and says in English what is wrong with one', () => {
    expect(compareLinkPath([1, 5, 9])).toBe('/compare?cards=1,5,9')
    expect(COMPARE_LINK_PROBLEMS['too-many']).toBe('A comparison link can hold up to 4 cards.')
  })
})

describe('comparisonFeatureRows (spec §2 Comparison table, §9)', () => {
  const features = [
    { id: 1, name: 'No Annual Fee' },
    { id: 6, name: 'Cashback Rewards' },
    { id: 7, name: 'Miles Rewards' },
    { id: 14, name: 'Valet Parking' },
    { id: 17, name: 'Free for 1st year' },
    { id: 2, name: 'Airport Lounge Access' },
  ]

  it('lists highlighted features in the spec order with the cards that have them; 17 counts when 1 is there', () => {
    const rows = comparisonFeatureRows(features, [
      { id: 10, featureIds: [7] },
      { id: 20, featureIds: [1, 6] },
      { id: 30, featureIds: [6, 14] },
    ])
    expect(rows).toEqual([
      { id: 1, name: 'No Annual Fee', cardIds: [20] },
      { id: 6, name: 'Cashback Rewards', cardIds: [20, 30] },
      { id: 7, name: 'Miles Rewards', cardIds: [10] },
      { id: 17, name: 'Free for 1st year', cardIds: [20] },
    ])
  })

  it('leaves out features that are not highlighted or that no card has', () => {
    const rows = comparisonFeatureRows(features, [
      { id: 1, featureIds: [14] },
      { id: 2, featureIds: null },
    ])
    expect(rows).toEqual([])
    // Feature 17 alone does not make feature 1 present.
    expect(comparisonFeatureRows(features, [{ id: 3, featureIds: [17] }]).map((row) => row.id)).toEqual([17])
  })

  it('ticks "Free for 1st year" by the fee features\' names, whatever their ids (docs/decisions/028)', () => {
    const renumbered = [
      { id: 42, name: 'No Annual Fee' },
      { id: 1, name: 'Cashback Rewards' },
      { id: 3, name: 'Free for 1st year' },
      { id: 17, name: 'Miles Rewards' },
    ]
    expect(
      comparisonFeatureRows(renumbered, [
        { id: 10, featureIds: [42] },
        { id: 20, featureIds: [1, 17] },
      ]),
    ).toEqual([
      { id: 42, name: 'No Annual Fee', cardIds: [10] },
      { id: 1, name: 'Cashback Rewards', cardIds: [20] },
      { id: 17, name: 'Miles Rewards', cardIds: [20] },
      { id: 3, name: 'Free for 1st year', cardIds: [10] },
    ])
  })
})

describe('cardHasFeature', () => {
  it('counts feature 17 as present when feature 1 is (spec §9)', () => {
    expect(cardHasFeature([1], 17, seeded)).toBe(true)
    expect(cardHasFeature([17], 17, seeded)).toBe(true)
    expect(cardHasFeature([2], 17, seeded)).toBe(false)
    expect(cardHasFeature([17], 1, seeded)).toBe(false)
    expect(cardHasFeature([2, 3], 3, seeded)).toBe(true)
    expect(cardHasFeature(null, 1, seeded)).toBe(false)
  })
})
