import type { CollectionConfig } from 'payload'
import { cmsEnv } from '@cardcompare/shared/server'
import { anyone, canEditContent } from '../../access'
import { NAV_GROUPS } from '../groups'

export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: NAV_GROUPS.catalogue },
  access: { read: anyone, create: canEditContent, update: canEditContent, delete: canEditContent },
  upload: {
    staticDir: cmsEnv().mediaDir,
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'],
  },
  fields: [{ name: 'alt', type: 'text', required: true }],
}
