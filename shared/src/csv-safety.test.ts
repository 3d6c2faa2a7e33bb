import { describe, expect, it } from 'vitest'
import { csvSafeCell, csvSafeRow } from './csv-safety'

describe('csvSafeCell: no cell of an export runs as a spreadsheet formula', () => {
  it.each([
    ['equals', '=1+1', "'=1+1"],
    ['hyperlink formula', '=HYPERLINK("http://evil.test","Click")', `'=HYPERLINK("http://evil.test","Click")`],
    ['plus', '+971501234567', "'+971501234567"],
    ['minus', '-2+3', "'-2+3"],
    ['at', '@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['tab', '\t=1+1', "'\t=1+1"],
    ['carriage return', '\r=1+1', "'\r=1+1"],
    ['plain name', 'Aisha Khan', 'Aisha Khan'],
    ['e-mail address', 'aisha@example.test', 'aisha@example.test'],
    ['formula later in the text', 'Khan =1+1', 'Khan =1+1'],
    ['leading space', ' =1', ' =1'],
    ['already quoted', "'=1", "'=1"],
    ['Arabic', 'عائشة خان', 'عائشة خان'],
    ['empty string', '', ''],
  ])('%s', (_name, value, expected) => {
    expect(csvSafeCell(value)).toBe(expected)
  })

  it('writes nothing for null and undefined', () => {
    expect(csvSafeCell(null)).toBe('')
    expect(csvSafeCell(undefined)).toBe('')
  })

  it('keeps numbers, negative ones too, as numbers', () => {
    expect(csvSafeCell(12000)).toBe('12000')
    expect(csvSafeCell(-5)).toBe('-5')
    expect(csvSafeCell(0)).toBe('0')
    expect(csvSafeCell(Number.NaN)).toBe('')
  })

  it('writes booleans and dates as text', () => {
    expect(csvSafeCell(true)).toBe('true')
    expect(csvSafeCell(new Date('2026-11-23T10:00:00.000Z'))).toBe('2026-11-23T10:00:00.000Z')
  })

  it('treats a string of digits with a sign as text, not a number', () => {
    expect(csvSafeCell('-5')).toBe("'-5")
  })

  it('makes every cell of a row safe', () => {
    expect(csvSafeRow([1, '=cmd', null, 'ok'])).toEqual(['1', "'=cmd", '', 'ok'])
  })
})
