// A member's own account page (/account): the forms' schemas, used by the page's action, by
// the browser (zodResolver) and by the CMS's account endpoints. The mobile number obeys the
// register screen's rules and the new password the registration rules (spec §5); the rest of
// the wording is ours (docs/decisions/020).

import { z } from './zod'
import { emailField } from './fields'
import { newPasswordSchema, storedMobileNumber, typedMobileError, typedMobileField } from './auth-schemas'
import { COUNTRY_CODES, normalizePhone } from './phone'
import { isTicked } from './intake'
import { personLocaleSchema } from './person-locale'
import validation from './i18n/en/forms/validation'
import { fill } from './i18n/render'

const V = validation

/** Asked for by every change of the password (the CMS says it for any client of `users`). */
export const NEW_PASSWORD_NEEDS_CURRENT = V.currentPasswordForNew
/** Asked for before a new e-mail address or a deletion. */
export const CURRENT_PASSWORD_REQUIRED = V.currentPasswordRequired
export const WRONG_CURRENT_PASSWORD = V.currentPasswordWrong
/** What the person types to delete their account. */
export const DELETE_CONFIRMATION_WORD = 'DELETE'
export const DELETE_CONFIRMATION_MESSAGE = fill(V.deleteConfirmation, { word: DELETE_CONFIRMATION_WORD })

/**
 * The current password: required; longer than any password we accept, or with a NUL, it is
 * simply not the current one.
 */
const currentPasswordField = (required: string) =>
  z
    .string({ error: required })
    .min(1, { error: required })
    .max(1024, { error: WRONG_CURRENT_PASSWORD })
    .refine((value) => !value.includes('\u0000'), { error: WRONG_CURRENT_PASSWORD })

/** The page's mobile form: the register screen's country select and local number. */
export const mobileFormSchema = z
  .object({
    countryCode: z.enum(COUNTRY_CODES, { error: V.countryCode }),
    mobileNumber: typedMobileField,
  })
  .superRefine((data, ctx) => {
    const error = typedMobileError(data.mobileNumber, data.countryCode)
    if (error !== null) ctx.addIssue({ code: 'custom', message: error, path: ['mobileNumber'] })
  })
export type MobileFormValues = z.input<typeof mobileFormSchema>

/** POST /cms-api/users/account/mobile: the number in the international form registration stores. */
export const changeMobileSchema = z.object({ mobileNumber: storedMobileNumber })
export type ChangeMobileInput = z.output<typeof changeMobileSchema>

export const toMobilePayload = (form: z.output<typeof mobileFormSchema>): ChangeMobileInput => ({
  mobileNumber: normalizePhone(form.mobileNumber, form.countryCode),
})

/** The page's e-mail form and POST /cms-api/users/account/email. */
export const changeEmailSchema = z.object({
  email: emailField(),
  currentPassword: currentPasswordField(CURRENT_PASSWORD_REQUIRED),
})
export type ChangeEmailInput = z.output<typeof changeEmailSchema>

/** POST /cms-api/users/account/password. */
export const changePasswordSchema = z.object({
  currentPassword: currentPasswordField(NEW_PASSWORD_NEEDS_CURRENT),
  password: newPasswordSchema,
})
export type ChangePasswordInput = z.output<typeof changePasswordSchema>

/** The page's password form: the new password twice, as on the reset page. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordField(NEW_PASSWORD_NEEDS_CURRENT),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: V.passwordsDontMatch }),
  })
  .refine((data) => data.confirmPassword === data.password, { error: V.passwordsDontMatch, path: ['confirmPassword'] })
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>

const MARKETING_MESSAGE = V.marketingChoice

/** POST /cms-api/users/account/marketing: JSON true or false, nothing else. */
/** `locale`: the language of the page the box was ticked on; its consent text is the one stored. */
export const marketingConsentSchema = z.object({ marketing: z.boolean({ error: MARKETING_MESSAGE }), locale: personLocaleSchema })

/** The page's form: a ticked box posts "on", an unticked one nothing. */
export const marketingFormSchema = z.object({ marketing: z.preprocess((value) => isTicked(value), z.boolean()) })

/** The page's delete form and POST /cms-api/users/account/delete. */
export const deleteAccountSchema = z.object({
  confirmation: z
    .string({ error: DELETE_CONFIRMATION_MESSAGE })
    .trim()
    .refine((value) => value === DELETE_CONFIRMATION_WORD, { error: DELETE_CONFIRMATION_MESSAGE }),
  currentPassword: currentPasswordField(CURRENT_PASSWORD_REQUIRED),
})
export type DeleteAccountInput = z.output<typeof deleteAccountSchema>

/** The CMS's answer to GET /cms-api/users/account: what the page shows. */
export type MemberAccount = {
  username: string
  email: string
  mobileNumber: string | null
  isVerified: boolean
  /** A new address waiting for its link to be followed, and when that link expires. */
  pendingEmail: string | null
  pendingEmailExpires: string | null
  marketing: { consented: boolean; givenAt: string | null; withdrawnAt: string | null }
  /** Staff accounts are closed by an admin, not from this page. */
  canDelete: boolean
}
