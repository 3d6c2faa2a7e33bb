import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

const SIZES = {
  default: 'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl',
  // A long form: scrolls inside; on a phone it is a full-height sheet.
  wide: 'm-auto max-h-[calc(100dvh-2rem)] w-[min(44rem,calc(100vw-2rem))] overflow-y-auto overscroll-contain rounded-2xl max-sm:m-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-screen max-sm:max-w-none max-sm:rounded-none',
}

/**
 * A native <dialog> shown modally: focus moves in, Escape closes, the page behind is inert.
 * `dismissible={false}` keeps it open on Escape and backdrop clicks (e.g. while a form sends).
 */
export function Modal({
  open,
  onClose,
  labelledBy,
  children,
  size = 'default',
  dismissible = true,
}: {
  open: boolean
  onClose: () => void
  labelledBy: string
  children: ReactNode
  size?: keyof typeof SIZES
  dismissible?: boolean
}) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    // A click on the backdrop closes it as Escape does (onCancel); the keyboard has Escape and the × button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onCancel={(event) => !dismissible && event.preventDefault()}
      onClick={(event) => dismissible && event.target === ref.current && onClose()}
      className={`${SIZES[size]} p-0 shadow-xl backdrop:bg-slate-900/50`}
    >
      <div className="min-h-full p-6">{children}</div>
    </dialog>
  )
}

/** The × in a dialog's corner; its name is "Close". */
export function ModalCloseButton({ onClick, disabled }: { onClick: () => void; disabled?: boolean }) {
  const { t } = useTranslation()
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={t('frame.close')}
      className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
    >
      <svg className="size-5" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
      </svg>
    </button>
  )
}
