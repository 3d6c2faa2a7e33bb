import { describe, expect, it } from 'vitest'
import { dubaiDay } from './time.js'
import { formatFortuneDate, FORTUNE_CATEGORIES, parseFortuneCategory } from './fortune'

describe('fortune page helpers', () => {
  it("writes a fortune's day as the page shows it", () => {
    expect(formatFortuneDate('2026-11-23')).toBe('Monday, 23 November 2026')
    expect(formatFortuneDate('2026-01-01')).toBe('Thursday, 1 January 2026')
    expect(formatFortuneDate('2028-02-29')).toBe('Tuesday, 29 February 2028')
  })

  it('refuses what is not a real day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '23/11/2026', '2026-11-23T00:00:00Z', '', null, undefined]) {
      expect(formatFortuneDate(bad)).toBeNull()
    }
  })

  it('takes the day in Dubai, four hours ahead of UTC', () => {
    expect(dubaiDay(new Date('2026-11-22T19:59:59Z'))).toBe('2026-11-22')
    expect(dubaiDay(new Date('2026-11-22T20:00:00Z'))).toBe('2026-11-23')
  })

  it("knows the collection's categories and ignores anything else", () => {
    expect(FORTUNE_CATEGORIES).toEqual(['saving', 'spending', 'credit', 'investing', 'rewards', 'general'])
    expect(parseFortuneCategory('saving')).toBe('saving')
    expect(parseFortuneCategory('Saving')).toBeNull()
    expect(parseFortuneCategory('<script>')).toBeNull()
    expect(parseFortuneCategory(['saving'])).toBeNull()
    expect(parseFortuneCategory(null)).toBeNull()
  })
})
