import type { PublicUser, Role } from '@cardcompare/shared'
import { CmsError, cmsFetch } from './cms.server'
import { readSessionToken } from './session.server'

type CmsUser = { id: number; username: string; email: string; mobileNumber?: string | null; role?: Role; isVerified?: boolean }

export function toPublicUser(user: CmsUser): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    mobileNumber: user.mobileNumber ?? null,
    role: user.role ?? 'user',
    isVerified: Boolean(user.isVerified),
  }
}

/** The signed-in user of this request, or null (no cookie, expired or revoked session). */
export async function getSessionUser(request: Request): Promise<PublicUser | null> {
  const token = readSessionToken(request)
  if (!token) return null
  try {
    const res = await cmsFetch<{ user: CmsUser | null }>('users/me', { token, query: { depth: 0 } })
    return res.user ? toPublicUser(res.user) : null
  } catch (error) {
    if (error instanceof CmsError && error.status < 500) return null
    throw error
  }
}
