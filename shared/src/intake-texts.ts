// What the browser's forms show and send that needs no schema: the consent texts and a fresh
// request key. Kept apart from the zod schemas of ./intake so that a page's light scripts
// (the footer's newsletter form) do not carry the validation library.
import type { Locale } from './locale'

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
  /** The contact form's (/contact): its messages are leads with source 'contact'. */
  contact:
    'I agree that CardCompare UAE may contact me by e-mail, or by phone if I gave a number, about this enquiry, as described in the Privacy Policy.',
} as const
export type ConsentKind = keyof typeof CONSENT_TEXTS

/**
 * The same consents in Arabic (docs/decisions/036): an Arabic page shows these, and the CMS
 * stores the one of the page's language with its own version. Not a word-for-word rendering, but
 * each says what its English text says: who may contact, how, about what, and where to withdraw.
 */
const CONSENT_TEXTS_AR: Record<ConsentKind, string> = {
  application:
    'أوافق على أن تتواصل معي CardCompare UAE بالطريقة التي أفضّلها بشأن هذا الطلب، وأن تُرسل بياناتي إلى البنك المُصدِر لهذه البطاقة ليتمكن من معالجته، وفقاً لما هو موضّح في سياسة الخصوصية.',
  'lead-form':
    'أوافق على تلقّي رسائل من CardCompare UAE حول بطاقات الائتمان التي تناسب احتياجاتي، عبر البريد الإلكتروني أو الهاتف بين الساعة 9 صباحاً و6 مساءً، وفقاً لما هو موضّح في سياسة الخصوصية.',
  newsletter: 'أرغب في تلقّي عروض بطاقات الائتمان من CardCompare UAE عبر البريد الإلكتروني. يمكنني إلغاء الاشتراك في أي وقت.',
  marketing: 'أرسلوا إليّ أيضاً عروض بطاقات الائتمان وأخبارها عبر البريد الإلكتروني (اختياري؛ يمكنك إلغاء الاشتراك في أي وقت).',
  account: 'أرسلوا إليّ عروض بطاقات الائتمان وأخبارها من CardCompare UAE عبر البريد الإلكتروني. يمكنني إيقاف ذلك في أي وقت من صفحة حسابي.',
  contact:
    'أوافق على أن تتواصل معي CardCompare UAE عبر البريد الإلكتروني، أو عبر الهاتف إن قدّمت رقماً، بشأن هذا الاستفسار، وفقاً لما هو موضّح في سياسة الخصوصية.',
}

const CONSENT_TEXTS_IN: Record<Locale, Record<ConsentKind, string>> = { en: CONSENT_TEXTS, ar: CONSENT_TEXTS_AR }

/** The consent texts a page in this language shows, and the CMS stores for it. */
export const consentTextsIn = (locale: Locale): Record<ConsentKind, string> => CONSENT_TEXTS_IN[locale]

/**
 * Each language's texts have their own version: the Arabic ones were first shown on 2026-11-27.
 * Change a language's text, change its version.
 */
export const CONSENT_VERSIONS: Record<Locale, string> = { en: CONSENT_VERSION, ar: '2026-11-27' }

/** What each language calls the Privacy Policy in the consent texts, where the form links it. */
export const PRIVACY_POLICY_NAMES: Record<Locale, string> = { en: 'Privacy Policy', ar: 'سياسة الخصوصية' }

/**
 * A fresh idempotency key (32 hex characters, within idempotencyKeyField's pattern). Uses
 * getRandomValues, which browsers offer on plain http too (randomUUID needs a secure context).
 */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
