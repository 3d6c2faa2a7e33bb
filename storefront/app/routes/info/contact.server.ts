// Contact messages reach the team as leads with source 'contact' (docs/decisions/010): the same
// collection, inbox and handling as the lead form and card applications.
import { contactSchema, fieldErrors, toE164, type ContactInput, type Locale } from '@cardcompare/shared'
import { issueFormStamp, verifyBotCheck } from '~/utils/bot-check.server'
import { CmsError } from '~/utils/cms.server'
import { postToIntake } from '~/utils/intake.server'
import { requestLocale } from '~/utils/locale.server'
import forms from '@cardcompare/shared/i18n/en/forms'

export type ContactValues = { fullName: string; email: string; phone: string; message: string; consent: boolean }

export type ContactResult =
  | { ok: true }
  | {
      ok: false
      status: 400 | 403 | 503
      values: ContactValues
      fieldErrors: Record<string, string>
      formError?: string
      formStamp: string
    }

/**
 * The contact form's bot check, as the apply page's without JavaScript: a signed stamp served
 * with the page, spent once and only after a person could have filled the form; a script may send
 * a bot-check token instead. The same intake rules as every form that stores a lead (docs/decisions/026).
 */
export const newContactStamp = () => issueFormStamp('contact_form')

/** A hidden field people never see; a bot that fills it gets a quiet "sent" and nothing stored. */
export const CONTACT_HONEYPOT = 'website'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Validates, then stores the message with the consent given and when (UAE PDPL). */
export async function submitContactForm(
  form: FormData,
  { token, request }: { token?: string | null; request: Request },
): Promise<ContactResult> {
  const values: ContactValues = {
    fullName: text(form, 'fullName'),
    email: text(form, 'email'),
    phone: text(form, 'phone'),
    message: text(form, 'message'),
    consent: form.get('consent') === 'on',
  }
  if (text(form, CONTACT_HONEYPOT) !== '') return { ok: true }

  const parsed = contactSchema.safeParse({ ...values, consent: form.get('consent') ?? undefined })
  if (!parsed.success) {
    return { ok: false, status: 400, values, fieldErrors: fieldErrors(parsed.error).fieldErrors, formStamp: newContactStamp() }
  }
  const bot = await verifyBotCheck({
    token: text(form, 'recaptchaToken') || null,
    formStamp: text(form, 'formStamp') || null,
    action: 'contact_form',
    request,
  })
  if (!bot.ok) return { ok: false, status: bot.status, values, fieldErrors: {}, formError: bot.message, formStamp: newContactStamp() }
  try {
    await storeContactLead(parsed.data, token ?? null, requestLocale(request))
    return { ok: true }
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) {
      // The CMS refused a field the schema let through: say which, in the form's words.
      // The CMS refused a field the schema let through (the intake's rulebook): say which.
      const cmsFields = (error.body as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {}
      if (Object.keys(cmsFields).length) return { ok: false, status: 400, values, fieldErrors: cmsFields, formStamp: newContactStamp() }
    }
    console.error('[contact] could not store a contact message', error)
    return {
      ok: false,
      status: 503,
      values,
      fieldErrors: {},
      formError: forms.answers.contactSendFailed,
      formStamp: newContactStamp(),
    }
  }
}

/** Through the CMS's intake, like every lead: stored with its consent, then the mails queued. */
async function storeContactLead(input: ContactInput, token: string | null, locale: Locale) {
  const res = await postToIntake(
    {
      source: 'contact',
      lead: {
        fullName: input.fullName,
        email: input.email,
        ...(input.phone ? { phone: toE164(input.phone) ?? input.phone } : {}),
        message: input.message,
      },
      consent: { contact: true, marketing: false },
      // The page's language: the consent text the CMS records and the reply's (docs/decisions/036).
      locale,
    },
    token,
  )
  if (!res.ok) throw new CmsError(res.status, await res.json().catch(() => null))
}
