// Account flows as Payload endpoints on `users` (DESIGN: the rules live in the CMS).
// Answers that could reveal whether an address is registered are identical for known and
// unknown addresses, and their mail is queued so the timing is alike too.
import type { Endpoint, Payload } from 'payload'
import { APIError } from 'payload'
import {
  fieldErrors,
  forgotSchema,
  readPersonLocale,
  registerSchema,
  resetPasswordSchema,
  toPublicUser,
  verifyTokenSchema,
  type Locale,
  type UserRecord,
} from '@cardcompare/shared'
import { cmsEnv } from '@cardcompare/shared/server'
import { hashToken, newToken, RESET_TOKEN_HOURS, VERIFICATION_TOKEN_HOURS } from '../../../auth/tokens'
import { enqueueMail } from '../../../email/outbox'
import { localeOf, pageUrl } from '../../../email/links'
import { readJsonBody } from '../../../endpoints/request'
import { json } from '../../../http'
import { resetPasswordEmail, usernameReminderEmail, verificationEmail } from '../../../email/templates'
import forms from '@cardcompare/shared/i18n/en/forms'

// The answers' texts live in the forms catalogue, so a page in Arabic can show them translated (docs/decisions/035).
const A = forms.answers

const devInfoAllowed = () => cmsEnv().NODE_ENV !== 'production'
const emailDelivery = () => (cmsEnv().SMTP_URL ? 'smtp' : 'file-outbox')

const FORGOT_PASSWORD_MESSAGE = A.forgotPasswordSent
const FORGOT_USERNAME_MESSAGE = A.forgotUsernameSent
const RESEND_PUBLIC_MESSAGE = A.resendPublicSent

const body = readJsonBody

/** The account endpoints' 400: the first message, every message, and each field's own. */
export function invalid(error: Parameters<typeof fieldErrors>[0], message = 'Validation failed') {
  const { details, fieldErrors: fields } = fieldErrors(error)
  return json({ error: details[0] ?? message, message, details, fieldErrors: fields }, 400)
}

async function findByEmail(payload: Payload, email: string) {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email.toLowerCase() } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

async function sendVerification(payload: Payload, user: UserRecord & { locale?: Locale | null }) {
  const { token, hash, expires } = newToken(VERIFICATION_TOKEN_HOURS)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { verificationToken: hash, verificationTokenExpiry: expires },
    overrideAccess: true,
    context: { internal: true },
  })
  const link = pageUrl(`/verify-email?token=${encodeURIComponent(token)}`, localeOf(user))
  await enqueueMail(payload, { to: user.email, ...verificationEmail(localeOf(user), user.username, link) })
  return link
}

const register: Endpoint = {
  path: '/register',
  method: 'post',
  handler: async (req) => {
    const raw = await body(req)
    const parsed = registerSchema.safeParse(raw)
    if (!parsed.success) return invalid(parsed.error)
    const { username, email, password, mobileNumber } = parsed.data
    // The language of the page they registered on, as the storefront names it (docs/decisions/036).
    const language = readPersonLocale((raw as { locale?: unknown } | null)?.locale)
    if ('error' in language) return json({ error: language.error, details: [language.error], fieldErrors: { locale: language.error } }, 400)
    const taken = await req.payload.find({
      collection: 'users',
      where: { or: [{ username: { equals: username } }, { email: { equals: email.toLowerCase() } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (taken.totalDocs > 0) {
      return json({ error: A.usernameOrEmailExists, details: [A.usernameOrEmailExists] }, 400)
    }
    // The role a registration asks for is ignored: only admins grant roles.
    const user = await req.payload.create({
      collection: 'users',
      data: {
        username,
        email: email.toLowerCase(),
        password,
        mobileNumber: mobileNumber ?? null,
        role: 'user',
        isVerified: false,
        locale: language.locale,
      },
      overrideAccess: true,
    })
    await sendVerification(req.payload, user)
    const session = await req.payload.login({
      collection: 'users',
      data: { username, password },
      context: { allowUnverifiedLogin: true },
      overrideAccess: true,
    })
    return json(
      {
        ...toPublicUser(user),
        message: A.registrationSuccess,
        token: session.token,
        exp: session.exp,
      },
      201,
    )
  },
}

const verifyEmail: Endpoint = {
  path: '/verify-email',
  method: 'post',
  handler: async (req) => {
    const parsed = verifyTokenSchema.safeParse(await body(req))
    if (!parsed.success) return json({ error: A.verificationLinkInvalid }, 400)
    const { docs } = await req.payload.find({
      collection: 'users',
      where: {
        verificationToken: { equals: hashToken(parsed.data.token) },
        verificationTokenExpiry: { greater_than: new Date().toISOString() },
      },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    const user = docs[0]
    if (!user) return json({ error: A.verificationLinkInvalid }, 400)
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { isVerified: true, verificationToken: null, verificationTokenExpiry: null },
      overrideAccess: true,
    })
    return json({ message: A.emailVerified })
  },
}

const resendVerification: Endpoint = {
  path: '/resend-verification',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json({ error: 'Not authenticated' }, 401)
    const user = await req.payload.findByID({ collection: 'users', id: req.user.id, depth: 0, overrideAccess: true })
    if (user.isVerified) return json({ error: 'Your email is already verified' }, 400)
    const link = await sendVerification(req.payload, user)
    return json({
      message: forms.toasts.resendPopupSuccess,
      ...(devInfoAllowed() ? { devInfo: { verificationLink: link, emailDelivery: emailDelivery() } } : {}),
    })
  },
}

const resendVerificationPublic: Endpoint = {
  path: '/resend-verification-public',
  method: 'post',
  handler: async (req) => {
    const parsed = forgotSchema.safeParse(await body(req))
    if (!parsed.success) return invalid(parsed.error)
    const user = await findByEmail(req.payload, parsed.data.email)
    if (user && !user.isVerified) await sendVerification(req.payload, user)
    return json({ message: RESEND_PUBLIC_MESSAGE })
  },
}

// Replaces Payload's own forgot-password (also used by the admin's "forgot password" page).
const forgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const parsed = forgotSchema.safeParse(await body(req))
    if (!parsed.success) return invalid(parsed.error)
    const user = await findByEmail(req.payload, parsed.data.email)
    let link: string | null = null
    if (user) {
      const token = await req.payload.forgotPassword({
        collection: 'users',
        data: { email: user.email },
        disableEmail: true,
        expiration: RESET_TOKEN_HOURS * 3600_000,
      })
      link = pageUrl(`/reset-password?token=${encodeURIComponent(String(token))}`, localeOf(user))
      await enqueueMail(req, { to: user.email, ...resetPasswordEmail(localeOf(user), user.username, link) })
    }
    return json({
      message: FORGOT_PASSWORD_MESSAGE,
      ...(devInfoAllowed() ? { devInfo: { resetLink: link, emailDelivery: emailDelivery() } } : {}),
    })
  },
}

const forgotUsername: Endpoint = {
  path: '/forgot-username',
  method: 'post',
  handler: async (req) => {
    const parsed = forgotSchema.safeParse(await body(req))
    if (!parsed.success) return invalid(parsed.error)
    const user = await findByEmail(req.payload, parsed.data.email)
    if (user)
      await enqueueMail(req, { to: user.email, ...usernameReminderEmail(localeOf(user), user.username, pageUrl('/auth', localeOf(user))) })
    return json({
      message: FORGOT_USERNAME_MESSAGE,
      ...(devInfoAllowed() ? { devInfo: { username: user?.username ?? null, emailDelivery: emailDelivery() } } : {}),
    })
  },
}

// Replaces Payload's own reset-password so the password rules of spec §5 apply here too.
const resetPassword: Endpoint = {
  path: '/reset-password',
  method: 'post',
  handler: async (req) => {
    const parsed = resetPasswordSchema.safeParse(await body(req))
    if (!parsed.success) return invalid(parsed.error)
    try {
      await req.payload.resetPassword({ collection: 'users', data: parsed.data, overrideAccess: true })
    } catch (error) {
      if (error instanceof APIError && error.status < 500) {
        return json({ error: A.resetLinkInvalid }, 400)
      }
      throw error
    }
    return json({ message: A.passwordReset })
  },
}

export const accountEndpoints = [
  register,
  verifyEmail,
  resendVerification,
  resendVerificationPublic,
  forgotPassword,
  forgotUsername,
  resetPassword,
]
