// The documented JSON contract of the storefront's /api routes (spec §7).
// Field names are the spec's; the CMS's relation fields are mapped to *Id / *Ids.

import type { CardFees, CardRates, CardSource, SalaryTransfer } from './card-data'
import type { RewardRules } from './card-value'

/** Every role an account can have; ROLES (roles.js) lists them, and the role sets who works where. */
export type Role = 'user' | 'editor' | 'sales' | 'admin'

/**
 * An item read in a language other than English (`?locale=ar`, docs/decisions/037): the
 * localised fields that have no value in that language yet and carry the English one instead,
 * each marked "en". Absent on English reads and when every field is translated.
 */
export interface Localised<K extends string> {
  lang?: Partial<Record<K, 'en'>>
}

export interface Bank extends Localised<'name' | 'description'> {
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

export interface CardType extends Localised<'name' | 'description'> {
  id: number
  name: string
  icon: string | null
  description: string | null
}

export interface Feature extends Localised<'name' | 'description'> {
  id: number
  name: string
  icon: string | null
  description: string | null
}

export interface CreditCard extends Localised<'description' | 'welcomeBonus' | 'rewardRate'> {
  id: number
  name: string
  slug: string | null
  bankId: number | null
  /** Display text built from `fees` (annualFeeText), e.g. "AED 1,575 a year incl. VAT; joining fee AED 3,149". */
  annualFee: string | null
  /** Monthly rate as the bank quotes it, e.g. "3.25%" (a profit rate on Islamic cards: see rates.kind). */
  interestRate: string | null
  /** Annual percentage rate where the bank publishes it. */
  interestRateAnnual: string | null
  fees: CardFees
  rates: CardRates
  /** The tier as the bank names it, e.g. "Infinite", "World Elite". */
  tier: string | null
  salaryTransfer: SalaryTransfer
  salaryNote: string | null
  /** The bank's documents the figures were read from, each with the figures it confirms. */
  sources: CardSource[]
  rewardRate: string | null
  /** Structured earn rules for the value in AED (card-value.ts); null where not recorded. */
  rewards: RewardRules | null
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
  /** The card's main document (its KFS, else its product page). */
  sourceUrl: string | null
  /** The latest date a document in `sources` was read. */
  lastVerified: string | null
  /** Key figures no document in `sources` confirms (shown as "not confirmed"). */
  unverifiedFields: string[]
  lastUpdated: string | null
  dataExpiryDate: string | null
  isActive: boolean
}

/** One page of a CMS REST list (Payload's `find` answer), as the storefront reads it. */
export interface Paginated<T> {
  docs: T[]
  totalDocs: number
  page: number
  limit: number
  totalPages: number
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
export type UserRecord = {
  id: number
  username: string
  email: string
  mobileNumber?: string | null
  role?: string | null
  isVerified?: boolean | null
}

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
