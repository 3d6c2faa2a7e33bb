import type { LoaderFunctionArgs } from '@remix-run/node'
import { cmsErrorBody } from '~/utils/account.server'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { apiError, json, PRIVATE_NO_STORE } from '~/utils/http.server'
import { readSessionToken } from '~/utils/session.server'

// spec §7 GET /api/fortune/today (forceNew=true accepted): content, category, dateForDisplay.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = readSessionToken(request)
  if (!token) return apiError(401, 'Not authenticated')
  try {
    return json(await cmsFetch('fortune-cookies/today', { token }), 200, PRIVATE_NO_STORE)
  } catch (error) {
    if (error instanceof CmsError) return json(cmsErrorBody(error), error.status)
    throw error
  }
}
