import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatLongDate } from './card-figures'
import { formatsFor } from './locale-format'
import { formatAed } from './money'

describe('formatsFor (docs/decisions/035)', () => {
  const en = formatsFor('en')
  const ar = formatsFor('ar')

  it('keeps the English forms the spec prints', () => {
    expect(en.aed(15000)).toBe('AED 15,000')
    expect(en.aed(null)).toBe('N/A')
    expect(en.percent(3.25)).toBe('3.25%')
    expect(en.date('2026-11-23T10:00:00Z')).toBe('23 November 2026')
    expect(en.number(1234.5)).toBe('1,234.5')
  })

  it('writes Arabic with Western digits, the amount before درهم, and Arabic month names', () => {
    expect(ar.aed(15000)).toBe('15,000 درهم')
    expect(ar.aed(undefined)).toBe('غير متوفر')
    expect(ar.date('2026-11-23T10:00:00Z')).toBe('23 نوفمبر 2026')
    expect(ar.percent(3.25).replace(/[\u200e\u200f\u061c]/g, '')).toBe('3.25%')
  })

  it('agrees with the English helpers other code uses, and never writes Arabic-Indic digits, for any amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }),
        (amount, when) => {
          expect(en.aed(amount)).toBe(formatAed(amount))
          expect(en.date(when.toISOString())).toBe(formatLongDate(when.toISOString()))
          for (const text of [ar.aed(amount), ar.number(amount), ar.percent(amount), ar.date(when) ?? ''])
            expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
        },
      ),
    )
  })

  it('gives null for a missing or unreadable date', () => {
    expect(ar.date('not a date')).toBeNull()
    expect(en.date(null)).toBeNull()
  })
})
