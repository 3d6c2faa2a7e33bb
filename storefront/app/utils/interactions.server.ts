// Card interactions (docs/decisions/016): the storefront's server records views, compares and
// favourites through the CMS's keyed endpoint (visitors cannot write them), and reads the
// public "Popular this week" ranking. Recording is fire-and-forget: a page never waits for it
// and a failed write never breaks one.
import { dubaiDay, POPULAR_ROW_SIZE, type InteractionType, type PopularCard } from '@cardcompare/shared'
import { keyedHash, serviceKeyHeaders } from '@cardcompare/shared/server'
import { isbot } from 'isbot'
import type { CardTileData } from '~/components/CardTile'
import { getAllCards } from './catalogue.server'
import { tileContext, toCardTiles } from './catalogue-page.server'
import { cachedCmsFetch, cmsUrl } from './cms.server'
import { readSessionToken } from './session.server'

/**
 * Lets the CMS count a guest's view once a day without knowing who they are: a keyed hash of the
 * address that changes every day, so it links nothing beyond that day.
 */
function visitorKey(address: string): string | null {
  return keyedHash(`cardcompare:visitor:${dubaiDay()}:${address}`)
}

type Interaction = { cardId: number; type: InteractionType; token?: string | null; address?: string | null }

export function recordInteraction({ cardId, type, token, address }: Interaction): void {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...serviceKeyHeaders('interactions'),
  }
  if (token) headers.Authorization = `JWT ${token}`
  const visitor = address ? visitorKey(address) : null
  const body = JSON.stringify({ card: cardId, type, ...(visitor ? { visitor } : {}) })
  fetch(cmsUrl('card-interactions/record'), { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) })
    .then(async (res) => {
      await res.body?.cancel()
      // 404: the card was unlisted meanwhile, nothing to count. No ids or addresses in the log.
      if (!res.ok && res.status !== 404) console.warn(`[interactions] a ${type} was not recorded: the CMS answered ${res.status}`)
    })
    .catch((error) => console.warn(`[interactions] a ${type} was not recorded (${(error as Error)?.name ?? 'error'})`))
}

/**
 * A card page load counts as a view, unless a crawler or a link preview asked for it, or the
 * browser only prefetched it. The CMS keeps one per visitor, card and day.
 */
export function recordCardView(request: Request, cardId: number, address: string | undefined): void {
  if (request.method !== 'GET') return
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return
  const agent = request.headers.get('User-Agent')
  if (!agent || isbot(agent)) return
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
export async function loadPopularThisWeek(context: Awaited<ReturnType<typeof tileContext>>): Promise<CardTileData[]> {
  // A few spare in case a card was unlisted since the ranking was cached.
  const [ranked, cards] = await Promise.all([getPopularThisWeek(POPULAR_ROW_SIZE + 3), getAllCards()])
  const byId = new Map(cards.map((card) => [card.id, card]))
  return toCardTiles(ranked.flatMap((entry) => byId.get(entry.id) ?? []).slice(0, POPULAR_ROW_SIZE), context)
}
