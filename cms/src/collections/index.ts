import type { CollectionConfig } from 'payload'
import { auditChange, auditDelete, revalidateAfterChange, revalidateAfterDelete } from '../hooks/catalogueChanges'
import { AuditLog } from './AuditLog'
import { Banks } from './Banks'
import { BlogCategories, BlogComments, BlogPosts } from './Blog'
import { CardTypes } from './CardTypes'
import { CreditCards } from './CreditCards'
import { Features } from './Features'
import { LeadNotes, Leads } from './Leads'
import { Media } from './Media'
import { CardInteractions, CompareLists, Favorites, FortuneCookies, UserPreferences } from './UserData'
import { Users } from './Users'

// The order is the admin menu's: Catalogue, Leads, Blog, Members, System (each collection's
// admin.group names its group; groups appear in the order of their first collection).
export const collections = [
  publishing(CreditCards, { audit: true }),
  publishing(Banks, { audit: true }),
  publishing(CardTypes, { audit: true }),
  publishing(Features, { audit: true }),
  Media,
  Leads,
  LeadNotes,
  publishing(BlogPosts),
  publishing(BlogCategories),
  BlogComments,
  Users,
  Favorites,
  CompareLists,
  FortuneCookies,
  UserPreferences,
  CardInteractions,
  AuditLog,
]

/**
 * What the storefront shows from the CMS: a change tells it to refresh within seconds (issue 11
 * §6); the catalogue's changes are also kept in the audit log, field by field (§5).
 */
function publishing(collection: CollectionConfig, { audit = false } = {}): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), ...(audit ? [auditChange] : []), revalidateAfterChange],
      afterDelete: [...(hooks.afterDelete ?? []), ...(audit ? [auditDelete] : []), revalidateAfterDelete],
    },
  }
}
