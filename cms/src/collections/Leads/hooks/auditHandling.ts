import type { CollectionAfterChangeHook } from 'payload'
import { clipChange, diffDocuments } from '@cardcompare/shared'
import { recordAudit } from '../../AuditLog/recordAudit'

/** What the audit log keeps of a lead's handling: its status, who has it, and its consent record. */
const HANDLING_FIELDS = /^(status|assignedTo|consent\.\w+)$/

/**
 * How a person without a session changed their own consent, for the audit entry (its actor is
 * then nobody): passed as the update's `context.consentChangedBy`.
 */
export const CONSENT_CHANGED_BY = {
  unsubscribeLink: 'by the person, with the unsubscribe link',
  signUpAgain: 'by the person, signing up again',
} as const
export type ConsentChangedBy = (typeof CONSENT_CHANGED_BY)[keyof typeof CONSENT_CHANGED_BY]
const isConsentChangedBy = (value: unknown): value is ConsentChangedBy =>
  Object.values(CONSENT_CHANGED_BY).includes(value as ConsentChangedBy)

/**
 * Each change of a lead's status, assignment or consent is in the audit log with who made it and
 * when (UAE PDPL accountability): values only, never the person's details. Admins read it.
 */
export const auditHandling: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req, context }) => {
  if (operation !== 'update') return doc
  const changes = diffDocuments(previousDoc, doc)
    .filter((change) => HANDLING_FIELDS.test(change.field))
    .map((change) => clipChange(change))
  if (changes.length === 0) return doc
  const by = isConsentChangedBy(context?.consentChangedBy) ? context.consentChangedBy : null
  await recordAudit(req, {
    action: 'update',
    collection: 'leads',
    documentId: doc.id,
    summary: `Changed lead #${doc.id}: ${changes.map((change) => change.field).join(', ')}${by ? ` (${by})` : ''}`,
    changes,
    ...(by ? { details: { by } } : {}),
  })
  return doc
}
