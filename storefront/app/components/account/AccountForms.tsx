// The forms of /account (docs/decisions/020). Each is a Remix <Form> posting to the page's
// action with an `intent`, checked in the browser with the same shared schema the action uses,
// so it works the same with and without JavaScript.
import { zodResolver } from '@hookform/resolvers/zod'
import {
  changeEmailSchema,
  changePasswordFormSchema,
  DEFAULT_COUNTRY,
  mobileFormSchema,
  splitPhone,
  type ChangePasswordFormValues,
  type MemberAccount,
  type MobileFormValues,
  type Notification,
} from '@cardcompare/shared'
import { Form } from '~/components/ui/navigation'
import { useActionData, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useForm, type FieldValues, type UseFormRegisterReturn, type UseFormReset } from 'react-hook-form'
import { PhoneField } from '~/components/forms/FormControls'
import { Field } from '~/components/ui/Field'
import { FormAlert } from '~/components/ui/Notice'
import { SubmitButton } from '~/components/ui/Button'
import { Trans, useTranslation } from 'react-i18next'

/** The form a post to /account is for. */
export type AccountIntent = 'mobile' | 'email' | 'cancel-email' | 'password' | 'marketing' | 'delete'

/** The action's answer to a form it refused: the messages the form shows. */
export type AccountActionData = {
  intent: AccountIntent | null
  error: string
  fieldErrors: Record<string, string>
  toast: Notification
}

/** A titled card of the page; `danger` draws the delete section in red. */
export function AccountSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string
  title: string
  danger?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${danger ? 'border-red-300' : 'border-slate-200'}`}
    >
      <h2 id={`${id}-title`} className={`text-lg font-semibold ${danger ? 'text-red-800' : 'text-slate-900'}`}>
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

/**
 * The state of one form: busy while its own submission runs, the action's answer when it is
 * about this form, and a reset once a submission ended without one (the action redirected:
 * it worked), so typed passwords do not linger.
 */
export function useAccountForm<T extends FieldValues>(intent: AccountIntent, reset?: UseFormReset<T>) {
  const navigation = useNavigation()
  const result = useActionData<AccountActionData>()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  const wasBusy = useRef(false)
  const answer = result?.intent === intent ? result : null
  useEffect(() => {
    if (busy) wasBusy.current = true
    else if (wasBusy.current) {
      wasBusy.current = false
      if (!answer) reset?.()
    }
  }, [busy, answer, reset])
  return { busy, answer }
}

/** The action's message when it is about the form as a whole (a lock, a refusal). */
export function FormLevelError({ answer }: { answer: AccountActionData | null }) {
  if (!answer || Object.keys(answer.fieldErrors).length) return null
  return <FormAlert>{answer.error}</FormAlert>
}

/** "Current password", asked by the e-mail, password and delete forms (ids by prefix). */
export function CurrentPasswordField({ idPrefix, error, field }: { idPrefix: string; error?: string; field: UseFormRegisterReturn }) {
  const { t } = useTranslation('account')
  return (
    <Field
      id={`${idPrefix}currentPassword`}
      label={t('forms.currentPassword')}
      type="password"
      autoComplete="current-password"
      error={error}
      {...field}
    />
  )
}

function mobileDefaults(mobileNumber: string | null): MobileFormValues {
  const stored = splitPhone(mobileNumber)
  return { countryCode: stored?.countryCode ?? DEFAULT_COUNTRY, mobileNumber: stored?.local ?? '' }
}

export function MobileForm({ mobileNumber }: { mobileNumber: string | null }) {
  const submit = useSubmit()
  const defaults = mobileDefaults(mobileNumber)
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<MobileFormValues>({ resolver: zodResolver(mobileFormSchema), defaultValues: defaults })
  const { busy, answer } = useAccountForm('mobile')
  const { t } = useTranslation('account')
  // After a change the page reloads with the new number: show it.
  useEffect(() => reset(mobileDefaults(mobileNumber)), [mobileNumber, reset])
  const country = watch('countryCode') ?? DEFAULT_COUNTRY
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="mobile" />
      <PhoneField
        idPrefix="account-"
        label={t('account.mobile')}
        country={country}
        countryField={register('countryCode')}
        phoneField={register('mobileNumber')}
        error={errors.mobileNumber?.message ?? answer?.fieldErrors.mobileNumber ?? answer?.fieldErrors.countryCode}
        defaultCountry={defaults.countryCode}
        defaultPhone={defaults.mobileNumber}
      />
      <FormLevelError answer={answer} />
      <SubmitButton busy={busy} busyText={t('forms.saving')}>
        {t('forms.saveMobile')}
      </SubmitButton>
    </Form>
  )
}

export function EmailForm({ account }: { account: MemberAccount }) {
  const submit = useSubmit()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '', currentPassword: '' } })
  const { busy, answer } = useAccountForm('email', reset)
  const cancel = useAccountForm('cancel-email')
  const { t } = useTranslation('account')
  const emailField = register('email')
  return (
    <div className="space-y-4">
      {account.pendingEmail ? (
        <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p>
            <Trans
              t={t}
              i18nKey="forms.pendingEmail"
              values={{ pending: account.pendingEmail, email: account.email }}
              components={{ strong: <strong className="break-all" dir="ltr" /> }}
            />
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="cancel-email" />
            <button type="submit" className="btn-outline" disabled={cancel.busy}>
              {cancel.busy ? t('forms.cancelling') : t('forms.cancelChange')}
            </button>
          </Form>
        </div>
      ) : null}
      <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
        <input type="hidden" name="intent" value="email" />
        <Field
          id="account-email"
          label={t('forms.newEmail')}
          type="email"
          autoComplete="email"
          hint={t('forms.newEmailHint')}
          error={errors.email?.message ?? answer?.fieldErrors.email}
          {...emailField}
        />
        <CurrentPasswordField
          idPrefix="account-email-"
          error={errors.currentPassword?.message ?? answer?.fieldErrors.currentPassword}
          field={register('currentPassword')}
        />
        <FormLevelError answer={answer} />
        <SubmitButton busy={busy} busyText={t('forms.sending')}>
          {t('forms.sendLink')}
        </SubmitButton>
      </Form>
    </div>
  )
}

export function PasswordForm() {
  const submit = useSubmit()
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  })
  const { busy, answer } = useAccountForm('password', reset)
  const { t } = useTranslation('account')
  const error = (name: keyof ChangePasswordFormValues) => errors[name]?.message ?? answer?.fieldErrors[name]
  const [passwordField, confirmField] = [register('password'), register('confirmPassword')]
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="password" />
      <CurrentPasswordField idPrefix="account-password-" error={error('currentPassword')} field={register('currentPassword')} />
      <Field
        id="account-password"
        label={t('forms.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('forms.passwordHint')}
        error={error('password')}
        {...passwordField}
      />
      <Field
        id="account-confirmPassword"
        label={t('forms.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={error('confirmPassword')}
        {...confirmField}
      />
      <FormLevelError answer={answer} />
      <p className="text-sm text-slate-600">{t('forms.staySignedIn')}</p>
      <SubmitButton busy={busy} busyText={t('forms.changing')}>
        {t('forms.changePassword')}
      </SubmitButton>
    </Form>
  )
}
