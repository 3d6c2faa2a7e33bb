import { describe, expect, it } from 'vitest'
import { uaeDateTime } from './uae-time'

describe('uaeDateTime', () => {
  it('writes UTC instants as UAE local time, four hours ahead', () => {
    expect(uaeDateTime('2026-11-25T10:03:59.999Z')).toBe('2026-11-25 14:03')
    expect(uaeDateTime(new Date('2026-11-25T20:00:00Z'))).toBe('2026-11-26 00:00')
    expect(uaeDateTime('2026-06-30T19:59:00Z')).toBe('2026-06-30 23:59')
  })

  it('leaves a missing or unreadable value empty', () => {
    expect([uaeDateTime(null), uaeDateTime(undefined), uaeDateTime(''), uaeDateTime('not a date')]).toEqual(['', '', '', ''])
  })
})
