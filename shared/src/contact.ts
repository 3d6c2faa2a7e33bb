// The contact form of /contact (spec §2 route table). Its messages reach the
// team as leads with source 'contact', the same path the lead form uses.

import { z } from './zod'
import { emailField, multiLine, personNameField, phoneField } from './fields'
import { CONSENT_TEXTS } from './intake-texts'
import validation from './i18n/en/forms/validation'
import { fill } from './i18n/render'

const V = validation

export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/**
 * The consent sentence beside the checkbox, in English (each language's: consentTextsIn(locale).contact).
 * The CMS stores the text of the page's language with the time it was given (UAE PDPL: consent
 * must be specific and provable); it lives with the other consent texts in ./intake-texts.
 */
export const CONTACT_CONSENT_TEXT = CONSENT_TEXTS.contact

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
