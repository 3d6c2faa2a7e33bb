import type { CollectionConfig } from 'payload'
import { ADMIN_ROLES, isAdmin, ownRecordAccess } from '../../access'
import { ownerField } from '../../fields/owner'
import { selectOptions } from '../../fields/options'
import { ownedByRequester } from '../../hooks/ownedByRequester'
import { NAV_GROUPS } from '../groups'
import { popularCardsEndpoint, recordInteractionEndpoint } from './endpoints/cardInteractions'

// spec §3: interactions are deleted with the user or the card (cascadeDelete hooks). Only the
// storefront's server records them (./endpoints/cardInteractions.ts): a visitor could otherwise
// fill the table, and "Popular this week" with it, straight through the REST API.
export const CardInteractions: CollectionConfig = {
  slug: 'card-interactions',
  admin: { group: NAV_GROUPS.members },
  access: { ...ownRecordAccess, create: isAdmin, update: isAdmin },
  hooks: { beforeChange: [ownedByRequester('user', ADMIN_ROLES)] },
  endpoints: [recordInteractionEndpoint, popularCardsEndpoint],
  fields: [
    ownerField({ required: false }),
    { name: 'card', type: 'relationship', relationTo: 'credit-cards', required: true, index: true },
    { name: 'interactionType', type: 'select', required: true, options: selectOptions(['view', 'compare', 'favorite', 'apply', 'share']) },
  ],
}
