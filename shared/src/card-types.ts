// Card types (spec §2, §9): the seeded ids, the footer's "Card Categories" and the category
// grid's text.

import type { CardType } from './contract'

export const CARD_TYPE_IDS = { rewards: 1, cashback: 2, travel: 3, lowInterest: 4, business: 5 } as const

export type CardTypeKey = keyof typeof CARD_TYPE_IDS

export interface CardTypeLink {
  id: number
  /** Its name in the message catalogue: `categories.<key>`. */
  key: CardTypeKey
}
/** Footer "Card Categories", in the spec's order. */
export const FOOTER_CATEGORIES: readonly CardTypeLink[] = (['cashback', 'travel', 'rewards', 'lowInterest', 'business'] as const).map(
  (key) => ({ id: CARD_TYPE_IDS[key], key }),
)

/**
 * Category-grid text (spec §2): the type's description, or null when it has none; the page then
 * says the generic sentence in its language (the home catalogue's `categories.fallback`).
 */
export function cardTypeDescription(type: Pick<CardType, 'description'>): string | null {
  const description = typeof type.description === 'string' ? type.description.trim() : ''
  return description === '' ? null : description
}
