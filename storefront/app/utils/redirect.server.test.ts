import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.server'

describe('safeRedirect: where a sign-in may lead', () => {
  it.each([
    ['/compare', '/compare'],
    ['/cards?bank=3&type=2', '/cards?bank=3&type=2'],
    ['/blog/best-cards#comments', '/blog/best-cards#comments'],
    ['/admin/collections/credit-cards', '/admin/collections/credit-cards'],
    ['/search?q=%E2%9C%93', '/search?q=%E2%9C%93'],
    // Non-Latin-1 is kept, but encoded, so the Location header can carry it.
    ['/✓', '/%E2%9C%93'],
    ['/بطاقات', '/%D8%A8%D8%B7%D8%A7%D9%82%D8%A7%D8%AA'],
    ['/a b', '/a%20b'],
  ])('keeps the same-origin path %j', (target, expected) => {
    expect(safeRedirect(target)).toBe(expected)
  })

  it.each([
    // The review's example: after decoding, a tab the browser strips leaves "//evil.example".
    '/\t/evil.example/phish',
    '/%09/evil.example/phish',
    '/%2509/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%0d%0a/evil.example',
    '/\u0000/evil.example',
    '/%00',
    '/\u007f/evil.example',
    // Protocol-relative and backslash tricks.
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '%2F%2Fevil.example',
    // Not a path at all.
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' /compare',
    'evil.example',
    '',
    // Broken encodings and absurd lengths.
    '/%E0%A4%A',
    '/%',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (target) => {
    expect(safeRedirect(target)).toBe('/')
  })

  it('refuses what is not text and uses the given fallback', () => {
    expect(safeRedirect(null)).toBe('/')
    expect(safeRedirect(undefined, '/cards')).toBe('/cards')
    expect(safeRedirect(new File([], 'x'))).toBe('/')
  })

  it('every accepted target is a path a browser keeps on our origin', () => {
    const samples = ['/x', '/a/b?c=d', '/%E2%9C%93', '/a b', '/?redirect=//evil', '/#//evil']
    for (const sample of samples) {
      const result = safeRedirect(sample)
      // What Chromium's URL parser makes of the Location value, relative to our origin.
      expect(new URL(result, 'https://cardcompare.ae').origin).toBe('https://cardcompare.ae')
      expect(result).toMatch(/^\/(?!\/)[\x21-\x7e]*$/)
    }
  })

  it('for any text at all, answers the fallback or a printable same-origin path (property)', () => {
    const tricky = fc.string({
      unit: fc.constantFrom(
        '/',
        '\\',
        '\t',
        '\n',
        '%',
        '0',
        '9',
        '2',
        'F',
        'f',
        'C',
        '5',
        '.',
        ':',
        '@',
        '?',
        '#',
        ' ',
        'e',
        'v',
        'i',
        'l',
        '\u0000',
        '✓',
      ),
    })
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'binary' }),
          tricky,
          tricky.map((s) => `/${s}`),
        ),
        (target) => {
          const result = safeRedirect(target)
          expect(new URL(result, 'https://cardcompare.ae').origin).toBe('https://cardcompare.ae')
          expect(result).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
        },
      ),
      { numRuns: 5000 },
    )
  })
})
