// spec §2 Guards ("the exit-intent popup"), §4 Exit-intent popup, §9: opens when the pointer
// leaves the page through the top (within 20 px) or, 1 s after the tab is hidden; then not
// again until the stored 7-day expiry passes, and never once this browser has signed up.
import { EXIT_INTENT, NEWSLETTER_SUCCESS_CLOSE_MS, STORAGE_KEYS } from '@cardcompare/shared'
import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { hasSignedUp, NewsletterForm } from './NewsletterForm'
import { Modal, ModalCloseButton } from '~/components/ui/Modal'

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
const isFocusedPage = (pathname: string) => pathname.startsWith('/apply/')

export function ExitIntentPopup() {
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  const [signedUp, setSignedUp] = useState(false)
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

  // spec §4: after a successful signup it closes by itself after 3 seconds.
  useEffect(() => {
    if (!signedUp) return
    const timer = setTimeout(() => setOpen(false), NEWSLETTER_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [signedUp])

  if (!open) return null
  return (
    <Modal open onClose={() => setOpen(false)} labelledBy="exit-intent-title">
      <div className="flex items-start justify-between gap-4">
        <h2 id="exit-intent-title" className="text-xl font-bold text-slate-900">
          Before you go: get the best card deals
        </h2>
        <ModalCloseButton onClick={() => setOpen(false)} />
      </div>
      <p className="mt-2 text-slate-700">New credit card offers from UAE banks, sent to your inbox. Unsubscribe at any time.</p>
      <div className="mt-4">
        <NewsletterForm
          source="exit_intent_popup"
          action="exit_intent_signup"
          idPrefix="newsletter-popup-"
          onSuccess={() => setSignedUp(true)}
        />
      </div>
    </Modal>
  )
}
