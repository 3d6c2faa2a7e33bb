import { TOAST, type Notification } from '@cardcompare/shared'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { createPortal } from 'react-dom'
import toast, { useToaster, type Toast } from 'react-hot-toast'

/**
 * Shows a notification (spec §4 Toasts): one visible at a time, 5 s, destructive style for
 * failures. Failures are announced assertively, everything else politely.
 */
export function notify({ title, description, variant = 'default' }: Notification): string {
  toast.dismiss()
  return toast.custom(
    <>
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-0.5 text-sm">{description}</p> : null}
    </>,
    {
      duration: TOAST.durationMs,
      removeDelay: TOAST.removeDelayMs,
      className: variant,
      ariaProps: variant === 'destructive' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
    },
  )
}

const TONES: Record<string, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
}

const isModal = (dialog: HTMLDialogElement) => {
  try {
    return dialog.matches(':modal')
  } catch {
    return dialog.open // a browser without :modal
  }
}

/**
 * The open modal <dialog>, if any. A modal sits in the top layer over everything else and makes
 * the rest of the page inert, so a toast outside it would be covered, unclickable and never
 * announced (the Apply dialog's failure toasts, the reminder's "Sending..."): toasts go inside.
 */
function useOpenModal(): HTMLDialogElement | null {
  const [modal, setModal] = useState<HTMLDialogElement | null>(null)
  useEffect(() => {
    const update = () =>
      setModal(
        Array.from(document.querySelectorAll('dialog'))
          .filter((d) => d.open && isModal(d))
          .at(-1) ?? null,
      )
    const observer = new MutationObserver(update)
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] })
    update()
    return () => observer.disconnect()
  }, [])
  return modal
}

/** The site-wide toast area (spec §2 Notifications): F8 moves focus to it, which pauses it. */
export function Notifications() {
  const { toasts, handlers } = useToaster()
  const region = useRef<HTMLElement>(null)
  const modal = useOpenModal()
  const visible = toasts.filter((t) => t.visible).slice(-TOAST.limit)

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === TOAST.hotkey) {
        event.preventDefault()
        region.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  const area = (
    <section
      ref={region}
      tabIndex={-1}
      aria-label={`Notifications (${TOAST.hotkey})`}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 outline-none sm:inset-x-auto sm:right-0 sm:items-end"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
      onFocus={handlers.startPause}
      onBlur={handlers.endPause}
    >
      {visible.map((t) => (
        <ToastCard key={t.id} toast={t} />
      ))}
    </section>
  )
  return modal ? createPortal(area, modal) : area
}

function ToastCard({ toast: t }: { toast: Toast }) {
  // Swipe sideways past the threshold to dismiss (spec §9: 50 px).
  const start = useRef<number | null>(null)
  const [offset, setOffset] = useState(0)
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerMove = (event: PointerEvent) => {
    if (start.current !== null) setOffset(event.clientX - start.current)
  }
  const onPointerEnd = () => {
    if (Math.abs(offset) > TOAST.swipeThresholdPx) toast.dismiss(t.id)
    start.current = null
    setOffset(0)
  }
  const message = typeof t.message === 'function' ? t.message(t) : t.message

  return (
    <div
      {...t.ariaProps}
      data-variant={t.className}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        TONES[t.className ?? 'default'] ?? TONES.default
      }`}
    >
      <div className="min-w-0 flex-1">{message}</div>
      <button
        type="button"
        onClick={() => toast.dismiss(t.id)}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100"
        aria-label="Close notification"
      >
        <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  )
}

/** Shows a server-sent notification (the flash cookie) once per page load. */
export function useFlashNotification(flash: (Notification & { id: string }) | null | undefined) {
  const shown = useRef<string | null>(null)
  useEffect(() => {
    if (!flash || shown.current === flash.id) return
    shown.current = flash.id
    notify(flash)
  }, [flash])
}
