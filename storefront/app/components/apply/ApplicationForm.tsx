// spec §5 Application form, §4 Application submit, §8 Application failure. One component for
// the Apply dialog and the /apply/:cardId page: with JavaScript it sends JSON to
// /api/card-applications; without it, the page's <Form> posts to the route's action.
import { zodResolver } from '@hookform/resolvers/zod'
import {
  accountContactPrefill,
  applicationFormSchema,
  consentTextsIn,
  CONTACT_METHODS,
  DEFAULT_COUNTRY,
  newIdempotencyKey,
  NOTIFICATIONS,
  toApplicationPayload,
  type ApplicationFormData,
  type ApplicationFormInput,
} from '@cardcompare/shared'
import { Form, useNavigate } from '~/components/ui/navigation'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'
import { useAccountGate } from '~/components/account/AccountGate'
import { useBotCheck } from '~/components/BotCheck'
import { ChoiceGroup, ConsentCheckbox, PhoneField } from '~/components/forms/FormControls'
import { Honeypot } from '~/components/forms/Honeypot'
import { botTokenOrNotify, postIntake, showServerErrors } from '~/components/forms/intake-client'
import { notify } from '~/components/Notifications'
import { thankYouHref } from '~/utils/thank-you'
import type { ApplyCard } from './ApplyCardHeader'
import { Field, TextAreaField } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/Notice'
import { useLocale } from '~/utils/locale'
import { useTranslation } from 'react-i18next'
import forms from '@cardcompare/shared/i18n/en/forms'

// Each answer's stored value is its English text; the label is the page's language (spec §5).
const LIKES = Object.entries(forms.likes) as [keyof typeof forms.likes, string][]
const CONCERNS = Object.entries(forms.concerns) as [keyof typeof forms.concerns, string][]

/** The values as the form holds them (strings and lists), for a server re-render. */
export type ApplicationFormValues = {
  fullName: string
  email: string
  countryCode: string
  phone: string
  salary: string
  likes: string[]
  dislikes: string[]
  preferredContactMethod: string
  message: string
  consentContact: boolean
  consentMarketing: boolean
}

/** What the apply page's loader and action hand the form. */
export type ApplicationPageState = {
  formStamp: string
  idempotencyKey: string
  values?: ApplicationFormValues
  errors?: Record<string, string>
  message?: string
}

/** The fields in page order: focus goes to the first with an error. */
const APPLICATION_FIELDS = [
  'fullName',
  'email',
  'countryCode',
  'phone',
  'salary',
  'likes',
  'dislikes',
  'preferredContactMethod',
  'message',
  'consentContact',
  'consentMarketing',
] as const satisfies readonly Path<ApplicationFormInput>[]

const EMPTY_APPLICATION: ApplicationFormValues = {
  fullName: '',
  email: '',
  countryCode: DEFAULT_COUNTRY,
  phone: '',
  salary: '',
  likes: [],
  dislikes: [],
  preferredContactMethod: 'email',
  message: '',
  consentContact: false,
  consentMarketing: false,
}

export function ApplicationForm({
  card,
  idPrefix,
  page,
  onCancel,
  onPendingChange,
  onSuccess,
}: {
  card: ApplyCard
  /** Makes the ids unique on the page ("apply-dialog-", "apply-"). */
  idPrefix: string
  /** The no-JavaScript page's stamp, key and server answer; the dialog has none. */
  page?: ApplicationPageState
  /** Shows a Cancel button (the dialog). */
  onCancel?: () => void
  onPendingChange?: (pending: boolean) => void
  /** Called before going to /thank-you (the dialog closes itself here). */
  onSuccess?: () => void
}) {
  // The consent texts of the page's language: the CMS records the same one (docs/decisions/036).
  const consentTexts = consentTextsIn(useLocale())
  const { t } = useTranslation('forms')
  const navigate = useNavigate()
  const { widget, getToken } = useBotCheck('card_application')
  const { user } = useAccountGate()
  // A member's e-mail and phone come from the account, still editable; a refused post keeps what was typed.
  const values = page?.values ?? { ...EMPTY_APPLICATION, ...accountContactPrefill(user) }
  const form = useForm<ApplicationFormInput, unknown, ApplicationFormData>({
    resolver: zodResolver(applicationFormSchema),
    // A refused post's values are kept as typed, even an unknown country or method.
    defaultValues: values as ApplicationFormInput,
  })
  const { register, handleSubmit, watch, formState } = form
  // One key per filled form: kept across retries, renewed after success (docs/decisions/012).
  const key = useRef<string | null>(page?.idempotencyKey ?? null)
  const honeypot = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const [pending, setPending] = useState(false)

  // The server's answer to a no-JavaScript post shows until the next attempt here.
  const serverErrors = formState.submitCount === 0 ? (page?.errors ?? {}) : {}
  const error = (name: (typeof APPLICATION_FIELDS)[number]) => formState.errors[name]?.message ?? serverErrors[name]
  const id = (name: string) => `${idPrefix}${name}`

  // After a refused no-JavaScript post, take keyboard and screen-reader users to the first problem.
  const pageErrors = page?.errors
  useEffect(() => {
    const first = APPLICATION_FIELDS.find((name) => pageErrors?.[name])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }, [pageErrors])

  function setBusy(busy: boolean) {
    setPending(busy)
    onPendingChange?.(busy)
  }

  const onValid = async (data: ApplicationFormData) => {
    setBusy(true)
    try {
      const token = await botTokenOrNotify(getToken)
      if (token === null) return
      key.current ??= newIdempotencyKey()
      const body = toApplicationPayload(data, {
        cardId: card.id,
        idempotencyKey: key.current,
        recaptchaToken: token,
        website: honeypot.current?.value ?? '',
      })
      const answer = await postIntake('/api/card-applications', body).catch(() => null)
      if (answer === null) {
        notify(NOTIFICATIONS.applicationError)
        return
      }
      if (answer.success) {
        key.current = null
        onSuccess?.()
        navigate(thankYouHref(card))
        return
      }
      showServerErrors(form, answer.errors, APPLICATION_FIELDS)
      notify(NOTIFICATIONS.applicationFailed(answer.message))
    } finally {
      setBusy(false)
    }
  }

  const country = watch('countryCode') ?? DEFAULT_COUNTRY
  const alertId = id('form-alert')
  const showAlert = formState.submitCount === 0 && (page?.message || (page?.errors && Object.keys(page.errors).length > 0))

  return (
    <Form
      ref={formRef}
      method="post"
      action={`/apply/${card.id}`}
      noValidate
      onSubmit={handleSubmit(onValid)}
      aria-describedby={showAlert ? alertId : undefined}
      className="relative space-y-5"
    >
      {showAlert ? <FormAlert id={alertId}>{page?.message || forms.answers.correctFields}</FormAlert> : null}
      {page ? (
        <>
          <input type="hidden" name="formStamp" value={page.formStamp} />
          <input type="hidden" name="idempotencyKey" value={page.idempotencyKey} />
        </>
      ) : null}
      <Honeypot ref={honeypot} idPrefix={idPrefix} />

      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('intake.fullName')}
          id={id('fullName')}
          autoComplete="name"
          aria-required="true"
          error={error('fullName')}
          defaultValue={values.fullName}
          {...register('fullName')}
        />
        <Field
          label={t('intake.email')}
          id={id('email')}
          type="email"
          autoComplete="email"
          aria-required="true"
          error={error('email')}
          defaultValue={values.email}
          {...register('email')}
        />
      </div>
      <PhoneField
        idPrefix={idPrefix}
        label={t('intake.phoneNumber')}
        country={country}
        countryField={register('countryCode')}
        phoneField={register('phone')}
        error={error('phone') ?? error('countryCode')}
        defaultCountry={values.countryCode}
        defaultPhone={values.phone}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('intake.salary')}
          id={id('salary')}
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('intake.salaryPlaceholder')}
          aria-required="true"
          error={error('salary')}
          defaultValue={values.salary}
          {...register('salary')}
        />
      </div>
      <ChoiceGroup
        idPrefix={idPrefix}
        type="checkbox"
        legend={t('apply.likes')}
        hint={t('apply.likesHint')}
        options={LIKES.map(([key, value]) => ({ value, label: t(`likes.${key}`) }))}
        field={register('likes')}
        error={error('likes')}
        defaultValue={values.likes}
      />
      <ChoiceGroup
        idPrefix={idPrefix}
        type="checkbox"
        legend={t('apply.concerns')}
        hint={t('apply.concernsHint')}
        options={CONCERNS.map(([key, value]) => ({ value, label: t(`concerns.${key}`) }))}
        field={register('dislikes')}
        error={error('dislikes')}
        defaultValue={values.dislikes}
      />
      <ChoiceGroup
        idPrefix={idPrefix}
        type="radio"
        legend={t('apply.contactMethod')}
        options={CONTACT_METHODS.map(({ value }) => ({ value, label: t(`contactMethods.${value}`) }))}
        field={register('preferredContactMethod')}
        error={error('preferredContactMethod')}
        defaultValue={values.preferredContactMethod}
        inline
      />
      <TextAreaField
        id={id('message')}
        label={
          <>
            {t('apply.message')} <span className="font-normal text-slate-600">{t('apply.optional')}</span>
          </>
        }
        rows={3}
        maxLength={2000}
        error={error('message')}
        defaultValue={values.message}
        {...register('message')}
      />
      <div className="space-y-3 border-t border-slate-200 pt-4">
        <ConsentCheckbox
          id={id('consentContact')}
          text={consentTexts.application}
          required
          field={register('consentContact')}
          error={error('consentContact')}
          defaultChecked={values.consentContact}
        />
        <ConsentCheckbox
          id={id('consentMarketing')}
          text={consentTexts.marketing}
          field={register('consentMarketing')}
          error={error('consentMarketing')}
          defaultChecked={values.consentMarketing}
        />
      </div>
      {widget}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" className="btn-ghost border border-slate-300" onClick={onCancel} disabled={pending}>
            {t('apply.cancel')}
          </button>
        ) : null}
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? t('intake.submitting') : t('apply.submit')}
        </button>
      </div>
    </Form>
  )
}
