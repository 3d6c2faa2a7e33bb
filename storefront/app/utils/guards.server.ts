// spec §2 Guards: signed-in-only and role-restricted routes.
import type { PublicUser } from '@cardcompare/shared'
import { pathInLocale } from '@cardcompare/shared'
import { redirectIn, requestLocale } from './locale.server'
import { getSessionUser } from './user.server'

const here = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/** /auth?redirect=/card-finder, as spec §2 writes it: slashes stay readable in the query. */
export const authRedirect = (target: string) => `/auth?redirect=${encodeURIComponent(target).replace(/%2F/g, '/')}`

/** To /auth in the request's language, back to `target` (this page by default) in it afterwards. */
export const toSignIn = (request: Request, target = here(request)): Response =>
  redirectIn(request, authRedirect(pathInLocale(target, requestLocale(request))))

/** A guest is sent to /auth with a way back; a signed-in visitor passes. */
export async function requireUser(request: Request): Promise<PublicUser> {
  const user = await getSessionUser(request)
  if (!user) throw toSignIn(request)
  return user
}
