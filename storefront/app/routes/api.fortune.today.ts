import type { LoaderFunctionArgs } from '@remix-run/node'
import { cmsErrorBody, jsonResponse } from '~/utils/account.server'
import { CmsError, cmsFetch } from '~/utils/cms.server'
import { readSessionToken } from '~/utils/session.server'

// spec §7 GET /api/fortune/today (forceNew=true accepted): content, category, dateForDisplay.
export async function loader({ request }: LoaderFunctionArgs) {
  const token = readSessionToken(request)
  if (!token) return jsonResponse({ error: 'Not authenticated' }, 401)
  try {
    return jsonResponse(await cmsFetch('fortune-cookies/today', { token }), 200, { 'Cache-Control': 'private, no-store' })
  } catch (error) {
    if (error instanceof CmsError) return jsonResponse(cmsErrorBody(error), error.status)
    throw error
  }
}
