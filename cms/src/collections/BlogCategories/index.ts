import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../../access'
import { slugField } from '../../fields/slug'
import { NAV_GROUPS } from '../groups'

export const BlogCategories: CollectionConfig = {
  slug: 'blog-categories',
  admin: { group: NAV_GROUPS.blog, useAsTitle: 'name' },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  fields: [
    { name: 'name', type: 'text', required: true, localized: true },
    slugField({ required: true }),
    { name: 'description', type: 'textarea', localized: true },
  ],
}
