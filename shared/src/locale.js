// The site's languages and where each lives in a URL (docs/decisions/035): English keeps every
// path as it is, Arabic is the same path under /ar. Plain JavaScript (types in locale.d.ts), so
// that storefront/server.js, run by node without a build, reads the same rule.

/** @type {readonly ['en', 'ar']} */
export const LOCALES = Object.freeze(/** @type {const} */ (['en', 'ar']))
/**
 * @typedef {(typeof LOCALES)[number]} Locale
 * @type {Locale}
 */
export const DEFAULT_LOCALE = 'en'

/**
 * The path segment of each language that has one; the default has none.
 * @type {Record<Locale, string>}
 */
const PREFIX = { en: '', ar: '/ar' }

/**
 * Writing direction of each language, for `dir` on the document.
 * @type {Record<Locale, 'ltr' | 'rtl'>}
 */
export const TEXT_DIRECTION = { en: 'ltr', ar: 'rtl' }

/**
 * The tag `Intl` formats with. Arabic numbers keep Western digits, as UAE banks print them;
 * `-u-nu-latn` says so wherever the tag is used.
 * @type {Record<Locale, string>}
 */
export const INTL_LOCALE = { en: 'en-AE', ar: 'ar-AE-u-nu-latn' }

/**
 * Each language's name in itself, as a language switch offers it.
 * @type {Record<Locale, string>}
 */
export const LANGUAGE_NAMES = { en: 'English', ar: 'العربية' }

/**
 * Addresses that are not pages keep one address in every language: the CMS and its admin, JSON,
 * files and feeds. The storefront's route map puts exactly the other paths under /ar.
 */
const NOT_PAGES = /^\/(?:admin|cms-api|api|media|internal|assets|icons|images|account\/export)(?:[/?#]|$)/
/** A file: its last segment has an extension ("/sitemap.xml", "/qr-download.png", "/sw.js"). */
const FILE = /^[^?#]*\/[^/?#]*\.[a-z0-9]+(?:[?#]|$)/i

/**
 * Whether a site path is a page, which has a version in each language.
 * @param {string} path
 */
export function isPagePath(path) {
  return path.startsWith('/') && !path.startsWith('//') && !NOT_PAGES.test(path) && !FILE.test(path)
}

/**
 * @param {unknown} value
 * @returns {value is Locale}
 */
export function isLocale(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (LOCALES).includes(value)
}

/** The language of a URL path: "/ar" and "/ar/..." are Arabic, every other path English.
 *
 * @param {string} pathname
 * @returns {Locale}
 */
export function localeFromPath(pathname) {
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

/**
 * The path without its language segment: "/ar/cards" -> "/cards", "/ar" -> "/".
 * @param {string} path
 */
export function pathWithoutLocale(path) {
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
 *
 * @param {string} path
 * @param {Locale} locale
 */
export function pathInLocale(path, locale) {
  if (!isPagePath(path)) return path
  const bare = pathWithoutLocale(path)
  const prefix = PREFIX[locale]
  if (!prefix) return bare
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `${prefix}${bare.slice(1)}` : `${prefix}${bare}`
}

/**
 * The address a page path whose language segment is written in other letters ("/AR/cards",
 * "/Ar") should be at ("/ar/cards", "/ar"); null when it is right or not a page. Routes match
 * without regard to case, so "/AR/cards" would otherwise show the English page under an
 * Arabic-looking address.
 * @param {string} path
 * @returns {string | null}
 */
export function lowerCaseLocalePath(path) {
  if (!isPagePath(path)) return null
  for (const prefix of Object.values(PREFIX)) {
    if (!prefix) continue
    const head = path.slice(0, prefix.length)
    if (head !== prefix && head.toLowerCase() === prefix && /^(?:[/?#]|$)/.test(path.slice(prefix.length, prefix.length + 1))) {
      return prefix + path.slice(prefix.length)
    }
  }
  return null
}
