// Card features (spec §2, §9): the highlighted names and a card's "Known For" list.

import type { Feature } from './contract'

/** Feature names shown in the comparison and on featured cards (spec §9), in spec order. */
export const HIGHLIGHTED_FEATURES = [
  'No Annual Fee',
  'Airport Lounge Access',
  'Dining Offers',
  'Travel Insurance',
  'Low Fee',
  'Cashback Rewards',
  'Miles Rewards',
  'Entertainment Benefits',
  'Airport Transfer',
  'Free for 1st year',
  'Reward Points',
  'Golf Benefits',
  'Travel Benefits',
  'Hotel Discounts',
] as const

/** How many "Known For" names a card shows unless told otherwise (featureNamesForCard). */
export const FEATURED_FEATURE_NAMES_MAX = 5

/**
 * "Known For" names (spec §2): the card's features in catalogue order, at most `max`, else
 * ['Various Benefits']. Pass only highlighted features to restrict to spec §9's list.
 */
export function featureNamesForCard(
  featureIds: readonly number[] | null | undefined,
  features: readonly Pick<Feature, 'id' | 'name'>[],
  max: number = FEATURED_FEATURE_NAMES_MAX,
): string[] {
  const shown = cardFeatureNames(featureIds, features, max)
  return shown.length > 0 ? shown : ['Various Benefits']
}

/** The same names without the fallback: empty when the card has none, for a page to word itself. */
export function cardFeatureNames(
  featureIds: readonly number[] | null | undefined,
  features: readonly Pick<Feature, 'id' | 'name'>[],
  max: number = FEATURED_FEATURE_NAMES_MAX,
): string[] {
  const ids = new Set(featureIds ?? [])
  const names = [...new Set(features.filter((f) => ids.has(f.id)).map((f) => f.name))]
  return names.slice(0, Math.max(0, max))
}

export function isHighlightedFeature(name: string): boolean {
  return (HIGHLIGHTED_FEATURES as readonly string[]).includes(name)
}
