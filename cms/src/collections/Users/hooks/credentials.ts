// Account rules that hold for every client of `users` (REST, the admin, the storefront):
// a new password obeys spec §5; for your own account a new password or e-mail address needs the
// current password; a new e-mail address must be proven again (docs/decisions/004, 020).
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeValidateHook, PayloadRequest } from 'payload'
import { APIError, ValidationError } from 'payload'
import { CURRENT_PASSWORD_REQUIRED, NEW_PASSWORD_NEEDS_CURRENT, newPasswordSchema, WRONG_CURRENT_PASSWORD } from '@cardcompare/shared'
import { checkCurrentPassword, PASSWORD_CHECK_LOCKED_MESSAGE } from '../../../auth/currentPassword'
import { newToken, VERIFICATION_TOKEN_HOURS } from '../../../auth/tokens'
import { enqueueMail } from '../../../email/outbox'
import { localeOf, pageUrl } from '../../../email/links'
import { emailChangedNotice, maskAddress, verificationEmail } from '../../../email/templates'

/** Our own server code (the Local API without a request of a visitor) is trusted. */
const fromServerCode = (req: PayloadRequest) => req.payloadAPI === 'local'

const LABELS: Record<string, string> = { password: 'New Password', currentPassword: 'Current password' }
const invalid = (path: string, messages: string[]) =>
  new ValidationError({ collection: 'users', errors: messages.map((message) => ({ path, message, label: LABELS[path] })) })

/**
 * A new password obeys spec §5. For your own account, a new password or a new e-mail address
 * needs the current password (a stolen session must not take the account over), and a wrong
 * one counts toward the sign-in lock, so the question is no password-guessing oracle.
 */
export const guardOwnCredentials: CollectionBeforeValidateHook = async ({ data, req, operation, originalDoc }) => {
  if (!data) return data
  const currentPassword = data.currentPassword
  delete data.currentPassword
  // The member followed the link sent to their new address (../endpoints/memberAccount.ts): proven.
  if (fromServerCode(req) || req.context.emailChangeConfirmed) return data
  const password = data.password
  const newPassword = password !== undefined && password !== null && password !== ''
  if (newPassword) {
    const rules = newPasswordSchema.safeParse(password)
    if (!rules.success)
      throw invalid(
        'password',
        rules.error.issues.map((issue) => issue.message),
      )
  }
  const newEmail =
    typeof data.email === 'string' && originalDoc && data.email.trim().toLowerCase() !== String(originalDoc.email).toLowerCase()
  const ownAccount = operation === 'update' && originalDoc && req.user && String(req.user.id) === String(originalDoc.id)
  if (ownAccount && (newPassword || newEmail)) {
    if (typeof currentPassword !== 'string' || currentPassword === '') {
      throw invalid('currentPassword', [newPassword ? NEW_PASSWORD_NEEDS_CURRENT : CURRENT_PASSWORD_REQUIRED])
    }
    const check = await checkCurrentPassword(req, originalDoc.id, currentPassword)
    if (check === 'locked') throw new APIError(PASSWORD_CHECK_LOCKED_MESSAGE, 423, null, true)
    if (check === 'wrong') throw invalid('currentPassword', [WRONG_CURRENT_PASSWORD])
  }
  return data
}

type PendingMail = { token: string; previousEmail?: string }

/**
 * An account created by an admin, or whose e-mail changes, is unverified until the link sent
 * to the (new) address is followed; the old address is told of the change.
 */
export const verifyNewEmail: CollectionBeforeChangeHook = ({ data, req, operation, originalDoc }) => {
  // The member followed the link sent to the new address (../endpoints/memberAccount.ts): proven.
  if (req.context.emailChangeConfirmed) return data
  const created = operation === 'create' && !fromServerCode(req) && !data.isVerified
  const nextEmail = typeof data.email === 'string' ? data.email.trim().toLowerCase() : null
  const changed = operation === 'update' && originalDoc && nextEmail !== null && nextEmail !== String(originalDoc.email).toLowerCase()
  if (!created && !changed) return data
  const { token, hash, expires } = newToken(VERIFICATION_TOKEN_HOURS)
  Object.assign(data, { isVerified: false, verificationToken: hash, verificationTokenExpiry: expires })
  req.context.pendingVerification = { token, previousEmail: changed ? String(originalDoc.email) : undefined } satisfies PendingMail
  return data
}

export const afterEmailChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const pending = req.context.pendingVerification as PendingMail | undefined
  if (!pending) return doc
  delete req.context.pendingVerification
  const locale = localeOf(doc)
  const link = pageUrl(`/verify-email?token=${encodeURIComponent(pending.token)}`, locale)
  await enqueueMail(req, { to: doc.email, ...verificationEmail(locale, doc.username, link) })
  if (pending.previousEmail) {
    const reset = pageUrl('/auth?view=forgot-password', locale)
    await enqueueMail(req, { to: pending.previousEmail, ...emailChangedNotice(locale, doc.username, maskAddress(doc.email), reset) })
  }
  return doc
}
