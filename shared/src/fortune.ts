// The fortune cookie page (spec §2, §3 fortune_cookies): categories and how a fortune's day reads.
import { INTL_LOCALE, type Locale } from './locale'

/** The categories a fortune may have (the select of cms/src/collections/FortuneCookies/index.ts). */
export const FORTUNE_CATEGORIES = ['saving', 'spending', 'credit', 'investing', 'rewards', 'general'] as const
export type FortuneCategory = (typeof FORTUNE_CATEGORIES)[number]

export const FORTUNE_CATEGORY_LABELS: Record<FortuneCategory, string> = {
  saving: 'Saving',
  spending: 'Spending',
  credit: 'Credit',
  investing: 'Investing',
  rewards: 'Rewards',
  general: 'General',
}

/** A known category from a query string, else null (an unknown one means "all"). */
export function parseFortuneCategory(value: unknown): FortuneCategory | null {
  return typeof value === 'string' && (FORTUNE_CATEGORIES as readonly string[]).includes(value) ? (value as FortuneCategory) : null
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
// Other languages write the whole date as Intl does ("الاثنين، 23 نوفمبر 2026"; docs/decisions/035).
const dayFormats = new Map<Locale, Intl.DateTimeFormat>()
const dayFormatIn = (locale: Locale) => {
  let format = dayFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    dayFormats.set(locale, format)
  }
  return format
}

/**
 * A fortune's day (its Dubai calendar date, "2026-11-23") as "Monday, 23 November 2026"; null
 * for anything that is not a real date. The date is already Dubai's, so it is read as is.
 */
export function formatFortuneDate(day: string | null | undefined, locale: Locale = 'en'): string | null {
  const match = day ? DAY.exec(day) : null
  if (!match) return null
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  if (locale !== 'en') return dayFormatIn(locale).format(date)
  const parts = Object.fromEntries(dayFormat.formatToParts(date).map((part) => [part.type, part.value]))
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`
}
