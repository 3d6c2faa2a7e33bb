// Pure rules of the privacy requests (UAE PDPL access and erasure, docs/decisions/011).
import type { CollectionSlug } from 'payload'

/** "lena@example.test" -> "l***@example.test": enough for an audit entry to be told apart, not read. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email[0]}***${email.slice(at)}`
}

/** The same address, whatever its case or surrounding spaces. */
export const sameEmail = (a: unknown, b: string) => typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/** What an account holds that is not about the person: credentials and the server's own tokens. */
const ACCOUNT_SECRETS = new Set([
  'password',
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'verificationToken',
  'verificationTokenExpiry',
  'emailChangeToken',
  'emailChangeTokenExpiry',
  '_verificationToken',
  '_verified',
  'apiKey',
  'apiKeyIndex',
  'enableAPIKey',
  'loginAttempts',
  'lockUntil',
  'currentPassword',
])

/** The account as the person may see it: every field except credentials and tokens. */
export function accountWithoutSecrets(account: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(account).filter(([key]) => !ACCOUNT_SECRETS.has(key)))
}

export type PrivacyCounts = {
  account: number
  leads: number
  leadNotes: number
  favorites: number
  compareLists: number
  preferences: number
  fortunes: number
  cardInteractions: number
}

/**
 * What a member keeps for themselves, each row owned through its `user` field: the one list
 * that a deleted account takes with it, a privacy export reads and an erasure deletes.
 */
export const MEMBER_RECORDS = [
  { key: 'favorites', collection: 'favorites', field: 'user' },
  { key: 'compareLists', collection: 'compare-lists', field: 'user' },
  { key: 'preferences', collection: 'user-preferences', field: 'user' },
  { key: 'fortunes', collection: 'fortune-cookies', field: 'user' },
  { key: 'cardInteractions', collection: 'card-interactions', field: 'user' },
] as const satisfies readonly { key: keyof PrivacyCounts; collection: CollectionSlug; field: string }[]

/**
 * Every relationship from a collection to `users`, and what it is to the person it names
 * (UAE PDPL): the registry userLinks.test.ts holds every collection's fields to,
 * so a new link to users cannot be left out of the account deletion, the export and the erasure.
 * - `member`: the member's own records (MEMBER_RECORDS): deleted with the account, exported, erased;
 * - `subject`: records about the person, found by this field or their e-mail address
 *   (heldData.ts): exported; leads are erased on a privacy request and anonymised when the
 *   member deletes the account; blog comments are exported;
 * - `staff`: names the staff member who did something (assigned a lead, wrote a note or a post,
 *   made a change): the record is not about them and stays.
 */
export const USER_LINKS = [
  ...MEMBER_RECORDS.map(({ collection, field }) => ({ collection, field, kind: 'member' as const })),
  { collection: 'leads', field: 'user', kind: 'subject' },
  { collection: 'blog-comments', field: 'user', kind: 'subject' },
  { collection: 'leads', field: 'assignedTo', kind: 'staff' },
  { collection: 'lead-notes', field: 'user', kind: 'staff' },
  { collection: 'blog-posts', field: 'author', kind: 'staff' },
  { collection: 'audit-log', field: 'actor', kind: 'staff' },
  { collection: 'source-checks', field: 'confirmed.confirmedBy', kind: 'staff' },
] as const satisfies readonly { collection: CollectionSlug; field: string; kind: 'member' | 'subject' | 'staff' }[]
export type MemberRecordKey = (typeof MEMBER_RECORDS)[number]['key']

const COUNT_WORDS: [keyof PrivacyCounts, string, string][] = [
  ['account', 'account', 'accounts'],
  ['leads', 'lead', 'leads'],
  ['leadNotes', 'lead note', 'lead notes'],
  ['favorites', 'favourite', 'favourites'],
  ['compareLists', 'compare list', 'compare lists'],
  ['preferences', 'preference record', 'preference records'],
  ['fortunes', 'fortune', 'fortunes'],
  ['cardInteractions', 'card interaction', 'card interactions'],
]

/** "1 account, 2 leads, 0 lead notes, ..." for an audit summary. */
export function describeCounts(counts: Partial<PrivacyCounts>): string {
  return COUNT_WORDS.map(([key, one, many]) => {
    const n = counts[key] ?? 0
    return `${n} ${n === 1 ? one : many}`
  }).join(', ')
}
