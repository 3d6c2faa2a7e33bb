import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { ValidationError } from 'payload'
import {
  clipChange,
  diffDocuments,
  LEAD_PREFERENCES,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  leadRecordIssues,
  toE164,
} from '@cardcompare/shared'
import { canReadLeads, isAdmin, LEAD_ROLES, salesField, staffOrOwner } from '../access'
import { recordAudit } from './AuditLog'
import { cascadeDelete } from '../hooks/cascadeDelete'
import { ownedByRequester, ownerField } from '../hooks/ownedByRequester'
import { withdrawConsentEndpoint } from '../endpoints/intake'
import { leadsExportEndpoint } from '../endpoints/leadsExport'
import { callableNowField } from '../fields/callableNow'
import { NAV_GROUPS } from './groups'

const options = <T extends string>(values: readonly T[], labels: Readonly<Record<T, string>>) =>
  values.map((value) => ({ value, label: labels[value] }))

/** Handling fields (notes, assignment, internal flags) are the sales team's alone. */
const salesOnly = { read: salesField, create: salesField, update: salesField } satisfies Record<string, FieldAccess>
/** Set by the server when the lead is taken in; nobody edits them afterwards. */
const serverOnly = { create: () => false, update: () => false } satisfies Record<string, FieldAccess>

/**
 * One rulebook (docs/decisions/010, 026): whoever creates or edits a lead — the intake, the admin, a direct
 * API call — gets the forms' limits and messages from `shared`. Phones are stored in E.164.
 */
const validateLead: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
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

/** The card's name and bank travel with the lead, so filters and exports survive a renamed card. */
const copyCardDetails: CollectionBeforeChangeHook = async ({ data, req, originalDoc }) => {
  const cardId = data.card ?? null
  if (cardId === null || cardId === undefined || cardId === originalDoc?.card) return data
  const id = typeof cardId === 'object' ? cardId.id : cardId
  const card = await req.payload.findByID({ collection: 'credit-cards', id, depth: 0, req, overrideAccess: true, disableErrors: true })
  if (card) {
    data.cardName = card.name
    data.bank = typeof card.bank === 'object' ? card.bank?.id : card.bank
  }
  return data
}

/** What the audit log keeps of a lead's handling: its status, who has it, and its consent record. */
const HANDLING_FIELDS = /^(status|assignedTo|consent\.\w+)$/

/**
 * Each change of a lead's status, assignment or consent is in the audit log with who made it and
 * when (UAE PDPL accountability): values only, never the person's details. Admins read it.
 */
const auditHandling: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
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

// Card applications, lead-form enquiries, newsletter sign-ups and contact messages are all
// leads (`source`), so the sales team works one inbox.
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    useAsTitle: 'fullName',
    group: NAV_GROUPS.leads,
    defaultColumns: ['fullName', 'source', 'cardName', 'bank', 'status', 'assignedTo', 'followUpDate', 'callableNow', 'createdAt'],
    components: { beforeListTable: ['/components/admin/LeadsExportButton#LeadsExportButton'] },
    listSearchableFields: ['fullName', 'email', 'phone', 'cardName'],
    description: 'Applications, enquiries, newsletter sign-ups and contact messages. Call only Mon–Sat 9 AM–6 PM UAE time.',
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [ownedByRequester('user', LEAD_ROLES), copyCardDetails, validateLead],
    afterChange: [auditHandling],
    // The sales team's notes on a lead go with it.
    beforeDelete: [cascadeDelete([{ collection: 'lead-notes', field: 'lead' }])],
  },
  access: {
    // Visitors come in through the intake (bot check, limits, consent); staff may add a lead
    // taken by phone. A signed-in user reads their own leads (My Leads).
    create: canReadLeads,
    read: staffOrOwner('user', LEAD_ROLES),
    update: canReadLeads,
    delete: isAdmin,
  },
  // The export's path is more specific than /:id/withdraw-consent; it goes first.
  endpoints: [leadsExportEndpoint, withdrawConsentEndpoint],
  fields: [
    callableNowField,
    {
      type: 'row',
      fields: [
        {
          name: 'source',
          type: 'select',
          required: true,
          defaultValue: 'lead-form',
          index: true,
          options: options(LEAD_SOURCES, LEAD_SOURCE_LABELS),
          access: { update: () => false },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: options(LEAD_STATUSES, LEAD_STATUS_LABELS),
          access: { create: salesField, update: salesField },
        },
      ],
    },
    { name: 'fullName', type: 'text' },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, index: true },
        { name: 'phone', type: 'text', index: true, admin: { description: 'International format, e.g. +971501234567' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'salary', label: 'Monthly salary (AED)', type: 'number', min: 1 },
        { name: 'preference', type: 'select', options: LEAD_PREFERENCES.map(({ value, label }) => ({ value, label })) },
        { name: 'preferredContactMethod', type: 'select', options: ['email', 'phone', 'whatsapp'].map((v) => ({ label: v, value: v })) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'card', type: 'relationship', relationTo: 'credit-cards', index: true },
        { name: 'bank', type: 'relationship', relationTo: 'banks', index: true, admin: { readOnly: true }, access: serverOnly },
        { name: 'cardName', type: 'text', admin: { readOnly: true }, access: serverOnly },
      ],
    },
    // The signed-in visitor who sent it, if any; set by the server, never by the request.
    { ...ownerField('user'), required: false },
    {
      type: 'collapsible',
      label: 'What they wrote',
      fields: [
        { name: 'likes', type: 'textarea' },
        { name: 'dislikes', label: 'Concerns', type: 'textarea' },
        { name: 'message', type: 'textarea' },
      ],
    },
    {
      name: 'consent',
      label: 'Consent (UAE PDPL)',
      type: 'group',
      admin: {
        description: 'What the person agreed to, to which text, when and where. Set when the lead came in; withdrawal is recorded here.',
      },
      // The evidence of what a person agreed to and when they withdrew: staff record it with a
      // lead taken by phone; afterwards only the person (withdrawal) and a privacy erasure, both
      // server code, change it.
      access: { create: salesField, update: () => false },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'contact', label: 'Contact about this request', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
            { name: 'marketing', label: 'Marketing', type: 'checkbox', defaultValue: false, admin: { readOnly: true } },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'version', type: 'text', admin: { readOnly: true } },
            { name: 'givenAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'withdrawnAt', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        { name: 'text', type: 'textarea', admin: { readOnly: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Handling',
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'assignedTo',
              type: 'relationship',
              relationTo: 'users',
              index: true,
              access: salesOnly,
              // Leads go to the sales team (or an admin), never to a member or an editor.
              filterOptions: { role: { in: [...LEAD_ROLES] } },
            },
            { name: 'followUpDate', type: 'date', index: true, access: salesOnly },
            { name: 'lastContactedAt', type: 'date', access: salesOnly, admin: { date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
        { name: 'notes', type: 'textarea', access: salesOnly },
        { name: 'isConverted', type: 'checkbox', defaultValue: false, access: salesOnly },
        { name: 'tags', type: 'text', hasMany: true, access: salesOnly },
        {
          name: 'leadNotes',
          label: 'Notes from the team',
          type: 'join',
          collection: 'lead-notes',
          on: 'lead',
          defaultSort: '-createdAt',
          admin: { defaultColumns: ['content', 'user', 'createdAt'], allowCreate: true },
          access: { read: salesField },
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Intake',
      admin: { initCollapsed: true },
      fields: [
        { name: 'idempotencyKey', type: 'text', unique: true, access: { ...serverOnly, read: salesField }, admin: { readOnly: true } },
        {
          name: 'botCheck',
          type: 'text',
          access: { ...serverOnly, read: salesField },
          admin: { readOnly: true, description: 'How the bot check was passed: altcha, recaptcha, form-stamp, test, or staff' },
        },
        { name: 'anonymisedAt', type: 'date', access: { ...serverOnly, read: salesField }, admin: { readOnly: true } },
      ],
    },
  ],
}

export const LeadNotes: CollectionConfig = {
  slug: 'lead-notes',
  labels: { singular: 'Lead note', plural: 'Lead notes' },
  admin: { useAsTitle: 'content', group: NAV_GROUPS.leads, defaultColumns: ['lead', 'content', 'user', 'createdAt'] },
  access: { create: canReadLeads, read: canReadLeads, update: canReadLeads, delete: isAdmin },
  // The note's author is whoever wrote it.
  hooks: { beforeChange: [ownedByRequester('user')] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { ...ownerField('user'), label: 'Author', required: false, index: false },
    { name: 'content', type: 'textarea', required: true, maxLength: 5000 },
  ],
}
