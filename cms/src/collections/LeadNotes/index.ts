import type { CollectionConfig } from 'payload'
import { canReadLeads, isAdmin } from '../../access'
import { ownerField } from '../../fields/owner'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'

export const LeadNotes: CollectionConfig = {
  slug: 'lead-notes',
  labels: { singular: 'Lead note', plural: 'Lead notes' },
  admin: { useAsTitle: 'content', group: NAV_GROUPS.leads, defaultColumns: ['lead', 'content', 'user', 'createdAt'] },
  access: { create: canReadLeads, read: canReadLeads, update: canReadLeads, delete: isAdmin },
  // The note's author is whoever wrote it.
  hooks: { beforeChange: [ownedByRequester('user')] },
  fields: [
    { name: 'lead', type: 'relationship', relationTo: 'leads', required: true, index: true },
    ownerField({ label: 'Author', required: false, index: false }),
    { name: 'content', type: 'textarea', required: true, maxLength: 5000 },
  ],
}
