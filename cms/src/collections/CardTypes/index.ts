import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../../access'
import { historyField } from '../../fields/history'
import { NAV_GROUPS } from '../groups'

// spec §3: icon keywords the storefront maps to pictures; anything else gets a default.
const CARD_TYPE_ICONS = [
  'gift',
  'cash',
  'money-bill-wave',
  'map',
  'plane-departure',
  'shopping-bag',
  'shopping-cart',
  'briefcase',
  'book',
  'percent',
  'repeat',
  'star',
  'utensils',
  'film',
] as const

export const CardTypes: CollectionConfig = {
  slug: 'card-types',
  admin: { group: NAV_GROUPS.catalogue, useAsTitle: 'name' },
  defaultSort: 'id',
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, localized: true },
    { name: 'icon', type: 'text', admin: { description: `One of: ${CARD_TYPE_ICONS.join(', ')}` } },
    { name: 'description', type: 'textarea', localized: true },
    historyField,
  ],
}
