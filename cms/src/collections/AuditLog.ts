// What staff did with personal data in bulk (issue 10 §5, UAE PDPL accountability): privacy
// exports and erasures, lead CSV exports. Written only by our server code (Local API with
// overrideAccess); no request may create, change or delete an entry, and only admins read them.
// An entry names the actor and counts, never the personal data itself (addresses are masked).
import type { CollectionConfig, PayloadRequest } from 'payload'
import { isAdmin, nobody } from '../access'
import { NAV_GROUPS } from './groups'

export const AUDIT_ACTIONS = ['privacy-export', 'privacy-erase', 'leads-export'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: NAV_GROUPS.system,
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'actor', 'summary'],
    description: 'Privacy requests and exports of personal data: who, when, how many records. Written by the server only.',
  },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  // An entry is never edited, so it is never locked for editing either.
  lockDocuments: false,
  disableDuplicate: true,
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: AUDIT_ACTIONS.map((value) => ({ label: value, value })) },
    { name: 'collection', type: 'text', index: true, admin: { description: 'The collection the action concerned, if one' } },
    { name: 'documentId', type: 'text', index: true, admin: { description: 'The record it concerned, if one' } },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'summary', type: 'text', required: true, maxLength: 500 },
    { name: 'details', type: 'json', admin: { description: 'Counts and options; never personal data' } },
  ],
}

export type AuditEntry = {
  action: AuditAction
  summary: string
  collection?: string
  documentId?: string | number | null
  details?: Record<string, unknown>
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
    } as never,
    req,
    overrideAccess: true,
  })
}
