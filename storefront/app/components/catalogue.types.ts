// What the catalogue page and its filters render (/cards and /credit-cards, spec §2).
import type { CatalogueQuery } from '@cardcompare/shared'
import type { CardTileData } from './CardTile'

/** A card type or bank in a filter's list; `lang` "en": the CMS has no name in the page's language yet (docs/decisions/037). */
export type Option = { id: number; name: string; lang?: 'en' }

/** The filters in force: the query without its page. */
export type CatalogueFilters = Omit<CatalogueQuery, 'page'>

export type CataloguePageData = {
  /** The card type and bank chosen, which the heading names ("Cashback Credit Cards from ..."). */
  heading: { type: Option | null; bank: Option | null }
  cards: CardTileData[]
  total: number
  page: number
  totalPages: number
  pageSize: number
  filters: CatalogueFilters
  cardTypes: Option[]
  banks: Option[]
}
