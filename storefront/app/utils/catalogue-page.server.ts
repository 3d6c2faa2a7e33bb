// Loader logic of the catalogue pages (/cards, /credit-cards, bank pages, home): what a
// page asks the CMS for and the slim view data it sends to the browser.
import {
  cardPath,
  featureNamesForCard,
  isHighlightedFeature,
  parseCardFilters,
  parsePositiveInt,
  type Bank,
  type CreditCard,
  type Feature,
} from '@cardcompare/shared'
import type { HeadersFunction } from '@remix-run/node'
import type { CardTileData } from '~/components/CardTile'
import { getBanks, getCardTypes, getFeatures, listCards } from './catalog.server'
import { CATALOG_CACHE_CONTROL } from './http.server'
import { readSessionToken } from './session.server'

export const CATALOGUE_PAGE_SIZE = 24

/**
 * Catalogue pages are the same for every guest, so a CDN may keep them. Any session cookie
 * (even an expired one) makes the answer private: the header shows who is signed in, and
 * checking the cookie here would cost a second CMS call per page.
 */
export function catalogueCacheHeaders(request: Request): Record<string, string> {
  return readSessionToken(request)
    ? { 'Cache-Control': 'private, no-store' }
    : { 'Cache-Control': CATALOG_CACHE_CONTROL, Vary: 'Cookie' }
}

/** A route's `headers` export: pass on the loader's caching headers; errors are not cached. */
export const catalogueHeaders: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  if (errorHeaders) return { 'Cache-Control': 'private, no-store' }
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
      bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo } : null,
      knownFor: featureNamesForCard(card.featureIds, highlighted),
    }
  })
}

export type Option = { id: number; name: string }

export type CataloguePageData = {
  heading: string
  cards: CardTileData[]
  total: number
  page: number
  totalPages: number
  pageSize: number
  filters: { cardType: number | null; bank: number | null }
  cardTypes: Option[]
  banks: Option[]
}

/** /cards and /credit-cards (spec §2): "all", empty, invalid or unknown filters mean no filter. */
export async function loadCataloguePage(request: Request): Promise<CataloguePageData> {
  const query = new URL(request.url).searchParams
  const wanted = parseCardFilters(query)
  const page = parsePositiveInt(query.get('page')) ?? 1
  const [cardTypes, context] = await Promise.all([getCardTypes(), tileContext()])

  const type = cardTypes.find((t) => t.id === wanted.cardType) ?? null
  const bank = context.banks.find((b) => b.id === wanted.bank) ?? null
  const result = await listCards({
    limit: CATALOGUE_PAGE_SIZE,
    page,
    cardType: type?.id,
    bank: bank?.id,
  })

  return {
    heading: catalogueHeading(type?.name ?? null, bank?.name ?? null),
    cards: toCardTiles(result.cards, context),
    total: result.total,
    page,
    totalPages: result.totalPages,
    pageSize: CATALOGUE_PAGE_SIZE,
    filters: { cardType: type?.id ?? null, bank: bank?.id ?? null },
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
