import type { CollectionConfig, FieldAccess } from 'payload'
import { LEAD_PREFERENCES, LEAD_SOURCE_LABELS, LEAD_SOURCES, LEAD_STATUS_LABELS, LEAD_STATUSES } from '@cardcompare/shared'
import { canReadLeads, isAdmin, LEAD_ROLES, salesField, staffOrOwner } from '../../access'
import { withdrawConsentEndpoint } from '../../endpoints/intake'
import { callableNowField } from '../../fields/callableNow'
import { consentChoice, consentEvidence, consentText } from '../../fields/consent'
import { personLocaleField } from '../../fields/locale'
import { selectOptions } from '../../fields/options'
import { ownerField } from '../../fields/owner'
import { cascadeDelete } from '../../hooks/cascadeDelete'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'
import { leadsExportEndpoint } from './endpoints/leadsExport'
import { auditHandling } from './hooks/auditHandling'
import { copyCardDetails } from './hooks/copyCardDetails'
import { validateLead } from './hooks/validateLead'

/** Handling fields (notes, assignment, internal flags) are the sales team's alone. */
const salesOnly = { read: salesField, create: salesField, update: salesField } satisfies Record<string, FieldAccess>
/** Set by the server when the lead is taken in; nobody edits them afterwards. */
const serverOnly = { create: () => false, update: () => false } satisfies Record<string, FieldAccess>

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
          options: selectOptions(LEAD_SOURCES, LEAD_SOURCE_LABELS),
          access: { update: () => false },
        },
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: selectOptions(LEAD_STATUSES, LEAD_STATUS_LABELS),
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
        { name: 'preferredContactMethod', type: 'select', options: selectOptions(['email', 'phone', 'whatsapp']) },
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
    ownerField({ required: false }),
    personLocaleField('The language of the page they sent it from: their e-mails, and the consent text they saw, are in it.'),
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
        { type: 'row', fields: [consentChoice('contact', 'Contact about this request'), consentChoice('marketing', 'Marketing')] },
        { type: 'row', fields: consentEvidence() },
        consentText(),
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
