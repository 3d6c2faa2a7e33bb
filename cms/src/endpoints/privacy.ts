// Privacy requests under the UAE PDPL (docs/decisions/011): a person may ask what we hold about them
// and ask us to erase it. Admins answer both, from /admin/privacy or these endpoints:
//   POST /cms-api/privacy/export {email}                          -> everything held, as JSON
//   POST /cms-api/privacy/erase  {email, confirm: true, deleteAccount?}
// An erasure is one database transaction: every deletion and its audit entry commit together,
// or nothing changes. Each request writes an audit entry with counts and a masked address only.
import type { CollectionSlug, Endpoint, PayloadRequest } from 'payload'
import { APIError, commitTransaction, initTransaction, killTransaction } from 'payload'
import { forgotSchema } from '@cardcompare/shared'
import { ADMIN_ROLES, hasRole } from '../access'
import { recordAudit } from '../collections/AuditLog/recordAudit'
import { findHeldData, heldDataExport, removeExactly, removeMemberRecords, type HeldDoc } from './heldData'
import { describeCounts, maskEmail, type PrivacyCounts } from './personalData'
import { errorAnswer, json } from '../http'
import { readJsonBody } from './request'

const refusal = (status: number, message: string) => errorAnswer(status, message)

/** Guests 401, every role but admin 403. */
function refuseUnlessAdmin(req: PayloadRequest): Response | null {
  if (!req.user) return refusal(401, 'You must be signed in to handle privacy requests.')
  if (!hasRole(req.user, ...ADMIN_ROLES)) return refusal(403, 'Only admins may handle privacy requests.')
  return null
}

/** The address a request is about, or a 400 saying what is wrong with the body. */
function emailFrom(body: unknown): string | Response {
  const parsed = forgotSchema.safeParse(body)
  if (!parsed.success)
    return refusal(
      400,
      'Send the person’s e-mail address as {"email": "..."}: ' + (parsed.error.issues[0]?.message ?? 'Please enter a valid email address'),
    )
  return parsed.data.email
}

const exportData: Endpoint = {
  path: '/privacy/export',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessAdmin(req)
    if (refused) return refused
    const email = emailFrom(await readJsonBody(req))
    if (email instanceof Response) return email

    const held = await findHeldData(req, { email })
    const body = heldDataExport(held, { email })
    const counts = body.counts
    await recordAudit(req, {
      action: 'privacy-export',
      collection: held.account ? 'users' : undefined,
      documentId: held.account?.id,
      summary: `Exported the data held for ${maskEmail(email)}: ${describeCounts(counts)}, ${counts.blogComments} blog comment(s)`,
      details: { email: maskEmail(email), counts },
    })
    return json(body)
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
      const held = await findHeldData(req, { email })
      if (deleteAccount && held.account && held.account.id === req.user!.id) {
        throw new APIError('You cannot delete your own account through a privacy request.', 400, null, true)
      }
      const remove = (collection: CollectionSlug, docs: HeldDoc[]) => removeExactly(req, collection, docs)
      const counts: PrivacyCounts = {
        // Notes first: deleting a lead would otherwise take its notes uncounted.
        leadNotes: await remove('lead-notes', held.leadNotes),
        leads: await remove('leads', held.leads),
        ...(await removeMemberRecords(req, held)),
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
      return json({ email: maskEmail(email), erased: counts, accountKept })
    } catch (error) {
      if (started) await killTransaction(req)
      throw error
    }
  },
}

/** Root endpoints: POST /cms-api/privacy/export and /cms-api/privacy/erase. */
export const privacyEndpoints: Endpoint[] = [exportData, erase]
