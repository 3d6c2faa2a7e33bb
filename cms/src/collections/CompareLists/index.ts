import { COMPARE_MAX_CARDS } from '@cardcompare/shared'
import type { CollectionConfig } from 'payload'
import { ADMIN_ROLES, memberRecordAccess } from '../../access'
import { ownerField } from '../../fields/owner'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'

export const CompareLists: CollectionConfig = {
  slug: 'compare-lists',
  admin: { group: NAV_GROUPS.members },
  access: memberRecordAccess,
  hooks: { beforeChange: [ownedByRequester('user', ADMIN_ROLES)] },
  fields: [ownerField(), { name: 'cards', type: 'relationship', relationTo: 'credit-cards', hasMany: true, maxRows: COMPARE_MAX_CARDS }],
}
