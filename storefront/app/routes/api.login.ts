import type { ActionFunctionArgs } from '@remix-run/node'
import { jsonResponse, login, readBody } from '~/utils/account.server'

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request)
  if ('response' in body) return body.response
  const result = await login(body.data)
  if (!result.ok) return jsonResponse(result.body, result.status)
  return jsonResponse(result.user, 200, { 'Set-Cookie': result.cookie })
}

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
