// The home page (spec §2 Home): the hero's "Popular" chips, the sizes of its sections and the
// partner strip's speed.

import { idNamed } from './catalogue-keys'
import en from './i18n/en/home'

/**
 * Home hero "Popular" chips, in the spec's order (spec §2 Home). Each opens the card type its
 * English label names, looked up by name in the catalogue (heroChips), never by a fixed id: the
 * spec's ids put "Lifestyle" on the Low Interest type (docs/decisions/022). The label shown is the
 * message catalogue's `home:hero.chips.<key>`.
 */
export const HERO_CHIPS = ['rewards', 'cashback', 'travel', 'lifestyle'] as const
export type HeroChipKey = (typeof HERO_CHIPS)[number]

/** The hero chips whose card type the catalogue has, each linked to that type's id; the others are left out. */
export interface HeroChip {
  id: number
  /** Its text in the message catalogue: `home:hero.chips.<key>`. */
  key: HeroChipKey
  /** Its English label, the name of the card type it opens. */
  label: string
}

export function heroChips(cardTypes: readonly { id: number; name: string }[]): HeroChip[] {
  return HERO_CHIPS.flatMap((key) => {
    const label = en.hero.chips[key]
    const id = idNamed(cardTypes, label)
    return id === null ? [] : [{ id, key, label }]
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
