// spec §5 Registration, Login and Forgot forms. Messages are the spec's, verbatim.

import { z } from './zod'
import { EMAIL_MAX_LENGTH, emailField, oneLine } from './fields'
import { COUNTRY_CODES, isPhoneInputClean, normalizePhone, phoneDigits, phoneDigitsError } from './phone'
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords'
import validation from './i18n/en/forms/validation'
import { fill } from './i18n/render'

const V = validation

export const USERNAME_LENGTH = { min: 3, max: 30 } as const
export const PASSWORD_LENGTH = { min: 8, max: 100 } as const
/** How long sign-in stays locked after too many failures (the CMS counts them). */
export const SIGN_IN_LOCK_MINUTES = 10
/** Said alike for real and unknown names: a lock must not reveal that an account exists. */
export const SIGN_IN_LOCKED_MESSAGE = fill(V.signInLocked, { minutes: SIGN_IN_LOCK_MINUTES })

const USERNAME_TOO_SHORT = fill(V.usernameTooShort, { min: USERNAME_LENGTH.min })
const PASSWORD_TOO_SHORT = fill(V.passwordTooShort, { min: PASSWORD_LENGTH.min })
const MOBILE_REQUIRED = V.mobileRequired
const INVALID_MOBILE = V.mobileInvalid

const usernameField = z
  .string({ error: USERNAME_TOO_SHORT })
  .min(USERNAME_LENGTH.min, { error: USERNAME_TOO_SHORT })
  .max(USERNAME_LENGTH.max, { error: fill(V.usernameTooLong, { max: USERNAME_LENGTH.max }) })
  .regex(/^[A-Za-z0-9_]+$/, { error: V.usernameCharacters })

/** The password rules of spec §5, for every new password: registration, reset, change. */
export const newPasswordSchema = z
  .string({ error: PASSWORD_TOO_SHORT })
  .min(PASSWORD_LENGTH.min, { error: PASSWORD_TOO_SHORT })
  .max(PASSWORD_LENGTH.max, { error: fill(V.passwordTooLong, { max: PASSWORD_LENGTH.max }) })
  .regex(/[A-Z]/, { error: V.passwordUppercase })
  .regex(/[a-z]/, { error: V.passwordLowercase })
  .regex(/[0-9]/, { error: V.passwordNumber })
  .regex(/[^A-Za-z0-9]/, { error: V.passwordSpecial })
  .refine((password) => !isCommonPassword(password), { error: COMMON_PASSWORD_MESSAGE })

/**
 * The international number the register screen sends ("+971501234567"). The spec only says
 * "optional, nullable string"; we also require that shape so the server never stores markup.
 */
export const storedMobileNumber = z.string({ error: INVALID_MOBILE }).regex(/^\+[1-9]\d{6,14}$/, { error: INVALID_MOBILE })
const storedMobileField = z.preprocess((value) => (value === '' ? null : value), storedMobileNumber.nullish())

/** The register screen's mobile number as typed: required, then the selected country's digit count. */
export const typedMobileField = z.string({ error: MOBILE_REQUIRED }).trim().min(1, { error: MOBILE_REQUIRED })

/**
 * The register screen's per-country rule for a typed number (spec §5), or null when it passes.
 * Characters the input would have stripped (letters, '+', markup) mean a wrong number.
 */
export function typedMobileError(mobileNumber: string, countryCode: string): string | null {
  if (mobileNumber === '') return null // already 'Mobile number is required'
  const digits = isPhoneInputClean(mobileNumber) ? phoneDigits(mobileNumber) : ''
  return phoneDigitsError(digits, countryCode)
}

/**
 * POST /api/register (the shared definition). confirmPassword is optional and checked only
 * when present (spec §3 notes the two readings). The server must ignore `role` when creating a
 * user: it is accepted here only because the spec lists it in the payload.
 */
export const registerSchema = z
  .object({
    username: usernameField,
    email: emailField(),
    password: newPasswordSchema,
    mobileNumber: storedMobileField,
    role: z.string({ error: V.invalidRole }).max(20, { error: V.invalidRole }).optional(),
    confirmPassword: z.string({ error: V.passwordsDoNotMatch }).optional(),
  })
  .refine((data) => data.confirmPassword === undefined || data.confirmPassword === data.password, {
    error: V.passwordsDoNotMatch,
    path: ['confirmPassword'],
  })
export type RegisterInput = z.output<typeof registerSchema>

/**
 * The register screen: confirmation required, country-code select plus the local number as
 * typed. Build the request body with toRegisterPayload().
 */
export const registerFormSchema = z
  .object({
    username: usernameField,
    email: emailField(),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: V.passwordsDontMatch }),
    countryCode: z.enum(COUNTRY_CODES, { error: V.countryCode }),
    mobileNumber: typedMobileField,
  })
  .superRefine((data, ctx) => {
    if (data.confirmPassword !== data.password) {
      ctx.addIssue({ code: 'custom', message: V.passwordsDontMatch, path: ['confirmPassword'] })
    }
    const digitsError = typedMobileError(data.mobileNumber, data.countryCode)
    if (digitsError !== null) ctx.addIssue({ code: 'custom', message: digitsError, path: ['mobileNumber'] })
  })
export type RegisterFormValues = z.input<typeof registerFormSchema>
export type RegisterFormData = z.output<typeof registerFormSchema>

/** Request body for POST /api/register from valid register-screen data. */
export function toRegisterPayload(form: RegisterFormData): RegisterInput {
  return {
    username: form.username,
    email: form.email,
    password: form.password,
    confirmPassword: form.confirmPassword,
    mobileNumber: normalizePhone(form.mobileNumber, form.countryCode),
  }
}

const LOGIN_REQUIRED = V.loginRequired
/** Longer than any credential we issue: answered like a wrong password (spec §8 text). */
const LOGIN_TOO_LONG = V.loginFailed

export const loginSchema = z.object({
  username: z
    .string({ error: LOGIN_REQUIRED })
    .min(1, { error: LOGIN_REQUIRED })
    .max(EMAIL_MAX_LENGTH, { error: LOGIN_TOO_LONG })
    .refine(...oneLine(LOGIN_TOO_LONG)),
  password: z
    .string({ error: LOGIN_REQUIRED })
    .min(1, { error: LOGIN_REQUIRED })
    .max(1024, { error: LOGIN_TOO_LONG })
    .refine((password) => !password.includes('\u0000'), { error: LOGIN_TOO_LONG }),
})
export type LoginInput = z.output<typeof loginSchema>

/** The e-mailed links carry a single-use token. */
const tokenField = z.string({ error: V.invalidLink }).min(16, { error: V.invalidLink }).max(512, { error: V.invalidLink })

/** POST /api/verify-email: the token from the verification link. */
export const verifyTokenSchema = z.object({ token: tokenField })

/** POST /api/reset-password: the token from the reset link and the new password (spec §5 rules). */
export const resetPasswordSchema = z.object({ token: tokenField, password: newPasswordSchema })
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>

/** The reset page: the new password twice. */
export const resetPasswordFormSchema = z
  .object({ token: tokenField, password: newPasswordSchema, confirmPassword: z.string({ error: V.passwordsDontMatch }) })
  .refine((data) => data.confirmPassword === data.password, { error: V.passwordsDontMatch, path: ['confirmPassword'] })
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>

/** POST /api/forgot-password and /api/forgot-username. */
export const forgotSchema = z.object({ email: emailField() })
export type ForgotInput = z.output<typeof forgotSchema>
