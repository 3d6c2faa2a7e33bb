// What the catalogue page and its filters render (/cards and /credit-cards, spec §2).
import type { CatalogueQuery } from '@cardcompare/shared'
import type { CardTileData } from './CardTile'

/** A card type or bank in a filter's list. */
export type Option = { id: number; name: string }

/** The filters in force: the query without its page. */
export type CatalogueFilters = Omit<CatalogueQuery, 'page'>

export type CataloguePageData = {
  heading: string
  cards: CardTileData[]
  total: number
  page: number
  totalPages: number
  pageSize: number
  filters: CatalogueFilters
  cardTypes: Option[]
  banks: Option[]
}
