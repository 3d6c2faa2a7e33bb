import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { NOTIFICATIONS } from '@cardcompare/shared'
import { logout } from '~/utils/account.server'
import { flashCookie } from '~/utils/flash.server'

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers()
  headers.append('Set-Cookie', await logout(request))
  headers.append('Set-Cookie', await flashCookie(NOTIFICATIONS.loggedOut))
  return redirect('/', { headers })
}

export const loader = () => redirect('/')
