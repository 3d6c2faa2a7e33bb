// The language the assistant answers in, and what it answers with (docs/decisions/034, Update):
// the texts of the `assistant` catalogue, amounts and dates in that language's formats, banks by
// their name in it.

import { BANK_NAMES_AR } from '../banks'
import { readRewardsDisplay, wordRewards, type RewardsWords } from '../card-display'
import ar from '../i18n/ar/assistant'
import arCatalogue from '../i18n/ar/catalogue'
import en from '../i18n/en/assistant'
import enCatalogue from '../i18n/en/catalogue'
import { fill, plural, sayFrom, type Values } from '../i18n/render'
import type { Locale } from '../locale'
import { formatsFor, type Formats } from '../locale-format'
import { hasArabicLetters } from './arabic'

export type AssistantTexts = typeof en
const TEXTS: Record<Locale, AssistantTexts> = { en, ar }
/** Spec §5's rewards words ("N/A", "Varies", "Up to 6%"), as the catalogue page writes them. */
const REWARDS: Record<Locale, RewardsWords> = { en: sayFrom(enCatalogue), ar: sayFrom(arCatalogue) }

/** The catalogue texts of the assistant in `locale`. */
export const assistantTexts = (locale: Locale): AssistantTexts => TEXTS[locale]

const LATIN = /[a-z]/i
const BANKS_AR = new Map<string, string>(Object.entries(BANK_NAMES_AR))

/**
 * The language of the answer to `message`: the script it is written in wins; a message with no
 * letters ("12000", "?") follows the last earlier message of the visitor's that had some, and
 * failing that the page's language. So an Arabic question on an English page is answered in
 * Arabic, an English one on /ar in English, and a bare amount in the conversation's language.
 */
export function answerLocale(message: string, earlier: readonly string[], page: Locale): Locale {
  for (const text of [message, ...[...earlier].reverse()]) {
    if (hasArabicLetters(text)) return 'ar'
    if (LATIN.test(text)) return 'en'
  }
  return page
}

export interface Speech {
  locale: Locale
  m: AssistantTexts
  f: Formats
  fill: (text: string, values?: Values) => string
  count: (texts: object, base: string, count: number, values?: Values) => string
  /** "a, b and c" in the language. */
  list: (items: readonly string[]) => string
  /** "a, b or c" in the language. */
  orList: (items: readonly string[]) => string
  /** A card named in a sentence: "the X", "بطاقة X". */
  card: (name: string) => string
  /** A bank as the language names it (the catalogue's name where none is known). */
  bank: (name: string) => string
  /** What rewardsDisplay() shows, in the language; the bank's own words stay as they are. */
  rewards: (shown: string) => string
}

const made = new Map<Locale, Speech>()

function make(locale: Locale): Speech {
  const m = TEXTS[locale]
  const join = (template: string) => (items: readonly string[]) =>
    items.length <= 1
      ? (items[0] ?? '')
      : fill(template, { rest: items.slice(0, -1).join(m.words.separator), last: items[items.length - 1]! })
  return {
    locale,
    m,
    f: formatsFor(locale),
    fill,
    count: (texts, base, n, values) => plural(texts, base, n, locale, values),
    list: join(m.words.and),
    orList: join(m.words.or),
    card: (name) => fill(m.words.card, { name }),
    bank: (name) => (locale === 'ar' ? (BANKS_AR.get(name) ?? name) : name),
    rewards: (shown) => (locale === 'en' ? shown : wordRewards(readRewardsDisplay(shown), REWARDS[locale], formatsFor(locale))),
  }
}

export function speechFor(locale: Locale): Speech {
  let speech = made.get(locale)
  if (!speech) made.set(locale, (speech = make(locale)))
  return speech
}
