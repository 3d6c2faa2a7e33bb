import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALES, localeFromPath, lowerCaseLocalePath, pathInLocale, pathWithoutLocale } from './locale'

describe('localeFromPath', () => {
  it('reads Arabic from /ar and below, English everywhere else', () => {
    expect(localeFromPath('/ar')).toBe('ar')
    expect(localeFromPath('/ar/')).toBe('ar')
    expect(localeFromPath('/ar/cards')).toBe('ar')
    expect(localeFromPath('/ar?page=2')).toBe('ar')
    expect(localeFromPath('/')).toBe('en')
    expect(localeFromPath('/cards')).toBe('en')
    expect(localeFromPath('/arabic-cards')).toBe('en')
    expect(localeFromPath('/blog/ar')).toBe('en')
    expect(localeFromPath('')).toBe('en')
  })
})

describe('pathInLocale', () => {
  it('puts a path under /ar and takes it out again, query and fragment kept', () => {
    expect(pathInLocale('/', 'ar')).toBe('/ar')
    expect(pathInLocale('/cards?page=2&sort=fee', 'ar')).toBe('/ar/cards?page=2&sort=fee')
    expect(pathInLocale('/?x=1', 'ar')).toBe('/ar?x=1')
    expect(pathInLocale('/#about', 'ar')).toBe('/ar#about')
    expect(pathInLocale('/ar/cards?page=2', 'en')).toBe('/cards?page=2')
    expect(pathInLocale('/ar', 'en')).toBe('/')
    expect(pathInLocale('/ar#about', 'en')).toBe('/#about')
    expect(pathInLocale('/ar/credit-cards/x', 'ar')).toBe('/ar/credit-cards/x')
    expect(pathWithoutLocale('/ar/compare?ids=1,2')).toBe('/compare?ids=1,2')
  })

  it('leaves addresses that are not pages alone: the CMS, JSON, files', () => {
    for (const target of [
      '/admin',
      '/admin/collections/users',
      '/api/banks',
      '/cms-api/users/me',
      '/account/export',
      '/qr-download.png',
      '/sitemap.xml',
      '/robots.txt',
      '/assets/x.js',
      '/icons/icon-512.png',
      '/images/cards/a.webp',
      '/sw.js',
      '/favicon.svg',
    ]) {
      expect(pathInLocale(target, 'ar'), target).toBe(target)
    }
    expect(pathInLocale('/account', 'ar')).toBe('/ar/account')
    expect(pathInLocale('/qr-download', 'ar')).toBe('/ar/qr-download')
    expect(pathInLocale('/administration-fees', 'ar')).toBe('/ar/administration-fees')
  })

  it('leaves what is not a path on this site alone', () => {
    for (const target of ['https://bank.ae/card', '//evil.example/x', '#top', 'mailto:a@b.ae', 'tel:+971', '', 'cards']) {
      expect(pathInLocale(target, 'ar')).toBe(target)
    }
  })

  it('lands every site path in the language asked for, whatever language it was in', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.option(fc.stringMatching(/^[?#][a-z=&0-9]{0,8}$/)))
      .map(([parts, tail]) => `/${parts.join('/')}${tail ?? ''}`)
    const locale = fc.constantFrom(...LOCALES)
    fc.assert(
      fc.property(path, locale, locale, (p, first, second) => {
        const there = pathInLocale(pathInLocale(p, first), second)
        expect(localeFromPath(there)).toBe(second)
        expect(there).toBe(pathInLocale(p, second))
        expect(pathWithoutLocale(there)).toBe(pathWithoutLocale(p))
      }),
    )
  })
})

describe('lowerCaseLocalePath', () => {
  it('sends a language segment in other letters to the lower-case one, the rest kept', () => {
    expect(lowerCaseLocalePath('/AR/cards?page=2')).toBe('/ar/cards?page=2')
    expect(lowerCaseLocalePath('/Ar')).toBe('/ar')
    expect(lowerCaseLocalePath('/aR?x=1#top')).toBe('/ar?x=1#top')
    // Still a path on this site: never a protocol-relative address.
    expect(lowerCaseLocalePath('/AR//evil')).toBe('/ar//evil')
  })

  it('leaves right addresses, other words and what is not a page alone', () => {
    for (const path of ['/ar/cards', '/ar', '/', '/cards', '/ARCHIVE', '/Arabic/x', '/AR/sitemap.xml', '/api/AR', '//AR', '/AR.data']) {
      expect(lowerCaseLocalePath(path), path).toBeNull()
    }
  })
})
