// The language a person used, as a request names it (docs/decisions/036): the storefront sends
// it to the CMS with a registration or a lead, and an API client may send it to the storefront.
import { z } from './zod'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locale'

export const UNKNOWN_LOCALE_MESSAGE = `Unknown language: locale must be one of ${LOCALES.map((l) => `"${l}"`).join(', ')}`

/** `locale`: one of LOCALES; absent means English, anything else is refused (a client's mistake shows). */
export const personLocaleSchema = z.enum(LOCALES, { error: UNKNOWN_LOCALE_MESSAGE }).optional()

/** The language a body names: absent is the default, an unknown value is an error message. */
export function readPersonLocale(value: unknown): { locale: Locale } | { error: string } {
  const parsed = personLocaleSchema.safeParse(value ?? undefined)
  return parsed.success ? { locale: parsed.data ?? DEFAULT_LOCALE } : { error: UNKNOWN_LOCALE_MESSAGE }
}
