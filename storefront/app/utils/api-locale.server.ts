// The language of an /api catalogue read (docs/decisions/037): English, the contract's, unless
// the caller asks for another with `?locale=ar`; then the localised texts are in that language
// where the CMS has them, and each item's `lang` names the fields still in English.
import { isLocale, LOCALES, type Locale } from '@cardcompare/shared'
import { apiError } from './http.server'

export async function inApiLocale(request: Request, read: (locale: Locale) => Promise<Response>): Promise<Response> {
  const value = new URL(request.url).searchParams.get('locale')
  if (value === null) return read('en')
  if (!isLocale(value)) return apiError(400, 'Invalid locale', { details: [`locale must be one of: ${LOCALES.join(', ')}`] })
  return read(value)
}
