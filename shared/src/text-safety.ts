// Characters no field of ours accepts. PostgreSQL cannot store NUL in text at all, and control
// characters in a name, a slug or a one-line value are either a mistake or an attack.

import validation from './i18n/en/forms/validation'

const V = validation

const CONTROL = /[\u0000-\u001F\u007F]/
const CONTROL_EXCEPT_WHITESPACE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/** Any C0 control character or DEL: for one-line values (names, slugs, e-mail, ids). */
export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value)
}

/** As hasControlCharacters, but tab and line breaks are fine: for multi-line text (messages). */
export function hasUnprintableCharacters(value: string): boolean {
  return CONTROL_EXCEPT_WHITESPACE.test(value)
}

/** Our words (the spec has none) for a value holding control characters. */
export const UNSUPPORTED_CHARACTERS_MESSAGE = V.unsupportedCharacters

/**
 * A link taken from CMS data (a bank's website, a card's source document) as an absolute
 * http(s) URL, or null. `javascript:`, `data:` and relative or protocol-relative values never
 * become an href, whatever an editor or an import typed (docs/decisions/008).
 */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const text = value.trim()
  if (!/^https?:\/\//i.test(text) || hasControlCharacters(text)) return null
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** Our words for a link field that is not an http(s) address. */
export const HTTP_URL_MESSAGE = V.httpUrl
