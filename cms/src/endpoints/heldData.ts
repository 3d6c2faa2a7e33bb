// Everything we hold about a person (UAE PDPL access and erasure): found once, here, for an
// admin's privacy request (endpoints/privacy.ts) and for a member's own export and deletion
// (collections/Users/endpoints/memberAccount.ts). Reads and deletions run in the caller's
// request, so inside its transaction when it has one.
import type { CollectionSlug, PayloadRequest, Where } from 'payload'
import { APIError } from 'payload'
import { accountWithoutSecrets, MEMBER_RECORDS, sameEmail, type MemberRecordKey, type PrivacyCounts } from './personalData'

export type HeldDoc = Record<string, unknown> & { id: number }
/**
 * Whose data: a person named by address (an admin's privacy request), or a member's own account.
 * A member's records found by address are theirs only once they proved the address: an
 * unverified account may have been registered with someone else's.
 */
type DataSubject = { email: string } | { accountId: number }

/** Everything we hold about the subject, read in `req` (and its transaction). */
export async function findHeldData(req: PayloadRequest, subject: DataSubject) {
  // Plain copies: any collection's documents, read field by field as records.
  const all = async (collection: CollectionSlug, where: Where): Promise<HeldDoc[]> =>
    (await req.payload.find({ collection, where, limit: 0, pagination: false, depth: 0, overrideAccess: true, req })).docs.map((doc) => ({
      ...doc,
    }))

  let account: HeldDoc | null
  let email: string | null
  if ('email' in subject) {
    // `like` is a case-insensitive "contains": it finds every candidate, the exact test keeps the address.
    account = (await all('users', { email: { like: subject.email } })).find((user) => sameEmail(user.email, subject.email)) ?? null
    email = subject.email
  } else {
    account = (await all('users', { id: { equals: subject.accountId } }))[0] ?? null
    email = account?.isVerified ? String(account.email) : null
  }
  const byEmail: Where[] = email ? [{ email: { like: email } }] : []
  const ownedBy = (field: string): Where[] => (account ? [{ [field]: { equals: account.id } }] : [])
  const isTheirs = (doc: HeldDoc, field: string) =>
    (email !== null && sameEmail(doc.email, email)) || (account !== null && doc[field] === account.id)
  const mine = async (collection: CollectionSlug) => {
    const where = [...byEmail, ...ownedBy('user')]
    return where.length ? (await all(collection, { or: where })).filter((doc) => isTheirs(doc, 'user')) : []
  }

  const leads = await mine('leads')
  const leadIds = leads.map((lead) => lead.id)
  const leadNotes = leadIds.length ? await all('lead-notes', { lead: { in: leadIds } }) : []
  const blogComments = await mine('blog-comments')
  const records = {} as Record<MemberRecordKey, HeldDoc[]>
  for (const { key, collection, field } of MEMBER_RECORDS)
    records[key] = account ? await all(collection, { [field]: { equals: account.id } }) : []
  return { account, leads, leadNotes, blogComments, ...records }
}

type HeldData = Awaited<ReturnType<typeof findHeldData>>

function countsOf(held: HeldData): PrivacyCounts {
  const counts = { account: held.account ? 1 : 0, leads: held.leads.length, leadNotes: held.leadNotes.length } as PrivacyCounts
  for (const { key } of MEMBER_RECORDS) counts[key] = held[key].length
  return counts
}

/** The export's JSON: who asked and when, the counts, then every record as stored (no credentials). */
export function heldDataExport(held: HeldData, request: Record<string, unknown>) {
  const records = {} as Record<MemberRecordKey, HeldDoc[]>
  for (const { key } of MEMBER_RECORDS) records[key] = held[key]
  return {
    request: { ...request, generatedAt: new Date().toISOString(), by: 'CardCompare UAE' },
    counts: { ...countsOf(held), blogComments: held.blogComments.length },
    account: held.account ? accountWithoutSecrets(held.account) : null,
    leads: held.leads,
    leadNotes: held.leadNotes,
    ...records,
    blogComments: held.blogComments,
  }
}

/** Deletes exactly these records in `req`'s transaction; anything less undoes the whole request. */
export async function removeExactly(req: PayloadRequest, collection: CollectionSlug, docs: HeldDoc[]): Promise<number> {
  if (!docs.length) return 0
  const result = await req.payload.delete({ collection, where: { id: { in: docs.map((doc) => doc.id) } }, req, overrideAccess: true })
  if (result.errors.length || result.docs.length !== docs.length) {
    throw new APIError(`Could not erase every record in ${collection}; nothing was erased.`, 500)
  }
  return result.docs.length
}

/** Deletes the member's own records (MEMBER_RECORDS), with their counts. */
export async function removeMemberRecords(req: PayloadRequest, held: HeldData) {
  const counts = {} as Record<MemberRecordKey, number>
  for (const { key, collection } of MEMBER_RECORDS) counts[key] = await removeExactly(req, collection, held[key])
  return counts
}
