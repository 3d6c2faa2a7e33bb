// What the browser's forms show and send that needs no schema: the consent texts and a fresh
// request key. Kept apart from the zod schemas of ./intake so that a page's light scripts
// (the footer's newsletter form) do not carry the validation library.

/**
 * Consent per purpose (UAE PDPL: specific, clear, provable, withdrawable). The text a person
 * agreed to is stored with its version, the time and the form; change a text, change the version.
 */
export const CONSENT_VERSION = '2026-11-23'
export const CONSENT_TEXTS = {
  application:
    'I agree that CardCompare UAE may contact me by my preferred method about this application, and pass my details to the bank that issues this card so it can process it, as described in the Privacy Policy.',
  'lead-form':
    'I agree to receive communications from CardCompare UAE about credit cards that match my needs, by e-mail or by phone between 9 AM and 6 PM, as described in the Privacy Policy.',
  newsletter: 'I would like to receive credit card deals from CardCompare UAE by e-mail. I can unsubscribe at any time.',
  marketing: 'Also send me credit card offers and news by e-mail (optional; you can unsubscribe at any time).',
  /** A member's own choice on their account page, for the account's address. */
  account: 'Send me credit card offers and news from CardCompare UAE by e-mail. I can turn this off at any time on my account page.',
} as const

/**
 * A fresh idempotency key (32 hex characters, within idempotencyKeyField's pattern). Uses
 * getRandomValues, which browsers offer on plain http too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
