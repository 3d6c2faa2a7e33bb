import type { CollectionConfig } from 'payload'
import { anyone, canReadLeads, isAdmin, salesField } from '../access'
import { cascadeDelete } from '../hooks/cascadeDelete'
import { ownedByRequester, ownerField } from '../hooks/ownedByRequester'

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'applied', 'converted', 'lost'] as const

// Card applications are leads too (source 'application'), so sales works one inbox.
export const Leads: CollectionConfig = {
  slug: 'leads',
  admin: {
    useAsTitle: 'fullName',
    defaultColumns: ['fullName', 'source', 'cardName', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [ownedByRequester('user', 'sales', 'admin')],
    // The sales team's notes on a lead go with it.
    beforeDelete: [cascadeDelete([{ collection: 'lead-notes', field: 'lead' }])],
  },
  access: {
    create: anyone,
    read: canReadLeads,
    update: canReadLeads,
    delete: isAdmin,
  },
  fields: [
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'lead_form',
      index: true,
      options: [
        { label: 'Lead form', value: 'lead_form' },
        { label: 'Card application', value: 'application' },
        { label: 'Contact form', value: 'contact' },
      ],
    },
    { name: 'fullName', type: 'text', required: true, minLength: 2, maxLength: 120 },
    { name: 'email', type: 'email', required: true, index: true },
    {
      name: 'phone',
      type: 'text',
      maxLength: 30,
      // A contact-form message may come without a phone number; leads and applications may not.
      validate: (value: unknown, { siblingData }: { siblingData: { source?: string } }) =>
        siblingData?.source === 'contact' || (typeof value === 'string' && value.trim().length > 0) || 'Phone number is required',
    },
    { name: 'salary', type: 'number', min: 0, max: 10_000_000 },
    { name: 'preference', type: 'text' },
    { name: 'card', type: 'relationship', relationTo: 'credit-cards', index: true },
    { name: 'cardName', type: 'text' },
    // The signed-in visitor who sent it, if any; set by the server, never by the request.
    { ...ownerField('user'), required: false },
    {
      type: 'collapsible',
      label: 'Application details',
      fields: [
        { name: 'likes', type: 'textarea' },
        { name: 'dislikes', type: 'textarea' },
        {
          name: 'preferredContactMethod',
          type: 'select',
          options: ['email', 'phone', 'whatsapp'].map((v) => ({ label: v, value: v })),
        },
        { name: 'message', type: 'textarea', maxLength: 5000 },
      ],
    },
    {
      type: 'collapsible',
      label: 'Consent (UAE PDPL)',
      fields: [
        { name: 'consentText', type: 'textarea', admin: { readOnly: true } },
        { name: 'consentAt', type: 'date', admin: { readOnly: true } },
      ],
    },
    {
      type: 'collapsible',
      label: 'Handling',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          defaultValue: 'new',
          index: true,
          options: LEAD_STATUSES.map((s) => ({ label: s, value: s })),
          access: { create: salesField, update: salesField },
        },
        { name: 'assignedTo', type: 'relationship', relationTo: 'users', access: { create: salesField, update: salesField } },
        { name: 'lastContactedAt', type: 'date', access: { create: salesField, update: salesField } },
        { name: 'followUpDate', type: 'date', access: { create: salesField, update: salesField } },
        { name: 'notes', type: 'textarea', access: { create: salesField, update: salesField } },
        { name: 'isConverted', type: 'checkbox', defaultValue: false, access: { create: salesField, update: salesField } },
        { name: 'tags', type: 'text', hasMany: true, access: { create: salesField, update: salesField } },
      ],
    },
  ],
}

export const LeadNotes: CollectionConfig = {
  slug: 'lead-notes',
  admin: { useAsTitle: 'content', defaultColumns: ['lead', 'user', 'createdAt'] },
  access: { create: canReadLeads, read: canReadLeads, update: canReadLeads, delete: isAdmin },
  // The note's author is whoever wrote it.
  hooks: { beforeChange: [ownedByRequester('user')] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    { ...ownerField('user'), required: false, index: false },
    { name: 'content', type: 'textarea', required: true, maxLength: 5000 },
  ],
}

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { useAsTitle: 'email' },
  access: { create: anyone, read: canReadLeads, update: canReadLeads, delete: canReadLeads },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    { name: 'source', type: 'text', defaultValue: 'exit_intent_popup' },
    { name: 'consentText', type: 'textarea' },
    { name: 'unsubscribedAt', type: 'date' },
  ],
}
