// The storefront's half of the lead intake (docs/decisions/010): the same steps for the Apply
// dialog, the no-JavaScript apply page, the home lead form and the newsletter — honeypot, the
// shared schema, the bot check, E.164 — then one call to the CMS, which stores the lead and queues
// its mails in one transaction and answers a repeat with the first lead.
import { applicationSchema, fieldErrors, HTTP_MESSAGES, leadSchema, newsletterSchema, toE164, type LeadSource } from '@cardcompare/shared'
import { requestIdHeaders, serviceKeyHeaders } from '@cardcompare/shared/server'
import type { z } from 'zod'
import { readBody } from './account.server'
import { verifyBotCheck, type BotAction } from './bot-check.server'
import { CMS_WRITE_TIMEOUT_MS, cmsUrl } from './cms.server'
import { json, methodNotAllowed } from './http.server'
import { submissionLocale } from './person-locale.server'
import { readSessionToken } from './session.server'

type IntakeKind = Exclude<LeadSource, 'contact'>

type IntakeResult = {
  status: number
  body: { success: boolean; message: string; errors?: Record<string, string> }
  headers?: Record<string, string>
}

/** A hidden field people never see; a bot that fills it gets a quiet success and nothing is stored. */
const HONEYPOT_FIELD = 'website'

const FLOW: Record<IntakeKind, { schema: z.ZodType; action: BotAction; success: string; failure: string }> = {
  application: {
    schema: applicationSchema,
    action: 'card_application',
    success: 'Application submitted successfully. Our team will contact you soon.',
    failure: 'Failed to submit application. Please try again.',
  },
  'lead-form': {
    schema: leadSchema,
    action: 'lead_form',
    success: 'Thank you for your submission. Our experts will contact you soon.',
    failure: 'There was a problem submitting your request. Please try again.',
  },
  newsletter: {
    schema: newsletterSchema,
    action: 'exit_intent_signup',
    success: "You'll receive the best credit card deals in your inbox!",
    failure: 'Something went wrong. Please try again.',
  },
}

const result = (status: number, body: IntakeResult['body'], headers?: Record<string, string>): IntakeResult => ({ status, body, headers })

/** The newsletter widget in the footer area signs up under its own bot-check action. */
function botActionFor(kind: IntakeKind, input: Record<string, unknown>): BotAction {
  if (kind === 'newsletter' && input.source === 'footer_widget') return 'newsletter_signup'
  return FLOW[kind].action
}

export async function handleIntake(
  kind: IntakeKind,
  request: Request,
  input: Record<string, unknown>,
  options: { formStamp?: string | null } = {},
): Promise<IntakeResult> {
  const flow = FLOW[kind]
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    return result(400, { success: false, message: 'Request body must be a JSON object' })
  }
  const honeypot = input[HONEYPOT_FIELD]
  if (typeof honeypot === 'string' && honeypot !== '') return result(200, { success: true, message: flow.success })

  // The page's language: the consent text the CMS records and the mails (docs/decisions/036).
  const language = submissionLocale(request, input.locale)
  if ('error' in language) return result(400, { success: false, message: language.error, errors: { locale: language.error } })

  const parsed = flow.schema.safeParse(input)
  if (!parsed.success) {
    const { details, fieldErrors: errors } = fieldErrors(parsed.error)
    return result(400, { success: false, message: details[0] ?? flow.failure, errors })
  }
  const data = parsed.data as Record<string, unknown>

  const bot = await verifyBotCheck({
    token: typeof data.recaptchaToken === 'string' ? data.recaptchaToken : null,
    formStamp: options.formStamp ?? null,
    action: botActionFor(kind, input),
    request,
  })
  if (!bot.ok) return result(bot.status, { success: false, message: bot.message })

  let phone: string | undefined
  if (typeof data.phone === 'string') {
    const e164 = toE164(data.phone)
    if (!e164) {
      const message = 'Please enter a valid phone number'
      return result(400, { success: false, message, errors: { phone: message } })
    }
    phone = e164
  }

  const list = (value: unknown) => (Array.isArray(value) && value.length ? value.join(', ') : undefined)
  const lead = {
    fullName: data.fullName,
    email: data.email,
    phone,
    salary: data.salary,
    preference: data.preference,
    likes: list(data.likes),
    dislikes: list(data.dislikes),
    preferredContactMethod: data.preferredContactMethod,
    message: typeof data.message === 'string' && data.message.trim() !== '' ? data.message : undefined,
    cardId: data.cardId,
  }
  const body = {
    source: kind,
    lead,
    consent: { contact: data.consentContact === true, marketing: data.consentMarketing === true },
    idempotencyKey: data.idempotencyKey,
    botCheck: bot.method,
    locale: language.locale,
  }

  try {
    const res = await postToIntake(body, readSessionToken(request))
    const answer = (await res.json().catch(() => null)) as { id?: number; error?: string; fieldErrors?: Record<string, string> } | null
    // A repeat is answered as the first request was: whether an address or a phone number is
    // already known is nobody's business but ours (docs/decisions/026).
    if (res.ok && answer?.id) return result(200, { success: true, message: flow.success })
    if (res.status === 400 || res.status === 403) {
      const errors = remapFields(answer?.fieldErrors)
      return result(res.status, { success: false, message: answer?.error ?? flow.failure, ...(errors ? { errors } : {}) })
    }
    console.error(`[intake] ${kind}: the CMS answered ${res.status}`)
  } catch (error) {
    console.error(`[intake] ${kind}: the CMS could not be reached (${(error as Error)?.name ?? 'error'})`)
  }
  return result(503, { success: false, message: flow.failure })
}

/** The one call to the CMS's intake: the storefront's key, the visitor's session if any, 15 s at most. */
export function postToIntake(body: unknown, token: string | null): Promise<Response> {
  return fetch(cmsUrl('intake'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...serviceKeyHeaders('intake'),
      ...requestIdHeaders(),
      ...(token ? { Authorization: `JWT ${token}` } : {}),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(CMS_WRITE_TIMEOUT_MS),
  })
}

/** The CMS names the card `card`; the forms call it `cardId`. */
function remapFields(errors: Record<string, string> | undefined) {
  if (!errors) return undefined
  return Object.fromEntries(Object.entries(errors).map(([key, value]) => [key === 'card' ? 'cardId' : key, value]))
}

/** The intake routes' refusal: spec §7's clients read `{ success, message }`, not `{ error }`. */
const refusal = (message: string) => ({ success: false, message })

/** 405 for anything but POST on an intake route. */
export const intakeMethodNotAllowed = () => methodNotAllowed('POST', refusal(HTTP_MESSAGES.methodNotAllowed))

/** A JSON API route: read the body (64 KiB at most), run the intake, answer `{success, message}`. */
export async function intakeApiAction(kind: IntakeKind, request: Request): Promise<Response> {
  if (request.method !== 'POST') return intakeMethodNotAllowed()
  const body = await readBody(request)
  if ('response' in body) {
    const status = body.response.status
    return json(refusal(status === 413 ? HTTP_MESSAGES.bodyTooLarge : HTTP_MESSAGES.bodyNotJson), status)
  }
  const outcome = await handleIntake(kind, request, body.data as Record<string, unknown>)
  return json(outcome.body, outcome.status, outcome.headers)
}
