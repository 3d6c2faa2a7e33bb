// Numbers, amounts in dirhams, percentages and dates as each language writes them
// (docs/decisions/035). English keeps the spec's forms ("AED 15,000", "23 November 2026");
// Arabic keeps Western digits, as UAE banks print them (INTL_LOCALE's -u-nu-latn), and writes
// the amount before "درهم" as the banks' Arabic documents do.
import { INTL_LOCALE, type Locale } from './locale'
import { formatAed } from './money'

export type Formats = {
  /** "15,000"; "1,234.5". */
  number: (value: number) => string
  /** "AED 15,000" in English, "15,000 درهم" in Arabic; a missing amount gives the language's "N/A". */
  aed: (amount: number | null | undefined) => string
  /** A figure in percent units: 3.25 -> "3.25%". */
  percent: (value: number) => string
  /** A long date in UAE time: "23 November 2026", "23 نوفمبر 2026"; null for a missing or unreadable one. */
  date: (value: string | Date | null | undefined) => string | null
}

/** What an unknown amount reads as in each language. */
const NOT_AVAILABLE: Record<Locale, string> = { en: 'N/A', ar: 'غير متوفر' }

const made = new Map<Locale, Formats>()

function make(locale: Locale): Formats {
  const tag = INTL_LOCALE[locale]
  const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })
  const percents = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 })
  const dates = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Dubai' })
  const known = (amount: number | null | undefined): amount is number => typeof amount === 'number' && Number.isFinite(amount)
  return {
    number: (value) => numbers.format(value),
    aed: locale === 'en' ? formatAed : (amount) => (known(amount) ? `${numbers.format(amount)} درهم` : NOT_AVAILABLE[locale]),
    percent: (value) => percents.format(value / 100),
    date: (value) => {
      if (!value) return null
      const date = value instanceof Date ? value : new Date(value)
      return Number.isNaN(date.getTime()) ? null : dates.format(date)
    },
  }
}

/** The formats of a language, made once per language. */
export function formatsFor(locale: Locale): Formats {
  let formats = made.get(locale)
  if (!formats) made.set(locale, (formats = make(locale)))
  return formats
}
