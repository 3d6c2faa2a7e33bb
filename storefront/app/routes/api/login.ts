import type { ActionFunctionArgs } from '@remix-run/node'
import { login, readBody } from '~/utils/account.server'
import { json, methodNotAllowed } from '~/utils/http.server'

export async function action({ request }: ActionFunctionArgs) {
  const body = await readBody(request)
  if ('response' in body) return body.response
  const result = await login(body.data, request)
  if (!result.ok) return json(result.body, result.status)
  const response = json(result.user)
  for (const cookie of result.cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

export const loader = () => methodNotAllowed('POST')
