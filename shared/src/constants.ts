// Business constants and limits (spec §3, §4, §9). Texts quoted by the spec are verbatim.

import type { Bank } from './contract'

export const APP_VERSION = '1.2.0'
/** Browser-storage keys start with this; the version check clears them (spec §4). */
export const APP_STORAGE_PREFIX = 'cardcompare'
export const STORAGE_KEYS = {
  appVersion: `${APP_STORAGE_PREFIX}-app-version`,
  exitIntent: `${APP_STORAGE_PREFIX}-exit-intent`,
  quizPopupDismissed: `${APP_STORAGE_PREFIX}-quiz-popup-dismissed`,
  verificationReminderDismissed: `${APP_STORAGE_PREFIX}-verification-reminder-dismissed`,
} as const
export const SERVICE_WORKER_PATH = '/sw.js'

// --- UAE card facts (docs/domain.md) ---

/**
 * Central Bank of the UAE: a card holder needs an annual income of at least AED 60,000 (about
 * AED 5,000 a month) or a pledged deposit of that amount; banks set their own minimums above it.
 */
export const CBUAE_MIN_ANNUAL_INCOME = 60_000
export const CBUAE_MIN_MONTHLY_INCOME = 5_000
/** The monthly purchase rates UAE banks publish in their KFS today (3.25–3.75 %; APR about 39–45 %). */
export const TYPICAL_MONTHLY_RATE = { min: 3.25, max: 3.75 } as const
/** VAT is charged on fees, not on interest or profit; banks quote most fees VAT-inclusive. */
export const VAT_RATE = 0.05

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
  ae: { code: 'ae', dialCode: '+971', digits: 9, name: 'United Arab Emirates' },
  sa: { code: 'sa', dialCode: '+966', digits: 9, name: 'Saudi Arabia' },
  qa: { code: 'qa', dialCode: '+974', digits: 8, name: 'Qatar' },
  kw: { code: 'kw', dialCode: '+965', digits: 8, name: 'Kuwait' },
  bh: { code: 'bh', dialCode: '+973', digits: 8, name: 'Bahrain' },
  om: { code: 'om', dialCode: '+968', digits: 8, name: 'Oman' },
  in: { code: 'in', dialCode: '+91', digits: 10, name: 'India' },
  pk: { code: 'pk', dialCode: '+92', digits: 10, name: 'Pakistan' },
  us: { code: 'us', dialCode: '+1', digits: 10, name: 'United States' },
  gb: { code: 'gb', dialCode: '+44', digits: 10, name: 'United Kingdom' },
}
/** The same list in display order, for country-code selects. */
export const COUNTRY_LIST: readonly CountryDialCode[] = COUNTRY_CODES.map((c) => COUNTRY_DIAL_CODES[c])
export const DEFAULT_COUNTRY: CountryCode = 'ae'

/** Own-property check, so 'constructor' or '__proto__' never pass as a country. */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value)
}

// --- Card types and features (spec §2, §9) ---

export const CARD_TYPE_IDS = { rewards: 1, cashback: 2, travel: 3, lowInterest: 4, business: 5 } as const

export interface CardTypeLink {
  id: number
  label: string
}
/** Footer "Card Categories", in the spec's order. */
export const FOOTER_CATEGORIES: readonly CardTypeLink[] = [
  { id: 2, label: 'Cashback' },
  { id: 3, label: 'Travel' },
  { id: 1, label: 'Rewards' },
  { id: 4, label: 'Low Interest' },
  { id: 5, label: 'Business' },
]
/**
 * Home hero "Popular" chips, in the spec's order (spec §2 Home). Each opens the card type its
 * label names, looked up by name in the catalogue (heroChips), never by a fixed id: the spec's
 * ids put "Lifestyle" on the Low Interest type (docs/decisions/022).
 */
export const HERO_CHIP_LABELS = ['Rewards', 'Cashback', 'Travel', 'Lifestyle'] as const

type Named = { id: number; name: string }

/** The id of the row called `name`, whatever an editor's spacing or case, or null when there is none. */
export function idNamed(rows: readonly Named[], name: string): number | null {
  return rows.find((row) => row.name.trim().toLowerCase() === name.toLowerCase())?.id ?? null
}

/** The hero chips whose card type the catalogue has, each linked to that type's id; the others are left out. */
export function heroChips(cardTypes: readonly Named[]): CardTypeLink[] {
  return HERO_CHIP_LABELS.flatMap((label) => {
    const id = idNamed(cardTypes, label)
    return id === null ? [] : [{ id, label }]
  })
}

/** Feature names shown in the comparison and on featured cards (spec §9), in spec order. */
export const HIGHLIGHTED_FEATURES = [
  'No Annual Fee',
  'Airport Lounge Access',
  'Dining Offers',
  'Travel Insurance',
  'Low Fee',
  'Cashback Rewards',
  'Miles Rewards',
  'Entertainment Benefits',
  'Airport Transfer',
  'Free for 1st year',
  'Reward Points',
  'Golf Benefits',
  'Travel Benefits',
  'Hotel Discounts',
] as const
export const FEATURE_NO_ANNUAL_FEE = 'No Annual Fee' satisfies (typeof HIGHLIGHTED_FEATURES)[number]
/** Counts as present whenever FEATURE_NO_ANNUAL_FEE is (spec §9). */
export const FEATURE_FREE_FIRST_YEAR = 'Free for 1st year' satisfies (typeof HIGHLIGHTED_FEATURES)[number]
export const CARD_TYPE_ISLAMIC = 'Islamic'

/** The catalogue's "No Annual Fee" and "Free for 1st year" features; null when it has none of that name. */
export interface FeeFeatureIds {
  noAnnualFee: number | null
  freeFirstYear: number | null
}

/** The rows the fee and Islamic rules mean, in one catalogue (docs/decisions/028). */
export interface CatalogueKeys extends FeeFeatureIds {
  islamicCardType: number | null
}

/** The fee features' ids among these features, found by name (docs/decisions/028). */
export function feeFeatureIds(features: readonly Named[]): FeeFeatureIds {
  return { noAnnualFee: idNamed(features, FEATURE_NO_ANNUAL_FEE), freeFirstYear: idNamed(features, FEATURE_FREE_FIRST_YEAR) }
}

/**
 * Finds the rows the rules mean by their names, once, where the catalogue is loaded: a catalogue
 * whose rows were created in another order (an import into a fresh database) has other ids
 * (docs/decisions/028).
 */
export function catalogueKeys(catalogue: { features: readonly Named[]; cardTypes: readonly Named[] }): CatalogueKeys {
  return { ...feeFeatureIds(catalogue.features), islamicCardType: idNamed(catalogue.cardTypes, CARD_TYPE_ISLAMIC) }
}

/** Used when GET /api/banks returns nothing (spec §3): ids 1-17 in this order. */
export const FALLBACK_BANKS: readonly Pick<Bank, 'id' | 'name' | 'logo'>[] = [
  'ADCB',
  'ADIB',
  'Ajman Bank',
  'Al Hilal Bank',
  'American Express',
  'Citibank',
  'Commercial Bank of Dubai',
  'Dubai Islamic Bank',
  'Emirates Islamic Bank',
  'Emirates NBD',
  'First Abu Dhabi Bank',
  'HSBC',
  'Liv Bank',
  'Mashreq Bank',
  'RAK Bank',
  'Standard Chartered',
  'Wio Bank',
].map((name, index) => ({ id: index + 1, name, logo: null }))

/** The hero's bank select and the partner strip: the banks given, or the spec's list when there are none. */
export function banksOrFallback<B extends Pick<Bank, 'id' | 'name' | 'logo'>>(
  banks: readonly B[] | null | undefined,
): readonly (B | (typeof FALLBACK_BANKS)[number])[] {
  return banks && banks.length > 0 ? banks : FALLBACK_BANKS
}

// --- Company's fixed text (spec §1) ---
// These are the company's fixed text for the home page and footer. The registration line,
// address and phone are placeholders until the company supplies its real details.

export const BUSINESS_HOURS = {
  text: 'Monday-Saturday 9AM-6PM',
  /** ISO weekdays: 1 = Monday ... 7 = Sunday. */
  days: [1, 2, 3, 4, 5, 6] as readonly number[],
  openHour: 9,
  closeHour: 18,
  timeZone: 'Asia/Dubai',
} as const

export const COMPANY = {
  name: 'CardCompare UAE',
  registration: 'CardCompare UAE FZ-LLC, registered in Dubai, United Arab Emirates (Licence No. 1234567)',
  address: 'Office 1204, Bay Square Building 3, Business Bay, PO Box 123456, Dubai, United Arab Emirates',
  phone: '+971 4 123 4567',
  phoneHref: 'tel:+97141234567',
  email: 'hello@cardcompare.ae',
  description: 'Find and compare the best credit cards in Dubai and get personalised recommendations.',
  cardCountClaim: '100+',
} as const

export interface SocialLink {
  name: 'Facebook' | 'Instagram' | 'LinkedIn' | 'X'
  href: string
}
export const SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/cardcompareuae' },
  { name: 'Instagram', href: 'https://www.instagram.com/cardcompareuae' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/cardcompareuae' },
  { name: 'X', href: 'https://x.com/cardcompareuae' },
]

export interface NavLink {
  label: string
  href: string
}
/** Header navigation (spec §2); My Leads and Admin are added by role. */
export const NAV_LINKS: readonly NavLink[] = [
  { label: 'All Cards', href: '/cards' },
  { label: 'Card Finder', href: '/card-finder' },
  { label: 'Compare', href: '/compare' },
  { label: 'AI Assistant', href: '/ai-assistant' },
]
export const FOOTER_QUICK_LINKS: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'All Credit Cards', href: '/cards' },
  { label: 'Compare Cards', href: '/compare' },
  { label: 'About Us', href: '/#about' },
  { label: 'Contact Us', href: '/contact' },
]

// --- Notifications and timings (spec §4, §9) ---

export const TOAST = {
  durationMs: 5000,
  limit: 1,
  swipeThresholdPx: 50,
  removeDelayMs: 1_000_000,
  hotkey: 'F8',
} as const

export const CATEGORY_GRID_MAX = 8
export const FEATURED_FEATURE_NAMES_MAX = 5
export const LOADING_PLACEHOLDERS = 3
export const COMPARISON_FETCH_LIMIT = 100
export const FEATURED_COMPARISON_CARDS = 3

export const QUIZ_POPUP = { delayMs: 2000, scrollFraction: 0.3, advertisedSeconds: 60 } as const
export const EXIT_INTENT = { sensitivityPx: 20, hiddenDelayMs: 1000, expiryDays: 7 } as const
export const NEWSLETTER_SUCCESS_CLOSE_MS = 3000
export const COPIED_FEEDBACK_MS = 2000
export const UPDATE_CHECK_INTERVAL_MS = 30_000
export const PARTNER_STRIP = { stepPx: 1, intervalMs: 30 } as const

// --- Validation lengths (spec §5, §9) ---

export const USERNAME_LENGTH = { min: 3, max: 30 } as const
export const PASSWORD_LENGTH = { min: 8, max: 100 } as const
export const NAME_MIN_LENGTH = 2
export const PHONE_MIN_LENGTH = 8
export const SALARY_MIN = 1

// --- Form options (spec §5) ---

export const LIKES_OPTIONS = [
  'Cashback Rewards',
  'Travel Miles',
  'Airport Lounge Access',
  'No Annual Fee',
  'Low Interest Rate',
  'Shopping Discounts',
  'Dining Discounts',
  'Insurance Coverage',
  'Balance Transfer Offer',
  'Fuel Discounts',
  'Entertainment Perks',
  'Other',
] as const

export const CONCERNS_OPTIONS = [
  'High Annual Fee',
  'High Interest Rate',
  'Minimum Spend Requirements',
  'Limited Reward Categories',
  'Foreign Transaction Fees',
  'Low Credit Limit',
  'Complex Reward System',
  'Reward Expiration',
  'High Minimum Payment',
  'Limited Acceptance',
  'Other',
] as const

export const LEAD_PREFERENCE_VALUES = ['cashback', 'travel', 'shopping', 'lowfees', 'dining'] as const
export type LeadPreference = (typeof LEAD_PREFERENCE_VALUES)[number]
export const LEAD_PREFERENCES: readonly { value: LeadPreference; label: string }[] = [
  { value: 'cashback', label: 'Cashback' },
  { value: 'travel', label: 'Travel' },
  { value: 'shopping', label: 'Shopping' },
  { value: 'lowfees', label: 'Low Fees' },
  { value: 'dining', label: 'Dining' },
]

export const CONTACT_METHOD_VALUES = ['email', 'phone', 'whatsapp'] as const
export type ContactMethod = (typeof CONTACT_METHOD_VALUES)[number]
export const CONTACT_METHODS: readonly { value: ContactMethod; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'whatsapp', label: 'WhatsApp' },
]

/** Source value the exit-intent popup sends with a newsletter signup (spec §3). */
export const NEWSLETTER_DEFAULT_SOURCE = 'exit_intent_popup'
/** Bot-check action names (spec §5). The application form's name is not given: ours. */
export const BOT_CHECK_ACTIONS = {
  leadForm: 'lead_form',
  exitIntentSignup: 'exit_intent_signup',
  application: 'card_application',
} as const
