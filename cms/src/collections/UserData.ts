// What a signed-in user keeps for themselves: compare list, favourites, fortunes,
// preferences and card interactions. Each record is readable by its owner and admins.
import type { CollectionConfig } from 'payload'
import { isAdmin, isSignedIn, staffOrOwner } from '../access'
import { todaysFortune } from '../endpoints/fortune'
import { ownedByRequester } from '../hooks/ownedByRequester'

const ownerField = { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true } as const

const ownedAccess = {
  create: isSignedIn,
  read: staffOrOwner('user', 'admin'),
  update: staffOrOwner('user', 'admin'),
  delete: staffOrOwner('user', 'admin'),
}
const ownedHooks = { beforeChange: [ownedByRequester('user', 'admin')] }

export const CompareLists: CollectionConfig = {
  slug: 'compare-lists',
  access: ownedAccess,
  hooks: ownedHooks,
  fields: [ownerField, { name: 'cards', type: 'relationship', relationTo: 'credit-cards', hasMany: true, maxRows: 4 }],
}

export const Favorites: CollectionConfig = {
  slug: 'favorites',
  access: ownedAccess,
  hooks: ownedHooks,
  indexes: [{ fields: ['user', 'card'], unique: true }],
  fields: [
    ownerField,
    { name: 'card', type: 'relationship', relationTo: 'credit-cards', required: true, index: true },
  ],
}

export const FortuneCookies: CollectionConfig = {
  slug: 'fortune-cookies',
  admin: { useAsTitle: 'content', defaultColumns: ['content', 'category', 'user', 'dateForDisplay'] },
  access: { ...ownedAccess, create: isAdmin },
  endpoints: [todaysFortune],
  fields: [
    { ...ownerField, required: false },
    { name: 'content', type: 'textarea', required: true },
    {
      name: 'category',
      type: 'select',
      options: ['saving', 'spending', 'credit', 'investing', 'rewards', 'general'].map((v) => ({ label: v, value: v })),
    },
    { name: 'dateForDisplay', type: 'text', index: true },
    { name: 'isViewed', type: 'checkbox', defaultValue: false },
  ],
}

export const UserPreferences: CollectionConfig = {
  slug: 'user-preferences',
  access: ownedAccess,
  hooks: ownedHooks,
  fields: [
    { ...ownerField, unique: true },
    { name: 'financialGoals', type: 'text', hasMany: true },
    { name: 'riskTolerance', type: 'select', options: ['low', 'medium', 'high'].map((v) => ({ label: v, value: v })) },
    { name: 'spendingCategories', type: 'text', hasMany: true },
    { name: 'monthlyIncome', type: 'number', min: 0 },
  ],
}

// spec §3: interactions are deleted with the user or the card (cascadeDelete hooks).
export const CardInteractions: CollectionConfig = {
  slug: 'card-interactions',
  access: { ...ownedAccess, update: isAdmin },
  hooks: ownedHooks,
  fields: [
    { ...ownerField, required: false },
    { name: 'card', type: 'relationship', relationTo: 'credit-cards', required: true, index: true },
    {
      name: 'interactionType',
      type: 'select',
      required: true,
      options: ['view', 'compare', 'favorite', 'apply', 'share'].map((v) => ({ label: v, value: v })),
    },
  ],
}
