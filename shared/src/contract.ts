// The documented JSON contract of the storefront's /api routes (spec §7).
// Field names are the spec's; the CMS's relation fields are mapped to *Id / *Ids.

export type Role = 'user' | 'editor' | 'sales' | 'admin'
export const ROLES: readonly Role[] = ['user', 'editor', 'sales', 'admin'] as const

export interface Bank {
  id: number
  name: string
  slug: string
  logo: string | null
  description: string | null
  website: string | null
  address: string | null
  phoneNumber: string | null
  email: string | null
  featuredImageUrl: string | null
  established: number | null
  employees: number | null
  headquarters: string | null
  isActive: boolean
}

export interface CardType {
  id: number
  name: string
  icon: string | null
  description: string | null
}

export interface Feature {
  id: number
  name: string
  icon: string | null
  description: string | null
}

export interface CreditCard {
  id: number
  name: string
  slug: string | null
  bankId: number | null
  annualFee: string | null
  /** Monthly rate as the bank quotes it, e.g. "3.25%". */
  interestRate: string | null
  /** Annual percentage rate where the bank publishes it. */
  interestRateAnnual: string | null
  rewardRate: string | null
  welcomeBonus: string | null
  minimumSalary: number | null
  isFeatured: boolean
  label: string | null
  featuredOrder: number | null
  description: string | null
  imageUrl: string | null
  network: string | null
  cardTypeIds: number[]
  featureIds: number[]
  additionalInfo: Record<string, unknown> | null
  sourceUrl: string | null
  lastVerified: string | null
  /** Fields whose figures we could not confirm against the bank's own documents. */
  unverifiedFields: string[]
  lastUpdated: string | null
  dataExpiryDate: string | null
  isActive: boolean
}

export interface CreditCardListResponse {
  cards: CreditCard[]
  total: number
  page: number
  limit: number
  totalPages: number
}

export interface PublicUser {
  id: number
  username: string
  email: string
  mobileNumber: string | null
  role: Role
  isVerified: boolean
}

/** A user record as the CMS stores it; only the fields a PublicUser exposes. */
export type UserRecord = { id: number; username: string; email: string; mobileNumber?: string | null; role?: string | null; isVerified?: boolean | null }

/** The user as the account contract shows it: never the password, tokens or lockout fields. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    mobileNumber: user.mobileNumber ?? null,
    role: (user.role ?? 'user') as Role,
    isVerified: Boolean(user.isVerified),
  }
}

export interface ApiError {
  error: string
  message?: string
  details?: string[]
}
