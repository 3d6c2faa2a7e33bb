// How the storefront's i18next instances are set up, on the server and in the browser alike
// (docs/decisions/035).
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cardcompare/shared'
import type { InitOptions } from 'i18next'

export function i18nOptions(locale: Locale): InitOptions {
  return {
    lng: locale,
    supportedLngs: [...LOCALES],
    // Every translation has every key (the catalogue test): nothing falls back to another language.
    fallbackLng: false,
    defaultNS: 'common',
    ns: ['common'],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: true },
  }
}

export { DEFAULT_LOCALE }
