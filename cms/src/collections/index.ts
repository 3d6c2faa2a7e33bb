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
  CreditCards,
  Banks,
  CardTypes,
  Features,
  Media,
  Leads,
  LeadNotes,
  BlogPosts,
  BlogCategories,
  BlogComments,
  Users,
  Favorites,
  CompareLists,
  FortuneCookies,
  UserPreferences,
  CardInteractions,
  AuditLog,
]
