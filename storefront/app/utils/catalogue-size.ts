// What the home page says about the catalogue's size (CatalogueSize), in the page's language:
// "63 cards from 8 UAE banks", each count with its language's plural; no number when unknown.
import type { CatalogueSize } from '@cardcompare/shared'
import type { TFunction } from 'i18next'

export type SizeNoun = 'cards' | 'creditCards'

/** "63 cards from 8 UAE banks" (`noun` "creditCards": "63 credit cards ..."), or "cards from UAE banks". */
export function cardsFromBanks(t: TFunction<'home'>, size: CatalogueSize | null, noun: SizeNoun = 'cards'): string {
  if (!size) return noun === 'cards' ? t('size.cardsUnknown') : t('size.creditCardsUnknown')
  return t('size.fromBanks', {
    cards: noun === 'cards' ? t('size.cards', { count: size.cards }) : t('size.creditCards', { count: size.cards }),
    banks: t('size.banks', { count: size.banks }),
  })
}
