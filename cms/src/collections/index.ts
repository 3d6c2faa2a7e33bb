import { Banks } from './Banks'
import { BlogCategories, BlogComments, BlogPosts } from './Blog'
import { CardTypes } from './CardTypes'
import { CreditCards } from './CreditCards'
import { Features } from './Features'
import { LeadNotes, Leads } from './Leads'
import { Media } from './Media'
import { CardInteractions, CompareLists, Favorites, FortuneCookies, UserPreferences } from './UserData'
import { Users } from './Users'

export const collections = [
  Users,
  Banks,
  CardTypes,
  Features,
  CreditCards,
  Leads,
  LeadNotes,
  CompareLists,
  Favorites,
  FortuneCookies,
  UserPreferences,
  BlogCategories,
  BlogPosts,
  BlogComments,
  CardInteractions,
  Media,
]
