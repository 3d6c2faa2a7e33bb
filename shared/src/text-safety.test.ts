import { describe, expect, it } from 'vitest'
import { hasControlCharacters, hasUnprintableCharacters } from './text-safety'

describe('text safety', () => {
  it.each([
    ['plain name', 'Aisha Khan', false, false],
    ['NUL', 'ab\u0000c', true, true],
    ['tab', 'a\tb', true, false],
    ['line break', 'line\nnext', true, false],
    ['carriage return', 'a\r\nb', true, false],
    ['escape', '\u001b[31m', true, true],
    ['DEL', 'a\u007f', true, true],
    ['Arabic and emoji', 'مرحبا 👋', false, false],
  ])('%s', (_name, value, oneLine, multiLine) => {
    expect(hasControlCharacters(value)).toBe(oneLine)
    expect(hasUnprintableCharacters(value)).toBe(multiLine)
  })
})
