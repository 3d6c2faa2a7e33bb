// spec §2 Home "a lead form", §4 Lead form (editing, submitting, submitted), §5 Lead form,
// §8 Lead form toasts. Sends JSON to /api/leads; the terms box goes as the contact consent.
import { useTranslation } from 'react-i18next'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  consentTextsIn,
  DEFAULT_COUNTRY,
  LEAD_PREFERENCES,
  leadPageFormSchema,
  newIdempotencyKey,
  NOTIFICATIONS,
  toLeadPayload,
  type LeadPageFormData,
  type LeadPageFormInput,
} from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { useBotCheck } from '~/components/BotCheck'
import { ConsentCheckbox, PhoneField } from '~/components/forms/FormControls'
import { Honeypot } from '~/components/forms/Honeypot'
import { botTokenOrNotify, postIntake, showServerErrors } from '~/components/forms/intake-client'
import { notify } from '~/components/Notifications'
import { useHydrated } from '~/utils/use-hydrated'
import { controlClass, Field, FieldError } from '~/components/ui/Field'
import { useLocale } from '~/utils/locale'

const FIELDS = [
  'fullName',
  'email',
  'countryCode',
  'phone',
  'salary',
  'preference',
  'terms',
  'consentMarketing',
] as const satisfies readonly Path<LeadPageFormInput>[]

const EMPTY: LeadPageFormInput = {
  fullName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY,
  phone: '',
  salary: '',
  preference: '' as LeadPageFormInput['preference'],
  terms: false,
  consentMarketing: false,
}

const ID = 'lead-'
const BOT_FAILED = NOTIFICATIONS.botCheckFailed.description

export function LeadForm() {
  // The consent texts of the page's language: the CMS records the same one (docs/decisions/036).
  const consentTexts = consentTextsIn(useLocale())
  const { t } = useTranslation(['forms', 'common'])
  const { widget, getToken } = useBotCheck('lead_form')
  const form = useForm<LeadPageFormInput, unknown, LeadPageFormData>({ resolver: zodResolver(leadPageFormSchema), defaultValues: EMPTY })
  const { register, handleSubmit, watch, reset, formState } = form
  const key = useRef<string | null>(null)
  const honeypot = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  // Without JavaScript there is nowhere to post: the button waits for the page to be ready.
  const ready = useHydrated()

  const error = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message

  const onValid = async (data: LeadPageFormData) => {
    setPending(true)
    try {
      const token = await botTokenOrNotify(getToken)
      if (token === null) return
      key.current ??= newIdempotencyKey()
      const body = toLeadPayload(data, { idempotencyKey: key.current, recaptchaToken: token, website: honeypot.current?.value ?? '' })
      const answer = await postIntake('/api/leads', body).catch(() => null)
      if (answer?.success) {
        key.current = null
        notify(NOTIFICATIONS.leadSuccess)
        setSubmitted(true)
        return
      }
      if (answer) showServerErrors(form, answer.errors, FIELDS, { consentContact: 'terms' })
      notify(answer?.message === BOT_FAILED ? NOTIFICATIONS.botCheckFailed : NOTIFICATIONS.leadFailed)
    } finally {
      setPending(false)
    }
  }

  function another() {
    reset(EMPTY)
    setSubmitted(false)
  }

  // The thank-you panel takes focus so its news is read; "Submit Another Inquiry" returns to
  // the first field (not on the first render: the home page must not steal focus).
  const panel = useRef<HTMLDivElement>(null)
  const rendered = useRef(false)
  useEffect(() => {
    if (submitted) panel.current?.focus()
    else if (rendered.current) form.setFocus('fullName')
    rendered.current = true
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitted])

  if (submitted) {
    return (
      <div
        ref={panel}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 text-emerald-950 outline-none"
      >
        <h3 className="text-xl font-bold">{t('lead.thanksTitle')}</h3>
        <p className="mt-2 leading-7">{t('lead.thanksText', { hours: t('common:site.hours') })}</p>
        <button type="button" className="btn-primary mt-4" onClick={another}>
          {t('lead.another')}
        </button>
      </div>
    )
  }

  const country = watch('countryCode') ?? DEFAULT_COUNTRY
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="relative space-y-5">
      <Honeypot ref={honeypot} idPrefix={ID} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('intake.fullName')}
          id={`${ID}fullName`}
          autoComplete="name"
          aria-required="true"
          error={error('fullName')}
          {...register('fullName')}
        />
        <Field
          label={t('intake.email')}
          id={`${ID}email`}
          type="email"
          autoComplete="email"
          aria-required="true"
          error={error('email')}
          {...register('email')}
        />
      </div>
      <PhoneField
        idPrefix={ID}
        label={t('intake.phoneNumber')}
        country={country}
        countryField={register('countryCode')}
        phoneField={register('phone')}
        error={error('phone') ?? error('countryCode')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('intake.salary')}
          id={`${ID}salary`}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('intake.salaryPlaceholder')}
          aria-required="true"
          error={error('salary')}
          {...register('salary')}
        />
        <div>
          <label htmlFor={`${ID}preference`} className="block text-sm font-medium text-slate-800">
            {t('lead.preference')}
          </label>
          <select
            id={`${ID}preference`}
            aria-required="true"
            aria-invalid={error('preference') ? true : undefined}
            aria-describedby={error('preference') ? `${ID}preference-error` : undefined}
            className={`${controlClass} py-2.5`}
            {...register('preference')}
          >
            <option value="">{t('lead.selectPreference')}</option>
            {LEAD_PREFERENCES.map((p) => (
              <option key={p.value} value={p.value}>
                {t(`preferences.${p.value}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${ID}preference-error`} error={error('preference')} />
        </div>
      </div>
      <div className="space-y-3">
        <ConsentCheckbox id={`${ID}terms`} text={consentTexts['lead-form']} required field={register('terms')} error={error('terms')} />
        <ConsentCheckbox
          id={`${ID}consentMarketing`}
          text={consentTexts.marketing}
          field={register('consentMarketing')}
          error={error('consentMarketing')}
        />
      </div>
      {widget}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={pending || !ready}>
          {pending ? t('intake.submitting') : t('lead.submit')}
        </button>
        <noscript>
          <p className="text-sm text-slate-700">
            {t('lead.needsJavaScript')}
            <Link to="/contact" className="font-medium text-brand-700 underline">
              {t('lead.writeToUs')}
            </Link>
            .
          </p>
        </noscript>
      </div>
    </form>
  )
}

/** spec §2 Home: the lead form, after the featured comparison. */
