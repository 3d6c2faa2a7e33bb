// Privacy requests under the UAE PDPL (issue 10 §5): a person may ask what we hold about them
// and ask us to erase it. Admins answer both, from /admin/privacy or these endpoints:
//   POST /cms-api/privacy/export {email}                          -> everything held, as JSON
//   POST /cms-api/privacy/erase  {email, confirm: true, deleteAccount?}
// An erasure is one database transaction: every deletion and its audit entry commit together,
// or nothing changes. Each request writes an audit entry with counts and a masked address only.
import type { CollectionSlug, Endpoint, PayloadRequest, Where } from 'payload'
import { APIError, commitTransaction, initTransaction, killTransaction } from 'payload'
import { forgotSchema } from '@cardcompare/shared'
import { hasRole } from '../access'
import { recordAudit } from '../collections/AuditLog'
import { accountWithoutSecrets, describeCounts, maskEmail, sameEmail, type PrivacyCounts } from './personalData'
import { readJsonBody } from './request'

type Doc = Record<string, unknown> & { id: number }

const noStore = { 'Cache-Control': 'no-store' }
const refusal = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status, headers: noStore })

/** Guests 401, every role but admin 403. */
function refuseUnlessAdmin(req: PayloadRequest): Response | null {
  if (!req.user) return refusal(401, 'You must be signed in to handle privacy requests.')
  if (!hasRole(req.user, 'admin')) return refusal(403, 'Only admins may handle privacy requests.')
  return null
}

/** The address a request is about, or a 400 saying what is wrong with the body. */
function emailFrom(body: unknown): string | Response {
  const parsed = forgotSchema.safeParse(body)
  if (!parsed.success) return refusal(400, 'Send the person’s e-mail address as {"email": "..."}: ' + (parsed.error.issues[0]?.message ?? 'Please enter a valid email address'))
  return parsed.data.email
}

/** Everything we hold about the person with this address, read in `req` (and its transaction). */
async function findHeldData(req: PayloadRequest, email: string) {
  const all = async (collection: CollectionSlug, where: Where): Promise<Doc[]> =>
    (await req.payload.find({ collection, where, limit: 0, pagination: false, depth: 0, overrideAccess: true, req })).docs as unknown as Doc[]
  // `like` is a case-insensitive "contains": it finds every candidate, the exact test keeps the address.
  const byEmail = { email: { like: email } }

  const account = (await all('users', byEmail)).find((user) => sameEmail(user.email, email)) ?? null
  const ownedBy = (field: string): Where[] => (account ? [{ [field]: { equals: account.id } }] : [])
  const isTheirs = (doc: Doc, field: string) => sameEmail(doc.email, email) || (account !== null && doc[field] === account.id)

  const leads = (await all('leads', { or: [byEmail, ...ownedBy('user')] })).filter((lead) => isTheirs(lead, 'user'))
  const leadIds = leads.map((lead) => lead.id)
  const leadNotes = leadIds.length ? await all('lead-notes', { lead: { in: leadIds } }) : []
  const blogComments = (await all('blog-comments', { or: [byEmail, ...ownedBy('user')] })).filter((comment) => isTheirs(comment, 'user'))

  const member = async (collection: CollectionSlug) => (account ? all(collection, { user: { equals: account.id } }) : [])
  const [favorites, compareLists, preferences, fortunes, cardInteractions] = [
    await member('favorites'),
    await member('compare-lists'),
    await member('user-preferences'),
    await member('fortune-cookies'),
    await member('card-interactions'),
  ]
  return { account, leads, leadNotes, favorites, compareLists, preferences, fortunes, cardInteractions, blogComments }
}

type HeldData = Awaited<ReturnType<typeof findHeldData>>

function countsOf(held: HeldData): PrivacyCounts {
  return {
    account: held.account ? 1 : 0,
    leads: held.leads.length,
    leadNotes: held.leadNotes.length,
    favorites: held.favorites.length,
    compareLists: held.compareLists.length,
    preferences: held.preferences.length,
    fortunes: held.fortunes.length,
    cardInteractions: held.cardInteractions.length,
  }
}

const exportData: Endpoint = {
  path: '/privacy/export',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    const email = emailFrom(await readJsonBody(req))
    if (email instanceof Response) return email

    const held = await findHeldData(req, email)
    const counts = { ...countsOf(held), blogComments: held.blogComments.length }
    await recordAudit(req, {
      action: 'privacy-export',
      collection: held.account ? 'users' : undefined,
      documentId: held.account?.id,
      summary: `Exported the data held for ${maskEmail(email)}: ${describeCounts(counts)}, ${counts.blogComments} blog comment(s)`,
      details: { email: maskEmail(email), counts },
    })
    return Response.json(
      {
        request: { email, generatedAt: new Date().toISOString(), by: 'CardCompare UAE' },
        counts,
        account: held.account ? accountWithoutSecrets(held.account) : null,
        leads: held.leads,
        leadNotes: held.leadNotes,
        favorites: held.favorites,
        compareLists: held.compareLists,
        preferences: held.preferences,
        fortunes: held.fortunes,
        cardInteractions: held.cardInteractions,
        blogComments: held.blogComments,
      },
      { headers: noStore },
    )
  },
}

const erase: Endpoint = {
  path: '/privacy/erase',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    const body = await readJsonBody(req)
    const email = emailFrom(body)
    if (email instanceof Response) return email
    const { confirm, deleteAccount = false } = body as { confirm?: unknown; deleteAccount?: unknown }
    if (confirm !== true) return refusal(400, 'Erasing cannot be undone: send "confirm": true to go ahead.')
    if (typeof deleteAccount !== 'boolean') return refusal(400, '"deleteAccount" must be true or false.')

    const started = await initTransaction(req)
    try {
      const held = await findHeldData(req, email)
      if (deleteAccount && held.account && held.account.id === req.user!.id) {
        throw new APIError('You cannot delete your own account through a privacy request.', 400, null, true)
      }
      // Deletes exactly the records found above; any record that fails undoes the whole erasure.
      const remove = async (collection: CollectionSlug, docs: Doc[]) => {
        if (!docs.length) return 0
        const result = await req.payload.delete({ collection, where: { id: { in: docs.map((doc) => doc.id) } }, req, overrideAccess: true })
        if (result.errors.length || result.docs.length !== docs.length) {
          throw new APIError(`Could not erase every record in ${collection}; nothing was erased.`, 500)
        }
        return result.docs.length
      }
      const counts: PrivacyCounts = {
        // Notes first: deleting a lead would otherwise take its notes uncounted.
        leadNotes: await remove('lead-notes', held.leadNotes),
        leads: await remove('leads', held.leads),
        favorites: await remove('favorites', held.favorites),
        compareLists: await remove('compare-lists', held.compareLists),
        preferences: await remove('user-preferences', held.preferences),
        fortunes: await remove('fortune-cookies', held.fortunes),
        cardInteractions: await remove('card-interactions', held.cardInteractions),
        account: deleteAccount && held.account ? await remove('users', [held.account]) : 0,
      }
      const accountKept = Boolean(held.account) && !deleteAccount
      await recordAudit(req, {
        action: 'privacy-erase',
        collection: held.account ? 'users' : undefined,
        documentId: held.account?.id,
        summary: `Erased the data held for ${maskEmail(email)}: ${describeCounts(counts)}${accountKept ? '; account kept' : ''}`,
        details: { email: maskEmail(email), counts, deleteAccount, accountKept },
      })
      if (started) await commitTransaction(req)
      return Response.json({ email: maskEmail(email), erased: counts, accountKept }, { headers: noStore })
    } catch (error) {
      if (started) await killTransaction(req)
      throw error
    }
  },
}

/** Root endpoints: POST /cms-api/privacy/export and /cms-api/privacy/erase. */
export const privacyEndpoints: Endpoint[] = [exportData, erase]
