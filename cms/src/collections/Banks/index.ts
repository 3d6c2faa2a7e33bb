import type { CollectionConfig } from 'payload'
import { canEditContent, liveOrEditor } from '../../access'
import { historyField } from '../../fields/history'
import { httpUrlField } from '../../fields/httpUrl'
import { slugField } from '../../fields/slug'
import { refuseDeleteWhileUsed } from '../../hooks/cascadeDelete'
import { NAV_GROUPS } from '../groups'

export const Banks: CollectionConfig = {
  slug: 'banks',
  admin: { group: NAV_GROUPS.catalogue, useAsTitle: 'name', defaultColumns: ['name', 'headquarters', 'isActive'] },
  defaultSort: 'id',
  hooks: {
    beforeDelete: [
      refuseDeleteWhileUsed({
        collection: 'credit-cards',
        field: 'bank',
        message: (n) =>
          `This bank still has ${n} credit card${n === 1 ? '' : 's'}. Move ${n === 1 ? 'it' : 'them'} to another bank or delete ${n === 1 ? 'it' : 'them'} first.`,
      }),
    ],
  },
  access: {
    read: liveOrEditor('isActive'),
    create: canEditContent,
    update: canEditContent,
    delete: canEditContent,
  },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, localized: true },
    slugField({ required: true }),
    { name: 'logo', type: 'text', admin: { description: 'Image path, e.g. /images/banks/adcb.svg' } },
    { name: 'description', type: 'textarea', localized: true },
    httpUrlField('website'),
    { name: 'address', type: 'text' },
    { name: 'phoneNumber', type: 'text' },
    { name: 'email', type: 'email' },
    { name: 'featuredImageUrl', type: 'text' },
    { name: 'established', type: 'number', min: 1800, max: 2100 },
    { name: 'employees', type: 'number', min: 0 },
    { name: 'headquarters', type: 'text' },
    {
      name: 'brandColors',
      type: 'group',
      fields: [
        { name: 'primary', type: 'text' },
        { name: 'secondary', type: 'text' },
      ],
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, index: true },
    historyField,
  ],
}
