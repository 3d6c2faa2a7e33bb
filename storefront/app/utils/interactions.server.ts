// Card interactions (docs/decisions/016): the storefront's server records views, compares and
// favourites through the CMS's keyed endpoint (visitors cannot write them;
// storefront/server/interactions.js), and reads the public "Popular this week" ranking.
import { POPULAR_ROW_SIZE, type PopularCard } from '@cardcompare/shared'
import { CARD_VIEW_HEADER, countsAsView, recordInteraction } from '../../server/interactions.js'
import type { CardTileData } from '~/components/CardTile'
import { getAllCards } from './catalogue.server'
import { toCardTiles, type TileContext } from './catalogue-page.server'
import { cachedCmsFetch } from './cms.server'
import { readSessionToken } from './session.server'

export { CARD_VIEW_HEADER, recordInteraction }

/** A card page load counts as a view (storefront/server/interactions.js has the rule). */
export function recordCardView(request: Request, cardId: number, address: string | undefined): void {
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`
  if (!countsAsView({ method: request.method, userAgent: request.headers.get('User-Agent'), purpose })) return
  recordInteraction({ cardId, type: 'view', token: readSessionToken(request), address })
}

/**
 * "Popular this week" (ids and counts only), cached like the catalogue reads. A ranking that
 * cannot be read is an empty one: the home page then leaves the row out.
 */
async function getPopularThisWeek(limit = POPULAR_ROW_SIZE): Promise<PopularCard[]> {
  try {
    const res = await cachedCmsFetch<{ cards: PopularCard[] }>('card-interactions/popular', { limit })
    return res.cards
  } catch (error) {
    console.warn(`[interactions] popular cards unavailable (${(error as Error)?.message ?? 'error'})`)
    return []
  }
}

/** The home page's "Popular this week" row as tiles; empty (the row is left out) until someone interacts. */
export async function loadPopularThisWeek(context: TileContext): Promise<CardTileData[]> {
  // A few spare in case a card was unlisted since the ranking was cached.
  const [ranked, cards] = await Promise.all([getPopularThisWeek(POPULAR_ROW_SIZE + 3), getAllCards(context.locale)])
  const byId = new Map(cards.map((card) => [card.id, card]))
  return toCardTiles(ranked.flatMap((entry) => byId.get(entry.id) ?? []).slice(0, POPULAR_ROW_SIZE), context)
}
