// GET /api/favorites: the signed-in user's favourite cards (spec §7, a list of cards as in
// /api/credit-cards/featured). POST /api/favorites `{ cardId }`: adds one, 201 (200 when it was
// already there). 401 guest, 403 unverified, 400 bad id or body, 404 unknown or unlisted card.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { readBody } from '~/utils/account.server'
import { changeFavorite, FAVORITE_MESSAGES, favoriteAnswer, favoriteUnavailable, getFavoriteCards } from '~/utils/favorites.server'
import { apiError, json, methodNotAllowed, PRIVATE_NO_STORE } from '~/utils/http.server'
import { readSessionToken } from '~/utils/session.server'
import { getSessionUser } from '~/utils/user.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return apiError(401, FAVORITE_MESSAGES.guest)
  try {
    return json(await getFavoriteCards(readSessionToken(request)!, user.id), 200, PRIVATE_NO_STORE)
  } catch (error) {
    return favoriteUnavailable(error)
  }
}

export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== 'POST') return methodNotAllowed('GET, POST', undefined, PRIVATE_NO_STORE)
  const user = await getSessionUser(request)
  if (!user) return apiError(401, FAVORITE_MESSAGES.guest)
  const body = await readBody(request)
  if ('response' in body) return body.response
  const input = body.data
  if (!input || typeof input !== 'object' || Array.isArray(input)) return apiError(400, 'Request body must be a JSON object')
  try {
    return favoriteAnswer(await changeFavorite(readSessionToken(request)!, user, (input as { cardId?: unknown }).cardId, 'add'))
  } catch (error) {
    return favoriteUnavailable(error)
  }
}
