// Redirects that keep the visitor in the language of the page they came from (docs/decisions/035).
import { localeFromPath, pathInLocale, type Locale } from '@cardcompare/shared'
import { redirect } from '@remix-run/node'

/** The language of the page a request is for (its path, without Remix's `.data` suffix). */
export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname)
}

/** `redirect` to a site path in the request's language: "/account" from /ar/... is "/ar/account". */
export function redirectIn(request: Request, path: string, init?: number | ResponseInit): Response {
  return redirect(pathInLocale(path, requestLocale(request)), init)
}
