// "Enter your current password": asked before a signed-in member changes their password or
// e-mail address or deletes their account. A stolen session must not become a way to guess the
// password, so every wrong answer counts toward the sign-in lock (five in ten minutes), and a
// locked account answers no password question at all until the lock ends. Unlike a sign-in, a
// device the owner used before does not get past the lock here: whoever holds a signed-in
// browser already has that device (docs/decisions/007, 020).
import type { PayloadRequest } from 'payload'
import { verifyPassword } from './password'
import { accountKey, lockedUntil, recordFailure } from './throttle'

export const PASSWORD_CHECK_LOCKED_MESSAGE = 'Too many wrong passwords: your account is locked for 10 minutes. Try again later.'

type CurrentPasswordCheck = 'ok' | 'wrong' | 'locked'

export async function checkCurrentPassword(req: PayloadRequest, userId: number, password: unknown): Promise<CurrentPasswordCheck> {
  const key = accountKey(userId)
  if (await lockedUntil(req.payload, key)) return 'locked'
  const stored = await req.payload.db.findOne<{ id: number; hash?: string; salt?: string }>({
    collection: 'users',
    where: { id: { equals: userId } },
    req,
  })
  if (typeof password === 'string' && password !== '' && (await verifyPassword(stored, password))) return 'ok'
  await recordFailure(req.payload, key)
  return 'wrong'
}
