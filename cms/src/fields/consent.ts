// A consent record (UAE PDPL): what the person agreed to, to which text and version, when it was
// given and when withdrawn. A lead's consent and a member's marketing consent keep the same
// evidence; server code writes it, the admin only shows it.
import type { CheckboxField, DateField, TextareaField, TextField } from 'payload'

const shownAt = (name: string): DateField => ({ name, type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } })

/** One thing the person agreed to (or not). */
export const consentChoice = (name: string, label: string): CheckboxField => ({
  name,
  label,
  type: 'checkbox',
  defaultValue: false,
  admin: { readOnly: true },
})

/** Which version of the text they agreed to, when, and when they withdrew. */
export const consentEvidence = (): [TextField, DateField, DateField] => [
  { name: 'version', type: 'text', admin: { readOnly: true } },
  shownAt('givenAt'),
  shownAt('withdrawnAt'),
]

/** The text they agreed to, word for word. */
export const consentText = (): TextareaField => ({ name: 'text', type: 'textarea', admin: { readOnly: true } })
