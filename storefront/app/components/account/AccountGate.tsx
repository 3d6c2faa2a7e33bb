// spec §2 Email verification reminder popup and §4 Verification: an unverified user pressing
// Apply Now, Compare or the quiz sees the reminder instead, once per browser session.
import { NOTIFICATIONS, STORAGE_KEYS, type PublicUser } from '@cardcompare/shared'
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { notify } from '~/components/Notifications'
import { Modal } from '~/components/ui/Modal'
import { Spinner } from '~/components/ui/Spinner'

type Gate = {
  user: PublicUser | null
  /** True when the action may go ahead; otherwise the reminder (or a toast) has been shown. */
  requireVerified: () => boolean
  resendVerification: () => Promise<boolean>
}

const GateContext = createContext<Gate>({
  user: null,
  requireVerified: () => true,
  resendVerification: async () => false,
})

export const useAccountGate = () => useContext(GateContext)

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

/**
 * The auth layer's resend (spec §7, §8), behind the verification banner: "Verification Email
 * Sent" on success, else "Failed to Resend Verification" with the server's error or the fallback.
 */
async function resendFromAuthLayer(): Promise<boolean> {
  try {
    const res = await fetch('/api/resend-verification', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
    if (res.ok) {
      notify(NOTIFICATIONS.verificationSent)
      return true
    }
    const body: unknown = await res.json().catch(() => null)
    const error = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined
    notify(NOTIFICATIONS.resendFailed(error))
  } catch {
    notify(NOTIFICATIONS.resendFailed())
  }
  return false
}

export function AccountGateProvider({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const [sending, setSending] = useState(false)

  const requireVerified = useCallback(() => {
    // Guests may apply directly (spec §2 Apply dialog); Compare handles guests itself.
    if (!user || user.isVerified) return true
    if (sessionStorage.getItem(STORAGE_KEYS.verificationReminderDismissed)) {
      notify({
        title: 'Email Verification Required',
        description: 'Please verify your email address first. Check your inbox and spam folder.',
        variant: 'destructive',
      })
    } else {
      setOpen(true)
    }
    return false
  }, [user])

  const dismiss = useCallback(() => {
    sessionStorage.setItem(STORAGE_KEYS.verificationReminderDismissed, 'true')
    setOpen(false)
  }, [])

  const value = useMemo(() => ({ user, requireVerified, resendVerification: resendFromAuthLayer }), [user, requireVerified])

  async function onResend() {
    setSending(true)
    const ok = await resend()
    setSending(false)
    if (ok) dismiss()
  }

  return (
    <GateContext.Provider value={value}>
      {children}
      {/* Only an unverified user can need it; nobody else gets a hidden dialog in the page. */}
      {user && !user.isVerified ? (
        <Modal open={open} onClose={dismiss} labelledBy="verify-reminder-title">
          <h2 id="verify-reminder-title" className="text-xl font-bold text-slate-900">
            Email Verification Required
          </h2>
          <p className="mt-3 text-slate-700">
            Please verify your email address to use this feature. We sent a link to {user?.email ?? 'your email'}: check your inbox and spam
            folder.
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" className="btn-ghost border border-slate-300" onClick={dismiss}>
              I&apos;ll do it later
            </button>
            <button type="button" className="btn-primary" onClick={onResend} disabled={sending}>
              {sending ? <Spinner /> : null}
              {sending ? 'Sending...' : 'Resend verification email'}
            </button>
          </div>
        </Modal>
      ) : null}
    </GateContext.Provider>
  )
}
