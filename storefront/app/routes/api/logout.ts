import type { ActionFunctionArgs } from '@remix-run/node'
import { logout } from '~/utils/account.server'
import { json, methodNotAllowed } from '~/utils/http.server'

export async function action({ request }: ActionFunctionArgs) {
  return json({ message: 'You have been logged out successfully' }, 200, { 'Set-Cookie': await logout(request) })
}

export const loader = () => methodNotAllowed('POST')
