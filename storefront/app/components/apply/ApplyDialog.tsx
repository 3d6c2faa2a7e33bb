// spec §2 Apply dialog: "Apply for this Card", the card's header and the application form.
// Rendered into <body> only while open, so a page of card tiles carries no hidden forms.
import { useState } from 'react'
import { createPortal } from 'react-dom'
import { ApplicationForm } from './ApplicationForm'
import { ApplyCardHeader, type ApplyCard } from './ApplyCardHeader'
import { Modal, ModalCloseButton } from '~/components/ui/Modal'
import { useTranslation } from 'react-i18next'

export function ApplyDialog({ card, onClose }: { card: ApplyCard; onClose: () => void }) {
  const { t } = useTranslation('forms')
  const [pending, setPending] = useState(false)
  return createPortal(
    <Modal open onClose={onClose} labelledBy="apply-dialog-title" size="wide" dismissible={!pending}>
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="apply-dialog-title" className="text-xl font-bold text-slate-900 sm:text-2xl">
            {t('apply.title')}
          </h2>
          <p className="mt-1 text-slate-700">{t('apply.intro')}</p>
        </div>
        <ModalCloseButton onClick={onClose} disabled={pending} />
      </div>
      <div className="mt-4">
        <ApplyCardHeader card={card} />
      </div>
      <div className="mt-6">
        <ApplicationForm card={card} idPrefix="apply-dialog-" onCancel={onClose} onPendingChange={setPending} onSuccess={onClose} />
      </div>
    </Modal>,
    document.body,
  )
}
