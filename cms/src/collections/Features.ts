import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../access'
import { NAV_GROUPS } from './groups'

export const Features: CollectionConfig = {
  slug: 'features',
  admin: { group: NAV_GROUPS.catalogue, useAsTitle: 'name' },
  defaultSort: 'id',
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true },
    { name: 'icon', type: 'text' },
    { name: 'description', type: 'textarea' },
    // The document's audit entries (docs/decisions/013); a ui field stores nothing.
    {
      name: 'history',
      type: 'ui',
      label: 'History',
      admin: { disableListColumn: true, components: { Field: '/components/admin/DocumentHistory#DocumentHistory' } },
    },
  ],
}
