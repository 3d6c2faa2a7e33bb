// Card interactions (spec §3 card_interactions; docs/decisions/016): what visitors do with a card,
// counted for the home page's "Popular this week". Rows hold the card, the kind and, for a
// signed-in visitor, the user id: nothing else about the person.

export const INTERACTION_TYPES = ['view', 'compare', 'favorite', 'apply', 'share'] as const
export type InteractionType = (typeof INTERACTION_TYPES)[number]

export const isInteractionType = (value: unknown): value is InteractionType =>
  typeof value === 'string' && (INTERACTION_TYPES as readonly string[]).includes(value)

/**
 * How much each kind says about a card's appeal: a view is curiosity, saving or comparing is
 * interest, an application is a decision.
 */
export const INTERACTION_WEIGHTS: Readonly<Record<InteractionType, number>> = {
  view: 1,
  share: 2,
  compare: 3,
  favorite: 4,
  apply: 5,
}

/** "This week": the last 7 days, counted back from now. */
export const POPULAR_WINDOW_DAYS = 7
/** The home page's row: one line of tiles on a desktop. */
export const POPULAR_ROW_SIZE = 3
/** The most the public endpoint answers with. */
export const POPULAR_MAX = 20

export type InteractionCounts = Partial<Record<InteractionType, number>>

/** A card's place in "Popular this week": its id and counts, never who interacted. */
export interface PopularCard {
  id: number
  score: number
  counts: Record<InteractionType, number>
}

export function popularityScore(counts: InteractionCounts): number {
  let score = 0
  for (const type of INTERACTION_TYPES) score += (counts[type] ?? 0) * INTERACTION_WEIGHTS[type]
  return score
}

/**
 * Ranks cards from per-card, per-kind counts (as the database groups them): highest weighted
 * score first, then more distinct kinds of interest, then the lower id so the order is stable.
 */
export function rankPopularCards(rows: readonly { card: number; type: string; count: number }[], limit: number): PopularCard[] {
  const byCard = new Map<number, Record<InteractionType, number>>()
  for (const { card, type, count } of rows) {
    if (!isInteractionType(type) || !Number.isSafeInteger(card) || !(count > 0)) continue
    const counts = byCard.get(card) ?? { view: 0, compare: 0, favorite: 0, apply: 0, share: 0 }
    counts[type] += count
    byCard.set(card, counts)
  }
  const kinds = (counts: Record<InteractionType, number>) => INTERACTION_TYPES.filter((t) => counts[t] > 0).length
  return [...byCard.entries()]
    .map(([id, counts]) => ({ id, score: popularityScore(counts), counts }))
    .sort((a, b) => b.score - a.score || kinds(b.counts) - kinds(a.counts) || a.id - b.id)
    .slice(0, Math.max(0, limit))
}
