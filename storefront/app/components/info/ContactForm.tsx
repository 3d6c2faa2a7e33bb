import { CONTACT_CONSENT_TEXT, CONTACT_MESSAGE_MAX_LENGTH } from '@cardcompare/shared'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'

export type ContactFormState = {
  values: { fullName: string; email: string; phone: string; message: string; consent: boolean }
  fieldErrors: Record<string, string>
  formError?: string
}

const inputClass =
  'mt-1 block min-h-11 w-full rounded-lg border px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600'
const FIELD_ORDER = ['fullName', 'email', 'phone', 'message', 'consent']

function Field({ name, label, hint, error, children }: { name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
        {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The consent sentence as stored, with "Privacy Policy" linked. */
function ConsentText() {
  const [before, after] = CONTACT_CONSENT_TEXT.split('Privacy Policy')
  return (
    <>
      {before}
      <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
        Privacy Policy
      </Link>
      {after}
    </>
  )
}

/** The /contact form: a plain POST that works without JavaScript; the action validates. */
export function ContactForm({ state, honeypot, formStamp }: { state?: ContactFormState; honeypot: string; formStamp: string }) {
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state?.fieldErrors ?? {}
  const values = state?.values
  const describedBy = (name: string) => (errors[name] ? `${name}-error` : undefined)
  const border = (name: string) => (errors[name] ? 'border-red-600' : 'border-slate-300')

  // After a refused submission, take keyboard and screen-reader users to the first problem.
  useEffect(() => {
    const first = FIELD_ORDER.find((name) => state?.fieldErrors[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus()
  }, [state])

  return (
    <Form ref={formRef} method="post" noValidate className="space-y-5" aria-describedby={state ? 'contact-form-status' : undefined}>
      {state ? (
        <p id="contact-form-status" role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {state.formError ?? 'Please correct the fields marked below.'}
        </p>
      ) : null}
      <input type="hidden" name="formStamp" value={formStamp} />
      <div hidden>
        <label htmlFor={honeypot}>Leave this field empty</label>
        <input id={honeypot} name={honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="fullName" label="Full Name" error={errors.fullName}>
          <input id="fullName" name="fullName" autoComplete="name" required defaultValue={values?.fullName}
            aria-invalid={errors.fullName ? true : undefined} aria-describedby={describedBy('fullName')}
            className={`${inputClass} ${border('fullName')}`} />
        </Field>
        <Field name="email" label="Email" error={errors.email}>
          <input id="email" name="email" type="email" autoComplete="email" required defaultValue={values?.email}
            aria-invalid={errors.email ? true : undefined} aria-describedby={describedBy('email')}
            className={`${inputClass} ${border('email')}`} />
        </Field>
      </div>
      <Field name="phone" label="Phone" hint="(optional)" error={errors.phone}>
        <input id="phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" defaultValue={values?.phone}
          aria-invalid={errors.phone ? true : undefined} aria-describedby={describedBy('phone')}
          placeholder="+971 50 123 4567" className={`${inputClass} ${border('phone')} sm:max-w-xs`} />
      </Field>
      <Field name="message" label="Message" error={errors.message}>
        <textarea id="message" name="message" rows={6} required maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          defaultValue={values?.message} aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')} className={`${inputClass} ${border('message')}`} />
      </Field>
      <div>
        <div className="flex items-start gap-3">
          <input id="consent" name="consent" type="checkbox" required defaultChecked={values?.consent}
            aria-invalid={errors.consent ? true : undefined} aria-describedby={describedBy('consent')}
            className="mt-1 size-5 shrink-0 accent-brand-700" />
          <label htmlFor="consent" className="text-sm leading-6 text-slate-700">
            <ConsentText />
          </label>
        </div>
        {errors.consent ? (
          <p id="consent-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.consent}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Sending...' : 'Send Message'}
      </button>
    </Form>
  )
}
