import type { LoaderFunctionArgs } from '@remix-run/node'
import { getSessionUser } from '~/utils/user.server'
import { apiError, json, PRIVATE_NO_STORE } from '~/utils/http.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getSessionUser(request)
  if (!user) return apiError(401, 'Not authenticated')
  return json(user, 200, PRIVATE_NO_STORE)
}
