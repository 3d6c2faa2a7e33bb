// A comparison as a link (docs/decisions/015): /compare?cards=1,5,9 shows those cards to anyone,
// read-only, without storing anything; and the feature rows every comparison shows.
import { feeFeatureIds, type FeeFeatureIds } from './catalogue-keys'
import type { Feature } from './contract'
import { HIGHLIGHTED_FEATURES } from './features'
import { parsePositiveInt } from './ids'
import en from './i18n/en/card'

/** A comparison list holds at most this many cards; so does a link. */
export const COMPARE_MAX_CARDS = 4

/** Longer than any link we make (4 ids of 10 digits); a longer value is not read further. */
const LINK_MAX_LENGTH = 100

export type CompareLinkProblem = 'malformed' | 'too-many' | 'empty'

export type CompareLink =
  | {
      ok: true
      ids: number[]
      /** False when the value had duplicates, empty items or spaces: the page redirects to the clean form. */
      canonical: boolean
    }
  | { ok: false; problem: CompareLinkProblem }

/**
 * Reads the `cards` values of a shared link. Empty items, spaces and repeated ids are forgiven
 * (a pasted link picks them up); anything that is not a positive id, or more than
 * COMPARE_MAX_CARDS cards, makes the link invalid rather than guessed at.
 */
export function parseCompareLink(values: readonly string[]): CompareLink {
  const raw = values.join(',')
  if (raw.length > LINK_MAX_LENGTH) return { ok: false, problem: /^[\d,\s]*$/.test(raw) ? 'too-many' : 'malformed' }
  const ids: number[] = []
  for (const item of raw.split(',')) {
    const token = item.trim()
    if (token === '') continue
    const id = parsePositiveInt(token)
    if (id === null) return { ok: false, problem: 'malformed' }
    if (!ids.includes(id)) ids.push(id)
  }
  if (ids.length === 0) return { ok: false, problem: 'empty' }
  if (ids.length > COMPARE_MAX_CARDS) return { ok: false, problem: 'too-many' }
  return { ok: true, ids, canonical: values.length === 1 && raw === ids.join(',') }
}

/** In English, from the message catalogue (i18n/en/card.ts), where the pages read them in their language. */
export const COMPARE_LINK_PROBLEMS: Record<CompareLinkProblem, string> = {
  malformed: en.compare.problems.malformed,
  'too-many': en.compare.problems['too-many'].replace('{{max}}', String(COMPARE_MAX_CARDS)),
  empty: en.compare.problems.empty,
}

/** The read-only link of a comparison; commas stay readable, as people paste these. */
export function compareLinkPath(ids: readonly number[]): string {
  return `/compare?cards=${ids.join(',')}`
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

/** `lang`: "en" when the feature has no name in the page's language yet. */
export type ComparisonFeatureRow = { id: number; name: string; cardIds: number[]; lang?: 'en' }

/**
 * The feature rows of a comparison (spec §2 Comparison table, §9): the highlighted features in
 * the spec's order, each listing the cards that have it (cardHasFeature). A feature none of the
 * cards has is left out: a row of crosses tells the reader nothing.
 */
export function comparisonFeatureRows(
  features: readonly Pick<Feature, 'id' | 'name'>[],
  cards: readonly { id: number; featureIds: readonly number[] | null }[],
): ComparisonFeatureRow[] {
  const order = (name: string) => (HIGHLIGHTED_FEATURES as readonly string[]).indexOf(name)
  const fees = feeFeatureIds(features)
  return features
    .filter((feature) => order(feature.name) >= 0)
    .sort((a, b) => order(a.name) - order(b.name) || a.id - b.id)
    .map((feature) => ({
      id: feature.id,
      name: feature.name,
      cardIds: cards.filter((card) => cardHasFeature(card.featureIds, feature.id, fees)).map((card) => card.id),
    }))
    .filter((row) => row.cardIds.length > 0)
}
