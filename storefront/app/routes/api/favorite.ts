// GET /api/favorites/{id} → `{ isFavorite }` and DELETE /api/favorites/{id} (spec §7); the id
// is the card's. 401 guest, 400 bad id, 404 unknown or unlisted card.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { changeFavorite, FAVORITE_MESSAGES, favoriteAnswer, favoriteStatus, favoriteUnavailable } from '~/utils/favorites.server'
import { apiError, json, methodNotAllowed, PRIVATE_NO_STORE } from '~/utils/http.server'
import { readSessionToken } from '~/utils/session.server'
import { getSessionUser } from '~/utils/user.server'

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return apiError(401, FAVORITE_MESSAGES.guest)
  try {
    const result = await favoriteStatus(readSessionToken(request)!, user, params.id)
    // spec §7: the check answers `{ isFavorite }`.
    return result.ok ? json({ isFavorite: result.isFavorite }, 200, PRIVATE_NO_STORE) : favoriteAnswer(result)
  } catch (error) {
    return favoriteUnavailable(error)
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== 'DELETE') return methodNotAllowed('GET, DELETE', undefined, PRIVATE_NO_STORE)
  const user = await getSessionUser(request)
  if (!user) return apiError(401, FAVORITE_MESSAGES.guest)
  try {
    return favoriteAnswer(await changeFavorite(readSessionToken(request)!, user, params.id, 'remove'))
  } catch (error) {
    return favoriteUnavailable(error)
  }
}
