// Phones are stored in E.164 ("+971501234567"), checked against libphonenumber's metadata
// (a kept library) rather than hand-written length rules. Server-side only: the forms keep
// the spec's lighter per-country digit rules (./phone), so browsers never load the metadata.
import { parsePhoneNumberFromString, type CountryCode as PhoneCountry } from 'libphonenumber-js'

/**
 * The E.164 form of a typed number, or null when it is not a valid number. A number without
 * "+" is read as a UAE number ("050 123 4567"); "00" international prefixes are accepted.
 */
export function toE164(input: unknown, defaultCountry: PhoneCountry = 'AE'): string | null {
  if (typeof input !== 'string') return null
  const trimmed = input.trim()
  if (trimmed.length === 0 || trimmed.length > 40 || !/^[+0-9\s\-().]+$/.test(trimmed)) return null
  const text = trimmed.startsWith('00') ? `+${trimmed.slice(2)}` : trimmed
  try {
    const phone = parsePhoneNumberFromString(text, defaultCountry)
    return phone && phone.isValid() ? phone.number : null
  } catch {
    return null
  }
}
