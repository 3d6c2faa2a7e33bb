// Loader logic of the catalogue pages (/cards, /credit-cards, bank pages, home): what a
// page asks the CMS for and the slim view data it sends to the browser.
import {
  cardPath,
  featureNamesForCard,
  feeFeatureIds,
  feeView,
  rateView,
  salaryConfirmed,
  filterCatalogue,
  isHighlightedFeature,
  parseCatalogueQuery,
  sortCatalogue,
  type CatalogueQuery,
  type Bank,
  type CreditCard,
  type Feature,
} from '@cardcompare/shared'
import type { HeadersFunction } from '@remix-run/node'
import type { CardTileData } from '~/components/CardTile'
import { getAllCards, getBanks, getCardTypes, getFeatures } from './catalog.server'
import { PRIVATE_NO_STORE, CATALOG_CACHE_CONTROL } from './http.server'
import { hasFlash } from './flash.server'
import { readSessionToken } from './session.server'

export const CATALOGUE_PAGE_SIZE = 24

/**
 * Catalogue pages are the same for every guest, so a CDN may keep them. Any session cookie
 * (even an expired one) makes the answer private: the header shows who is signed in, and
 * checking the cookie here would cost a second CMS call per page.
 */
export function catalogueCacheHeaders(request: Request): Record<string, string> {
  return readSessionToken(request) || hasFlash(request) ? PRIVATE_NO_STORE : { 'Cache-Control': CATALOG_CACHE_CONTROL, Vary: 'Cookie' }
}

/** A route's `headers` export: pass on the loader's caching headers; errors are not cached. */
export const catalogueHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return PRIVATE_NO_STORE
  const headers: Record<string, string> = {}
  for (const name of ['Cache-Control', 'Vary']) {
    const value = loaderHeaders.get(name)
    if (value) headers[name] = value
  }
  return headers
}

type TileContext = { banks: readonly Bank[]; features: readonly Feature[] }

/** Loads what toCardTiles needs; both lists are cached briefly by catalog.server. */
export async function tileContext(): Promise<TileContext> {
  const [banks, features] = await Promise.all([getBanks(), getFeatures()])
  return { banks, features }
}

/** At most `max` characters, cut at a word, for text that only feeds the share menu. */
function shorten(text: string | null, max: number): string | null {
  const trimmed = text?.trim()
  if (!trimmed) return null
  if (trimmed.length <= max) return trimmed
  return `${trimmed.slice(0, trimmed.lastIndexOf(' ', max - 1) > 0 ? trimmed.lastIndexOf(' ', max - 1) : max - 1)}…`
}

/** Featured-card anatomy (spec §2): "Known For" lists highlighted features only (spec §9). */
export function toCardTiles(cards: readonly CreditCard[], { banks, features }: TileContext): CardTileData[] {
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const highlighted = features.filter((feature) => isHighlightedFeature(feature.name))
  return cards.map((card) => {
    const bank = card.bankId === null ? undefined : bankById.get(card.bankId)
    return {
      id: card.id,
      name: card.name,
      href: cardPath(card),
      label: card.label,
      imageUrl: card.imageUrl,
      annualFee: card.annualFee,
      interestRate: card.interestRate,
      minimumSalary: card.minimumSalary,
      fee: feeView(card),
      rate: rateView(card),
      salaryConfirmed: salaryConfirmed(card),
      bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo } : null,
      knownFor: featureNamesForCard(card.featureIds, highlighted),
      description: shorten(card.description, 200),
      welcomeBonus: card.welcomeBonus,
    }
  })
}

export type Option = { id: number; name: string }

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
    heading: catalogueHeading(type?.name ?? null, bank?.name ?? null),
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

function catalogueHeading(typeName: string | null, bankName: string | null): string {
  if (typeName && bankName) return `${typeName} Credit Cards from ${bankName}`
  if (typeName) return `${typeName} Credit Cards`
  if (bankName) return `${bankName} Credit Cards`
  return 'All Credit Cards'
}
