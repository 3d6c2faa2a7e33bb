// Contact messages reach the team as leads with source 'contact' (issue 3 item 4): the same
// collection, inbox and handling as the lead form and card applications.
import { CONTACT_CONSENT_TEXT, contactSchema, fieldErrors, type ContactInput } from '@cardcompare/shared'
import { CmsError, cmsFetch } from './cms.server'

export type ContactValues = { fullName: string; email: string; phone: string; message: string; consent: boolean }

export type ContactResult =
  | { ok: true }
  | { ok: false; status: 400 | 503; values: ContactValues; fieldErrors: Record<string, string>; formError?: string }

/** A hidden field people never see; a bot that fills it gets a quiet "sent" and nothing stored. */
export const CONTACT_HONEYPOT = 'website'

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** Validates, then stores the message with the consent given and when (UAE PDPL). */
export async function submitContactForm(
  form: FormData,
  { token, now = new Date() }: { token?: string | null; now?: Date } = {},
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
    return { ok: false, status: 400, values, fieldErrors: fieldErrors(parsed.error).fieldErrors }
  }
  try {
    await storeContactLead(parsed.data, token ?? null, now)
    return { ok: true }
  } catch (error) {
    if (error instanceof CmsError && error.status === 400) {
      // The CMS refused a field the schema let through: say which, in the form's words.
      const cmsFields = cmsFieldPaths(error.body)
      // Until the CMS makes phone optional for contact messages, a blank phone lands here.
      if (cmsFields.includes('phone')) {
        const phone = parsed.data.phone ? 'Please enter a valid phone number' : 'Please add a phone number so we can reply'
        return { ok: false, status: 400, values, fieldErrors: { phone } }
      }
    }
    console.error('[contact] could not store a contact message', error)
    return {
      ok: false,
      status: 503,
      values,
      fieldErrors: {},
      formError: 'We could not send your message just now. Please try again in a moment, or e-mail us instead.',
    }
  }
}

function storeContactLead(input: ContactInput, token: string | null, now: Date) {
  return cmsFetch('leads', {
    method: 'POST',
    token,
    body: {
      source: 'contact',
      fullName: input.fullName,
      email: input.email,
      ...(input.phone ? { phone: input.phone } : {}),
      message: input.message,
      consentText: CONTACT_CONSENT_TEXT,
      consentAt: now.toISOString(),
    },
  })
}

/** Field paths of a Payload validation error body ({ errors: [{ data: { errors: [{ path }] } }] }). */
function cmsFieldPaths(body: unknown): string[] {
  const errors = (body as { errors?: { data?: { errors?: { path?: unknown }[] } }[] } | null)?.errors ?? []
  return errors.flatMap((e) => e.data?.errors ?? []).map((e) => String(e.path ?? ''))
}
