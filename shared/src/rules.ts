// Pure display and routing rules shared by the storefront and the CMS.

import { APP_STORAGE_PREFIX, FEATURED_FEATURE_NAMES_MAX, HIGHLIGHTED_FEATURES, type FeeFeatureIds } from './constants'
import type { CardType, CreditCard, Feature } from './contract'

export * from './phone'

const MAX_INT32 = 2_147_483_647

/**
 * A positive integer id or query value, or null. Strings must be canonical ("7", never "07",
 * "7.0", "1e3", " 7", "+7"); numbers must be integers. Both are capped at 2^31-1 (the
 * database's integer), so a hostile value never reaches a query as NaN or a float.
 */
export function parsePositiveInt(value: unknown): number | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1 && value <= MAX_INT32 ? value : null
  }
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null
  const n = Number(value)
  return n <= MAX_INT32 ? n : null
}

// spec §5 Rewards display rule.
// The spec says a value "containing 0%" shows N/A. Read literally that would also hide "10%"
// or "20% cashback", so we treat only a standalone zero percentage ("0%", "0.0%", "earn 0%")
// as N/A; the digit or dot before it must not be part of a larger number.
const ZERO_PERCENT = /(^|[^0-9.])0(\.0+)?%/

export function rewardsDisplay(rewardRate: string | null | undefined, cardName: string | null | undefined): string {
  const rate = typeof rewardRate === 'string' ? rewardRate.trim() : ''
  if (rate === '' || ZERO_PERCENT.test(rate)) return 'N/A'
  const lowerRate = rate.toLowerCase()
  if (lowerRate.includes('up to')) return rate
  if (!lowerRate.includes('varies')) return rate
  const name = typeof cardName === 'string' ? cardName.toLowerCase() : ''
  if (name.includes('live+')) return 'Up to 6%'
  if (name.includes('cash+')) return 'Up to 5%'
  if (name.includes('max rewards')) return 'Up to 10X points'
  if (name.includes('citi premier') || name.includes('prestige')) return 'Up to 5X points'
  if (name.includes('citi rewards')) return 'Up to 2X points'
  return 'Varies'
}

export type LabelTone = 'best' | 'popular' | 'new' | 'exclusive' | 'default'

/** Colour of a card's label badge, from words in the label (spec §2); first match wins. */
export function labelTone(label: string | null | undefined): LabelTone {
  const text = typeof label === 'string' ? label.toLowerCase() : ''
  if (text.includes('best') || text.includes('offer')) return 'best'
  if (text.includes('popular') || text.includes('trending')) return 'popular'
  if (text.includes('new') || text.includes('launch')) return 'new'
  if (text.includes('exclusive') || text.includes('premium')) return 'exclusive'
  return 'default'
}

/**
 * spec §3 slug helper: optional leading name (e.g. the bank) and the item's name, lowercased,
 * non-word characters removed, spaces turned into hyphens. Accents are folded first ("é" -> "e"),
 * runs of spaces/hyphens become one hyphen, and edge hyphens are trimmed. May return ''.
 */
export function slugify(name: string, leadingName?: string | null): string {
  return [leadingName, name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Link to a card's detail page (spec §2 route table). */
export function cardPath(card: Pick<CreditCard, 'id' | 'name' | 'slug'>): string {
  const slug = typeof card.slug === 'string' ? card.slug.trim() : ''
  if (slug !== '') return `/credit-cards/${encodeURIComponent(slug)}`
  const base = String(card.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `/credit-cards/${base === '' ? '' : `${base}-`}${card.id}`
}

export interface CardPathParam {
  /** The param itself, to look up by slug; null when it cannot be a slug. */
  slug: string | null
  /** The trailing id of a name-plus-id link ("hsbc-live-credit-card-7" -> 7), or a bare id. */
  id: number | null
}

/**
 * Reads /credit-cards/:slug. Look the card up by `slug` first, then by `id` (the link built
 * when a card has no slug). Both null means "not found" without touching the database.
 */
export function parseCardPathParam(param: string | null | undefined): CardPathParam {
  if (typeof param !== 'string' || param === '' || param.length > 200) {
    return { slug: null, id: null }
  }
  // Control characters and slashes cannot come from cardPath(); answer not found.
  if (/[\u0000-\u001f\u007f/\\]/.test(param)) return { slug: null, id: null }
  const match = /(?:^|-)(\d+)$/.exec(param)
  return { slug: param, id: match ? parsePositiveInt(match[1]) : null }
}

export interface CardFilters {
  cardType: number | null
  bank: number | null
}

type QueryLike = URLSearchParams | Record<string, unknown>

function queryValue(query: QueryLike, key: string): unknown {
  return query instanceof URLSearchParams ? query.get(key) : query[key]
}

/**
 * Lenient filters for the /cards page (spec §2): "all", empty or invalid values mean "no
 * filter", so a hand-edited URL still shows cards. The JSON API is strict instead
 * (creditCardListQuerySchema).
 */
export function parseCardFilters(query: QueryLike): CardFilters {
  return {
    cardType: parsePositiveInt(queryValue(query, 'cardType')),
    bank: parsePositiveInt(queryValue(query, 'bank')),
  }
}

/** /cards with cardType and bank added only when set (spec §2 hero finder). */
export function cardsHref(filters: { cardType?: number | string | null; bank?: number | string | null }): string {
  const params = new URLSearchParams()
  const cardType = parsePositiveInt(filters.cardType)
  const bank = parsePositiveInt(filters.bank)
  if (cardType !== null) params.set('cardType', String(cardType))
  if (bank !== null) params.set('bank', String(bank))
  const query = params.toString()
  return query === '' ? '/cards' : `/cards?${query}`
}

const aedNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })

/** "AED 15,000"; a missing or non-finite amount gives "N/A". */
export function formatAed(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? `AED ${aedNumber.format(amount)}` : 'N/A'
}

/** "Min. Salary: AED 15,000" (spec §2 featured cards). */
export function formatSalary(amount: number | null | undefined): string {
  return `Min. Salary: ${formatAed(amount)}`
}

/** Category-grid text (spec §2): the type's description, else the generic sentence. */
export function cardTypeDescription(type: Pick<CardType, 'name' | 'description'>): string {
  const description = typeof type.description === 'string' ? type.description.trim() : ''
  if (description !== '') return description
  return `Best ${String(type.name ?? '').toLowerCase()} credit cards to maximize your benefits.`
}

/**
 * "Known For" names (spec §2): the card's features in catalogue order, at most `max`, else
 * ['Various Benefits']. Pass only highlighted features to restrict to spec §9's list.
 */
export function featureNamesForCard(
  featureIds: readonly number[] | null | undefined,
  features: readonly Pick<Feature, 'id' | 'name'>[],
  max: number = FEATURED_FEATURE_NAMES_MAX,
): string[] {
  const ids = new Set(featureIds ?? [])
  const names = [...new Set(features.filter((f) => ids.has(f.id)).map((f) => f.name))]
  const shown = names.slice(0, Math.max(0, max))
  return shown.length > 0 ? shown : ['Various Benefits']
}

export function isHighlightedFeature(name: string): boolean {
  return (HIGHLIGHTED_FEATURES as readonly string[]).includes(name)
}

/**
 * Comparison tick (spec §9): "Free for 1st year" (17 when seeded) is present when "No Annual Fee"
 * (1 when seeded) is; `fees` names their ids in this catalogue (docs/decisions/028).
 */
export function cardHasFeature(featureIds: readonly number[] | null | undefined, featureId: number, fees: FeeFeatureIds): boolean {
  const ids = featureIds ?? []
  if (ids.includes(featureId)) return true
  return featureId === fees.freeFirstYear && fees.noAnnualFee !== null && ids.includes(fees.noAnnualFee)
}

/**
 * Keys the app-version check removes from browser storage (spec §4): the product prefix, or
 * containing query-cache or favourites (either spelling).
 */
export function isAppStorageKey(key: string): boolean {
  const lower = key.toLowerCase()
  return (
    lower.startsWith(APP_STORAGE_PREFIX) || lower.includes('query-cache') || lower.includes('favorites') || lower.includes('favourites')
  )
}
