// The language a person used when they send us something (docs/decisions/036): stored with their
// account or lead, it picks the consent text recorded and the language of every mail to them.
import { isPagePath, localeFromPath, readPersonLocale, type Locale } from '@cardcompare/shared'

/**
 * The language of a submission. A page's own action knows it from its path ("/ar/contact").
 * A JSON route under /api has no language of its own: the body's `locale` if it names one (the
 * site's scripts send the page's), else the page the request came from (its Referer, which the
 * server lets through only from our own pages), else English. A `locale` that is not one of ours
 * is an error for the caller to show (400), not a guess.
 */
export function submissionLocale(request: Request, bodyLocale?: unknown): { locale: Locale } | { error: string } {
  if (bodyLocale !== undefined && bodyLocale !== null && bodyLocale !== '') return readPersonLocale(bodyLocale)
  const { pathname } = new URL(request.url)
  if (isPagePath(pathname)) return { locale: localeFromPath(pathname) }
  return { locale: refererLocale(request) }
}

function refererLocale(request: Request): Locale {
  const referer = request.headers.get('Referer')
  if (!referer) return 'en'
  try {
    return localeFromPath(new URL(referer).pathname)
  } catch {
    return 'en'
  }
}
