// spec §2 Email verification reminder popup and §4 Verification: an unverified user pressing
// Apply Now, Compare or the quiz sees the reminder instead, once per browser session.
import { STORAGE_KEYS, type PublicUser } from '@cardcompare/shared'
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { notify } from '~/components/Notifications'

const VerificationReminder = lazy(() => import('./VerificationReminder'))

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

/**
 * The auth layer's resend (spec §7, §8), behind the verification banner: "Verification Email
 * Sent" on success, else "Failed to Resend Verification" with the server's error or the fallback.
 */
async function resendFromAuthLayer(): Promise<boolean> {
  try {
    const res = await fetch('/api/resend-verification', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' } })
    if (res.ok) {
      notify((t) => t.verificationSent)
      return true
    }
    const body: unknown = await res.json().catch(() => null)
    const error = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : undefined
    notify((t) => t.resendFailed(error))
  } catch {
    notify((t) => t.resendFailed())
  }
  return false
}

export function AccountGateProvider({ user, children }: { user: PublicUser | null; children: ReactNode }) {
  const [open, setOpen] = useState(false)

  const requireVerified = useCallback(() => {
    // Guests may apply directly (spec §2 Apply dialog); Compare handles guests itself.
    if (!user || user.isVerified) return true
    if (sessionStorage.getItem(STORAGE_KEYS.verificationReminderDismissed)) {
      notify((texts) => texts.verifyFirst)
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

  return (
    <GateContext.Provider value={value}>
      {children}
      {/* Only an unverified user can need it; it loads when it first opens. */}
      {user && !user.isVerified && open ? (
        <Suspense fallback={null}>
          <VerificationReminder email={user.email} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </GateContext.Provider>
  )
}
