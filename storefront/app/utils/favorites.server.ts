// The signed-in user's favourites (spec §3 favorite_cards, §7; CMS `favorites`, one row per
// user and card). Calls carry the user's own token, so the CMS's owner rules apply, not ours:
// nobody reads or removes another person's favourites, and unverified users cannot add.
import { parsePositiveInt, type CreditCard, type Locale, type PublicUser, type Paginated } from '@cardcompare/shared'
import { cmsErrorBody } from './account.server'
import { getAllCards, getCardById } from './catalogue.server'
import { CmsError, cmsFetch } from './cms.server'
import { json, PRIVATE_NO_STORE } from './http.server'
import { recordInteraction } from './interactions.server'
import { sessionCached } from './session-cache.server'

type CmsFavorite = { id: number; card: number | { id: number } | null }

const cardOf = (favorite: CmsFavorite) =>
  favorite.card === null ? null : typeof favorite.card === 'number' ? favorite.card : favorite.card.id

async function findFavorites(token: string, userId: number, cardId?: number): Promise<CmsFavorite[]> {
  const res = await cmsFetch<Paginated<CmsFavorite>>('favorites', {
    token,
    query: { 'where[user][equals]': userId, 'where[card][equals]': cardId, limit: 0, depth: 0, sort: '-createdAt' },
  })
  return res.docs
}

/** The ids of the user's favourite cards, most recently added first. */
export function getFavoriteIds(token: string, userId: number): Promise<number[]> {
  return sessionCached(token, `favorites ${userId}`, async () =>
    (await findFavorites(token, userId)).flatMap((favorite) => cardOf(favorite) ?? []),
  )
}

/** The user's favourite cards that the catalogue lists, most recently added first. */
export async function getFavoriteCards(token: string, userId: number, locale: Locale = 'en'): Promise<CreditCard[]> {
  const [ids, cards] = await Promise.all([getFavoriteIds(token, userId), getAllCards(locale)])
  const byId = new Map(cards.map((card) => [card.id, card]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export const FAVORITE_MESSAGES = {
  guest: 'Please login to save favorites',
  unverified: 'Please verify your email address before saving favorites. Check your inbox and spam folder.',
  badId: 'cardId must be a positive integer',
  notFound: 'Card not found',
} as const

export type FavoriteResult =
  | { ok: true; status: 200 | 201; cardId: number; isFavorite: boolean }
  | { ok: false; status: 400 | 403 | 404; error: string; requiresVerification?: true }

const listed = async (cardId: number) => {
  const card = await getCardById(cardId)
  return Boolean(card?.isActive)
}

/**
 * Adds or removes one favourite for a signed-in user; `rawCardId` is what the request sent.
 * Adding twice or removing what is not there changes nothing and is not an error; an unknown
 * or unlisted card is a 404 (a favourite of a card since unlisted can still be removed).
 */
export async function changeFavorite(
  token: string,
  user: PublicUser,
  rawCardId: unknown,
  intent: 'add' | 'remove',
): Promise<FavoriteResult> {
  // spec §6: unverified users may look at and clear their favourites, not add (as Compare).
  if (intent === 'add' && !user.isVerified)
    return { ok: false, status: 403, error: FAVORITE_MESSAGES.unverified, requiresVerification: true }
  const cardId = parsePositiveInt(rawCardId)
  if (cardId === null) return { ok: false, status: 400, error: FAVORITE_MESSAGES.badId }

  if (intent === 'remove') {
    const existing = await findFavorites(token, user.id, cardId)
    if (existing.length === 0) {
      return (await listed(cardId))
        ? { ok: true, status: 200, cardId, isFavorite: false }
        : { ok: false, status: 404, error: FAVORITE_MESSAGES.notFound }
    }
    await cmsFetch('favorites', { token, method: 'DELETE', query: { 'where[user][equals]': user.id, 'where[card][equals]': cardId } })
    return { ok: true, status: 200, cardId, isFavorite: false }
  }

  // The CMS would refuse an unknown card with a less helpful message: check it first.
  if (!(await listed(cardId))) return { ok: false, status: 404, error: FAVORITE_MESSAGES.notFound }
  if ((await findFavorites(token, user.id, cardId)).length > 0) return { ok: true, status: 200, cardId, isFavorite: true }
  try {
    await cmsFetch('favorites', { token, method: 'POST', body: { card: cardId }, query: { depth: 0 } })
  } catch (error) {
    // Two adds raced and the unique index (user, card) let one in: that one is ours too.
    if (error instanceof CmsError && (await findFavorites(token, user.id, cardId)).length > 0) {
      return { ok: true, status: 200, cardId, isFavorite: true }
    }
    throw error
  }
  recordInteraction({ cardId, type: 'favorite', token })
  return { ok: true, status: 201, cardId, isFavorite: true }
}

/** GET /api/favorites/{id}: whether a listed card is among the user's favourites. */
export async function favoriteStatus(token: string, user: PublicUser, rawCardId: unknown): Promise<FavoriteResult> {
  const cardId = parsePositiveInt(rawCardId)
  if (cardId === null) return { ok: false, status: 400, error: FAVORITE_MESSAGES.badId }
  const [existing, isListed] = await Promise.all([findFavorites(token, user.id, cardId), listed(cardId)])
  if (!isListed) return { ok: false, status: 404, error: FAVORITE_MESSAGES.notFound }
  return { ok: true, status: 200, cardId, isFavorite: existing.length > 0 }
}

/** A FavoriteResult as the JSON contract answers it: `{ cardId, isFavorite }` or `{ error }`. */
export function favoriteAnswer(result: FavoriteResult): Response {
  const body = result.ok
    ? { cardId: result.cardId, isFavorite: result.isFavorite }
    : { error: result.error, ...(result.requiresVerification ? { requiresVerification: true } : {}) }
  return json(body, result.status, PRIVATE_NO_STORE)
}

/** The CMS refused or could not be reached: its 4xx is passed on, anything else is a 503. */
export function favoriteUnavailable(error: unknown): Response {
  if (error instanceof CmsError) {
    return json(cmsErrorBody(error), error.status, PRIVATE_NO_STORE)
  }
  console.error(`[favorites] the CMS call failed (${error instanceof Response ? error.status : ((error as Error)?.name ?? 'error')})`)
  return json({ error: 'Favorites are unavailable right now. Please try again.' }, 503, PRIVATE_NO_STORE)
}
