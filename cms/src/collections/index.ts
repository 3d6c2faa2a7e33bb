import type { Role } from '@cardcompare/shared'
import type { CollectionConfig } from 'payload'
import { ADMIN_ROLES, CONTENT_ROLES, LEAD_ROLES, shownTo } from '../access'
import { auditChange, auditDelete, revalidateAfterChange, revalidateAfterDelete } from '../hooks/catalogueChanges'
import { AuditLog } from './AuditLog'
import { Banks } from './Banks'
import { BlogCategories } from './BlogCategories'
import { BlogComments } from './BlogComments'
import { BlogPosts } from './BlogPosts'
import { CardInteractions } from './CardInteractions'
import { CardTypes } from './CardTypes'
import { CompareLists } from './CompareLists'
import { CreditCards } from './CreditCards'
import { Favorites } from './Favorites'
import { Features } from './Features'
import { FortuneCookies } from './FortuneCookies'
import { LeadNotes } from './LeadNotes'
import { Leads } from './Leads'
import { Media } from './Media'
import { SourceChecks } from './SourceChecks'
import { UserPreferences } from './UserPreferences'
import { Users } from './Users'

// The order is the admin menu's: Catalogue, Leads, Blog, Members, System (each collection's
// admin.group names its group; groups appear in the order of their first collection). Each
// collection is in the menu of the roles that work with it there (docs/decisions/019).
export const collections = [
  inMenuOf(CONTENT_ROLES, publishing(CreditCards, { audit: true })),
  inMenuOf(CONTENT_ROLES, publishing(Banks, { audit: true })),
  inMenuOf(CONTENT_ROLES, publishing(CardTypes, { audit: true })),
  inMenuOf(CONTENT_ROLES, publishing(Features, { audit: true })),
  inMenuOf(CONTENT_ROLES, SourceChecks),
  inMenuOf(CONTENT_ROLES, Media),
  inMenuOf(LEAD_ROLES, Leads),
  inMenuOf(LEAD_ROLES, LeadNotes),
  inMenuOf(CONTENT_ROLES, publishing(BlogPosts)),
  inMenuOf(CONTENT_ROLES, publishing(BlogCategories)),
  inMenuOf(CONTENT_ROLES, BlogComments),
  inMenuOf(LEAD_ROLES, Users),
  inMenuOf(ADMIN_ROLES, Favorites),
  inMenuOf(ADMIN_ROLES, CompareLists),
  inMenuOf(ADMIN_ROLES, FortuneCookies),
  inMenuOf(ADMIN_ROLES, UserPreferences),
  inMenuOf(ADMIN_ROLES, CardInteractions),
  inMenuOf(CONTENT_ROLES, AuditLog),
]

function inMenuOf(roles: readonly Role[], collection: CollectionConfig): CollectionConfig {
  return { ...collection, admin: { ...collection.admin, hidden: shownTo(roles) } }
}

/**
 * What the storefront shows from the CMS: a change tells it to refresh within seconds; the
 * catalogue's changes are also kept in the audit log, field by field (docs/decisions/013).
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
