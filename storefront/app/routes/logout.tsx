import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { cmsFetch } from '~/utils/cms.server'
import { clearSessionCookie, readSessionToken } from '~/utils/session.server'

export async function action({ request }: ActionFunctionArgs) {
  const token = readSessionToken(request)
  // Ends the server-side session too, so the token is dead even if it was copied.
  if (token) await cmsFetch('users/logout', { method: 'POST', token }).catch(() => undefined)
  return redirect('/', { headers: { 'Set-Cookie': clearSessionCookie() } })
}

export const loader = () => redirect('/')
