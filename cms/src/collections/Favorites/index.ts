import type { CollectionConfig } from 'payload'
import { ADMIN_ROLES, memberRecordAccess } from '../../access'
import { ownerField } from '../../fields/owner'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'

export const Favorites: CollectionConfig = {
  slug: 'favorites',
  admin: { group: NAV_GROUPS.members },
  access: memberRecordAccess,
  hooks: { beforeChange: [ownedByRequester('user', ADMIN_ROLES)] },
  indexes: [{ fields: ['user', 'card'], unique: true }],
  fields: [ownerField(), { name: 'card', type: 'relationship', relationTo: 'credit-cards', required: true, index: true }],
}
