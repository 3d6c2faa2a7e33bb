import { describe, expect, it } from 'vitest'
import { popularityScore, rankPopularCards } from './card-interactions'
import { dubaiDay } from './time.js'

describe('popularity (docs/decisions/016)', () => {
  it('weighs a view 1, a share 2, a compare 3, a favourite 4 and an application 5', () => {
    expect(popularityScore({})).toBe(0)
    expect(popularityScore({ view: 10 })).toBe(10)
    expect(popularityScore({ view: 2, share: 1, compare: 1, favorite: 1, apply: 1 })).toBe(2 + 2 + 3 + 4 + 5)
  })

  it('ranks by score, then by kinds of interest, then by id', () => {
    const ranked = rankPopularCards(
      [
        { card: 7, type: 'view', count: 8 },
        { card: 3, type: 'view', count: 4 },
        { card: 3, type: 'favorite', count: 1 },
        { card: 9, type: 'apply', count: 2 },
        { card: 5, type: 'view', count: 8 },
        { card: 4, type: 'compare', count: 1 },
      ],
      10,
    )
    expect(ranked.map((c) => [c.id, c.score])).toEqual([
      [9, 10],
      [3, 8],
      [5, 8],
      [7, 8],
      [4, 3],
    ])
    expect(ranked[1]!.counts).toEqual({ view: 4, compare: 0, favorite: 1, apply: 0, share: 0 })
  })

  it('adds up repeated rows, ignores unknown kinds and bad counts, and honours the limit', () => {
    const ranked = rankPopularCards(
      [
        { card: 1, type: 'view', count: 1 },
        { card: 1, type: 'view', count: 2 },
        { card: 2, type: 'hacked', count: 100 },
        { card: 2, type: 'view', count: -5 },
        { card: 3, type: 'apply', count: 1 },
      ],
      1,
    )
    expect(ranked).toEqual([{ id: 3, score: 5, counts: { view: 0, compare: 0, favorite: 0, apply: 1, share: 0 } }])
    expect(rankPopularCards([], 5)).toEqual([])
    expect(rankPopularCards([{ card: 1, type: 'view', count: 1 }], 0)).toEqual([])
  })
})

describe('dubaiDay', () => {
  it('is the calendar day in Dubai (UTC+4)', () => {
    expect(dubaiDay(new Date('2026-03-01T19:59:59Z'))).toBe('2026-03-01')
    expect(dubaiDay(new Date('2026-03-01T20:00:00Z'))).toBe('2026-03-02')
  })
})
