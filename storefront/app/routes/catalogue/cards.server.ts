// Loader logic of the catalogue /cards and /credit-cards: what the page asks the CMS for and
// the slim view data it sends to the browser.
import { feeFeatureIds, filterCatalogue, parseCatalogueQuery, sortCatalogue } from '@cardcompare/shared'
import type { CatalogueFilters, CataloguePageData } from '~/components/catalogue.types'
import { getAllCards, getCardTypes } from '~/utils/catalogue.server'
import { tileContext, toCardTiles } from '~/utils/catalogue-page.server'

const CATALOGUE_PAGE_SIZE = 24

/**
 * /cards and /credit-cards (spec §2): "all", empty, invalid or unknown values mean
 * no filter. Filtering and sorting run over one cached read of the catalogue (decision 005).
 */
export async function loadCataloguePage(request: Request): Promise<CataloguePageData> {
  const query = parseCatalogueQuery(new URL(request.url).searchParams)
  const [cardTypes, context, all] = await Promise.all([getCardTypes(), tileContext(), getAllCards()])

  const type = cardTypes.find((t) => t.id === query.cardType) ?? null
  const bank = context.banks.find((b) => b.id === query.bank) ?? null
  const filters: CatalogueFilters = { ...query, cardType: type?.id ?? null, bank: bank?.id ?? null }
  // The fee features are found by name in this catalogue (docs/decisions/028).
  const fees = feeFeatureIds(context.features)
  const matching = sortCatalogue(filterCatalogue(all, filters, fees), filters.sort, fees)
  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE

  return {
    heading: { type: type && { id: type.id, name: type.name }, bank: bank && { id: bank.id, name: bank.name } },
    cards: toCardTiles(matching.slice(offset, offset + CATALOGUE_PAGE_SIZE), context),
    total: matching.length,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(matching.length / CATALOGUE_PAGE_SIZE)),
    pageSize: CATALOGUE_PAGE_SIZE,
    filters,
    cardTypes: cardTypes.map(({ id, name }) => ({ id, name })),
    banks: context.banks.map(({ id, name }) => ({ id, name })),
  }
}
