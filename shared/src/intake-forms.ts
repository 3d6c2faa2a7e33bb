// The forms behind the application and lead requests (docs/decisions/012): the request schemas of
// ./schemas with the phone typed as on the register screen, a dial-code select plus the local
// number (spec §3 Country dial codes, §5 Application form and Lead form). The browser validates
// with these through zodResolver and the no-JavaScript apply page's action with the same
// messages; toApplicationPayload / toLeadPayload build the request bodies.

import { z } from './zod'
import { COUNTRY_CODES, DEFAULT_COUNTRY, isPhoneInputClean, normalizePhone, PHONE_MIN_LENGTH, phoneDigits, phoneDigitsError } from './phone'
import { applicationSchema, leadFormSchema, type ApplicationFormValues, type LeadFormValues } from './schemas'
import validation from './i18n/en/forms/validation'
import { fill } from './i18n/render'

const V = validation

const INVALID_PHONE = V.phoneInvalid

/**
 * The message for a typed local number, or null when it is fine: characters the input strips
 * make it invalid, fewer than 8 characters or digits is the form's "too short" message, and
 * the digit count must be the selected country's (one extra leading 0 tolerated).
 */
export function localPhoneIssue(phone: string, countryCode: string, tooShortMessage: string): string | null {
  const value = phone.trim()
  if (!isPhoneInputClean(value)) return INVALID_PHONE
  const digits = phoneDigits(value)
  if (value.length < PHONE_MIN_LENGTH || digits.length < PHONE_MIN_LENGTH) return tooShortMessage
  return phoneDigitsError(digits, countryCode)
}

const countryCodeField = z.enum(COUNTRY_CODES, { error: V.countryCode }).default(DEFAULT_COUNTRY)

/**
 * Checks the phone against the selected country. `when` lets it run while other fields are
 * still wrong (an unticked consent box would otherwise hide the phone's message).
 */
function phoneCheck(tooShortMessage: string) {
  return z.superRefine<{ phone: string; countryCode: string }>(
    (data, ctx) => {
      const issue = localPhoneIssue(data.phone, data.countryCode, tooShortMessage)
      if (issue !== null) ctx.addIssue({ code: 'custom', message: issue, path: ['phone'] })
    },
    {
      when: ({ value }) => {
        const data = value as { phone?: unknown } | null
        return typeof data === 'object' && data !== null && typeof data.phone === 'string'
      },
    },
  )
}

const APPLICATION_PHONE_SHORT = fill(V.phoneTooShort, { min: PHONE_MIN_LENGTH })

/** The Apply dialog's and the apply page's fields (the card, key and token are added on submit). */
export const applicationFormSchema = applicationSchema
  .omit({ phone: true, cardId: true, idempotencyKey: true, recaptchaToken: true })
  .extend({
    countryCode: countryCodeField,
    phone: z.string({ error: APPLICATION_PHONE_SHORT }),
  })
  .check(phoneCheck(APPLICATION_PHONE_SHORT))
export type ApplicationFormInput = z.input<typeof applicationFormSchema>
export type ApplicationFormData = z.output<typeof applicationFormSchema>

/** The home lead form's fields: leadFormSchema with the dial-code select. */
export const leadPageFormSchema = leadFormSchema
  .omit({ phone: true, cardId: true, idempotencyKey: true, recaptchaToken: true })
  .extend({
    countryCode: countryCodeField,
    phone: z.string({ error: INVALID_PHONE }),
  })
  .check(phoneCheck(INVALID_PHONE))
export type LeadPageFormInput = z.input<typeof leadPageFormSchema>
export type LeadPageFormData = z.output<typeof leadPageFormSchema>

/** What every intake request carries besides the form: replay key, bot-check token, honeypot. */
export interface IntakeExtras {
  idempotencyKey: string
  recaptchaToken: string
  /** The hidden honeypot field: people leave it empty. */
  website: string
}

/** POST /api/card-applications body (applicationSchema plus the honeypot). */
export function toApplicationPayload(
  form: ApplicationFormData,
  extras: IntakeExtras & { cardId: number },
): ApplicationFormValues & { website: string } {
  return {
    fullName: form.fullName,
    email: form.email,
    phone: normalizePhone(form.phone, form.countryCode),
    salary: form.salary,
    likes: form.likes ?? [],
    dislikes: form.dislikes ?? [],
    preferredContactMethod: form.preferredContactMethod,
    message: form.message ?? '',
    cardId: extras.cardId,
    consentContact: form.consentContact,
    consentMarketing: form.consentMarketing,
    idempotencyKey: extras.idempotencyKey,
    recaptchaToken: extras.recaptchaToken,
    website: extras.website,
  }
}

/** POST /api/leads body: the terms box is sent as the contact consent (leadSchema). */
export function toLeadPayload(
  form: LeadPageFormData,
  extras: IntakeExtras,
): Omit<LeadFormValues, 'terms'> & { consentContact: boolean; website: string } {
  return {
    fullName: form.fullName,
    email: form.email,
    phone: normalizePhone(form.phone, form.countryCode),
    salary: form.salary,
    preference: form.preference,
    consentContact: form.terms,
    consentMarketing: form.consentMarketing,
    idempotencyKey: extras.idempotencyKey,
    recaptchaToken: extras.recaptchaToken,
    website: extras.website,
  }
}
