// The home page (spec §2 Home): the hero's "Popular" chips, the sizes of its sections and the
// partner strip's speed.

import { idNamed } from './catalogue-keys'

/**
 * Home hero "Popular" chips, in the spec's order (spec §2 Home). Each opens the card type its
 * label names, looked up by name in the catalogue (heroChips), never by a fixed id: the spec's
 * ids put "Lifestyle" on the Low Interest type (docs/decisions/022).
 */
export const HERO_CHIP_LABELS = ['Rewards', 'Cashback', 'Travel', 'Lifestyle'] as const

/** The hero chips whose card type the catalogue has, each linked to that type's id; the others are left out. */
export interface HeroChip {
  id: number
  label: string
}

export function heroChips(cardTypes: readonly { id: number; name: string }[]): HeroChip[] {
  return HERO_CHIP_LABELS.flatMap((label) => {
    const id = idNamed(cardTypes, label)
    return id === null ? [] : [{ id, label }]
  })
}

/** Card types in the category grid. */
export const CATEGORY_GRID_MAX = 8
/** Featured-card tiles the loading placeholders demo shows. */
export const LOADING_PLACEHOLDERS = 3
/** Featured cards in the home page's comparison. */
export const FEATURED_COMPARISON_CARDS = 3
/** The partner banks strip scrolls this many pixels every interval. */
export const PARTNER_STRIP = { stepPx: 1, intervalMs: 30 } as const
