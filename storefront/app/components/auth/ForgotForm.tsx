import { zodResolver } from '@hookform/resolvers/zod'
import { Form, Link, useNavigation, useSubmit } from '@remix-run/react'
import { forgotSchema, type ForgotInput } from '@cardcompare/shared'
import { useForm } from 'react-hook-form'
import type { AuthActionData } from '~/utils/auth-page.server'
import { Field, Notice, SubmitButton } from './Field'

const COPY = {
  'forgot-password': { title: 'Forgot password?', text: 'Enter the e-mail of your account and we will send you a link to choose a new password.', button: 'Send reset link' },
  'forgot-username': { title: 'Forgot username?', text: 'Enter the e-mail of your account and we will send you your username.', button: 'Send my username' },
} as const

/** spec §4 Forgot forms: editing, sending, sent (confirmation) or error; swaps in place of Login. */
export function ForgotForm({ intent, result }: { intent: keyof typeof COPY; result?: AuthActionData }) {
  const submit = useSubmit()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  const { register, handleSubmit, formState: { errors } } = useForm<ForgotInput>({ resolver: zodResolver(forgotSchema) })
  const mine = result && result.intent === intent ? result : null
  const copy = COPY[intent]
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{copy.title}</h2>
      {mine && 'sent' in mine ? (
        <Notice tone="success">{mine.message}</Notice>
      ) : (
        <Form method="post" noValidate className="space-y-4" onSubmit={handleSubmit((_, event) => submit(event!.target as HTMLFormElement))}>
          <p className="text-sm text-slate-700">{copy.text}</p>
          <input type="hidden" name="intent" value={intent} />
          <Field label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          {mine && 'error' in mine ? <Notice tone="error">{mine.error}</Notice> : null}
          <SubmitButton busy={busy} busyText="Sending...">
            {copy.button}
          </SubmitButton>
        </Form>
      )}
      <div className="flex gap-4 text-sm">
        <Link to="?" className="font-medium text-teal-800 hover:underline">
          {mine && 'sent' in mine ? 'Back to Login' : 'Cancel'}
        </Link>
      </div>
    </div>
  )
}
