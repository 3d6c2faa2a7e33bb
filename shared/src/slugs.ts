// Slugs (spec §3 slug helper) and the card page's link, which carries the card's slug or its id
// (spec §2 route table).

import type { CreditCard } from './contract'
import { parsePositiveInt } from './ids'

/**
 * spec §3 slug helper: optional leading name (e.g. the bank) and the item's name, lowercased,
 * non-word characters removed, spaces turned into hyphens. Accents are folded first ("é" -> "e"),
 * runs of spaces/hyphens become one hyphen, and edge hyphens are trimmed. May return ''.
 */
export function slugify(name: string, leadingName?: string | null): string {
  return [leadingName, name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Link to a card's detail page (spec §2 route table). */
export function cardPath(card: Pick<CreditCard, 'id' | 'name' | 'slug'>): string {
  const slug = typeof card.slug === 'string' ? card.slug.trim() : ''
  if (slug !== '') return `/credit-cards/${encodeURIComponent(slug)}`
  const base = String(card.name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  return `/credit-cards/${base === '' ? '' : `${base}-`}${card.id}`
}

export interface CardPathParam {
  /** The param itself, to look up by slug; null when it cannot be a slug. */
  slug: string | null
  /** The trailing id of a name-plus-id link ("hsbc-live-credit-card-7" -> 7), or a bare id. */
  id: number | null
}

/**
 * Reads /credit-cards/:slug. Look the card up by `slug` first, then by `id` (the link built
 * when a card has no slug). Both null means "not found" without touching the database.
 */
export function parseCardPathParam(param: string | null | undefined): CardPathParam {
  if (typeof param !== 'string' || param === '' || param.length > 200) {
    return { slug: null, id: null }
  }
  // Control characters and slashes cannot come from cardPath(); answer not found.
  if (/[\u0000-\u001f\u007f/\\]/.test(param)) return { slug: null, id: null }
  const match = /(?:^|-)(\d+)$/.exec(param)
  return { slug: param, id: match ? parsePositiveInt(match[1]) : null }
}
