import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../../access'
import { historyField } from '../../fields/history'
import { NAV_GROUPS } from '../groups'

export const Features: CollectionConfig = {
  slug: 'features',
  admin: { group: NAV_GROUPS.catalogue, useAsTitle: 'name' },
  defaultSort: 'id',
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, localized: true },
    { name: 'icon', type: 'text' },
    { name: 'description', type: 'textarea', localized: true },
    historyField,
  ],
}
