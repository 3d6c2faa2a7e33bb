// The contact form of /contact (spec §2 route table). Its messages reach the
// team as leads with source 'contact', the same path the lead form uses.

import { z } from './zod'
import { emailField, multiLine, personNameField, phoneField } from './fields'
import forms from './i18n/en/forms'
import { fill } from './i18n/fill'

const V = forms.validation

export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/**
 * The consent sentence beside the checkbox. The action stores this exact text with the time it
 * was given (UAE PDPL: consent must be specific and provable), so change it here only.
 */
export const CONTACT_CONSENT_TEXT =
  'I agree that CardCompare UAE may contact me by e-mail, or by phone if I gave a number, about this enquiry, as described in the Privacy Policy.'

const CONSENT_MESSAGE = V.consentContact
const MESSAGE_REQUIRED = V.messageRequired

/** A ticked HTML checkbox posts "on"; JSON callers may send true. */
function checkboxValue(value: unknown): unknown {
  return value === 'on' || value === 'true' ? true : value
}

/** An empty or blank optional input means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

export const contactSchema = z.object({
  fullName: personNameField(V.fullNameRequired),
  email: emailField(),
  phone: z.preprocess(blankToUndefined, phoneField(V.phoneInvalid).optional()),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: MESSAGE_REQUIRED })
    .max(CONTACT_MESSAGE_MAX_LENGTH, { error: fill(V.messageTooLong, { max: CONTACT_MESSAGE_MAX_LENGTH }) })
    .refine(...multiLine()),
  consent: z.preprocess(checkboxValue, z.literal(true, { error: CONSENT_MESSAGE })),
})
export type ContactFormValues = z.input<typeof contactSchema>
export type ContactInput = z.output<typeof contactSchema>
