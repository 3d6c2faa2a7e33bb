import { describe, expect, it } from 'vitest'
import { parsePositiveInt } from './ids'

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
