import { describe, expect, it } from 'vitest'
import { hasControlCharacters, hasUnprintableCharacters, httpUrl } from './text-safety'

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

describe('httpUrl: links from CMS data', () => {
  it.each([
    ['https page', 'https://www.emiratesnbd.com/en/cards', 'https://www.emiratesnbd.com/en/cards'],
    ['http page', 'http://example.ae/kfs.pdf', 'http://example.ae/kfs.pdf'],
    ['upper-case scheme', 'HTTPS://bank.ae', 'https://bank.ae/'],
    ['surrounding spaces', '  https://bank.ae/x  ', 'https://bank.ae/x'],
    ['javascript', 'javascript:alert(1)', null],
    ['javascript with spaces and case', '  JaVaScRiPt:alert(document.cookie)', null],
    ['javascript hidden by a tab', 'java\tscript:alert(1)', null],
    ['data', 'data:text/html,<script>alert(1)</script>', null],
    ['vbscript', 'vbscript:msgbox(1)', null],
    ['protocol-relative', '//evil.example/x', null],
    ['relative path', '/cards', null],
    ['no scheme', 'www.bank.ae', null],
    ['https without a host', 'https://', null],
    ['control character inside', 'https://bank.ae/\u0000x', null],
    ['line break inside', 'https://bank.ae/\nx', null],
    ['not a string', 42, null],
    ['null', null, null],
  ])('%s', (_name, value, expected) => {
    expect(httpUrl(value)).toBe(expected)
  })
})
