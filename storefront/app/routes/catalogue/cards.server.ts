// Loader logic of the catalogue /cards and /credit-cards: what the page asks the CMS for and
// the slim view data it sends to the browser.
import { feeFeatureIds, filterCatalogue, parseCatalogueQuery, sortCatalogue } from '@cardcompare/shared'
import type { CatalogueFilters, CataloguePageData } from '~/components/catalogue.types'
import { getAllCards, getCardTypes } from '~/utils/catalogue.server'
import { option, tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { requestLocale } from '~/utils/locale.server'

const CATALOGUE_PAGE_SIZE = 24

/**
 * /cards and /credit-cards (spec §2): "all", empty, invalid or unknown values mean
 * no filter. Filtering and sorting run over one cached read of the catalogue (decision 005).
 */
export async function loadCataloguePage(request: Request): Promise<CataloguePageData> {
  const query = parseCatalogueQuery(new URL(request.url).searchParams)
  const locale = requestLocale(request)
  // Filters and sorting read the English catalogue (fee features by name, reward text); the
  // tiles show the cards in the page's language (docs/decisions/037).
  const [cardTypes, context, all, shown] = await Promise.all([
    getCardTypes(locale),
    tileContext(locale),
    getAllCards(),
    getAllCards(locale),
  ])
  const inLocale = new Map(shown.map((card) => [card.id, card]))

  const type = cardTypes.find((t) => t.id === query.cardType) ?? null
  const bank = context.banks.find((b) => b.id === query.bank) ?? null
  const filters: CatalogueFilters = { ...query, cardType: type?.id ?? null, bank: bank?.id ?? null }
  // The fee features are found by name in this catalogue (docs/decisions/028).
  const fees = feeFeatureIds(context.english ?? context.features)
  const matching = sortCatalogue(filterCatalogue(all, filters, fees), filters.sort, fees)
  const offset = (query.page - 1) * CATALOGUE_PAGE_SIZE

  return {
    heading: { type: type && option(type), bank: bank && option(bank) },
    cards: toCardTiles(
      matching.slice(offset, offset + CATALOGUE_PAGE_SIZE).map((card) => inLocale.get(card.id) ?? card),
      context,
    ),
    total: matching.length,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(matching.length / CATALOGUE_PAGE_SIZE)),
    pageSize: CATALOGUE_PAGE_SIZE,
    filters,
    cardTypes: cardTypes.map(option),
    banks: context.banks.map(option),
  }
}
