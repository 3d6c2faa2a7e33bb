// Every way a person reaches the sales team (docs/decisions/010): the card application, the home
// lead form, the newsletter and the contact form. One rulebook: the storefront's actions and the
// CMS's `leads` collection both validate with these definitions, so a record made in the admin or
// by a direct API call obeys the same limits and messages as one made by a form.

import { z } from './zod'
import { EMAIL_MAX_LENGTH, multiLine, NAME_MIN_LENGTH, oneLine } from './fields'
import { MAX_INT32 } from './ids'
import forms from './i18n/en/forms'
import { fill } from './i18n/render'

const V = forms.validation

// --- Form options and limits (spec §5) ---

export const SALARY_MIN = 1

// The stored values are the English labels (spec §5); a page in another language shows the
// catalogue's translation of each beside the same value.
export const LIKES_OPTIONS: readonly string[] = Object.values(forms.likes)

export const CONCERNS_OPTIONS: readonly string[] = Object.values(forms.concerns)

export const LEAD_PREFERENCE_VALUES = ['cashback', 'travel', 'shopping', 'lowfees', 'dining'] as const
export type LeadPreference = (typeof LEAD_PREFERENCE_VALUES)[number]
export const LEAD_PREFERENCES: readonly { value: LeadPreference; label: string }[] = LEAD_PREFERENCE_VALUES.map((value) => ({
  value,
  label: forms.preferences[value],
}))

export const CONTACT_METHOD_VALUES = ['email', 'phone', 'whatsapp'] as const
export type ContactMethod = (typeof CONTACT_METHOD_VALUES)[number]
export const CONTACT_METHODS: readonly { value: ContactMethod; label: string }[] = CONTACT_METHOD_VALUES.map((value) => ({
  value,
  label: forms.contactMethods[value],
}))

/** Source value the exit-intent popup sends with a newsletter signup (spec §3). */
export const NEWSLETTER_DEFAULT_SOURCE = 'exit_intent_popup'
/** Where a lead came from; stored on every row. */
export const LEAD_SOURCES = ['application', 'lead-form', 'newsletter', 'contact'] as const
export type LeadSource = (typeof LEAD_SOURCES)[number]
export const LEAD_SOURCE_LABELS: Readonly<Record<LeadSource, string>> = {
  application: 'Card application',
  'lead-form': 'Lead form',
  newsletter: 'Newsletter',
  contact: 'Contact form',
}

/** The sales workflow: new → contacted → qualified → submitted to bank → approved / declined / lost. */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'submitted', 'approved', 'declined', 'lost'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]
/** What the sales team reads in the admin. */
export const LEAD_STATUS_LABELS: Readonly<Record<LeadStatus, string>> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  submitted: 'Submitted to bank',
  approved: 'Approved',
  declined: 'Declined',
  lost: 'Lost',
}
/** What the person who sent it reads on My Leads: plain words, nothing internal. */
export const LEAD_STATUS_PLAIN: Readonly<Record<LeadStatus, string>> = {
  new: 'Received: our team will contact you soon',
  contacted: 'We have been in touch with you',
  qualified: 'We are preparing your application',
  submitted: 'Sent to the bank for a decision',
  approved: 'Approved by the bank',
  declined: 'Not approved by the bank',
  lost: 'Closed',
}

export const CONSENT_REQUIRED_MESSAGES = {
  application: V.consentApplication,
  'lead-form': V.consentLeadForm,
} as const

/** A ticked HTML checkbox posts "on"; JSON callers send true. Anything else is "not ticked". */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true'
}

/** Form-supplied key that makes a double click or a retried request one lead. */
export const idempotencyKeyField = z
  .string({ error: V.invalidRequestKey })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: V.invalidRequestKey })
  .optional()

/** Likes and concerns: the form sends a list of options; a comma-separated string is accepted too. */
export function optionList(options: readonly string[], message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined
      if (typeof value === 'string')
        return value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      return value
    },
    z
      .array(
        z
          .string({ error: message })
          .max(100, { error: message })
          .refine(...oneLine(message)),
        { error: message },
      )
      .max(options.length, { error: message })
      .optional(),
  )
}

/**
 * A lead's repeat window: within 10 minutes, the same request again (its idempotency key, or the
 * same e-mail and phone with the same content) is one lead. Another person who shares a phone
 * number or an address is a new lead (docs/decisions/026).
 */
export const DUPLICATE_WINDOW_MS = 10 * 60 * 1000

/**
 * The stored lead, as the CMS validates it on every create and update (admin, API, intake).
 * Field limits match the forms': name 2-100, message 2,000, likes/concerns 1,000.
 */
export const leadRecordSchema = z.object({
  source: z.enum(LEAD_SOURCES, { error: V.unknownLeadSource }),
  fullName: z
    .string({ error: V.fullNameRequired })
    .trim()
    .max(100, { error: fill(V.fullNameTooLong, { max: 100 }) })
    .refine(...oneLine())
    .nullish(),
  email: z
    .string({ error: V.email })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: V.email })
    .pipe(z.email({ error: V.email })),
  phone: z
    .string({ error: V.phoneInvalid })
    .regex(/^\+[1-9]\d{6,14}$/, { error: V.phoneInvalid })
    .nullish(),
  salary: z.number({ error: V.salaryRequired }).int().min(SALARY_MIN, { error: V.salaryRequired }).max(MAX_INT32).nullish(),
  preference: z.enum(LEAD_PREFERENCE_VALUES, { error: V.preference }).nullish(),
  likes: z
    .string()
    .max(1000, { error: fill(V.likesTooLong, { max: 1000 }) })
    .refine(...multiLine())
    .nullish(),
  dislikes: z
    .string()
    .max(1000, { error: fill(V.concernsTooLong, { max: 1000 }) })
    .refine(...multiLine())
    .nullish(),
  preferredContactMethod: z.enum(CONTACT_METHOD_VALUES, { error: V.contactMethod }).nullish(),
  message: z
    .string()
    .max(2000, { error: fill(V.messageTooLong, { max: 2000 }) })
    .refine(...multiLine())
    .nullish(),
})

/** Source-specific requirements on top of the record's shape (the forms' own messages). */
export function leadRecordIssues(data: Partial<z.input<typeof leadRecordSchema>>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = []
  const parsed = leadRecordSchema.safeParse(data)
  if (!parsed.success) {
    for (const issue of parsed.error.issues) issues.push({ path: issue.path.map(String).join('.'), message: issue.message })
  }
  const needsName = data.source !== 'newsletter'
  const needsPhone = data.source === 'application' || data.source === 'lead-form'
  const name = typeof data.fullName === 'string' ? data.fullName.trim() : ''
  if (needsName && name.length < NAME_MIN_LENGTH && !issues.some((i) => i.path === 'fullName')) {
    issues.push({ path: 'fullName', message: V.fullNameRequired })
  }
  if (needsPhone && !data.phone && !issues.some((i) => i.path === 'phone')) {
    issues.push({ path: 'phone', message: V.phoneInvalid })
  }
  return issues
}

/** The record has the lead fields' types (values as given: the schema's trimming is not applied). */
export const isLeadRecord = (data: Record<string, unknown>): data is Record<string, unknown> & z.input<typeof leadRecordSchema> =>
  leadRecordSchema.safeParse(data).success
