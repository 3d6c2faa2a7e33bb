// spec §2 Guards ("the exit-intent popup"), §4 Exit-intent popup, §9: opens when the pointer
// leaves the page through the top (within 20 px) or, 1 s after the tab is hidden; then not
// again until the stored 7-day expiry passes, and never once this browser has signed up.
import { EXIT_INTENT, pathWithoutLocale, STORAGE_KEYS } from '@cardcompare/shared'
import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { hasSignedUp } from './signed-up'

// The dialog and its form load when it opens: most visits never see it.
const ExitIntentDialog = lazy(() => import('./ExitIntentDialog'))

const DAY_MS = 24 * 60 * 60 * 1000

/** True while the stored record { shown, expiry } says the popup was shown recently. */
function shownRecently(now = Date.now()): boolean {
  try {
    const record = JSON.parse(localStorage.getItem(STORAGE_KEYS.exitIntent) ?? 'null') as { shown?: unknown; expiry?: unknown } | null
    return record?.shown === true && typeof record.expiry === 'string' && Date.parse(record.expiry) > now
  } catch {
    return false
  }
}

function rememberShown(now = Date.now()) {
  try {
    const expiry = new Date(now + EXIT_INTENT.expiryDays * DAY_MS).toISOString()
    localStorage.setItem(STORAGE_KEYS.exitIntent, JSON.stringify({ shown: true, expiry }))
  } catch {
    // storage blocked: the popup may ask again on a later visit
  }
}

/** Pages where a visitor is in the middle of something: the popup keeps out of the way. */
const isFocusedPage = (pathname: string) => pathWithoutLocale(pathname).startsWith('/apply/')

export function ExitIntentPopup() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const focused = isFocusedPage(pathname)

  useEffect(() => {
    if (focused || hasSignedUp() || shownRecently()) return
    let timer: ReturnType<typeof setTimeout> | undefined
    function show() {
      // Never over another dialog (the Apply form, the verification reminder).
      if (hasSignedUp() || shownRecently() || document.querySelector('dialog[open]')) return
      rememberShown()
      stop()
      setOpen(true)
    }
    function onMouseOut(event: MouseEvent) {
      if (!event.relatedTarget && event.clientY <= EXIT_INTENT.sensitivityPx) show()
    }
    function onVisibilityChange() {
      if (document.visibilityState !== 'hidden') return
      clearTimeout(timer)
      timer = setTimeout(show, EXIT_INTENT.hiddenDelayMs)
    }
    function stop() {
      clearTimeout(timer)
      document.removeEventListener('mouseout', onMouseOut)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
    document.addEventListener('mouseout', onMouseOut)
    document.addEventListener('visibilitychange', onVisibilityChange)
    return stop
  }, [focused])

  // Following a link out of the popup (the Privacy Policy) closes it.
  useEffect(() => setOpen(false), [pathname])

  const close = useCallback(() => setOpen(false), [])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <ExitIntentDialog onClose={close} />
    </Suspense>
  )
}
