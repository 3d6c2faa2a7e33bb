// What a signed-in user keeps for themselves: compare list, favourites, fortunes,
// preferences and card interactions. Each record is readable by its owner and admins.
import {
  BANKING_CHOICES,
  BANKING_LABELS,
  COMPARE_MAX_CARDS,
  FEE_FILTER_LABELS,
  FEE_FILTERS,
  FORTUNE_CATEGORIES,
  FORTUNE_CATEGORY_LABELS,
} from '@cardcompare/shared'
import type { CollectionConfig } from 'payload'
import { ADMIN_ROLES, isAdmin, isSignedIn, isVerifiedMember, staffOrOwner } from '../access'
import { popularCardsEndpoint, recordInteractionEndpoint } from '../endpoints/cardInteractions'
import { todaysFortune } from '../endpoints/fortune'
import { ownedByRequester, ownerField } from '../hooks/ownedByRequester'
import { NAV_GROUPS } from './groups'

const userField = ownerField('user')

const ownedAccess = {
  create: isSignedIn,
  read: staffOrOwner('user', ADMIN_ROLES),
  update: staffOrOwner('user', ADMIN_ROLES),
  delete: staffOrOwner('user', ADMIN_ROLES),
}
/** Member features (compare lists, favourites, card finder answers): unverified users may read and clear theirs, not add or change. */
const memberAccess = {
  ...ownedAccess,
  create: isVerifiedMember,
  update: (args: Parameters<typeof isVerifiedMember>[0]) => (isVerifiedMember(args) ? staffOrOwner('user', ADMIN_ROLES)(args) : false),
}
const ownedHooks = { beforeChange: [ownedByRequester('user', ADMIN_ROLES)] }

export const CompareLists: CollectionConfig = {
  slug: 'compare-lists',
  admin: { group: NAV_GROUPS.members },
  access: memberAccess,
  hooks: ownedHooks,
  fields: [userField, { name: 'cards', type: 'relationship', relationTo: 'credit-cards', hasMany: true, maxRows: COMPARE_MAX_CARDS }],
}

export const Favorites: CollectionConfig = {
  slug: 'favorites',
  admin: { group: NAV_GROUPS.members },
  access: memberAccess,
  hooks: ownedHooks,
  indexes: [{ fields: ['user', 'card'], unique: true }],
  fields: [userField, { name: 'card', type: 'relationship', relationTo: 'credit-cards', required: true, index: true }],
}

export const FortuneCookies: CollectionConfig = {
  slug: 'fortune-cookies',
  admin: { group: NAV_GROUPS.members, useAsTitle: 'content', defaultColumns: ['content', 'category', 'user', 'dateForDisplay'] },
  // Curated fortunes have no user; a user's fortune of the day is made by the endpoint.
  access: { ...ownedAccess, create: isAdmin },
  endpoints: [todaysFortune],
  fields: [
    { ...userField, required: false },
    { name: 'content', type: 'textarea', required: true },
    {
      name: 'category',
      type: 'select',
      options: FORTUNE_CATEGORIES.map((value) => ({ label: FORTUNE_CATEGORY_LABELS[value], value })),
    },
    { name: 'dateForDisplay', type: 'text', index: true },
    { name: 'isViewed', type: 'checkbox', defaultValue: false },
  ],
}

export const UserPreferences: CollectionConfig = {
  slug: 'user-preferences',
  admin: { group: NAV_GROUPS.members },
  // The card finder is for verified members (spec §6): its answers are kept only for them.
  access: memberAccess,
  hooks: ownedHooks,
  fields: [
    { ...userField, unique: true },
    { name: 'financialGoals', type: 'text', hasMany: true },
    { name: 'riskTolerance', type: 'select', options: ['low', 'medium', 'high'].map((v) => ({ label: v, value: v })) },
    { name: 'spendingCategories', type: 'text', hasMany: true },
    { name: 'monthlyIncome', type: 'number', min: 0, max: 1_000_000 },
    // The card finder's other answers (docs/decisions/014), so the quiz opens prefilled.
    { name: 'monthlyCardSpend', type: 'number', min: 0, max: 1_000_000 },
    { name: 'banking', type: 'select', options: BANKING_CHOICES.map((v) => ({ label: BANKING_LABELS[v], value: v })) },
    {
      name: 'annualFee',
      type: 'select',
      options: (['any', ...FEE_FILTERS] as const).map((v) => ({ label: FEE_FILTER_LABELS[v], value: v })),
    },
  ],
}

// spec §3: interactions are deleted with the user or the card (cascadeDelete hooks). Only the
// storefront's server records them (endpoints/cardInteractions.ts): a visitor could otherwise
// fill the table, and "Popular this week" with it, straight through the REST API.
export const CardInteractions: CollectionConfig = {
  slug: 'card-interactions',
  admin: { group: NAV_GROUPS.members },
  access: { ...ownedAccess, create: isAdmin, update: isAdmin },
  hooks: ownedHooks,
  endpoints: [recordInteractionEndpoint, popularCardsEndpoint],
  fields: [
    { ...userField, required: false },
    { name: 'card', type: 'relationship', relationTo: 'credit-cards', required: true, index: true },
    {
      name: 'interactionType',
      type: 'select',
      required: true,
      options: ['view', 'compare', 'favorite', 'apply', 'share'].map((v) => ({ label: v, value: v })),
    },
  ],
}
