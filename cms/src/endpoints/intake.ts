// The lead intake (docs/decisions/010): the storefront, after its own validation, bot check and
// limits, hands every submission here. One transaction stores the lead and queues its mails,
// so an acknowledged lead always has its notifications, and a repeat returns the first lead.
import type { Endpoint, PayloadRequest, RequiredDataFromCollectionSlug, Where } from 'payload'
import { commitTransaction, initTransaction, killTransaction } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import {
  consentTextsIn,
  CONSENT_VERSIONS,
  DUPLICATE_WINDOW_MS,
  LEAD_SOURCES,
  isLeadRecord,
  leadRecordIssues,
  readPersonLocale,
  ROLES,
  toE164,
  type LeadSource,
  type Locale,
} from '@cardcompare/shared'
import { cmsEnv, isFromService, isUnsubscribeToken, readUnsubscribeParams, unsubscribeLink } from '@cardcompare/shared/server'
import { hasRole } from '../access'
import { localeOf, pageUrl, publicUrl } from '../email/links'
import { json } from '../http'
import { enqueueMail } from '../email/outbox'
import { applicantConfirmationEmail, maskAddress, newsletterWelcomeEmail, salesLeadNotificationEmail } from '../email/templates'
import { CONSENT_CHANGED_BY, type ConsentChangedBy } from '../collections/Leads/hooks/auditHandling'
import type { Lead } from '../payload-types'
import { recordInteraction } from '../collections/CardInteractions/endpoints/cardInteractions'
import { readJsonBody } from './request'
import { transactionOf } from '../db/postgres'
import forms from '@cardcompare/shared/i18n/en/forms'

type IntakeBody = {
  source: LeadSource
  lead: Record<string, unknown>
  consent?: { contact?: boolean; marketing?: boolean }
  idempotencyKey?: string
  botCheck?: string
  /** The language of the page it was sent from (docs/decisions/036): the consent text shown, the mails. */
  locale: Locale
}

function parseBody(raw: unknown): IntakeBody | string {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return 'Request body must be a JSON object'
  const body = raw as Record<string, unknown>
  if (!LEAD_SOURCES.includes(body.source as LeadSource)) return 'Unknown lead source'
  if (!body.lead || typeof body.lead !== 'object' || Array.isArray(body.lead)) return 'lead must be an object'
  if (body.idempotencyKey !== undefined && (typeof body.idempotencyKey !== 'string' || !/^[A-Za-z0-9_-]{8,100}$/.test(body.idempotencyKey)))
    return 'Invalid request key'
  const language = readPersonLocale(body.locale)
  if ('error' in language) return language.error
  return { ...(body as Omit<IntakeBody, 'locale'>), locale: language.locale }
}

const LEAD_FIELDS = [
  'fullName',
  'email',
  'phone',
  'salary',
  'preference',
  'likes',
  'dislikes',
  'preferredContactMethod',
  'message',
] as const

/** Serialises submissions by the same person, so "same e-mail and card within 10 minutes" holds under concurrency. */
async function lockFor(req: PayloadRequest, keys: string[]) {
  const tx = await transactionOf(req)
  if (!tx) throw new Error('Advisory locks are taken inside the request transaction.')
  for (const key of [...new Set(keys)].sort()) await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${key}))`)
}

/** The same value, where a stored lead keeps an empty answer as null. */
const sameAnswer = (stored: unknown, given: unknown) => (stored ?? null) === (given ?? null)

/**
 * The lead this request repeats, if any (docs/decisions/026): the same idempotency key, or within
 * the window the same e-mail and phone and the same content (a double click without the key, a
 * resent form). Someone else who shares a phone number or an address is a lead of their own.
 * A newsletter address is subscribed once, however often it is entered.
 */
async function findRepeat(req: PayloadRequest, body: IntakeBody, lead: Record<string, unknown>, cardId: number | null) {
  const find = async (where: Where, limit: number) =>
    (await req.payload.find({ collection: 'leads', where, limit, depth: 0, req, overrideAccess: true, sort: 'createdAt' })).docs
  if (body.idempotencyKey) {
    const [keyed] = await find({ idempotencyKey: { equals: body.idempotencyKey } }, 1)
    if (keyed) return keyed
  }
  if (body.source === 'newsletter') {
    const [subscribed] = await find(
      { and: [{ source: { equals: 'newsletter' } }, { email: { equals: lead.email } }, { anonymisedAt: { exists: false } }] },
      1,
    )
    return subscribed ?? null
  }
  const candidates = await find(
    {
      and: [
        { source: { equals: body.source } },
        cardId ? { card: { equals: cardId } } : { card: { exists: false } },
        { email: { equals: lead.email } },
        lead.phone ? { phone: { equals: lead.phone } } : { phone: { exists: false } },
        { createdAt: { greater_than: new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString() } },
      ],
    },
    20,
  )
  return candidates.find((stored) => LEAD_FIELDS.every((field) => sameAnswer(stored[field], lead[field]))) ?? null
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(String((error as Error)?.message ?? '')) || (error as { cause?: { code?: string } })?.cause?.code === '23505'

export const intakeEndpoint: Endpoint = {
  path: '/intake',
  method: 'post',
  handler: async (req) => {
    // Only the storefront's server, with the intake key (@cardcompare/shared/server).
    if (!isFromService(req, 'intake')) return json({ error: 'Forbidden' }, 403)
    const body = parseBody(await readJsonBody(req))
    if (typeof body === 'string') return json({ error: body }, 400)

    const lead: Record<string, unknown> = { source: body.source }
    for (const field of LEAD_FIELDS) if (body.lead[field] !== undefined && body.lead[field] !== null) lead[field] = body.lead[field]
    if (typeof lead.email === 'string') lead.email = lead.email.trim().toLowerCase()
    if (lead.phone !== undefined) lead.phone = toE164(lead.phone)
    const issues = leadRecordIssues(lead)
    if (issues.length || !isLeadRecord(lead))
      return json({ error: issues[0].message, fieldErrors: Object.fromEntries(issues.map((i) => [i.path, i.message])) }, 400)

    let cardId: number | null = null
    if (body.lead.cardId !== undefined && body.lead.cardId !== null) {
      const id = Number(body.lead.cardId)
      const card =
        Number.isSafeInteger(id) && id > 0
          ? await req.payload.findByID({ collection: 'credit-cards', id, depth: 0, overrideAccess: true, disableErrors: true })
          : null
      // Only a listed card can be applied for.
      if (!card || !card.isActive)
        return json({ error: 'Please choose a valid card', fieldErrors: { cardId: 'Please choose a valid card' } }, 400)
      cardId = id
    }
    if (body.source === 'application' && cardId === null)
      return json({ error: 'Please choose a valid card', fieldErrors: { cardId: 'Please choose a valid card' } }, 400)

    const now = new Date()
    // The text the person was shown: the one of their page's language, picked here, never sent
    // by the client (UAE PDPL: the record proves what they agreed to; docs/decisions/036).
    const texts = consentTextsIn(body.locale)
    const consentText =
      body.source === 'newsletter'
        ? texts.newsletter
        : body.source === 'contact'
          ? texts.contact
          : [texts[body.source], body.consent?.marketing ? texts.marketing : null].filter(Boolean).join('\n')
    const consent = {
      contact: body.source !== 'newsletter' && body.consent?.contact === true,
      marketing: body.source === 'newsletter' || body.consent?.marketing === true,
      version: CONSENT_VERSIONS[body.locale],
      givenAt: now.toISOString(),
      text: consentText,
    }
    if ((body.source === 'application' || body.source === 'lead-form' || body.source === 'contact') && !consent.contact) {
      return json({ error: 'Consent to be contacted is required' }, 400)
    }
    const userId = hasRole(req.user, ...ROLES) ? req.user!.id : null
    // spec §6: guests may apply; a signed-in user must have verified the e-mail address first.
    if (body.source === 'application' && userId !== null && !(req.user as { isVerified?: boolean }).isVerified) {
      return json({ error: forms.answers.verifyBeforeApplying }, 403)
    }

    const run = async () => {
      const ownsTransaction = await initTransaction(req)
      try {
        await lockFor(req, [`lead:${lead.email}`, ...(lead.phone ? [`lead:${lead.phone}`] : [])])
        const existing = await findRepeat(req, body, lead, cardId)
        // Signing up again after unsubscribing subscribes again: a new consent on the same lead,
        // and the welcome (with its unsubscribe link) once more. An active subscription stays as it is.
        const renewed = existing && body.source === 'newsletter' && existing.source === 'newsletter' && hasWithdrawn(existing)
        if (renewed) {
          // Signed up again, perhaps from a page in the other language: the new consent's language is theirs now.
          await req.payload.update({
            collection: 'leads',
            id: existing.id,
            data: { consent: { ...consent, withdrawnAt: null }, locale: body.locale },
            overrideAccess: true,
            req,
            depth: 0,
            context: { internal: true, consentChangedBy: CONSENT_CHANGED_BY.signUpAgain },
          })
          await enqueueWelcome(req, { ...existing, locale: body.locale })
        }
        if (existing) {
          if (ownsTransaction) await commitTransaction(req)
          return json({ id: existing.id, duplicate: true })
        }
        const data: RequiredDataFromCollectionSlug<'leads'> = {
          ...lead,
          status: 'new', // the collection's default, spelled out because the generated type requires it
          card: cardId,
          user: userId,
          locale: body.locale,
          consent,
          idempotencyKey: body.idempotencyKey ?? null,
          botCheck: typeof body.botCheck === 'string' ? body.botCheck.slice(0, 20) : null,
        }
        const stored = await req.payload.create({
          collection: 'leads',
          data,
          req,
          overrideAccess: true,
          depth: 0,
        })
        if (body.source === 'newsletter') {
          await enqueueWelcome(req, stored)
        } else {
          await enqueueMail(req, { to: cmsEnv().SALES_NOTIFY_EMAIL, ...salesLeadNotificationEmail(stored, adminUrl(stored.id)) })
          await enqueueMail(req, { to: stored.email, ...applicantConfirmationEmail(stored) })
        }
        if (ownsTransaction) await commitTransaction(req)
        // "Popular this week" counts applications sent (docs/decisions/016); after the commit, and a
        // failure to count never fails the application.
        if (body.source === 'application' && cardId !== null) {
          recordInteraction(req.payload, { card: cardId, user: userId, type: 'apply' }).catch((error) =>
            req.payload.logger.warn(`[intake] the application was not counted as an interaction: ${(error as Error)?.message}`),
          )
        }
        return json({ id: stored.id, duplicate: false }, 201)
      } catch (error) {
        if (ownsTransaction) await killTransaction(req)
        throw error
      }
    }

    try {
      return await run()
    } catch (error) {
      // Two identical requests raced past the lookup: the unique key let one in; answer with it.
      if (body.idempotencyKey && isUniqueViolation(error)) {
        const { docs } = await req.payload.find({
          collection: 'leads',
          where: { idempotencyKey: { equals: body.idempotencyKey } },
          limit: 1,
          depth: 0,
          overrideAccess: true,
        })
        if (docs[0]) return json({ id: docs[0].id, duplicate: true })
      }
      throw error
    }
  },
}

const adminUrl = (id: number | string) => `${publicUrl()}/admin/collections/leads/${id}`

/** The newsletter's welcome to a subscribed lead, in its language, with the lead's own unsubscribe link. */
async function enqueueWelcome(req: PayloadRequest, lead: Pick<Lead, 'id' | 'email' | 'locale'>) {
  const path = unsubscribeLink('', lead.id)
  // The CMS does not start without PAYLOAD_SECRET, so a link can always be signed.
  if (!path) throw new Error('No unsubscribe link without PAYLOAD_SECRET')
  const locale = localeOf(lead)
  await enqueueMail(req, { to: lead.email, ...newsletterWelcomeEmail(locale, pageUrl(path, locale)) })
}

type ConsentRecord = { contact?: boolean | null; marketing?: boolean | null; withdrawnAt?: string | null }

/** The person withdrew the consent this lead was kept for. */
const hasWithdrawn = (lead: Pick<Lead, 'consent'>) => {
  const consent = lead.consent as ConsentRecord | undefined
  return Boolean(consent?.withdrawnAt) || consent?.marketing !== true
}

/**
 * Withdraws a lead's consent: contact and marketing end now, and the first withdrawal's time is
 * kept. Pass the request that names who did it (the audit log's actor) and, without a signed-in
 * person, how they did it.
 */
async function withdrawConsent(req: PayloadRequest, lead: Lead, by?: ConsentChangedBy) {
  const consent = lead.consent as ConsentRecord | undefined
  const withdrawnAt = consent?.withdrawnAt ?? new Date().toISOString()
  await req.payload.update({
    collection: 'leads',
    id: lead.id,
    data: { consent: { ...(lead.consent as object), contact: false, marketing: false, withdrawnAt } },
    overrideAccess: true,
    req,
    depth: 0,
    context: { internal: true, ...(by ? { consentChangedBy: by } : {}) },
  })
}

/** What the unsubscribe page says of a link that does not name a subscription we hold. */
const INVALID_UNSUBSCRIBE_LINK = 'This unsubscribe link is not valid'

/**
 * The newsletter's unsubscribe link (storefront /unsubscribe): only the storefront's server calls
 * it, with the intake key; the signed link is the person's authority, for that one newsletter
 * lead. `{ lead, token }` answers the masked address and whether it is still subscribed;
 * with `unsubscribe: true` it withdraws the consent first (once: a second time keeps the first
 * withdrawal). A link that does not verify, or names an unknown, erased or other kind of lead, is
 * a 400.
 */
export const newsletterUnsubscribeEndpoint: Endpoint = {
  path: '/newsletter-unsubscribe',
  method: 'post',
  handler: async (req) => {
    if (!isFromService(req, 'intake')) return json({ error: 'Forbidden' }, 403)
    const raw = await readJsonBody(req)
    const body = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
    const link = readUnsubscribeParams(body)
    if (!link || !isUnsubscribeToken(link.leadId, link.token)) return json({ error: INVALID_UNSUBSCRIBE_LINK }, 400)
    const read = () =>
      req.payload.findByID({ collection: 'leads', id: link.leadId, depth: 0, req, overrideAccess: true, disableErrors: true })
    const found = await read()
    if (!found || found.source !== 'newsletter' || found.anonymisedAt) return json({ error: INVALID_UNSUBSCRIBE_LINK }, 400)
    if (body.unsubscribe !== true || hasWithdrawn(found)) {
      return json({ email: maskAddress(found.email), subscribed: !hasWithdrawn(found), unsubscribedNow: false })
    }
    const ownsTransaction = await initTransaction(req)
    try {
      // The intake's lock on the address: a sign-up again and this withdrawal happen one after the other.
      await lockFor(req, [`lead:${found.email}`])
      const lead = await read()
      if (!lead || lead.anonymisedAt) {
        if (ownsTransaction) await killTransaction(req)
        return json({ error: INVALID_UNSUBSCRIBE_LINK }, 400)
      }
      const now = !hasWithdrawn(lead)
      if (now) await withdrawConsent(req, lead, CONSENT_CHANGED_BY.unsubscribeLink)
      if (ownsTransaction) await commitTransaction(req)
      return json({ email: maskAddress(lead.email), subscribed: false, unsubscribedNow: now })
    } catch (error) {
      if (ownsTransaction) await killTransaction(req)
      throw error
    }
  },
}

/**
 * My Leads: the person withdraws consent for one of their leads. Contact and marketing end
 * now; the sales team sees "withdrawn" on the lead. Only the lead's owner may do it.
 */
export const withdrawConsentEndpoint: Endpoint = {
  path: '/:id/withdraw-consent',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return json({ error: 'Please log in' }, 401)
    const id = Number(req.routeParams?.id)
    if (!Number.isSafeInteger(id) || id < 1) return json({ error: 'Lead not found' }, 404)
    const lead = await req.payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true, disableErrors: true })
    const ownerId = lead && (typeof lead.user === 'object' ? lead.user?.id : lead.user)
    // Someone else's lead answers exactly like a missing one.
    if (!lead || ownerId !== req.user.id) return json({ error: 'Lead not found' }, 404)
    // The person's own request: the audit log names them as the one who withdrew.
    await withdrawConsent(req, lead)
    return json({ success: true, message: 'Consent withdrawn. We will not contact you about this request again.' })
  },
}
