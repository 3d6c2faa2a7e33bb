import type { ActionFunctionArgs } from '@remix-run/node'
import { jsonResponse, login, readBody } from '~/utils/account.server'

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request)
  if ('response' in body) return body.response
  const result = await login(body.data, request)
  if (!result.ok) return jsonResponse(result.body, result.status)
  const response = jsonResponse(result.user, 200)
  for (const cookie of result.cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
