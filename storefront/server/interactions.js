// Card interactions (docs/decisions/016) as the storefront's server records them: through the
// CMS's keyed endpoint, fire-and-forget (a page never waits for it, a failed write never breaks
// one). Plain JavaScript, so that a card page sent from the page cache (server.js) counts its
// view by the same rule as one Remix renders (app/utils/interactions.server.ts).
import { isbot } from 'isbot'
import { keyedHash, requestIdHeaders, serviceKeyHeaders, storefrontEnv } from '@cardcompare/shared/server'
import { dubaiDay } from '@cardcompare/shared/time'

/** The response header a card page names its card in, so that a kept copy still counts its views. */
export const CARD_VIEW_HEADER = 'X-Card-Id'

/**
 * Lets the CMS count a guest's view once a day without knowing who they are: a keyed hash of the
 * address that changes every day, so it links nothing beyond that day.
 * @param {string} address
 */
function visitorKey(address) {
  return keyedHash(`cardcompare:visitor:${dubaiDay()}:${address}`)
}

/**
 * @param {{ cardId: number, type: import('../../shared/src/card-interactions').InteractionType, token?: string | null, address?: string | null }} interaction
 */
export function recordInteraction({ cardId, type, token, address }) {
  /** @type {Record<string, string>} */
  const headers = {
    'Content-Type': 'application/json',
    Accept: 'application/json',
    ...serviceKeyHeaders('interactions'),
    ...requestIdHeaders(),
  }
  if (token) headers.Authorization = `JWT ${token}`
  const visitor = address ? visitorKey(address) : null
  const body = JSON.stringify({ card: cardId, type, ...(visitor ? { visitor } : {}) })
  fetch(`${storefrontEnv().CMS_URL}/cms-api/card-interactions/record`, {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(5_000),
  })
    .then(async (res) => {
      await res.body?.cancel()
      // 404: the card was unlisted meanwhile, nothing to count. No ids or addresses in the log.
      if (!res.ok && res.status !== 404) console.warn(`[interactions] a ${type} was not recorded: the CMS answered ${res.status}`)
    })
    .catch((/** @type {unknown} */ error) =>
      console.warn(`[interactions] a ${type} was not recorded (${error instanceof Error ? error.name : 'error'})`),
    )
}

/**
 * A card page load counts as a view, unless a crawler or a link preview asked for it, or the
 * browser only prefetched it. The CMS keeps one per visitor, card and day.
 * @param {{ method: string, userAgent: string | null | undefined, purpose: string }} request `purpose`: Sec-Purpose and Purpose
 */
export function countsAsView({ method, userAgent, purpose }) {
  return method === 'GET' && !/prefetch|prerender/i.test(purpose) && Boolean(userAgent) && !isbot(userAgent)
}
