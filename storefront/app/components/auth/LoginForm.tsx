import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigation, useSubmit } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { loginSchema, type LoginInput } from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import type { AuthActionData } from './auth.types'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { Notice } from '~/components/ui/Notice'
import { useTranslation } from 'react-i18next'
import { useTranslateMessage } from '~/i18n/messages'

export function LoginForm({ redirectTo, result }: { redirectTo: string; result?: AuthActionData }) {
  const { t } = useTranslation('forms')
  const translate = useTranslateMessage()
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'login'
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({ resolver: zodResolver(loginSchema) })
  const serverError = result?.intent === 'login' ? result : null
  const clientError = errors.username?.message ?? errors.password?.message
  return (
    <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirect" value={redirectTo} />
      <Field label={t('auth.username')} autoComplete="username" {...register('username')} />
      <Field label={t('auth.password')} type="password" autoComplete="current-password" {...register('password')} />
      {clientError ? <Notice tone="error">{clientError}</Notice> : null}
      {serverError && !clientError ? (
        serverError.requiresVerification ? (
          <Notice tone="warning">
            <strong>{t('auth.verificationRequired')}</strong> {translate(serverError.error)} {t('auth.checkSpam')}
          </Notice>
        ) : (
          <Notice tone="error">{serverError.error}</Notice>
        )
      ) : null}
      <div className="flex justify-between text-sm">
        <Link to="?view=forgot-username" className="font-medium text-teal-800 hover:underline" preventScrollReset>
          {t('auth.forgotUsername')}
        </Link>
        <Link to="?view=forgot-password" className="font-medium text-teal-800 hover:underline" preventScrollReset>
          {t('auth.forgotPassword')}
        </Link>
      </div>
      <SubmitButton wide busy={busy} busyText={t('auth.loggingIn')}>
        {t('auth.login')}
      </SubmitButton>
    </Form>
  )
}
