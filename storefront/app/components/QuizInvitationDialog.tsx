// The quiz invitation's dialog (spec §2 Quiz dialog, §4 Quiz popup), loaded when
// QuizInvitation decides to open it.
import { NOTIFICATIONS, QUIZ_POPUP, STORAGE_KEYS } from '@cardcompare/shared'
import { useNavigate } from '~/components/ui/navigation'
import { useAccountGate } from './account/AccountGate'
import { notify } from './Notifications'
import { Modal } from '~/components/ui/Modal'
import { useTranslation } from 'react-i18next'

const STEPS = ['quiz.spending', 'quiz.income', 'quiz.results'] as const

export default function QuizInvitationDialog({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { requireVerified } = useAccountGate()

  function close(showToast: boolean) {
    sessionStorage.setItem(STORAGE_KEYS.quizPopupDismissed, 'true')
    onClosed()
    if (showToast) notify(NOTIFICATIONS.quizClosed)
  }

  function accept() {
    close(false)
    if (requireVerified()) navigate('/card-finder')
  }

  return (
    <Modal open onClose={() => close(true)} labelledBy="quiz-invite-title">
      <h2 id="quiz-invite-title" className="text-xl font-bold text-slate-900">
        {t('quiz.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('quiz.text', { seconds: QUIZ_POPUP.advertisedSeconds })}</p>
      <ol className="mt-4 space-y-2">
        {STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-3 text-slate-800">
            <span
              aria-hidden="true"
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-800"
            >
              {index + 1}
            </span>
            {t(step)}
          </li>
        ))}
      </ol>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost border border-slate-300" onClick={() => close(true)}>
          {t('quiz.later')}
        </button>
        <button type="button" className="btn-primary" onClick={accept}>
          {t('quiz.check')}
        </button>
      </div>
    </Modal>
  )
}
