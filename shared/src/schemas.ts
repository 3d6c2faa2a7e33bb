// zod schemas with the spec's exact messages (spec §5), one per form or request, used by the
// storefront's actions (the authority), its forms (zodResolver) and the CMS.

import { z } from './zod'
import { MAX_INT32, parsePositiveInt } from './ids'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MESSAGE,
  emailField,
  NAME_MIN_LENGTH,
  optionalIdField,
  optionalText,
  personNameField,
  phoneField,
  positiveIdField,
  recaptchaTokenField,
} from './fields'
import {
  CONCERNS_OPTIONS,
  CONSENT_REQUIRED_MESSAGES,
  CONTACT_METHOD_VALUES,
  idempotencyKeyField,
  isTicked,
  LEAD_PREFERENCE_VALUES,
  LIKES_OPTIONS,
  NEWSLETTER_DEFAULT_SOURCE,
  optionList,
  SALARY_MIN,
} from './intake'
import { PHONE_MIN_LENGTH } from './phone'
import validation from './i18n/en/forms/validation'
import { fill } from './i18n/render'

const V = validation

export * from './auth-schemas'

const TEXT_MAX_LENGTH = 1000
const MESSAGE_MAX_LENGTH = 2000
const SALARY_REQUIRED = V.salaryRequired
const INVALID_CARD = V.invalidCard

const fullNameField = (message: string) => personNameField(message)

/** A required consent checkbox: ticked (true / "on") or the form's message. */
function requiredConsent(message: string) {
  return z.preprocess((value) => isTicked(value), z.literal(true, { error: message }))
}
/** An optional consent checkbox: anything but a tick is "no". */
const optionalConsent = z.preprocess((value) => isTicked(value), z.boolean()).default(false)

/**
 * Monthly salary in whole dirhams: "15000", "15,000" and 15000 are the same; "" is missing
 * (the spec's "Please enter your monthly salary"); words or decimals are refused.
 */
function salaryField() {
  return z.preprocess(
    (value) => {
      if (typeof value === 'number') return value
      if (typeof value !== 'string') return value
      const text = value.trim().replace(/[,\s]/g, '')
      if (text === '') return undefined
      return /^\d{1,12}(\.\d{1,2})?$/.test(text) ? Number(text) : value
    },
    z
      .number({ error: SALARY_REQUIRED })
      .min(SALARY_MIN, { error: SALARY_REQUIRED })
      .int({ error: V.salaryWhole })
      .max(MAX_INT32, { error: V.salaryInvalid }),
  )
}

/** POST /api/card-applications (the Apply dialog's form and the no-JavaScript apply page). */
export const applicationSchema = z.object({
  fullName: fullNameField(fill(V.fullNameTooShort, { min: NAME_MIN_LENGTH })),
  email: emailField(),
  phone: phoneField(fill(V.phoneTooShort, { min: PHONE_MIN_LENGTH })),
  salary: salaryField(),
  likes: optionList(LIKES_OPTIONS, fill(V.likesTooLong, { max: TEXT_MAX_LENGTH })),
  dislikes: optionList(CONCERNS_OPTIONS, fill(V.concernsTooLong, { max: TEXT_MAX_LENGTH })),
  message: optionalText(MESSAGE_MAX_LENGTH, fill(V.messageTooLong, { max: MESSAGE_MAX_LENGTH })),
  preferredContactMethod: z.enum(CONTACT_METHOD_VALUES, { error: V.contactMethod }).default('email'),
  cardId: positiveIdField(INVALID_CARD),
  consentContact: requiredConsent(CONSENT_REQUIRED_MESSAGES.application),
  consentMarketing: optionalConsent,
  idempotencyKey: idempotencyKeyField,
  recaptchaToken: recaptchaTokenField,
})
export type ApplicationFormValues = z.input<typeof applicationSchema>
export type ApplicationInput = z.output<typeof applicationSchema>

/**
 * POST /api/leads. The terms checkbox is the contact consent: the form sends it as
 * consentContact, so the consent is on record with the lead (UAE PDPL).
 */
export const leadSchema = z.object({
  fullName: fullNameField(V.fullNameRequired),
  email: emailField(),
  phone: phoneField(V.phoneInvalid),
  // Leads store salary as an integer (spec §3), so whole dirhams only.
  salary: salaryField(),
  preference: z.enum(LEAD_PREFERENCE_VALUES, { error: V.preference }),
  recaptchaToken: recaptchaTokenField,
  cardId: optionalIdField(INVALID_CARD),
  consentContact: requiredConsent(CONSENT_REQUIRED_MESSAGES['lead-form']),
  consentMarketing: optionalConsent,
  idempotencyKey: idempotencyKeyField,
})
export type LeadInput = z.output<typeof leadSchema>

/** The lead form on the page: the payload with the terms checkbox in its own name. */
export const leadFormSchema = leadSchema.omit({ consentContact: true }).extend({
  // A box starts unticked: its input is any boolean (the form's default is false), only true passes.
  terms: z
    .boolean({ error: CONSENT_REQUIRED_MESSAGES['lead-form'] })
    .refine((ticked) => ticked, { error: CONSENT_REQUIRED_MESSAGES['lead-form'] }),
})
export type LeadFormValues = z.input<typeof leadFormSchema>
export type LeadFormData = z.output<typeof leadFormSchema>

/**
 * POST /api/newsletter-signup. The spec's rule is "non-empty and containing '@'"; we also
 * refuse whitespace, angle brackets and over-long values, with the same message.
 */
export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_MESSAGE })
    .trim()
    .min(1, { error: EMAIL_MESSAGE })
    .max(EMAIL_MAX_LENGTH, { error: EMAIL_MESSAGE })
    .refine((value) => value.includes('@') && !/[\s<>]/.test(value), { error: EMAIL_MESSAGE }),
  source: z
    .string({ error: V.invalidSource })
    .regex(/^[A-Za-z0-9_-]{1,50}$/, { error: V.invalidSource })
    .default(NEWSLETTER_DEFAULT_SOURCE),
  recaptchaToken: recaptchaTokenField,
  idempotencyKey: idempotencyKeyField,
})
export type NewsletterInput = z.output<typeof newsletterSchema>

/** Query value: a canonical positive integer string (or an integer), within [min, max]. */
function queryInt(name: string, min: number, max: number) {
  const message = fill(V.wholeNumberRange, { name, min, max })
  return z.preprocess(
    (value) => (typeof value === 'string' ? (parsePositiveInt(value) ?? value) : value),
    z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }),
  )
}

/**
 * GET /api/credit-cards query (spec §7). Strict: an invalid value is a zod error (the route
 * answers 400); unknown keys are dropped. Parse Object.fromEntries(url.searchParams).
 */
export const creditCardListQuerySchema = z.object({
  limit: queryInt('limit', 1, 100).default(20),
  page: queryInt('page', 1, MAX_INT32).default(1),
  cardType: queryInt('cardType', 1, MAX_INT32).optional(),
  bank: queryInt('bank', 1, MAX_INT32).optional(),
})
export type CreditCardListQuery = z.output<typeof creditCardListQuerySchema>

export interface FieldErrors {
  /** First message per field, keyed by dotted path ('' for the whole body). */
  fieldErrors: Record<string, string>
  /** Every message, in order (the register form lists these). */
  details: string[]
}

/** Flattens a zod error into what an action returns and a form shows. */
export function fieldErrors(error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }): FieldErrors {
  const result: FieldErrors = { fieldErrors: {}, details: [] }
  for (const issue of error.issues) {
    const key = issue.path.map((part) => String(part)).join('.')
    if (!Object.hasOwn(result.fieldErrors, key)) result.fieldErrors[key] = issue.message
    result.details.push(issue.message)
  }
  return result
}
