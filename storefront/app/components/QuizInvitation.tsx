// spec §2 Quiz dialog and §4 Quiz popup: 2 s after load, once the page is scrolled past 30 % of
// the window's height, unless dismissed earlier in this browser session.
import { NOTIFICATIONS, QUIZ_POPUP, STORAGE_KEYS } from '@cardcompare/shared'
import { useLocation, useNavigate } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useAccountGate } from './account/AccountGate'
import { notify } from './Notifications'
import { Modal } from '~/components/ui/Modal'

const STEPS = ['Tell us about your spending habits', 'Share your income and preferences', 'Get your personalised recommendations']

const dismissed = () => sessionStorage.getItem(STORAGE_KEYS.quizPopupDismissed) !== null

export function QuizInvitation() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { requireVerified } = useAccountGate()
  const onQuiz = pathname === '/card-finder'

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

  function close(showToast: boolean) {
    sessionStorage.setItem(STORAGE_KEYS.quizPopupDismissed, 'true')
    setOpen(false)
    if (showToast) notify(NOTIFICATIONS.quizClosed)
  }

  function accept() {
    close(false)
    if (requireVerified()) navigate('/card-finder')
  }

  return (
    <Modal open={open} onClose={() => open && close(true)} labelledBy="quiz-invite-title">
      <h2 id="quiz-invite-title" className="text-xl font-bold text-slate-900">
        Find Your Perfect Credit Card
      </h2>
      <p className="mt-2 text-slate-700">Answer a few quick questions. It takes about {QUIZ_POPUP.advertisedSeconds} seconds.</p>
      <ol className="mt-4 space-y-2">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-3 text-slate-800">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost border border-slate-300" onClick={() => close(true)}>
          Maybe Later
        </button>
        <button type="button" className="btn-primary" onClick={accept}>
          Check Eligibility
        </button>
      </div>
    </Modal>
  )
}
