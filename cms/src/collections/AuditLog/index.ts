// Who did what, written only by our server code (Local API with overrideAccess); no request may
// create, change or delete an entry.
// - Personal data in bulk (UAE PDPL accountability, docs/decisions/011): privacy exports and erasures,
//   lead CSV exports. Counts and the actor, never the personal data itself. Admins only.
// - The catalogue (docs/decisions/013): each change of a card, bank, card type or feature, field by
//   field (from → to), and each import with the documents it changed. Admins and editors.
import type { Access, CollectionConfig, Where } from 'payload'
import { ADMIN_ROLES, hasRole, nobody } from '../../access'
import { selectOptions } from '../../fields/options'
import { NAV_GROUPS } from '../groups'

const CATALOGUE_AUDIT_ACTIONS = ['create', 'update', 'delete', 'import'] as const
export const AUDIT_ACTIONS = ['privacy-export', 'privacy-erase', 'leads-export', ...CATALOGUE_AUDIT_ACTIONS] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
/** The collections whose history editors keep and read. */
const AUDITED_COLLECTIONS = ['credit-cards', 'banks', 'card-types', 'features'] as const

/** Admins read everything; editors the catalogue's history only. */
const readAudit: Access = ({ req }) => {
  if (hasRole(req.user, ...ADMIN_ROLES)) return true
  if (hasRole(req.user, 'editor')) {
    return { and: [{ action: { in: [...CATALOGUE_AUDIT_ACTIONS] } }, { collection: { in: [...AUDITED_COLLECTIONS] } }] } as Where
  }
  return false
}

/** One changed field: its path (`fees.annualFee`) and the values before and after. */
export type AuditChange = { field: string; from: unknown; to: unknown }

export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: 'Audit entry', plural: 'Audit log' },
  admin: {
    group: NAV_GROUPS.system,
    useAsTitle: 'summary',
    defaultColumns: ['createdAt', 'action', 'collection', 'summary', 'actor', 'importId'],
    description:
      'Who changed which card, bank, card type or feature, field by field, and every import; privacy requests and exports of personal data (admins only). Written by the server only.',
  },
  defaultSort: '-createdAt',
  access: { read: readAudit, create: nobody, update: nobody, delete: nobody },
  // An entry is never edited, so it is never locked for editing either.
  lockDocuments: false,
  disableDuplicate: true,
  fields: [
    { name: 'action', type: 'select', required: true, index: true, options: selectOptions(AUDIT_ACTIONS) },
    { name: 'collection', type: 'text', index: true, admin: { description: 'The collection the action concerned, if one' } },
    { name: 'documentId', type: 'text', index: true, admin: { description: 'The record it concerned, if one' } },
    { name: 'actor', type: 'relationship', relationTo: 'users', index: true },
    { name: 'summary', type: 'text', required: true, maxLength: 500 },
    { name: 'importId', type: 'text', index: true, admin: { description: 'The import that made this change, if one' } },
    {
      name: 'changes',
      type: 'json',
      // Typed as AuditChange[] in payload-types.ts, so readers need no cast.
      typescriptSchema: [
        () => ({
          type: ['array', 'null'],
          description: 'Each changed field with its value before and after',
          items: {
            type: 'object',
            properties: { field: { type: 'string' }, from: {}, to: {} },
            required: ['field', 'from', 'to'],
            additionalProperties: false,
          },
        }),
      ],
      admin: {
        description: 'Each changed field with its value before and after',
        components: { Field: '/components/admin/AuditChanges#AuditChangesField', Cell: '/components/admin/AuditChanges#AuditChangesCell' },
      },
    },
    { name: 'details', type: 'json', admin: { description: 'Counts and options; never personal data' } },
  ],
}
