// Every way a person reaches the sales team (docs/decisions/010): the card application, the home
// lead form, the newsletter and the contact form. One rulebook: the storefront's actions and the
// CMS's `leads` collection both validate with these definitions, so a record made in the admin or
// by a direct API call obeys the same limits and messages as one made by a form.

import { z } from './zod'
import { EMAIL_MAX_LENGTH, multiLine, NAME_MIN_LENGTH, oneLine } from './fields'
import { MAX_INT32 } from './ids'

// --- Form options and limits (spec §5) ---

export const SALARY_MIN = 1

export const LIKES_OPTIONS = [
  'Cashback Rewards',
  'Travel Miles',
  'Airport Lounge Access',
  'No Annual Fee',
  'Low Interest Rate',
  'Shopping Discounts',
  'Dining Discounts',
  'Insurance Coverage',
  'Balance Transfer Offer',
  'Fuel Discounts',
  'Entertainment Perks',
  'Other',
] as const

export const CONCERNS_OPTIONS = [
  'High Annual Fee',
  'High Interest Rate',
  'Minimum Spend Requirements',
  'Limited Reward Categories',
  'Foreign Transaction Fees',
  'Low Credit Limit',
  'Complex Reward System',
  'Reward Expiration',
  'High Minimum Payment',
  'Limited Acceptance',
  'Other',
] as const

export const LEAD_PREFERENCE_VALUES = ['cashback', 'travel', 'shopping', 'lowfees', 'dining'] as const
export type LeadPreference = (typeof LEAD_PREFERENCE_VALUES)[number]
export const LEAD_PREFERENCES: readonly { value: LeadPreference; label: string }[] = [
  { value: 'cashback', label: 'Cashback' },
  { value: 'travel', label: 'Travel' },
  { value: 'shopping', label: 'Shopping' },
  { value: 'lowfees', label: 'Low Fees' },
  { value: 'dining', label: 'Dining' },
]

export const CONTACT_METHOD_VALUES = ['email', 'phone', 'whatsapp'] as const
export type ContactMethod = (typeof CONTACT_METHOD_VALUES)[number]
export const CONTACT_METHODS: readonly { value: ContactMethod; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone' },
  { value: 'whatsapp', label: 'WhatsApp' },
]

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
  application: 'You must agree to be contacted about this application',
  'lead-form': 'You must agree to receive communications',
} as const

/** A ticked HTML checkbox posts "on"; JSON callers send true. Anything else is "not ticked". */
export function isTicked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true'
}

/** Form-supplied key that makes a double click or a retried request one lead. */
export const idempotencyKeyField = z
  .string({ error: 'Invalid request key' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Invalid request key' })
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
  source: z.enum(LEAD_SOURCES, { error: 'Unknown lead source' }),
  fullName: z
    .string({ error: 'Please enter your full name' })
    .trim()
    .max(100, { error: 'Full name cannot exceed 100 characters' })
    .refine(...oneLine())
    .nullish(),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(EMAIL_MAX_LENGTH, { error: 'Please enter a valid email address' })
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  phone: z
    .string({ error: 'Please enter a valid phone number' })
    .regex(/^\+[1-9]\d{6,14}$/, { error: 'Please enter a valid phone number' })
    .nullish(),
  salary: z
    .number({ error: 'Please enter your monthly salary' })
    .int()
    .min(SALARY_MIN, { error: 'Please enter your monthly salary' })
    .max(MAX_INT32)
    .nullish(),
  preference: z.enum(LEAD_PREFERENCE_VALUES, { error: 'Please select a preference' }).nullish(),
  likes: z
    .string()
    .max(1000, { error: 'Likes cannot exceed 1000 characters' })
    .refine(...multiLine())
    .nullish(),
  dislikes: z
    .string()
    .max(1000, { error: 'Concerns cannot exceed 1000 characters' })
    .refine(...multiLine())
    .nullish(),
  preferredContactMethod: z.enum(CONTACT_METHOD_VALUES, { error: 'Please select a preferred contact method' }).nullish(),
  message: z
    .string()
    .max(2000, { error: 'Message cannot exceed 2000 characters' })
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
    issues.push({ path: 'fullName', message: 'Please enter your full name' })
  }
  if (needsPhone && !data.phone && !issues.some((i) => i.path === 'phone')) {
    issues.push({ path: 'phone', message: 'Please enter a valid phone number' })
  }
  return issues
}

/** The record has the lead fields' types (values as given: the schema's trimming is not applied). */
export const isLeadRecord = (data: Record<string, unknown>): data is Record<string, unknown> & z.input<typeof leadRecordSchema> =>
  leadRecordSchema.safeParse(data).success
