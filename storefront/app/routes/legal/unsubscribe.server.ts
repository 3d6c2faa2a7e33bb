// The storefront's half of the newsletter's unsubscribe link (shared/src/server/unsubscribe-link.js):
// the link is checked here, then the CMS, called with the intake key and never with a session,
// checks it again and answers for that one newsletter lead.
import { COMPANY } from '@cardcompare/shared'
import { isUnsubscribeToken, readUnsubscribeParams, requestIdHeaders, serviceKeyHeaders } from '@cardcompare/shared/server'
import { CMS_WRITE_TIMEOUT_MS, cmsUrl } from '~/utils/cms.server'
import { env } from '~/utils/env.server'
import { serviceUnavailable } from '~/utils/http.server'

/** What the page shows: the link's subscription, still on or ended (just now or before), or a link that is not valid. */
export type UnsubscribeState =
  { state: 'subscribed' | 'unsubscribed' | 'already-unsubscribed'; email: string } | { state: 'invalid'; companyEmail: string }

const invalid = (): { status: 400; body: UnsubscribeState } => ({ status: 400, body: { state: 'invalid', companyEmail: COMPANY.email } })

/**
 * Reads (or, with `unsubscribe`, ends) the subscription the request's link names. A link that
 * does not verify is answered here without asking the CMS; the CMS unreachable is a 503.
 */
export async function unsubscribeByLink(request: Request, unsubscribe: boolean): Promise<{ status: 200 | 400; body: UnsubscribeState }> {
  const link = readUnsubscribeParams(new URL(request.url).searchParams)
  if (!link || !isUnsubscribeToken(link.leadId, link.token)) return invalid()
  let res: Response
  let answer: { email?: unknown; subscribed?: unknown; unsubscribedNow?: unknown } | null
  try {
    res = await fetch(cmsUrl('newsletter-unsubscribe'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...serviceKeyHeaders('intake'), ...requestIdHeaders() },
      body: JSON.stringify({ lead: link.leadId, token: link.token, unsubscribe }),
      signal: AbortSignal.timeout(unsubscribe ? CMS_WRITE_TIMEOUT_MS : env.CMS_TIMEOUT_MS),
    })
    answer = await res.json().catch(() => null)
  } catch {
    throw serviceUnavailable()
  }
  if (res.status === 400) return invalid()
  if (!res.ok || typeof answer?.email !== 'string') {
    console.error(`[unsubscribe] the CMS answered ${res.status}`)
    throw serviceUnavailable()
  }
  const state = answer.unsubscribedNow === true ? 'unsubscribed' : answer.subscribed === true ? 'subscribed' : 'already-unsubscribed'
  return { status: 200, body: { state, email: answer.email } }
}
