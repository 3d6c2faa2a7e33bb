import { useState } from 'react'
import { useAccountGate } from './AccountGate'
import { Spinner } from '~/components/ui/Spinner'
import { useTranslation } from 'react-i18next'

/**
 * spec §2 Email verification banner: "required" (yellow, with a resend button) for a signed-in
 * user who has not verified; nothing (neutral) otherwise. The green "verified" state is the
 * banner of /auth?verified=true, where the verification link lands.
 */
export function VerificationBanner() {
  const { t } = useTranslation()
  const { user, resendVerification } = useAccountGate()
  const [sending, setSending] = useState(false)
  if (!user || user.isVerified) return null
  return (
    <div className="border-b border-amber-300 bg-amber-50" role="region" aria-label={t('verification.region')}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm text-amber-950 sm:px-6">
        <p>
          <strong>{t('verification.pleaseVerify')}</strong> {t('verification.whatOpens')}
        </p>
        <button
          type="button"
          className="btn min-h-9 border border-amber-700 bg-white px-3 py-1 text-amber-950 hover:bg-amber-100"
          disabled={sending}
          onClick={async () => {
            setSending(true)
            await resendVerification()
            setSending(false)
          }}
        >
          {sending ? <Spinner /> : null}
          {sending ? t('verification.sending') : t('verification.resend')}
        </button>
      </div>
    </div>
  )
}
