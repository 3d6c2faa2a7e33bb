import { zodResolver } from '@hookform/resolvers/zod'
import { useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { forgotSchema, NOTIFICATIONS, type ForgotInput } from '@cardcompare/shared'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { notify } from '~/components/Notifications'
import type { AuthActionData } from './auth.types'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { Notice } from '~/components/ui/Notice'
import { useTranslation } from 'react-i18next'
import forms from '@cardcompare/shared/i18n/en/forms'

const COPY = {
  'forgot-password': { title: 'auth.forgotPassword', text: 'auth.forgotPasswordText', button: 'auth.forgotPasswordButton' },
  'forgot-username': { title: 'auth.forgotUsername', text: 'auth.forgotUsernameText', button: 'auth.forgotUsernameButton' },
} as const

type Outcome = { sent: true; message: string } | { error: string }

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined)

/**
 * spec §4 Forgot forms: editing, sending, sent (confirmation) or error; swaps in place of Login.
 * With JavaScript the form calls POST /api/forgot-password or /api/forgot-username (spec §7),
 * so a failed request can say so (spec §8): a refusal shows the server's message or "Failed to
 * process your request…", a request that never completes "An unexpected error occurred…".
 * Without JavaScript it posts to the page's action, which answers the same way.
 */
export function ForgotForm({ intent, result }: { intent: keyof typeof COPY; result?: AuthActionData }) {
  const { t } = useTranslation('forms')
  const navigation = useNavigation()
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const busy = sending || (navigation.state !== 'idle' && navigation.formData?.get('intent') === intent)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotInput>({ resolver: zodResolver(forgotSchema) })
  const mine = outcome ?? (result && result.intent === intent ? result : null)
  const copy = COPY[intent]

  const send = handleSubmit(async ({ email }) => {
    setSending(true)
    try {
      const res = await fetch(`/api/${intent}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email }),
      })
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>
      if (res.ok) {
        setOutcome({ sent: true, message: text(body.message) ?? forms.answers.checkInbox })
        return
      }
      const failure = NOTIFICATIONS.forgotFailed(text(body.message) ?? text(body.error))
      notify(failure)
      setOutcome({ error: failure.description! })
    } catch {
      notify(NOTIFICATIONS.forgotError)
      setOutcome({ error: NOTIFICATIONS.forgotError.description! })
    } finally {
      setSending(false)
    }
  })

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{t(copy.title)}</h2>
      {mine && 'sent' in mine ? (
        <Notice tone="success">{mine.message}</Notice>
      ) : (
        <Form method="post" noValidate className="space-y-4" onSubmit={send}>
          <p className="text-sm text-slate-700">{t(copy.text)}</p>
          <input type="hidden" name="intent" value={intent} />
          <Field label={t('auth.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
          {mine && 'error' in mine ? <Notice tone="error">{mine.error}</Notice> : null}
          <SubmitButton wide busy={busy} busyText={t('auth.sending')}>
            {t(copy.button)}
          </SubmitButton>
        </Form>
      )}
      <div className="flex gap-4 text-sm">
        <Link to="?" className="font-medium text-teal-800 hover:underline">
          {mine && 'sent' in mine ? t('auth.backToLogin') : t('auth.cancel')}
        </Link>
      </div>
    </div>
  )
}
