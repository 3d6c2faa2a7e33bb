// spec §2 Quiz dialog and §4 Quiz popup: 2 s after load, once the page is scrolled past 30 % of
// the window's height, unless dismissed earlier in this browser session.
import { pathWithoutLocale, QUIZ_POPUP, STORAGE_KEYS } from '@cardcompare/shared'
import { useLocation } from '@remix-run/react'
import { lazy, Suspense, useEffect, useState } from 'react'

// The dialog loads when it is about to open: most visits never see it.
const QuizInvitationDialog = lazy(() => import('./QuizInvitationDialog'))

const dismissed = () => sessionStorage.getItem(STORAGE_KEYS.quizPopupDismissed) !== null

export function QuizInvitation() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const onQuiz = pathWithoutLocale(pathname) === '/card-finder'

  useEffect(() => {
    if (onQuiz || dismissed()) return
    let ready = false
    const check = () => {
      if (ready && !dismissed() && window.scrollY > window.innerHeight * QUIZ_POPUP.scrollFraction) {
        window.removeEventListener('scroll', check)
        setOpen(true)
      }
    }
    const timer = setTimeout(() => {
      ready = true
      check()
    }, QUIZ_POPUP.delayMs)
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', check)
    }
    // Once per page load: the listener is set up on the first page seen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <QuizInvitationDialog onClosed={() => setOpen(false)} />
    </Suspense>
  )
}
