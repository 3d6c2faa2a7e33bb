import type { CollectionBeforeChangeHook } from 'payload'
import { ValidationError } from 'payload'
import { leadRecordIssues, toE164 } from '@cardcompare/shared'

/**
 * One rulebook (docs/decisions/010, 026): whoever creates or edits a lead — the intake, the admin, a direct
 * API call — gets the forms' limits and messages from `shared`. Phones are stored in E.164.
 */
export const validateLead: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...(originalDoc ?? {}), ...data }
  if (typeof merged.phone === 'string' && merged.phone.trim() !== '') {
    const e164 = toE164(merged.phone)
    if (e164) data.phone = merged.phone = e164
  } else if (merged.phone === '') {
    data.phone = merged.phone = null
  }
  if (merged.anonymisedAt) return data
  const issues = leadRecordIssues(merged)
  if (issues.length) {
    throw new ValidationError({ collection: 'leads', errors: issues.map(({ path, message }) => ({ path: path || 'source', message })) })
  }
  return data
}
