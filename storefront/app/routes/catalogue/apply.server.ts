// The no-JavaScript apply page /apply/:cardId (docs/decisions/012): the card, a form stamp for the
// bot check, and the form's post, validated with the dialog's messages before the intake.
import {
  applicationFormSchema,
  cardPath,
  DEFAULT_COUNTRY,
  fieldErrors,
  idempotencyKeyField,
  isTicked,
  newIdempotencyKey,
  parsePositiveInt,
  toApplicationPayload,
  type Locale,
} from '@cardcompare/shared'
import type { ApplyCard } from '~/components/apply/ApplyCardHeader'
import { thankYouHref } from '~/utils/thank-you'
import type { ApplicationFormValues, ApplicationPageState } from '~/components/apply/ApplicationForm'
import { issueFormStamp } from '~/utils/bot-check.server'
import { getBank, getCardById } from '~/utils/catalogue.server'
import { handleIntake } from '~/utils/intake.server'

const notFound = () => new Response('Not Found', { status: 404 })

/** The card to apply for; a malformed, unknown or hidden id is the site's 404. */
export async function loadApplyCard(param: string | undefined, locale: Locale): Promise<ApplyCard> {
  const id = parsePositiveInt(param)
  const card = id === null ? null : await getCardById(id)
  if (!card || !card.isActive) throw notFound()
  const bank = card.bankId === null ? null : await getBank(card.bankId, locale)
  const bankLang = bank?.lang?.name
  return {
    id: card.id,
    name: card.name,
    href: cardPath(card),
    imageUrl: card.imageUrl,
    bankName: bank?.name ?? null,
    ...(bankLang ? { bankLang } : {}),
  }
}

/** A fresh form: a new stamp and a new key. */
export function newApplicationPage(): ApplicationPageState {
  return { formStamp: issueFormStamp('card_application'), idempotencyKey: newIdempotencyKey() }
}

const MAX_CHOICES = 50

function readValues(form: FormData): ApplicationFormValues {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  const list = (name: string) =>
    form
      .getAll(name)
      .filter((v): v is string => typeof v === 'string')
      .slice(0, MAX_CHOICES)
  return {
    fullName: text('fullName'),
    email: text('email'),
    countryCode: text('countryCode') || DEFAULT_COUNTRY,
    phone: text('phone'),
    salary: text('salary'),
    likes: list('likes'),
    dislikes: list('dislikes'),
    preferredContactMethod: text('preferredContactMethod') || 'email',
    message: text('message'),
    consentContact: isTicked(form.get('consentContact')),
    consentMarketing: isTicked(form.get('consentMarketing')),
  }
}

export type ApplyPostResult =
  | { ok: true; redirectTo: string; headers?: Record<string, string> }
  | { ok: false; status: number; state: ApplicationPageState; headers?: Record<string, string> }

/**
 * The page's post: the form's own checks first (same messages as the dialog), then the
 * intake with the form stamp. A refused post keeps the values and the key (a retry of the
 * same form stays one application) and gets a fresh stamp.
 */
export async function submitApplicationPage(request: Request, card: ApplyCard, form: FormData): Promise<ApplyPostResult> {
  const values = readValues(form)
  const postedKey = form.get('idempotencyKey')
  const idempotencyKey = idempotencyKeyField.safeParse(postedKey).success && typeof postedKey === 'string' ? postedKey : newIdempotencyKey()
  const refused = (
    status: number,
    errors: Record<string, string>,
    message?: string,
    headers?: Record<string, string>,
  ): ApplyPostResult => ({
    ok: false,
    status,
    headers,
    state: { formStamp: issueFormStamp('card_application'), idempotencyKey, values, errors, ...(message ? { message } : {}) },
  })

  const parsed = applicationFormSchema.safeParse(values)
  if (!parsed.success) return refused(400, fieldErrors(parsed.error).fieldErrors)

  const website = form.get('website')
  const payload = toApplicationPayload(parsed.data, {
    cardId: card.id,
    idempotencyKey,
    recaptchaToken: '',
    website: typeof website === 'string' ? website : '',
  })
  const formStamp = form.get('formStamp')
  const result = await handleIntake('application', request, payload, { formStamp: typeof formStamp === 'string' ? formStamp : null })
  if (result.body.success) return { ok: true, redirectTo: thankYouHref(card), headers: result.headers }
  return refused(
    result.status,
    result.body.errors ?? {},
    result.body.message || 'Failed to submit application. Please try again.',
    result.headers,
  )
}
