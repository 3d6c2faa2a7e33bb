// Field builders shared by the schemas. Every field carries its spec message for every failure,
// including a wrong type (number, object, array, missing), so a hostile body gets the same
// readable 400 as a careless user. Upper bounds are ours (the spec sets none); they keep a
// 10k-character value out of the database and reuse a spec message where one fits.

import { z } from './zod'
import { MAX_INT32, parsePositiveInt } from './ids'
import { hasControlCharacters, hasUnprintableCharacters, UNSUPPORTED_CHARACTERS_MESSAGE } from './text-safety'
import V from './i18n/en/forms/validation'
import { fill } from './i18n/render'

/** Refinements for text fields: a one-line value takes no control characters; multi-line text keeps tabs and line breaks. */
export const oneLine = (message: string = UNSUPPORTED_CHARACTERS_MESSAGE) =>
  [(value: string) => !hasControlCharacters(value), { error: message }] as const
export const multiLine = (message: string = UNSUPPORTED_CHARACTERS_MESSAGE) =>
  [(value: string) => !hasUnprintableCharacters(value), { error: message }] as const

/**
 * A person's name is letters (any script), spaces, and the marks names use (. ' ’ -): a link, an
 * e-mail address or markup is not a name, and a name is echoed in mails from our address
 * (docs/decisions/026). A dot runs into a letter only in a web address ("evil.example").
 */
export const PERSON_NAME_MESSAGE = V.personName
const PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u
export const isPersonName = (value: string) => PERSON_NAME.test(value) && !/\.[\p{L}\p{M}]/u.test(value)

/** The shortest name a person may give on any form. */
export const NAME_MIN_LENGTH = 2

export function personNameField(message: string, { min = NAME_MIN_LENGTH, max = 100 }: { min?: number; max?: number } = {}) {
  return (
    z
      .string({ error: message })
      .trim()
      .min(min, { error: message })
      .max(max, { error: fill(V.fullNameTooLong, { max }) })
      .refine(...oneLine())
      // A name too short already has the form's own message.
      .refine((value) => value.length < min || isPersonName(value), { error: PERSON_NAME_MESSAGE })
  )
}

/** RFC 5321: an address longer than this cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254

export const EMAIL_MESSAGE = V.email

export function emailField(message: string = EMAIL_MESSAGE) {
  return z
    .string({ error: message })
    .trim()
    .pipe(z.email({ error: message }).max(EMAIL_MAX_LENGTH, { error: message }))
}

/**
 * A phone number as typed or as normalised ("+971501234567", "050 123-4567", "(04) 1234567"):
 * at least `min` characters, an optional leading +, then digits, spaces, hyphens and brackets,
 * 7 to 15 digits (E.164). `invalidMessage` covers what the spec does not phrase.
 */
export function phoneField(minMessage: string, invalidMessage: string = V.phoneInvalid) {
  return z
    .string({ error: minMessage })
    .trim()
    .min(8, { error: minMessage })
    .max(25, { error: invalidMessage })
    .refine(
      (value) => {
        if (!/^\+?[0-9\s\-()]+$/.test(value)) return false
        const digits = value.replace(/\D/g, '').length
        return digits >= 7 && digits <= 15
      },
      { error: invalidMessage },
    )
}

/** Canonical numeric strings ("7") become numbers; anything else is left for zod to reject. */
function idFromString(value: unknown): unknown {
  return typeof value === 'string' ? (parsePositiveInt(value) ?? value) : value
}

/** A required positive integer id; accepts 7 or "7", rejects "07", "7.5", "1e3", -1, []. */
export function positiveIdField(message: string) {
  return z.preprocess(
    idFromString,
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_INT32, { error: message }),
  )
}

/** An optional positive integer id; missing, null or "" mean "not given". */
export function optionalIdField(message: string) {
  return z.preprocess(
    (value) => (value === null || value === '' ? undefined : idFromString(value)),
    z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(MAX_INT32, { error: message }).optional(),
  )
}

/** An optional free-text field with an upper bound. */
export function optionalText(max: number, tooLongMessage: string) {
  return z
    .string({ error: tooLongMessage })
    .max(max, { error: tooLongMessage })
    .refine(...multiLine())
    .optional()
}

/** Bot-check tokens are ~2 kB; anything far larger is not a token. */
export const recaptchaTokenField = optionalText(4096, V.securityFailed)
