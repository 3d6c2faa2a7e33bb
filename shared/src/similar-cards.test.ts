import { describe, expect, it } from 'vitest'
import { similarCards, type SimilarCandidate } from './similar-cards'

const card = (over: Partial<SimilarCandidate> & { id: number }): SimilarCandidate => ({
  bankId: 1,
  cardTypeIds: [],
  minimumSalary: 10_000,
  isActive: true,
  ...over,
})

const ids = (cards: SimilarCandidate[]) => cards.map((c) => c.id)

describe('similarCards', () => {
  const subject = card({ id: 1, bankId: 1, cardTypeIds: [1, 3], minimumSalary: 10_000 })

  it('leaves out the card itself and inactive cards, and returns at most three', () => {
    const others = [subject, card({ id: 2 }), card({ id: 3, isActive: false }), card({ id: 4 }), card({ id: 5 }), card({ id: 6 })]
    const result = similarCards(subject, others)
    expect(ids(result)).toEqual([2, 4, 5])
    expect(ids(similarCards(subject, others, 10))).toEqual([2, 4, 5, 6])
    expect(similarCards(subject, others, 0)).toEqual([])
  })

  it('prefers more card types in common over the same bank', () => {
    const result = similarCards(subject, [
      card({ id: 2, bankId: 1, cardTypeIds: [] }),
      card({ id: 3, bankId: 2, cardTypeIds: [1, 3] }),
      card({ id: 4, bankId: 2, cardTypeIds: [3, 5] }),
    ])
    expect(ids(result)).toEqual([3, 4, 2])
  })

  it('prefers the same bank over a closer salary when the types tie', () => {
    const result = similarCards(subject, [
      card({ id: 2, bankId: 2, cardTypeIds: [1], minimumSalary: 10_000 }),
      card({ id: 3, bankId: 1, cardTypeIds: [3], minimumSalary: 40_000 }),
    ])
    expect(ids(result)).toEqual([3, 2])
  })

  it('then prefers the nearest minimum salary, above or below, and puts unknown salaries last', () => {
    const result = similarCards(
      subject,
      [
        card({ id: 2, cardTypeIds: [1], minimumSalary: null }),
        card({ id: 3, cardTypeIds: [1], minimumSalary: 25_000 }),
        card({ id: 4, cardTypeIds: [1], minimumSalary: 8_000 }),
        card({ id: 5, cardTypeIds: [1], minimumSalary: 12_000 }),
      ],
      4,
    )
    expect(ids(result)).toEqual([4, 5, 3, 2])
  })

  it('ignores salary when the card states none, and a missing bank never matches', () => {
    const noSalary = card({ id: 1, bankId: null, cardTypeIds: [1], minimumSalary: null })
    const result = similarCards(noSalary, [
      card({ id: 3, bankId: null, cardTypeIds: [1], minimumSalary: 50_000 }),
      card({ id: 2, bankId: 4, cardTypeIds: [1], minimumSalary: null }),
    ])
    expect(ids(result)).toEqual([2, 3])
  })

  it('counts a repeated card type once', () => {
    const result = similarCards(subject, [card({ id: 2, cardTypeIds: [1, 1, 1] }), card({ id: 3, cardTypeIds: [1, 3] })])
    expect(ids(result)).toEqual([3, 2])
  })
})
