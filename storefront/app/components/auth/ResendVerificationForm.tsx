// POST /api/resend-verification-public (spec §7): someone whose sign-in was refused for an
// unverified address has no session, so they ask for a new link by e-mail address. The answer is
// the same for known and unknown addresses.
import { Form } from '~/components/ui/navigation'
import { useNavigation } from '@remix-run/react'
import type { AuthActionData } from './auth.types'
import { SubmitButton } from '~/components/ui/Button'
import { Field } from '~/components/ui/Field'
import { Notice } from '~/components/ui/Notice'
import { useTranslation } from 'react-i18next'

export function ResendVerificationForm({ result, action = '/auth' }: { result?: AuthActionData; action?: string }) {
  const { t } = useTranslation('forms')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'resend'
  const sent = result?.intent === 'resend' ? result : null
  return (
    <Form
      method="post"
      action={action}
      className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      aria-labelledby="resend-heading"
    >
      <h2 id="resend-heading" className="text-base font-semibold text-slate-900">
        {t('auth.resendTitle')}
      </h2>
      <input type="hidden" name="intent" value="resend" />
      <Field label={t('auth.emailAddress')} name="email" type="email" autoComplete="email" required />
      {sent ? <Notice tone="success">{sent.message}</Notice> : null}
      <SubmitButton wide busy={busy} busyText={t('auth.sending')}>
        {t('auth.resendButton')}
      </SubmitButton>
    </Form>
  )
}
