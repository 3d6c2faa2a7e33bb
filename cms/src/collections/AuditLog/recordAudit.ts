// The one writer of audit entries (docs/decisions/011, 013): our server code calls it, never a request.
import type { PayloadRequest } from 'payload'
import type { AuditAction, AuditChange } from './index'

type AuditEntry = {
  action: AuditAction
  summary: string
  collection?: string
  documentId?: string | number | null
  details?: Record<string, unknown>
  importId?: string | null
  changes?: AuditChange[] | null
}

/**
 * Writes one entry as `req.user`. Inside a transaction (pass the request that holds it), the
 * entry commits or rolls back with the work it records.
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  await req.payload.create({
    collection: 'audit-log',
    data: {
      action: entry.action,
      summary: entry.summary.slice(0, 500),
      collection: entry.collection ?? null,
      documentId: entry.documentId == null ? null : String(entry.documentId),
      actor: req.user?.collection === 'users' ? req.user.id : null,
      details: entry.details ?? null,
      importId: entry.importId ?? null,
      changes: entry.changes ?? null,
    },
    req,
    overrideAccess: true,
  })
}
