import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigation, useSubmit } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { loginSchema, type LoginInput } from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import type { AuthActionData } from './auth.types'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { Notice } from '~/components/ui/Notice'

export function LoginForm({ redirectTo, result }: { redirectTo: string; result?: AuthActionData }) {
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
      <Field label="Username" autoComplete="username" {...register('username')} />
      <Field label="Password" type="password" autoComplete="current-password" {...register('password')} />
      {clientError ? <Notice tone="error">{clientError}</Notice> : null}
      {serverError && !clientError ? (
        serverError.requiresVerification ? (
          <Notice tone="warning">
            <strong>Email Verification Required.</strong> {serverError.error} Check your inbox and spam folder.
          </Notice>
        ) : (
          <Notice tone="error">{serverError.error}</Notice>
        )
      ) : null}
      <div className="flex justify-between text-sm">
        <Link to="?view=forgot-username" className="font-medium text-teal-800 hover:underline" preventScrollReset>
          Forgot username?
        </Link>
        <Link to="?view=forgot-password" className="font-medium text-teal-800 hover:underline" preventScrollReset>
          Forgot password?
        </Link>
      </div>
      <SubmitButton wide busy={busy} busyText="Logging in...">
        Login
      </SubmitButton>
    </Form>
  )
}
