import { toPublicUser, type PublicUser, type UserRecord } from '@cardcompare/shared'
import { CmsError, cmsFetch } from './cms.server'
import { sessionCached } from './session-cache.server'
import { readSessionToken } from './session.server'

type CmsUser = UserRecord

/** The signed-in user of this request, or null (no cookie, expired or revoked session). */
export async function getSessionUser(request: Request): Promise<PublicUser | null> {
  const token = readSessionToken(request)
  if (!token) return null
  return sessionCached(token, 'user', () => readUser(token))
}

async function readUser(token: string): Promise<PublicUser | null> {
  try {
    const res = await cmsFetch<{ user: CmsUser | null }>('users/me', { token, query: { depth: 0 } })
    return res.user ? toPublicUser(res.user) : null
  } catch (error) {
    if (error instanceof CmsError) return null
    throw error
  }
}
