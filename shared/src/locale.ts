// The site's languages and where each lives in a URL (docs/decisions/035): English keeps every
// path as it is, Arabic is the same path under /ar.

export const LOCALES = ['en', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

/** The path segment of each language that has one; the default has none. */
const PREFIX: Record<Locale, string> = { en: '', ar: '/ar' }

/** Writing direction of each language, for `dir` on the document. */
export const TEXT_DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' }

/**
 * The tag `Intl` formats with. Arabic numbers keep Western digits, as UAE banks print them;
 * `-u-nu-latn` says so wherever the tag is used.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' }

/** Each language's name in itself, as a language switch offers it. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ar: 'العربية' }

/**
 * Addresses that are not pages keep one address in every language: the CMS and its admin, JSON,
 * files and feeds. The storefront's route map puts exactly the other paths under /ar.
 */
const NOT_PAGES = /^\/(?:admin|cms-api|api|media|internal|assets|icons|images|account\/export)(?:[/?#]|$)/
/** A file: its last segment has an extension ("/sitemap.xml", "/qr-download.png", "/sw.js"). */
const FILE = /^[^?#]*\/[^/?#]*\.[a-z0-9]+(?:[?#]|$)/i

/** Whether a site path is a page, which has a version in each language. */
export function isPagePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !NOT_PAGES.test(path) && !FILE.test(path)
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The language of a URL path: "/ar" and "/ar/..." are Arabic, every other path English. */
export function localeFromPath(pathname: string): Locale {
  for (const locale of LOCALES) {
    const prefix = PREFIX[locale]
    if (
      prefix &&
      (pathname === prefix || (/^[/?#]/.test(pathname.slice(prefix.length, prefix.length + 1)) && pathname.startsWith(prefix)))
    ) {
      return locale
    }
  }
  return DEFAULT_LOCALE
}

/** The path without its language segment: "/ar/cards" -> "/cards", "/ar" -> "/". */
export function pathWithoutLocale(path: string): string {
  const prefix = PREFIX[localeFromPath(path)]
  if (!prefix) return path
  const rest = path.slice(prefix.length)
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest
}

/**
 * A site path in a language: "/cards?page=2" in Arabic is "/ar/cards?page=2", "/" is "/ar".
 * A path already in a language is moved to the one asked for. Anything that is not a path on
 * this site (another origin, "//host", "#top", "mailto:") or not a page (isPagePath) is returned
 * as it is.
 */
export function pathInLocale(path: string, locale: Locale): string {
  if (!isPagePath(path)) return path
  const bare = pathWithoutLocale(path)
  const prefix = PREFIX[locale]
  if (!prefix) return bare
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`
}
