// Card interactions (spec §3 card_interactions; docs/decisions/016). Visitors cannot write them
// through the REST API: only the storefront's server records one, proving itself with a key derived
// from the shared secret (as the lead intake does), and the user is whoever the forwarded session
// belongs to, so no request can name another user or a card nobody sees. "Popular this week" is
// public and answers card ids and counts only.
import type { Endpoint, Payload } from 'payload'
import {
  dubaiDay,
  isInteractionType,
  parsePositiveInt,
  POPULAR_MAX,
  POPULAR_ROW_SIZE,
  POPULAR_WINDOW_DAYS,
  rankPopularCards,
  type InteractionType,
} from '@cardcompare/shared'
import { isFromService } from '@cardcompare/shared/server'
import { roleOf } from '../../../access'
import { json, publicFor } from '../../../http'
import { readJsonBody } from '../../../endpoints/request'
import { pool } from '../../../db/postgres'

/** Stores one interaction as server code: callers have checked the card and who it is for. */
export async function recordInteraction(
  payload: Payload,
  { card, user, type }: { card: number; user: number | null; type: InteractionType },
) {
  await payload.create({
    collection: 'card-interactions',
    data: { card, user, interactionType: type },
    overrideAccess: true,
    depth: 0,
  })
}

let marks = 0
/**
 * True the first time a visitor does this to this card today (Dubai day). The mark lives in the
 * per-address counters' table (rate_limit_hits) for a day; its key is the user id or the
 * storefront's keyed hash of the address, never the address itself.
 */
async function firstToday(payload: Payload, key: string): Promise<boolean> {
  const { rows } = await pool(payload).query(
    `INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES ($1, 1, now() + interval '26 hours')
     ON CONFLICT (key) DO UPDATE SET hits = rate_limit_hits.hits + 1
     RETURNING hits`,
    [key],
  )
  if (++marks % 200 === 0) {
    pool(payload)
      .query(`DELETE FROM rate_limit_hits WHERE key LIKE 'interaction:%' AND reset_at < now()`)
      .catch(() => {})
  }
  return Number(rows[0]?.hits) === 1
}

const VISITOR = /^[a-f0-9]{64}$/

/**
 * POST /cms-api/card-interactions/record `{ card, type, visitor? }`: the storefront's server
 * only (X-Interaction-Key), with the visitor's session as `Authorization` when they have one.
 * One of each kind per visitor, card and day is kept; repeats answer `recorded: false`.
 */
export const recordInteractionEndpoint: Endpoint = {
  path: '/record',
  method: 'post',
  handler: async (req) => {
    if (!isFromService(req, 'interactions')) return json({ error: 'Forbidden' }, 403)
    const raw = await readJsonBody(req)
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return json({ error: 'Request body must be a JSON object' }, 400)
    const body = raw as Record<string, unknown>
    const card = parsePositiveInt(body.card)
    if (card === null || typeof body.card !== 'number') return json({ error: 'card must be a positive integer' }, 400)
    if (!isInteractionType(body.type)) return json({ error: 'Unknown interaction type' }, 400)
    if (body.visitor !== undefined && (typeof body.visitor !== 'string' || !VISITOR.test(body.visitor))) {
      return json({ error: 'Invalid visitor key' }, 400)
    }
    const found = await req.payload.findByID({ collection: 'credit-cards', id: card, depth: 0, overrideAccess: true, disableErrors: true })
    // Only a card the site lists can be interacted with.
    if (!found || found.isActive === false) return json({ error: 'Card not found' }, 404)

    const user = roleOf(req.user) !== null ? Number(req.user!.id) : null
    const who = user !== null ? `u${user}` : typeof body.visitor === 'string' ? `v${body.visitor}` : null
    if (who && !(await firstToday(req.payload, `interaction:${body.type}:${who}:${card}:${dubaiDay()}`))) {
      return json({ recorded: false })
    }
    await recordInteraction(req.payload, { card, user, type: body.type })
    return json({ recorded: true }, 201)
  },
}

/**
 * GET /cms-api/card-interactions/popular?limit=3: the listed cards most interacted with in the
 * last 7 days, weighted (shared INTERACTION_WEIGHTS). Public; ids and counts, never who.
 */
export const popularCardsEndpoint: Endpoint = {
  path: '/popular',
  method: 'get',
  handler: async (req) => {
    const given = req.searchParams.get('limit')
    const limit = given === null ? POPULAR_ROW_SIZE : parsePositiveInt(given)
    if (limit === null || limit > POPULAR_MAX) return json({ error: `limit must be between 1 and ${POPULAR_MAX}` }, 400)
    const since = new Date(Date.now() - POPULAR_WINDOW_DAYS * 86_400_000)
    const { rows } = await pool(req.payload).query(
      `SELECT i.card_id AS card, i.interaction_type AS type, count(*)::int AS count
         FROM card_interactions i JOIN credit_cards c ON c.id = i.card_id
        WHERE i.created_at >= $1 AND c.is_active IS NOT FALSE
        GROUP BY i.card_id, i.interaction_type`,
      [since.toISOString()],
    )
    const cards = rankPopularCards(
      rows.map((row) => ({ card: Number(row.card), type: String(row.type), count: Number(row.count) })),
      limit,
    )
    return json({ cards, since: since.toISOString(), days: POPULAR_WINDOW_DAYS }, 200, publicFor(60))
  },
}
