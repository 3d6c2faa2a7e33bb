// The submit button every form uses: it shows its busy text (and a spinner) while the form is
// sent, and is disabled meanwhile so a second press does not send twice.
import type { ReactNode } from 'react'
import { Spinner } from './Spinner'

export function SubmitButton({
  busy,
  busyText,
  children,
  danger = false,
  wide = false,
}: {
  busy: boolean
  busyText: string
  children: ReactNode
  /** An action that destroys something (delete the account). */
  danger?: boolean
  /** As wide as the form at every width (the sign-in forms); otherwise only on phones. */
  wide?: boolean
}) {
  const tone = danger ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn-primary'
  return (
    <button type="submit" className={`${tone} ${wide ? 'w-full' : 'w-full sm:w-auto'}`} disabled={busy}>
      {busy ? <Spinner /> : null}
      {busy ? busyText : children}
    </button>
  )
}
