import type { ActionFunctionArgs } from '@remix-run/node'
import { jsonResponse, logout } from '~/utils/account.server'

export async function action({ request }: ActionFunctionArgs) {
  return jsonResponse({ message: 'You have been logged out successfully' }, 200, { 'Set-Cookie': await logout(request) })
}

export const loader = () => jsonResponse({ error: 'Method not allowed' }, 405)
