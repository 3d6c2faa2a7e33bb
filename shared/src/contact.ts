// The contact form of /contact (spec §2 route table). Its messages reach the
// team as leads with source 'contact', the same path the lead form uses.

import { z } from './zod'
import { emailField, multiLine, personNameField, phoneField } from './fields'
import { CONSENT_TEXTS } from './intake-texts'

export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/**
 * The consent sentence beside the checkbox, in English (each language's: consentTextsIn(locale).contact).
 * The CMS stores the text of the page's language with the time it was given (UAE PDPL: consent
 * must be specific and provable); it lives with the other consent texts in ./intake-texts.
 */
export const CONTACT_CONSENT_TEXT = CONSENT_TEXTS.contact

const CONSENT_MESSAGE = 'You must agree to be contacted about your enquiry'
const MESSAGE_REQUIRED = 'Please enter your message'

/** A ticked HTML checkbox posts "on"; JSON callers may send true. */
function checkboxValue(value: unknown): unknown {
  return value === 'on' || value === 'true' ? true : value
}

/** An empty or blank optional input means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value
}

export const contactSchema = z.object({
  fullName: personNameField('Please enter your full name'),
  email: emailField(),
  phone: z.preprocess(blankToUndefined, phoneField('Please enter a valid phone number').optional()),
  message: z
    .string({ error: MESSAGE_REQUIRED })
    .trim()
    .min(1, { error: MESSAGE_REQUIRED })
    .max(CONTACT_MESSAGE_MAX_LENGTH, {
      error: `Message cannot exceed ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
    })
    .refine(...multiLine()),
  consent: z.preprocess(checkboxValue, z.literal(true, { error: CONSENT_MESSAGE })),
})
export type ContactFormValues = z.input<typeof contactSchema>
export type ContactInput = z.output<typeof contactSchema>
