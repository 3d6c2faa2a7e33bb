// The catalogue rows the fee and Islamic rules mean, found by name, never by row id: a catalogue
// whose rows were created in another order has other ids (docs/decisions/028).

import type { HIGHLIGHTED_FEATURES } from './features'

type Named = { id: number; name: string }

export const FEATURE_NO_ANNUAL_FEE = 'No Annual Fee' satisfies (typeof HIGHLIGHTED_FEATURES)[number]
/** Counts as present whenever FEATURE_NO_ANNUAL_FEE is (spec §9). */
export const FEATURE_FREE_FIRST_YEAR = 'Free for 1st year' satisfies (typeof HIGHLIGHTED_FEATURES)[number]
export const CARD_TYPE_ISLAMIC = 'Islamic'

/** The id of the row called `name`, whatever an editor's spacing or case, or null when there is none. */
export function idNamed(rows: readonly Named[], name: string): number | null {
  return rows.find((row) => row.name.trim().toLowerCase() === name.toLowerCase())?.id ?? null
}

/** The catalogue's "No Annual Fee" and "Free for 1st year" features; null when it has none of that name. */
export interface FeeFeatureIds {
  noAnnualFee: number | null
  freeFirstYear: number | null
}

/** The rows the fee and Islamic rules mean, in one catalogue (docs/decisions/028). */
export interface CatalogueKeys extends FeeFeatureIds {
  islamicCardType: number | null
}

/** The fee features' ids among these features, found by name (docs/decisions/028). */
export function feeFeatureIds(features: readonly Named[]): FeeFeatureIds {
  return { noAnnualFee: idNamed(features, FEATURE_NO_ANNUAL_FEE), freeFirstYear: idNamed(features, FEATURE_FREE_FIRST_YEAR) }
}

/**
 * Finds the rows the rules mean by their names, once, where the catalogue is loaded: a catalogue
 * whose rows were created in another order (an import into a fresh database) has other ids
 * (docs/decisions/028).
 */
export function catalogueKeys(catalogue: { features: readonly Named[]; cardTypes: readonly Named[] }): CatalogueKeys {
  return { ...feeFeatureIds(catalogue.features), islamicCardType: idNamed(catalogue.cardTypes, CARD_TYPE_ISLAMIC) }
}
