import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { logout } from '~/utils/account.server'

export async function action({ request }: ActionFunctionArgs) {
  return redirect('/', { headers: { 'Set-Cookie': await logout(request) } })
}

export const loader = () => redirect('/')
