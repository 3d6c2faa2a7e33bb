import type { CollectionAfterChangeHook } from 'payload'
import { clipChange, diffDocuments } from '@cardcompare/shared'
import { recordAudit } from '../../AuditLog/recordAudit'

/** What the audit log keeps of a lead's handling: its status, who has it, and its consent record. */
const HANDLING_FIELDS = /^(status|assignedTo|consent\.\w+)$/

/**
 * Each change of a lead's status, assignment or consent is in the audit log with who made it and
 * when (UAE PDPL accountability): values only, never the person's details. Admins read it.
 */
export const auditHandling: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update') return doc
  const changes = diffDocuments(previousDoc, doc)
    .filter((change) => HANDLING_FIELDS.test(change.field))
    .map((change) => clipChange(change))
  if (changes.length === 0) return doc
  await recordAudit(req, {
    action: 'update',
    collection: 'leads',
    documentId: doc.id,
    summary: `Changed lead #${doc.id}: ${changes.map((change) => change.field).join(', ')}`,
    changes,
  })
  return doc
}
