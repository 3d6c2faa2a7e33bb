// A member's own account (/account on the storefront; docs/decisions/020), as endpoints on
// `users` that act on the signed-in user only: no request names an account, so no request can
// reach someone else's. Only the storefront's server calls them (the proxy closes them).
//   GET  /cms-api/users/account                 what the page shows
//   POST /cms-api/users/account/mobile          {mobileNumber}
//   POST /cms-api/users/account/email           {email, currentPassword}: a link to the new address
//   POST /cms-api/users/account/email/cancel    forget the address waiting for its link
//   POST /cms-api/users/account/email/confirm   {token}: the link was followed (no session needed)
//   POST /cms-api/users/account/password        {currentPassword, password}
//   POST /cms-api/users/account/marketing       {marketing: boolean}
//   GET  /cms-api/users/account/export          everything we hold about the member (PDPL access)
//   POST /cms-api/users/account/delete          {confirmation: "DELETE", currentPassword}
import type { Endpoint, PayloadRequest, RequiredDataFromCollectionSlug } from 'payload'
import type { User } from '../../../payload-types'
import { APIError, commitTransaction, initTransaction, killTransaction, ValidationError } from 'payload'
import {
  changeEmailSchema,
  changeMobileSchema,
  changePasswordSchema,
  consentTextsIn,
  CONSENT_VERSIONS,
  deleteAccountSchema,
  marketingConsentSchema,
  verifyTokenSchema,
  WRONG_CURRENT_PASSWORD,
  type MemberAccount,
} from '@cardcompare/shared'
import { hasRole, STAFF_ROLES } from '../../../access'
import { recordAudit } from '../../AuditLog/recordAudit'
import { checkCurrentPassword, PASSWORD_CHECK_LOCKED_MESSAGE } from '../../../auth/currentPassword'
import { hashToken, newToken, VERIFICATION_TOKEN_HOURS } from '../../../auth/tokens'
import { localeOf, pageUrl } from '../../../email/links'
import { enqueueMail } from '../../../email/outbox'
import {
  accountDeletedEmail,
  emailChangedNotice,
  emailChangeLinkEmail,
  emailInUseNotice,
  maskAddress,
  passwordChangedNotice,
} from '../../../email/templates'
import { anonymiseLead } from '../../../jobs'
import { json } from '../../../http'
import { invalid } from './account'
import { findHeldData, heldDataExport, removeExactly, removeMemberRecords } from '../../../endpoints/heldData'
import { describeCounts, maskEmail } from '../../../endpoints/personalData'
import { readJsonBody } from '../../../endpoints/request'

const refuse = (status: number, error: string, extra: Record<string, unknown> = {}) => json({ error, ...extra }, status)

const INVALID_LINK = 'Invalid or expired link'
const ADDRESS_TAKEN = 'This email address is already used by another account. Your email address was not changed.'

/** The signed-in user's stored record (hidden fields too), or null for a guest. */
async function signedIn(req: PayloadRequest): Promise<User | null> {
  if (!req.user || req.user.collection !== 'users') return null
  return req.payload.findByID({
    collection: 'users',
    id: req.user.id,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    disableErrors: true,
    req,
  })
}

type Parsed<T> = { data: T; response?: undefined } | { data?: undefined; response: Response }

/** Body → schema, or the 400 answer. */
async function parse<T>(
  req: PayloadRequest,
  schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: Parameters<typeof invalid>[0] } },
): Promise<Parsed<T>> {
  const parsed = schema.safeParse(await readJsonBody(req))
  return parsed.success ? { data: parsed.data } : { response: invalid(parsed.error) }
}

/** The current-password question's refusals, or null when it was answered right. */
async function passwordRefusal(req: PayloadRequest, user: User, password: string): Promise<Response | null> {
  const check = await checkCurrentPassword(req, user.id, password)
  if (check === 'locked') return refuse(423, PASSWORD_CHECK_LOCKED_MESSAGE)
  if (check === 'wrong') return refuse(400, WRONG_CURRENT_PASSWORD, { fieldErrors: { currentPassword: WRONG_CURRENT_PASSWORD } })
  return null
}

/** Runs `work` in one database transaction on `req`: its writes and queued mail commit together. */
async function inTransaction<T>(req: PayloadRequest, work: () => Promise<T>): Promise<T> {
  const started = await initTransaction(req)
  try {
    const result = await work()
    if (started) await commitTransaction(req)
    return result
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
}

const updateSelf = (
  req: PayloadRequest,
  id: number,
  data: Partial<RequiredDataFromCollectionSlug<'users'>>,
  context: Record<string, unknown> = {},
) => req.payload.update({ collection: 'users', id, data: data, overrideAccess: true, depth: 0, req, context })

const isPending = (user: User) =>
  Boolean(user.pendingEmail && user.emailChangeTokenExpiry && new Date(user.emailChangeTokenExpiry) > new Date())

const account: Endpoint = {
  path: '/account',
  method: 'get',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const consent = user.marketingConsent ?? {}
    return json({
      username: user.username,
      email: user.email,
      mobileNumber: user.mobileNumber ?? null,
      isVerified: Boolean(user.isVerified),
      pendingEmail: isPending(user) ? user.pendingEmail! : null,
      pendingEmailExpires: isPending(user) ? user.emailChangeTokenExpiry! : null,
      marketing: { consented: Boolean(consent.marketing), givenAt: consent.givenAt ?? null, withdrawnAt: consent.withdrawnAt ?? null },
      canDelete: !hasRole(req.user, ...STAFF_ROLES),
    } satisfies MemberAccount)
  },
}

const mobile: Endpoint = {
  path: '/account/mobile',
  method: 'post',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const body = await parse(req, changeMobileSchema)
    if (body.response) return body.response
    await updateSelf(req, user.id, { mobileNumber: body.data.mobileNumber })
    return json({ message: 'Your mobile number has been updated.', mobileNumber: body.data.mobileNumber })
  },
}

/**
 * The new address gets a link; it replaces the old one only when the link is followed. An
 * address another account has gets a notice instead of the link, and the member the very same
 * answer: this says no more about other accounts than registration does, and less.
 */
const requestEmailChange: Endpoint = {
  path: '/account/email',
  method: 'post',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const body = await parse(req, changeEmailSchema)
    if (body.response) return body.response
    const next = body.data.email.toLowerCase()
    if (next === user.email.toLowerCase()) {
      const same = 'This is already your email address.'
      return refuse(400, same, { fieldErrors: { email: same } })
    }
    const refused = await passwordRefusal(req, user, body.data.currentPassword)
    if (refused) return refused
    const { totalDocs: taken } = await req.payload.count({
      collection: 'users',
      where: { email: { equals: next } },
      overrideAccess: true,
      req,
    })
    const { token, hash, expires } = newToken(VERIFICATION_TOKEN_HOURS)
    await inTransaction(req, async () => {
      await updateSelf(req, user.id, { pendingEmail: next, emailChangeToken: hash, emailChangeTokenExpiry: expires })
      // In the member's language: they asked, and the owner of a taken address learns nothing more.
      const locale = localeOf(user)
      const mail = taken
        ? emailInUseNotice(locale, pageUrl('/auth', locale))
        : emailChangeLinkEmail(locale, user.username, pageUrl(`/confirm-email?token=${encodeURIComponent(token)}`, locale))
      await enqueueMail(req, { to: next, ...mail })
    })
    return json({ message: `We sent a confirmation link to ${next}.`, pendingEmail: next, pendingEmailExpires: expires })
  },
}

const cancelEmailChange: Endpoint = {
  path: '/account/email/cancel',
  method: 'post',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    await updateSelf(req, user.id, { pendingEmail: null, emailChangeToken: null, emailChangeTokenExpiry: null })
    return json({ message: 'Your email address stays as it is.' })
  },
}

/** The link in the mail: whoever holds it proved the new address, signed in here or not. */
const confirmEmailChange: Endpoint = {
  path: '/account/email/confirm',
  method: 'post',
  handler: async (req) => {
    const parsed = verifyTokenSchema.safeParse(await readJsonBody(req))
    if (!parsed.success) return refuse(400, INVALID_LINK)
    const { docs } = await req.payload.find({
      collection: 'users',
      where: {
        emailChangeToken: { equals: hashToken(parsed.data.token) },
        emailChangeTokenExpiry: { greater_than: new Date().toISOString() },
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const user = docs[0]
    if (!user?.pendingEmail) return refuse(400, INVALID_LINK)
    const next = user.pendingEmail
    const forget = { pendingEmail: null, emailChangeToken: null, emailChangeTokenExpiry: null }
    const { totalDocs: taken } = await req.payload.count({
      collection: 'users',
      where: { and: [{ email: { equals: next } }, { id: { not_equals: user.id } }] },
      overrideAccess: true,
    })
    if (taken) {
      await updateSelf(req, user.id, forget)
      return refuse(409, ADDRESS_TAKEN)
    }
    try {
      await inTransaction(req, async () => {
        // Following the link proves the new address: the account is verified, any older link is void.
        await updateSelf(
          req,
          user.id,
          { ...forget, email: next, isVerified: true, verificationToken: null, verificationTokenExpiry: null },
          { emailChangeConfirmed: true },
        )
        // A never-proven old address may be someone else's: they are not told about this account.
        if (user.isVerified) {
          await enqueueMail(req, {
            to: user.email,
            ...emailChangedNotice(localeOf(user), user.username, maskAddress(next), pageUrl('/auth?view=forgot-password', localeOf(user)), {
              confirmed: true,
            }),
          })
        }
      })
    } catch (error) {
      // Another account took the address in the same instant: the unique index refused it.
      if (error instanceof ValidationError) return refuse(409, ADDRESS_TAKEN)
      throw error
    }
    return json({ message: 'Your email address has been changed.', email: next })
  },
}

/** Payload keeps the session that asked and ends every other (req.user._sid). */
const changePassword: Endpoint = {
  path: '/account/password',
  method: 'post',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const body = await parse(req, changePasswordSchema)
    if (body.response) return body.response
    try {
      // The users hook checks the current password (with the lock) for every client alike.
      await req.payload.update({ collection: 'users', id: user.id, data: body.data, req, overrideAccess: false, depth: 0 })
    } catch (error) {
      if (error instanceof ValidationError) {
        const [first] = error.data.errors
        return refuse(400, first.message, { fieldErrors: Object.fromEntries(error.data.errors.map((e) => [e.path, e.message])) })
      }
      if (error instanceof APIError && error.status === 423) return refuse(423, error.message)
      throw error
    }
    const locale = localeOf(user)
    await enqueueMail(req, {
      to: user.email,
      ...passwordChangedNotice(locale, user.username, pageUrl('/auth?view=forgot-password', locale)),
    })
    return json({ message: 'Your password has been changed. Every other device was signed out.' })
  },
}

/** Recorded as a lead's consent is: the text, its version, when given and when withdrawn. */
const marketing: Endpoint = {
  path: '/account/marketing',
  method: 'post',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const body = await parse(req, marketingConsentSchema)
    if (body.response) return body.response
    const wanted = body.data.marketing
    // Offers go only to an address its owner proved: an unverified one may be someone else's.
    if (wanted && !user.isVerified) {
      return refuse(403, 'Please verify your email address before you sign up for offers.', { requiresVerification: true })
    }
    const current = user.marketingConsent ?? {}
    if (Boolean(current.marketing) !== wanted) {
      const now = new Date().toISOString()
      // The text of the page the member ticked the box on (the storefront names its language),
      // else of their own language; never a text the client sends (docs/decisions/036).
      const locale = body.data.locale ?? localeOf(user)
      const consent = wanted
        ? { marketing: true, text: consentTextsIn(locale).account, version: CONSENT_VERSIONS[locale], givenAt: now, withdrawnAt: null }
        : { ...current, marketing: false, withdrawnAt: now }
      await updateSelf(req, user.id, { marketingConsent: consent })
    }
    return json({ marketing: wanted, message: wanted ? 'You will receive offers by email.' : 'You will not receive offers by email.' })
  },
}

const exportOwnData: Endpoint = {
  path: '/account/export',
  method: 'get',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const held = await findHeldData(req, { accountId: user.id })
    const body = heldDataExport(held, { account: user.username, email: user.email })
    await recordAudit(req, {
      action: 'privacy-export',
      collection: 'users',
      documentId: user.id,
      summary: `A member downloaded their own data (${maskEmail(user.email)}): ${describeCounts(body.counts)}, ${body.counts.blogComments} blog comment(s)`,
      details: { email: maskEmail(user.email), counts: body.counts, self: true },
    })
    return json(body)
  },
}

/**
 * One transaction: the leads are anonymised as the retention job does, the member's own
 * records deleted, the account deleted, the audit entry and the confirmation mail queued.
 */
const deleteOwnAccount: Endpoint = {
  path: '/account/delete',
  method: 'post',
  handler: async (req) => {
    const user = await signedIn(req)
    if (!user) return refuse(401, 'Not authenticated')
    const body = await parse(req, deleteAccountSchema)
    if (body.response) return body.response
    if (hasRole(req.user, ...STAFF_ROLES)) return refuse(403, 'Staff accounts are closed by an admin, not from this page.')
    const refused = await passwordRefusal(req, user, body.data.currentPassword)
    if (refused) return refused
    const counts = await inTransaction(req, async () => {
      const held = await findHeldData(req, { accountId: user.id })
      const now = new Date()
      const open = held.leads.filter((lead) => !lead.anonymisedAt)
      for (const lead of open) await anonymiseLead(req.payload, lead.id, now, req)
      const erased = { account: 0, leads: open.length, leadNotes: held.leadNotes.length, ...(await removeMemberRecords(req, held)) }
      await recordAudit(req, {
        action: 'privacy-erase',
        collection: 'users',
        documentId: user.id,
        summary: `A member deleted their own account (${maskEmail(user.email)}): ${describeCounts({ ...erased, account: 1 })}; leads anonymised`,
        details: { email: maskEmail(user.email), counts: { ...erased, account: 1 }, self: true, leadsAnonymised: open.length },
      })
      erased.account = await removeExactly(req, 'users', [held.account!])
      await enqueueMail(req, { to: user.email, ...accountDeletedEmail(localeOf(user), user.username) })
      return erased
    })
    return json({ message: 'Your account has been deleted.', erased: counts })
  },
}

export const memberAccountEndpoints: Endpoint[] = [
  account,
  mobile,
  requestEmailChange,
  cancelEmailChange,
  confirmEmailChange,
  changePassword,
  marketing,
  exportOwnData,
  deleteOwnAccount,
]
