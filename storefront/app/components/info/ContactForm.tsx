import { consentTextsIn, CONTACT_MESSAGE_MAX_LENGTH } from '@cardcompare/shared'
import { Form } from '~/components/ui/navigation'
import { useNavigation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { PolicyLinkedText } from '~/components/forms/FormControls'
import { Field, FieldError, TextAreaField } from '~/components/ui/Field'
import { useLocale } from '~/utils/locale'
import { TranslatedMessage } from '~/components/ui/TranslatedMessage'
import { useTranslation } from 'react-i18next'
import forms from '@cardcompare/shared/i18n/en/forms'

type ContactFormState = {
  values: { fullName: string; email: string; phone: string; message: string; consent: boolean }
  fieldErrors: Record<string, string>
  formError?: string
}

const FIELD_ORDER = ['fullName', 'email', 'phone', 'message', 'consent']

/** The /contact form: a plain POST that works without JavaScript; the action validates. */
export function ContactForm({ state, honeypot, formStamp }: { state?: ContactFormState; honeypot: string; formStamp: string }) {
  // The consent texts of the page's language: the CMS records the same one (docs/decisions/036).
  const consentTexts = consentTextsIn(useLocale())
  const { t } = useTranslation('forms')
  const busy = useNavigation().state === 'submitting'
  const formRef = useRef<HTMLFormElement>(null)
  const errors = state?.fieldErrors ?? {}
  const values = state?.values

  // After a refused submission, take keyboard and screen-reader users to the first problem.
  useEffect(() => {
    const first = FIELD_ORDER.find((name) => state?.fieldErrors[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`#${first}`)?.focus()
  }, [state])

  return (
    <Form ref={formRef} method="post" noValidate className="space-y-5" aria-describedby={state ? 'contact-form-status' : undefined}>
      {state ? (
        <p id="contact-form-status" role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          <TranslatedMessage text={state.formError ?? forms.answers.correctFields} />
        </p>
      ) : null}
      <input type="hidden" name="formStamp" value={formStamp} />
      <div hidden>
        <label htmlFor={honeypot}>{t('contact.honeypot')}</label>
        <input id={honeypot} name={honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          id="fullName"
          name="fullName"
          label={t('contact.fullName')}
          autoComplete="name"
          required
          defaultValue={values?.fullName}
          error={errors.fullName}
        />
        <Field
          id="email"
          name="email"
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          required
          defaultValue={values?.email}
          error={errors.email}
        />
      </div>
      <Field
        id="phone"
        name="phone"
        label={
          <>
            {t('contact.phone')}
            <span className="font-normal text-slate-600">{t('contact.optional')}</span>
          </>
        }
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        defaultValue={values?.phone}
        placeholder="+971 50 123 4567"
        error={errors.phone}
        className="sm:max-w-xs"
      />
      <TextAreaField
        id="message"
        name="message"
        label={t('contact.message')}
        rows={6}
        required
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        defaultValue={values?.message}
        error={errors.message}
      />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            required
            defaultChecked={values?.consent}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="consent" className="text-sm leading-6 text-slate-700">
            <PolicyLinkedText text={consentTexts.contact} newTab={false} />
          </label>
        </div>
        <FieldError id="consent-error" error={errors.consent} />
      </div>
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t('contact.sending') : t('contact.send')}
      </button>
    </Form>
  )
}
