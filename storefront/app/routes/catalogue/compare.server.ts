// The signed-in user's comparison list (CMS `compare-lists`, one row per user, up to COMPARE_MAX_CARDS cards).
// Calls carry the user's own token, so the CMS's owner access rules apply, not ours.
import { COMPARE_MAX_CARDS, type Paginated } from '@cardcompare/shared'
import { cmsFetch } from '~/utils/cms.server'
import { recordInteraction } from '~/utils/interactions.server'

type CmsList = { id: number; cards?: (number | { id: number })[] | null }

const cardIds = (list: CmsList | null) => (list?.cards ?? []).map((c) => (typeof c === 'number' ? c : c.id))

async function findList(token: string, userId: number): Promise<CmsList | null> {
  const res = await cmsFetch<Paginated<CmsList>>('compare-lists', {
    token,
    query: { 'where[user][equals]': userId, limit: 1, depth: 0, sort: 'id' },
  })
  return res.docs[0] ?? null
}

export async function getCompareIds(token: string, userId: number): Promise<number[]> {
  return cardIds(await findList(token, userId))
}

export type CompareResult = { ok: true; ids: number[] } | { ok: false; status: number; error: string }

/** Adds a card the caller has checked exists (idempotent); a full list is refused, not trimmed. */
export async function addToCompare(token: string, userId: number, cardId: number): Promise<CompareResult> {
  const list = await findList(token, userId)
  const ids = cardIds(list)
  if (ids.includes(cardId)) return { ok: true, ids }
  if (ids.length >= COMPARE_MAX_CARDS) {
    return { ok: false, status: 409, error: `You can compare up to ${COMPARE_MAX_CARDS} cards. Remove one to add another.` }
  }
  const next = [...ids, cardId]
  if (list) await cmsFetch(`compare-lists/${list.id}`, { token, method: 'PATCH', body: { cards: next } })
  else await cmsFetch('compare-lists', { token, method: 'POST', body: { user: userId, cards: next } })
  recordInteraction({ cardId, type: 'compare', token })
  return { ok: true, ids: next }
}

export async function removeFromCompare(token: string, userId: number, cardId: number): Promise<CompareResult> {
  const list = await findList(token, userId)
  if (!list) return { ok: true, ids: [] }
  const next = cardIds(list).filter((id) => id !== cardId)
  await cmsFetch(`compare-lists/${list.id}`, { token, method: 'PATCH', body: { cards: next } })
  return { ok: true, ids: next }
}

/** Makes the list exactly these cards (checked by the caller), as "Save to my comparison" does. */
export async function replaceCompare(token: string, userId: number, cardIds: readonly number[]): Promise<number[]> {
  const list = await findList(token, userId)
  const next = cardIds.slice(0, COMPARE_MAX_CARDS)
  if (list) await cmsFetch(`compare-lists/${list.id}`, { token, method: 'PATCH', body: { cards: next } })
  else await cmsFetch('compare-lists', { token, method: 'POST', body: { user: userId, cards: next } })
  return next
}
