import { DEFAULT_LOCALE, pathInLocale, type Locale } from '@cardcompare/shared'
import { cmsEnv } from '@cardcompare/shared/server'

/** The public origin that links in mail point to (PUBLIC_URL), without a trailing slash. */
export const publicUrl = () => cmsEnv().PUBLIC_URL

/**
 * A storefront page in the recipient's language (docs/decisions/036): "/verify-email?token=…"
 * is PUBLIC_URL + "/ar/verify-email?token=…" for an Arabic reader, unchanged for an English one.
 */
export const pageUrl = (path: string, locale: Locale) => `${publicUrl()}${pathInLocale(path, locale)}`

/** The language of a person's mails: the one stored with their account or lead (docs/decisions/036). */
export const localeOf = (person: { locale?: Locale | null }): Locale => person.locale ?? DEFAULT_LOCALE
