import { FORTUNE_CATEGORIES, FORTUNE_CATEGORY_LABELS } from '@cardcompare/shared'
import type { CollectionConfig } from 'payload'
import { isAdmin, ownRecordAccess } from '../../access'
import { ownerField } from '../../fields/owner'
import { selectOptions } from '../../fields/options'
import { NAV_GROUPS } from '../groups'
import { todaysFortune } from './endpoints/fortune'

export const FortuneCookies: CollectionConfig = {
  slug: 'fortune-cookies',
  admin: { group: NAV_GROUPS.members, useAsTitle: 'content', defaultColumns: ['content', 'category', 'user', 'dateForDisplay'] },
  // Curated fortunes have no user; a user's fortune of the day is made by the endpoint.
  access: { ...ownRecordAccess, create: isAdmin },
  endpoints: [todaysFortune],
  fields: [
    ownerField({ required: false }),
    { name: 'content', type: 'textarea', required: true },
    { name: 'category', type: 'select', options: selectOptions(FORTUNE_CATEGORIES, FORTUNE_CATEGORY_LABELS) },
    { name: 'dateForDisplay', type: 'text', index: true },
    { name: 'isViewed', type: 'checkbox', defaultValue: false },
  ],
}
