// The company's fixed facts for the home page and footer (spec §1). The registration line,
// address and phone are placeholders until the company supplies its real details. Their English
// text lives in the message catalogue, with its translations.
import enCatalogue from './i18n/en/catalogue'
import en from './i18n/en/common'

export const BUSINESS_HOURS = {
  text: en.site.hours,
  /** ISO weekdays: 1 = Monday ... 7 = Sunday. */
  days: [1, 2, 3, 4, 5, 6] as readonly number[],
  openHour: 9,
  closeHour: 18,
  timeZone: 'Asia/Dubai',
} as const

export const COMPANY = {
  name: en.site.name,
  registration: en.site.registration,
  address: en.site.address,
  phone: '+971 4 123 4567',
  phoneHref: 'tel:+97141234567',
  email: 'hello@cardcompare.ae',
  description: en.site.description,
} as const

/**
 * What the site says about its own catalogue, counted from the cards it lists at render time: a
 * number written in a text goes stale ("100+ cards from all major UAE banks" stood beside 63
 * cards from 8 banks). Unknown (the catalogue could not be read) says no number. The home page
 * says it in words from the message catalogue (`home:size`).
 */
export type CatalogueSize = { cards: number; banks: number }

export function catalogueSize(cards: readonly { bankId: number | null }[]): CatalogueSize {
  return { cards: cards.length, banks: new Set(cards.flatMap((card) => (card.bankId === null ? [] : [card.bankId]))).size }
}

/** How the site is paid, and that payment never buys a place in a list: shown beside every ranking. */
export const HOW_WE_ARE_PAID = enCatalogue.ranking.paid

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
