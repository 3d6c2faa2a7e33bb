// spec §2 Guards: signed-in-only and role-restricted routes.
import type { PublicUser } from '@cardcompare/shared'
import { redirect } from '@remix-run/node'
import { getSessionUser } from './user.server'

const here = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** /auth?redirect=/card-finder, as spec §2 writes it: slashes stay readable in the query. */
export const authRedirect = (target: string) => `/auth?redirect=${encodeURIComponent(target).replace(/%2F/g, '/')}`

/** A guest is sent to /auth with a way back; a signed-in visitor passes. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getSessionUser(request)
  if (!user) throw redirect(authRedirect(here(request)))
  return user
}
