import { zodResolver } from '@hookform/resolvers/zod'
import { Form } from '~/components/ui/navigation'
import { useNavigation, useSubmit } from '@remix-run/react'
import { DEFAULT_COUNTRY, registerFormSchema, type RegisterFormValues } from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import { PhoneField } from '~/components/forms/FormControls'
import type { AuthActionData } from './auth.types'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { Notice } from '~/components/ui/Notice'
import { useTranslation } from 'react-i18next'
import { useTranslateMessage } from '~/i18n/messages'

export function RegisterForm({ redirectTo, result }: { redirectTo: string; result?: AuthActionData }) {
  const { t } = useTranslation('forms')
  const translate = useTranslateMessage()
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'register'
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', countryCode: DEFAULT_COUNTRY, mobileNumber: '', password: '', confirmPassword: '' },
  })
  const server = result?.intent === 'register' ? result : null
  const fieldError = (name: keyof RegisterFormValues) => errors[name]?.message ?? server?.fieldErrors[name]
  const country = watch('countryCode') ?? DEFAULT_COUNTRY
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="redirect" value={redirectTo} />
      <Field
        label={t('auth.username')}
        autoComplete="username"
        error={fieldError('username')}
        hint={t('auth.usernameHint')}
        {...register('username')}
      />
      <Field label={t('auth.email')} type="email" autoComplete="email" error={fieldError('email')} {...register('email')} />
      <PhoneField
        idPrefix="field-"
        label={t('auth.mobileNumber')}
        country={country}
        countryField={register('countryCode')}
        phoneField={register('mobileNumber')}
        error={fieldError('mobileNumber')}
      />
      <Field
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={fieldError('password')}
        hint={t('auth.passwordHint')}
        {...register('password')}
      />
      <Field
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError('confirmPassword')}
        {...register('confirmPassword')}
      />
      {server && !Object.keys(server.fieldErrors).length ? (
        <Notice tone="error">
          {server.details.length ? (
            <ul className="list-disc ps-5">
              {server.details.map((d) => (
                <li key={d}>{translate(d)}</li>
              ))}
            </ul>
          ) : (
            translate(server.error || t('answers.registrationFailed'))
          )}
        </Notice>
      ) : null}
      <SubmitButton wide busy={busy} busyText={t('auth.creatingAccount')}>
        {t('auth.createAccountButton')}
      </SubmitButton>
    </Form>
  )
}
