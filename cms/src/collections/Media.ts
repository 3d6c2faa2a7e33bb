import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { anyone, canEditContent } from '../access'
import { NAV_GROUPS } from './groups'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: NAV_GROUPS.catalogue },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  upload: {
    staticDir: process.env.MEDIA_DIR || path.resolve(process.cwd(), '../.data/media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
