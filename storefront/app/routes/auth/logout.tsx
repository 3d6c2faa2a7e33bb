import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { NOTIFICATIONS } from '@cardcompare/shared'
import { logout } from '~/utils/account.server'
import { flashCookie } from '~/utils/flash.server'
import { redirectIn } from '~/utils/locale.server'

export async function action({ request }: ActionFunctionArgs) {
  const headers = new Headers()
  headers.append('Set-Cookie', await logout(request))
  headers.append('Set-Cookie', await flashCookie(NOTIFICATIONS.loggedOut))
  return redirectIn(request, '/', { headers })
}

export const loader = ({ request }: LoaderFunctionArgs) => redirectIn(request, '/')
