// Phone numbers, their country dial codes and calling hours (spec §3, §5, §1).

import { BUSINESS_HOURS } from './company'
import forms from './i18n/en/forms'
import { fill } from './i18n/render'

// --- Country dial codes (spec §3): digits required without the country code ---

export const COUNTRY_CODES = ['ae', 'sa', 'qa', 'kw', 'bh', 'om', 'in', 'pk', 'us', 'gb'] as const
export type CountryCode = (typeof COUNTRY_CODES)[number]

export interface CountryDialCode {
  code: CountryCode
  dialCode: string
  digits: number
  name: string
}

export const COUNTRY_DIAL_CODES: Readonly<Record<CountryCode, CountryDialCode>> = {
  ae: { code: 'ae', dialCode: '+971', digits: 9, name: forms.countries.ae },
  sa: { code: 'sa', dialCode: '+966', digits: 9, name: forms.countries.sa },
  qa: { code: 'qa', dialCode: '+974', digits: 8, name: forms.countries.qa },
  kw: { code: 'kw', dialCode: '+965', digits: 8, name: forms.countries.kw },
  bh: { code: 'bh', dialCode: '+973', digits: 8, name: forms.countries.bh },
  om: { code: 'om', dialCode: '+968', digits: 8, name: forms.countries.om },
  in: { code: 'in', dialCode: '+91', digits: 10, name: forms.countries.in },
  pk: { code: 'pk', dialCode: '+92', digits: 10, name: forms.countries.pk },
  us: { code: 'us', dialCode: '+1', digits: 10, name: forms.countries.us },
  gb: { code: 'gb', dialCode: '+44', digits: 10, name: forms.countries.gb },
}
/** The same list in display order, for country-code selects. */
export const COUNTRY_LIST: readonly CountryDialCode[] = COUNTRY_CODES.map((c) => COUNTRY_DIAL_CODES[c])
export const DEFAULT_COUNTRY: CountryCode = 'ae'

/** Own-property check, so 'constructor' or '__proto__' never pass as a country. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value)
}

// --- Typed numbers (spec §5) ---

/** The application and lead forms' phone: at least this many characters and digits. */
export const PHONE_MIN_LENGTH = 8

/** The country's dial-code entry; an unknown code falls back to the default (ae). */
export function countryDialCode(countryCode: CountryCode | string): CountryDialCode {
  return COUNTRY_DIAL_CODES[isCountryCode(countryCode) ? countryCode : DEFAULT_COUNTRY]
}

/** What the phone inputs keep while typing: digits, spaces, hyphens and brackets (spec §5). */
export function sanitizePhoneInput(input: string): string {
  return String(input).replace(/[^0-9\s\-()]/g, '')
}

/** The digits of a typed number (after the input filter). */
export function phoneDigits(input: string): string {
  return sanitizePhoneInput(input).replace(/\D/g, '')
}

/** True when the raw value holds only characters the phone input would keep. */
export function isPhoneInputClean(input: string): boolean {
  return /^[0-9\s\-()]*$/.test(input)
}

/**
 * Full international number as sent to the server: input filter, digits only, one leading 0
 * dropped, dial code prefixed ("050 123 4567", 'ae' -> "+971501234567"). spec §5
 */
export function normalizePhone(input: string, countryCode: CountryCode | string): string {
  const digits = phoneDigits(input).replace(/^0/, '')
  return `${countryDialCode(countryCode).dialCode}${digits}`
}

/**
 * The other way round: a stored number ("+971501234567") as the register screen's country and
 * local digits ({ countryCode: 'ae', local: '501234567' }), so a form can show it for editing.
 * null when no listed country's dial code and digit count fit.
 */
export function splitPhone(stored: string | null | undefined): { countryCode: CountryCode; local: string } | null {
  if (typeof stored !== 'string') return null
  for (const country of Object.values(COUNTRY_DIAL_CODES)) {
    const local = stored.startsWith(country.dialCode) ? stored.slice(country.dialCode.length) : null
    if (local !== null && /^\d+$/.test(local) && local.length === country.digits) return { countryCode: country.code, local }
  }
  return null
}

/**
 * What a signed-in member's account fills in on a contact form (the Apply dialog): the e-mail
 * and the mobile number split for the dial-code select (empty when it does not split). The
 * account holds a username, not a name, so the full name is left for the person to type
 * (docs/decisions/022).
 */
export function accountContactPrefill(
  user: { email: string; mobileNumber: string | null } | null,
): { email: string; countryCode: CountryCode; phone: string } | null {
  if (!user) return null
  const phone = splitPhone(user.mobileNumber)
  return { email: user.email, countryCode: phone?.countryCode ?? DEFAULT_COUNTRY, phone: phone?.local ?? '' }
}

/**
 * null when `digits` has the selected country's length, or one more with a leading 0 (which
 * normalizePhone drops); otherwise the register screen's message. Non-digits count as wrong.
 */
export function phoneDigitsError(digits: string, countryCode: CountryCode | string): string | null {
  const country = countryDialCode(countryCode)
  const value = String(digits)
  const ok = /^\d*$/.test(value) && (value.length === country.digits || (value.length === country.digits + 1 && value.startsWith('0')))
  return ok ? null : fill(forms.validation.mobileDigits, { digits: country.digits, country: country.name })
}

/** Hint under the application form's phone input (spec §5). */
export function phoneDigitsHint(countryCode: CountryCode | string): string {
  return fill(forms.phone.hint, { digits: countryDialCode(countryCode).digits })
}

let dubaiClock: Intl.DateTimeFormat | undefined

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/** Monday-Saturday 9AM-6PM in Dubai (spec §1): true from 09:00 up to, not including, 18:00. */
export function isWithinCallingHours(date: Date = new Date()): boolean {
  if (!(date instanceof Date) || Number.isNaN(date.getTime())) return false
  dubaiClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BUSINESS_HOURS.timeZone,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  })
  const parts = dubaiClock.formatToParts(date)
  const weekday = WEEKDAYS[parts.find((p) => p.type === 'weekday')?.value ?? '']
  const hour = Number(parts.find((p) => p.type === 'hour')?.value)
  if (weekday === undefined || !Number.isInteger(hour)) return false
  return BUSINESS_HOURS.days.includes(weekday) && hour >= BUSINESS_HOURS.openHour && hour < BUSINESS_HOURS.closeHour
}
