// The exit-intent popup's dialog (spec §4), loaded when ExitIntentPopup decides to open it.
import { NEWSLETTER_SUCCESS_CLOSE_MS } from '@cardcompare/shared'
import { useEffect, useState } from 'react'
import { NewsletterForm } from './NewsletterForm'
import { Modal, ModalCloseButton } from '~/components/ui/Modal'
import { useTranslation } from 'react-i18next'

export default function ExitIntentDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const [signedUp, setSignedUp] = useState(false)

  // spec §4: after a successful signup it closes by itself after 3 seconds.
  useEffect(() => {
    if (!signedUp) return
    const timer = setTimeout(onClose, NEWSLETTER_SUCCESS_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [signedUp, onClose])

  return (
    <Modal open onClose={onClose} labelledBy="exit-intent-title">
      <div className="flex items-start justify-between gap-4">
        <h2 id="exit-intent-title" className="text-xl font-bold text-slate-900">
          {t('newsletter.popupHeading')}
        </h2>
        <ModalCloseButton onClick={onClose} />
      </div>
      <p className="mt-2 text-slate-700">{t('newsletter.text')}</p>
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
