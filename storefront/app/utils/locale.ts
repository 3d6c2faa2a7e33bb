// The language of the page being shown, read from its path (docs/decisions/035).
import { formatsFor, localeFromPath, pathInLocale, type Formats, type Locale } from '@cardcompare/shared'
import { useLocation } from '@remix-run/react'
import { useCallback } from 'react'

export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname)
}

/** Turns a site path into the same path in the page's language ("/cards" -> "/ar/cards"). */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale()
  return useCallback((path: string) => pathInLocale(path, locale), [locale])
}

/**
 * `lang` for text from the CMS that has one English version only (card names, fees, labels,
 * headquarters): "en" on a page in another language, so a screen reader reads it as English;
 * nothing on an English page. Localised texts carry their own mark instead (`item.lang`,
 * docs/decisions/037).
 */
export function useContentLang(): 'en' | undefined {
  return useLocale() === 'en' ? undefined : 'en'
}

/**
 * The attributes of a CMS text marked English (`lang` from useContentLang or an item's `lang`):
 * its language, and its own direction, so that an English sentence in a right-to-left page keeps
 * its full stop at its end. Nothing when the text is in the page's language.
 */
export const textLang = (lang: 'en' | undefined) => ({ lang, dir: lang && ('auto' as const) })

/** Numbers, dirham amounts, percentages and dates in the page's language (docs/decisions/035). */
export function useFormats(): Formats {
  return formatsFor(useLocale())
}

/**
 * A name set inside a sentence ("Best cashback credit cards…"): English writes it in lower case;
 * other languages keep the CMS's or the catalogue's own letters.
 */
export const inSentence = (name: string, locale: Locale) => (locale === 'en' ? name.toLowerCase() : name)
