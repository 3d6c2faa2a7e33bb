// The Card Finder quiz (spec §2 Quiz dialog: spending habits, income and preferences,
// recommendations): answers map onto the catalogue's own filters, so the quiz and /cards agree.
import { filterCatalogue, parseSalary, sortCatalogue, type CatalogueCard, type CatalogueSort, type FeeFilter } from './catalogue'

export const SPENDING_CHOICES = [
  { value: 'travel', label: 'Travel and flights', cardType: 3, sort: 'reward' },
  { value: 'everyday', label: 'Groceries, fuel and bills', cardType: 2, sort: 'reward' },
  { value: 'dining', label: 'Dining out', cardType: 9, sort: 'reward' },
  { value: 'shopping', label: 'Shopping and entertainment', cardType: 10, sort: 'reward' },
  { value: 'points', label: 'Collecting reward points', cardType: 1, sort: 'reward' },
  { value: 'balance', label: 'I sometimes carry a balance', cardType: 4, sort: 'fee' },
  { value: 'business', label: 'Business expenses', cardType: 5, sort: 'recommended' },
  { value: 'islamic', label: 'Sharia-compliant banking', cardType: 6, sort: 'recommended' },
] as const satisfies readonly { value: string; label: string; cardType: number; sort: CatalogueSort }[]

export type Spending = (typeof SPENDING_CHOICES)[number]['value']

export interface FinderAnswers {
  spending: Spending
  salary: number
  fee: FeeFilter | null
}

export const FINDER_RESULTS = 3

/** Complete answers from a query string, or null while any is missing or invalid. */
export function parseFinderAnswers(query: URLSearchParams): FinderAnswers | null {
  const spending = SPENDING_CHOICES.find((choice) => choice.value === query.get('spending'))
  const salary = parseSalary(query.get('salary'))
  const feeValue = query.get('fee')
  const fee = feeValue === 'free' || feeValue === 'first-year' ? feeValue : null
  if (!spending || salary === null) return null
  return { spending: spending.value, salary, fee }
}

/**
 * Up to three cards the person qualifies for, best first. When no card of the chosen type fits,
 * the type is dropped (and `relaxed` says so) rather than recommending nothing.
 */
export function recommendCards<T extends CatalogueCard>(cards: readonly T[], answers: FinderAnswers): { cards: T[]; relaxed: boolean } {
  const choice = SPENDING_CHOICES.find((c) => c.value === answers.spending)!
  const base = { bank: null, salary: answers.salary, fee: answers.fee }
  const exact = filterCatalogue(cards, { ...base, cardType: choice.cardType })
  if (exact.length > 0) return { cards: sortCatalogue(exact, choice.sort).slice(0, FINDER_RESULTS), relaxed: false }
  const any = filterCatalogue(cards, { ...base, cardType: null })
  return { cards: sortCatalogue(any, choice.sort).slice(0, FINDER_RESULTS), relaxed: true }
}
