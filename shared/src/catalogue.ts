// Catalogue rules for /cards (docs/decisions/005): salary and annual-fee filters, the four sort
// orders, the URL that holds them, and the card facts shown or shared on a card page.
// Pure functions, so the page, the tests and any future API agree on one reading.

import type { FeeFeatureIds } from './catalogue-keys'
import en from './i18n/en/catalogue'
import type { Say } from './i18n/render'
import { feeView, NOT_CONFIRMED, rateView, salaryConfirmed, sourceFor, type FeePart, type FigureView } from './card-data'
import { rewardsDisplay, wordFeeParts, type FeeWords } from './card-display'
import type { CreditCard } from './contract'
import { parsePositiveInt } from './ids'
import { formatAed } from './money'
import { CBUAE_MIN_ANNUAL_INCOME, CBUAE_MIN_MONTHLY_INCOME } from './uae-card-facts'

// --- Annual fee ---

/**
 * 'free': no fee ever; 'first-year-free': waived in the first year only, which we say, since
 * many "free" cards are free only then (docs/domain.md); 'paid'; 'unknown': text we cannot read.
 */
export type AnnualFeeClass = 'free' | 'first-year-free' | 'paid' | 'unknown'

const FIRST_YEAR_FREE = /\b(?:waived|free)\b[^.;]*?\b(?:1st|first)\s+year\b|\b(?:1st|first)[- ]year\s+(?:free|waived)\b/i
const FREE_WORDS = /\b(?:free|no (?:annual )?fee|nil|none|zero)\b/i
const AMOUNT = /(?:AED|Dhs?\.?)\s*(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*(?:\.\d+)?)\s*(?:AED|Dhs?)\b|^\s*(\d[\d,]*(?:\.\d+)?)\s*$/i

/** The ongoing yearly fee in AED from the bank's text ("AED 1,575 + VAT" -> 1575), or null. */
export function annualFeeAmount(annualFee: string | null | undefined): number | null {
  if (typeof annualFee !== 'string') return null
  const match = AMOUNT.exec(annualFee)
  const digits = match?.[1] ?? match?.[2] ?? match?.[3]
  if (digits === undefined) return null
  const amount = Number(digits.replace(/,/g, ''))
  return Number.isFinite(amount) ? amount : null
}

/**
 * Classifies a card's annual fee from its text and its features: the "No Annual Fee" feature
 * means free; "Free for 1st year" or wording such as "waived first year" means free in the first
 * year. An empty fee counts as free, because spec §2 shows it as "No Fee". `fees` names the two
 * features' ids in this catalogue (catalogueKeys, docs/decisions/028).
 */
export function annualFeeClass(
  annualFee: string | null | undefined,
  featureIds: readonly number[] | null | undefined,
  fees: FeeFeatureIds,
): AnnualFeeClass {
  const has = (id: number | null) => id !== null && (featureIds ?? []).includes(id)
  if (has(fees.noAnnualFee)) return 'free'
  const text = typeof annualFee === 'string' ? annualFee.trim() : ''
  if (FIRST_YEAR_FREE.test(text)) return 'first-year-free'
  const amount = annualFeeAmount(text)
  if (amount === 0) return 'free'
  if (has(fees.freeFirstYear)) return 'first-year-free'
  if (amount !== null) return 'paid'
  if (text === '' || FREE_WORDS.test(text)) return 'free'
  return 'unknown'
}

// --- Filters, sort orders and their URL ---

/** 'free': no annual fee; 'first-year': nothing to pay in the first year (includes free cards). */
export const FEE_FILTERS = ['free', 'first-year'] as const
export type FeeFilter = (typeof FEE_FILTERS)[number]
/** Their English is the message catalogue's, which has their translations. */
export const FEE_FILTER_LABELS: Record<FeeFilter | 'any', string> = en.filters.fee

export const CATALOGUE_SORTS = ['recommended', 'fee', 'salary', 'reward'] as const
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number]
export const CATALOGUE_SORT_LABELS: Record<CatalogueSort, string> = {
  recommended: en.sort.recommended,
  fee: en.sort.fee,
  salary: en.sort.salary,
  reward: en.sort.reward,
}

/** The CMS stores minimumSalary up to AED 1,000,000 a month. */
export const SALARY_FILTER_MAX = 1_000_000

export interface CatalogueQuery {
  cardType: number | null
  bank: number | null
  /** "I earn AED …" a month: show cards whose minimum salary is at most this. */
  salary: number | null
  fee: FeeFilter | null
  sort: CatalogueSort
  page: number
}

type QueryLike = URLSearchParams | Record<string, unknown>
const read = (query: QueryLike, key: string): unknown => (query instanceof URLSearchParams ? query.get(key) : query[key])

/** "8,000", "8000 " or 8000 -> 8000; anything else (or over the CMS maximum) -> null. */
export function parseSalary(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : ''
  const cleaned = text.trim().replace(/,/g, '')
  const amount = parsePositiveInt(cleaned)
  return amount !== null && amount <= SALARY_FILTER_MAX ? amount : null
}

/** Lenient: an invalid or unknown value is ignored (no filter, default order, page 1). */
export function parseCatalogueQuery(query: QueryLike): CatalogueQuery {
  const fee = read(query, 'fee')
  const sort = read(query, 'sort')
  return {
    cardType: parsePositiveInt(read(query, 'cardType')),
    bank: parsePositiveInt(read(query, 'bank')),
    salary: parseSalary(read(query, 'salary')),
    fee: (FEE_FILTERS as readonly unknown[]).includes(fee) ? (fee as FeeFilter) : null,
    sort: (CATALOGUE_SORTS as readonly unknown[]).includes(sort) ? (sort as CatalogueSort) : 'recommended',
    page: parsePositiveInt(read(query, 'page')) ?? 1,
  }
}

/** `base` plus only the values that differ from the defaults, in a fixed order (shareable). */
export function catalogueHref(base: string, query: Partial<CatalogueQuery>): string {
  const params = new URLSearchParams()
  if (query.cardType) params.set('cardType', String(query.cardType))
  if (query.bank) params.set('bank', String(query.bank))
  if (query.salary) params.set('salary', String(query.salary))
  if (query.fee) params.set('fee', query.fee)
  if (query.sort && query.sort !== 'recommended') params.set('sort', query.sort)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  const search = params.toString()
  return search === '' ? base : `${base}?${search}`
}

export function hasCatalogueFilters(query: Partial<CatalogueQuery>): boolean {
  return Boolean(query.cardType || query.bank || query.salary || query.fee || (query.sort && query.sort !== 'recommended'))
}

/** How many filters narrow the list (type, bank, salary, fee); the sort only reorders it. */
export function activeFilterCount(query: Partial<CatalogueQuery>): number {
  return [query.cardType, query.bank, query.salary, query.fee].filter(Boolean).length
}

export interface CardFilters {
  cardType: number | null
  bank: number | null
}

/**
 * Lenient filters for the /cards page (spec §2): "all", empty or invalid values mean "no
 * filter", so a hand-edited URL still shows cards. The JSON API is strict instead
 * (creditCardListQuerySchema).
 */
export function parseCardFilters(query: QueryLike): CardFilters {
  return {
    cardType: parsePositiveInt(read(query, 'cardType')),
    bank: parsePositiveInt(read(query, 'bank')),
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

// --- Filtering and ranking ---

export type CatalogueCard = Pick<
  CreditCard,
  'id' | 'name' | 'bankId' | 'cardTypeIds' | 'featureIds' | 'annualFee' | 'minimumSalary' | 'rewardRate' | 'isFeatured' | 'featuredOrder'
> &
  Partial<Pick<CreditCard, 'unverifiedFields'>>

/** A fee no document confirms is unknown: it never passes "No annual fee" nor sorts as cheap. */
export function catalogueFeeClass(card: CatalogueCard, fees: FeeFeatureIds): AnnualFeeClass {
  if (card.unverifiedFields?.includes('annualFee')) return 'unknown'
  return annualFeeClass(card.annualFee, card.featureIds, fees)
}

/** True for a monthly salary below the Central Bank's floor: no card can be issued on it. */
export function isBelowCentralBankFloor(salary: number | null | undefined): salary is number {
  return typeof salary === 'number' && salary < CBUAE_MIN_MONTHLY_INCOME
}

/**
 * Why no card fits a salary below the Central Bank's floor, in the words the assistant, /cards
 * and the card finder all use (docs/decisions/022).
 */
export function centralBankFloorText(salary: number): string {
  return `UAE banks can issue a credit card only to someone earning at least ${formatAed(CBUAE_MIN_MONTHLY_INCOME)} a month (${formatAed(CBUAE_MIN_ANNUAL_INCOME)} a year, the Central Bank's rule), or against a pledged deposit of ${formatAed(CBUAE_MIN_ANNUAL_INCOME)}. So no card we list fits a salary of ${formatAed(salary)} a month.`
}

/** Card type, bank, salary (at least the Central Bank's floor and the card's confirmed minimum) and annual fee. */
export function filterCatalogue<T extends CatalogueCard>(
  cards: readonly T[],
  query: Omit<CatalogueQuery, 'sort' | 'page'>,
  fees: FeeFeatureIds,
): T[] {
  return cards.filter((card) => {
    if (query.cardType !== null && !card.cardTypeIds.includes(query.cardType)) return false
    if (query.bank !== null && card.bankId !== query.bank) return false
    if (query.salary !== null) {
      // No bank lends below the Central Bank's floor; above it, a card whose own minimum no
      // document confirms stays in (its tile says "Not confirmed") rather than vanishing.
      if (isBelowCentralBankFloor(query.salary)) return false
      if (card.minimumSalary !== null && card.minimumSalary > query.salary) return false
    }
    if (query.fee !== null) {
      const fee = catalogueFeeClass(card, fees)
      if (query.fee === 'free' && fee !== 'free') return false
      if (query.fee === 'first-year' && fee !== 'free' && fee !== 'first-year-free') return false
    }
    return true
  })
}

const AED_PER_USD = 3.6725 // the dirham's peg

/**
 * "How we rank" by reward, published on the catalogue page (CataloguePage's HowWeRank): banks
 * state rewards in different units we cannot convert honestly, so we rank in tiers and only
 * compare like with like inside a tier.
 *  0. a percentage back (cashback or value back): the highest percentage first;
 *  1. points or miles per dirham spent (a rate per USD 1 is divided by 3.6725), or an
 *     "up to NX points" multiplier: the most units per dirham first;
 *  2. a rate that varies and that the bank does not state;
 *  3. no rewards programme ("N/A", spec §5).
 * The text ranked is the one shown: rewardsDisplay() of spec §5.
 */
export function rewardRank(rewardRate: string | null | undefined, cardName: string): { tier: number; value: number } {
  const shown = rewardsDisplay(rewardRate, cardName)
  if (shown === 'N/A') return { tier: 3, value: 0 }
  const percents = [...shown.matchAll(/(\d+(?:\.\d+)?)\s*%/g)].map((m) => Number(m[1]))
  if (percents.length > 0) return { tier: 0, value: Math.max(...percents) }
  const perSpend = /(\d+(?:\.\d+)?)\s+[^\d]*?\bper\s+(AED|USD|\$)\s*(\d+(?:\.\d+)?)?/i.exec(shown)
  if (perSpend) {
    const per = Number(perSpend[3] ?? 1) * (perSpend[2]!.toUpperCase() === 'AED' ? 1 : AED_PER_USD)
    return { tier: 1, value: Number(perSpend[1]) / per }
  }
  const multiplier = /(\d+(?:\.\d+)?)\s*X\b/i.exec(shown)
  if (multiplier) return { tier: 1, value: Number(multiplier[1]) }
  return { tier: 2, value: 0 }
}

const byId = (a: CatalogueCard, b: CatalogueCard) => a.id - b.id
const nullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b)

/** Order for "lowest fee": the ongoing fee, and at the same fee a first-year waiver first. */
function feeKey(card: CatalogueCard, fees: FeeFeatureIds): [number, number] {
  const fee = catalogueFeeClass(card, fees)
  if (fee === 'free') return [0, 0]
  if (fee === 'unknown') return [Number.POSITIVE_INFINITY, 1]
  const amount = annualFeeAmount(card.annualFee) ?? Number.POSITIVE_INFINITY
  return [amount, fee === 'first-year-free' ? 0 : 1]
}

const comparators = (fees: FeeFeatureIds): Record<CatalogueSort, (a: CatalogueCard, b: CatalogueCard) => number> => ({
  // Cards our editors feature first, in their featuredOrder, then the rest by id.
  recommended: (a, b) =>
    Number(b.isFeatured) - Number(a.isFeatured) ||
    (a.isFeatured && b.isFeatured ? nullsLast(a.featuredOrder, b.featuredOrder) : 0) ||
    byId(a, b),
  fee: (a, b) => {
    const [fa, wa] = feeKey(a, fees)
    const [fb, wb] = feeKey(b, fees)
    return (fa === fb ? 0 : fa < fb ? -1 : 1) || wa - wb || byId(a, b)
  },
  salary: (a, b) => nullsLast(a.minimumSalary, b.minimumSalary) || byId(a, b),
  reward: (a, b) => {
    const ra = rewardRank(a.rewardRate, a.name)
    const rb = rewardRank(b.rewardRate, b.name)
    return ra.tier - rb.tier || rb.value - ra.value || byId(a, b)
  },
})

/** A sorted copy; every order ends on the id, so pages never shuffle between requests. */
export function sortCatalogue<T extends CatalogueCard>(cards: readonly T[], sort: CatalogueSort, fees: FeeFeatureIds): T[] {
  return [...cards].sort(comparators(fees)[sort])
}

// --- Card page facts ---

/** True once the card's dataExpiryDate has passed (the page then shows a notice). */
export function isDataExpired(dataExpiryDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!dataExpiryDate) return false
  const expiry = new Date(dataExpiryDate)
  return !Number.isNaN(expiry.getTime()) && expiry.getTime() < now.getTime()
}

export interface ShareableCard {
  name: string
  bankName: string | null
  description: string | null
  annualFee: string | null
  /** The fee's parts, where the page words them in its own language (English pages send the text only). */
  feeParts?: FeePart[] | null
  minimumSalary: number | null
  welcomeBonus: string | null
  /** Absolute link to the card page. */
  url: string
}

/**
 * The share text's words in the page's language: `t` of the `catalogue` namespace, or `sayFrom`
 * over a catalogue where no i18next instance is at hand.
 */
export type ShareWords = Say<`share.message.${keyof typeof en.share.message}` | 'figure.notConfirmed'> & FeeWords

/** The text a share sends (spec §2 Share menu): name, bank, description, fee, salary, bonus, link, hashtags. */
export function cardShareText(card: ShareableCard, say: ShareWords, aed: (amount: number) => string): string {
  const welcome = card.welcomeBonus?.trim()
  const notConfirmed = say('figure.notConfirmed')
  return [
    card.bankName
      ? say('share.message.checkOutFrom', { name: card.name, bank: card.bankName })
      : say('share.message.checkOut', { name: card.name }),
    card.description?.trim() || null,
    say('share.message.annualFee', {
      fee: card.feeParts ? wordFeeParts(card.feeParts, say, aed) : card.annualFee?.trim() || notConfirmed,
    }),
    say('share.message.minimumSalary', { salary: card.minimumSalary === null ? notConfirmed : aed(card.minimumSalary) }),
    welcome ? say('share.message.welcomeBonus', { bonus: welcome }) : null,
    card.url,
    say('share.message.hashtags'),
  ]
    .filter((line): line is string => line !== null)
    .join('\n')
}

export function cardShareSubject(name: string, say: ShareWords): string {
  return say('share.message.subject', { name })
}

export function whatsappShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`
}

export function emailShareUrl(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

// --- Comparison ---

/**
 * The four figures every comparison shows (spec §2 Comparison table), each with whether a bank
 * document confirms it (docs/decisions/009): an unknown fee or rate reads "Not confirmed",
 * never "No Fee".
 */
export function comparisonFigures(
  card: Pick<
    CreditCard,
    'name' | 'annualFee' | 'interestRate' | 'interestRateAnnual' | 'rates' | 'minimumSalary' | 'rewardRate' | 'sources'
  >,
): { annualFee: FigureView; interestRate: FigureView; minimumSalary: FigureView; rewards: FigureView } {
  const rate = rateView(card)
  return {
    annualFee: feeView(card),
    interestRate: {
      text: rate.text !== NOT_CONFIRMED && card.rates.kind === 'profit' ? `${rate.text} (profit rate)` : rate.text,
      confirmed: rate.confirmed,
    },
    minimumSalary:
      card.minimumSalary === null
        ? { text: NOT_CONFIRMED, confirmed: false }
        : { text: formatAed(card.minimumSalary), confirmed: salaryConfirmed(card) },
    // An unknown programme is not "N/A" (no programme): it is not confirmed.
    rewards: card.rewardRate?.trim()
      ? { text: rewardsDisplay(card.rewardRate, card.name), confirmed: sourceFor(card, 'rewardRate') !== null }
      : { text: NOT_CONFIRMED, confirmed: false },
  }
}
