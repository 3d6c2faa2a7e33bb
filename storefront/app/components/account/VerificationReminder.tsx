// The email verification reminder popup (spec §2, §8), loaded by AccountGate when it first opens.
import { NOTIFICATIONS } from '@cardcompare/shared'
import { useState } from 'react'
import { notify } from '~/components/Notifications'
import { Modal } from '~/components/ui/Modal'
import { Spinner } from '~/components/ui/Spinner'
import { useTranslation } from 'react-i18next'

/** The reminder popup's resend: POST /api/resend-verification with the popup's toasts of spec §8. */
async function resend(): Promise<boolean> {
  notify(NOTIFICATIONS.resendPending)
  try {
    const res = await fetch('/api/resend-verification', { method: 'POST', credentials: 'include' })
    notify(res.ok ? NOTIFICATIONS.resendPopupSuccess : NOTIFICATIONS.resendPopupFailed)
    return res.ok
  } catch {
    notify(NOTIFICATIONS.resendPopupFailed)
    return false
  }
}

export default function VerificationReminder({ email, onDismiss }: { email: string | undefined; onDismiss: () => void }) {
  const { t } = useTranslation()
  const [sending, setSending] = useState(false)

  async function onResend() {
    setSending(true)
    const ok = await resend()
    setSending(false)
    if (ok) onDismiss()
  }

  return (
    <Modal open onClose={onDismiss} labelledBy="verify-reminder-title">
      <h2 id="verify-reminder-title" className="text-xl font-bold text-slate-900">
        {t('verification.reminderTitle')}
      </h2>
      <p className="mt-3 text-slate-700">{t('verification.reminderText', { email: email ?? t('verification.yourEmail') })}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost border border-slate-300" onClick={onDismiss}>
          {t('verification.later')}
        </button>
        <button type="button" className="btn-primary" onClick={onResend} disabled={sending}>
          {sending ? <Spinner /> : null}
          {sending ? t('verification.sending') : t('verification.resend')}
        </button>
      </div>
    </Modal>
  )
}
