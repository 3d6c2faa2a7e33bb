// "Similar cards" on a card page (/credit-cards/:slug, spec §2): the few other cards a visitor
// weighing this one would also look at. Pure: the ranking is tested once, the page renders it.

import type { CreditCard } from './contract'

export type SimilarCandidate = Pick<CreditCard, 'id' | 'bankId' | 'cardTypeIds' | 'minimumSalary' | 'isActive'>

export const SIMILAR_CARDS_LIMIT = 3

/**
 * Other active cards, best first: the most card types in common (what the card is for), then
 * the same bank, then the nearest minimum salary (whether the visitor is eligible for both),
 * then the id so the order never shuffles. A card without a stated salary sorts last on
 * that key. Cards that share nothing still fill the list, so a niche card is never left bare.
 */
export function similarCards<T extends SimilarCandidate>(
  card: SimilarCandidate,
  candidates: readonly T[],
  limit: number = SIMILAR_CARDS_LIMIT,
): T[] {
  const types = new Set(card.cardTypeIds)
  const salaryGap = (other: SimilarCandidate) =>
    card.minimumSalary === null
      ? 0
      : other.minimumSalary === null
        ? Number.POSITIVE_INFINITY
        : Math.abs(other.minimumSalary - card.minimumSalary)

  return candidates
    .filter((other) => other.isActive && other.id !== card.id)
    .map((other) => ({
      other,
      shared: new Set(other.cardTypeIds.filter((id) => types.has(id))).size,
      sameBank: card.bankId !== null && other.bankId === card.bankId ? 1 : 0,
      gap: salaryGap(other),
    }))
    .sort(
      (a, b) => b.shared - a.shared || b.sameBank - a.sameBank || (a.gap === b.gap ? 0 : a.gap < b.gap ? -1 : 1) || a.other.id - b.other.id,
    )
    .slice(0, Math.max(0, limit))
    .map(({ other }) => other)
}
