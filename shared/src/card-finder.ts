// The Card Finder quiz (spec §2 Quiz dialog: spending habits, income and preferences,
// recommendations; issue 12 §3): the eligible cards, ranked by their value in AED for the way
// the person spends (card-value.ts), each with one line saying why.
import { CARD_TYPE_ID_ISLAMIC } from './constants'
import { filterCatalogue, parseSalary, type CatalogueCard, type FeeFilter } from './catalogue'
import { rankByValue, SPEND_CATEGORIES, typicalProfile, valueReason, type CardValue, type SpendCategory, type SpendProfile, type ValuedCard } from './card-value'
import type { CreditCard } from './contract'

export const BANKING_CHOICES = ['any', 'islamic', 'conventional'] as const
export type Banking = (typeof BANKING_CHOICES)[number]
export const BANKING_LABELS: Record<Banking, string> = {
  any: 'Either',
  islamic: 'Islamic (Sharia-compliant)',
  conventional: 'Conventional',
}

/** The monthly card spend a quiz answer may give, in AED. */
export const FINDER_SPEND_MAX = 1_000_000

export interface FinderAnswers {
  /** AED spent by card in a month. */
  monthlySpend: number
  /** Where most of it goes (may be empty: a typical split). */
  categories: SpendCategory[]
  salary: number
  banking: Banking
  fee: FeeFilter | null
}

export const FINDER_RESULTS = 5

/** URLSearchParams or FormData: only their string values are read. */
type QueryLike = { get(name: string): unknown; getAll(name: string): unknown[] }

/** Complete answers from a query string or a posted form, or null while any is missing or invalid. */
export function parseFinderAnswers(query: QueryLike): FinderAnswers | null {
  const salary = parseSalary(query.get('salary'))
  const monthlySpend = parseSalary(query.get('spend'))
  if (salary === null || monthlySpend === null || monthlySpend > FINDER_SPEND_MAX) return null
  const categories = SPEND_CATEGORIES.filter((category) => query.getAll('category').includes(category))
  const banking = (BANKING_CHOICES as readonly unknown[]).includes(query.get('banking')) ? (query.get('banking') as Banking) : 'any'
  const feeValue = query.get('fee')
  const fee = feeValue === 'free' || feeValue === 'first-year' ? feeValue : null
  return { monthlySpend, categories, salary, banking, fee }
}

/** The query string of a set of answers, so results can be bookmarked and prefilled. */
export function finderQuery(answers: FinderAnswers): string {
  const params = new URLSearchParams()
  params.set('spend', String(answers.monthlySpend))
  for (const category of answers.categories) params.append('category', category)
  params.set('salary', String(answers.salary))
  params.set('banking', answers.banking)
  params.set('fee', answers.fee ?? 'any')
  return params.toString()
}

/** Islamic cards charge a profit rate or carry the Islamic card type. */
export function isIslamicCard(card: Pick<CreditCard, 'cardTypeIds' | 'rates'>): boolean {
  return card.rates.kind === 'profit' || card.cardTypeIds.includes(CARD_TYPE_ID_ISLAMIC)
}

export type FinderCard = CatalogueCard & ValuedCard & Pick<CreditCard, 'rates' | 'isActive'>

/** Listed cards the person qualifies for: salary (with the Central Bank's floor), fee wish and banking. */
export function eligibleCards<T extends FinderCard>(cards: readonly T[], answers: Pick<FinderAnswers, 'salary' | 'banking' | 'fee'>): T[] {
  return filterCatalogue(cards, { cardType: null, bank: null, salary: answers.salary, fee: answers.fee }).filter((card) => {
    if (!card.isActive) return false
    if (answers.banking === 'islamic') return isIslamicCard(card)
    if (answers.banking === 'conventional') return !isIslamicCard(card)
    return true
  })
}

export interface Recommendation<T> {
  card: T
  value: CardValue
  /** One line in AED. */
  reason: string
}

/** The best eligible cards for the answers, best first, each with its reason. */
export function recommendCards<T extends FinderCard>(
  cards: readonly T[],
  answers: FinderAnswers,
  limit = FINDER_RESULTS,
): { profile: SpendProfile; eligible: number; picks: Recommendation<T>[] } {
  const profile = typicalProfile(answers.monthlySpend, answers.categories)
  const eligible = eligibleCards(cards, answers)
  const picks = rankByValue(eligible, profile)
    .slice(0, limit)
    .map(({ card, value }) => ({ card, value, reason: valueReason(value) }))
  return { profile, eligible: eligible.length, picks }
}
