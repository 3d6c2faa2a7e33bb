// The toast cards and react-hot-toast behind them (spec §4 Toasts), loaded by Notifications.tsx
// with the first notification of a page rather than with every page.
import { NOTIFICATIONS, TOAST } from '@cardcompare/shared'
import { useEffect, useRef, useState, type MutableRefObject, type PointerEvent } from 'react'
import toast, { useToaster, type Toast } from 'react-hot-toast'
import type { NotificationOrPick } from './Notifications'
import { useTranslation } from 'react-i18next'
import { TranslatedMessage } from './ui/TranslatedMessage'

/** One visible at a time, 5 s; failures are announced assertively, everything else politely. */
export function show(notification: NotificationOrPick) {
  const { title, description, variant = 'default' } = typeof notification === 'function' ? notification(NOTIFICATIONS) : notification
  toast.dismiss()
  toast.custom(<ToastText title={title} description={description} />, {
    duration: TOAST.durationMs,
    removeDelay: TOAST.removeDelayMs,
    className: variant,
    ariaProps: variant === 'destructive' ? { role: 'alert', 'aria-live': 'assertive' } : { role: 'status', 'aria-live': 'polite' },
  })
}

/**
 * A notification's texts are English (NOTIFICATIONS, the flash cookie, a server's message): a
 * page in another language shows them translated (docs/decisions/035).
 */
function ToastText({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <p className="font-semibold">
        <TranslatedMessage text={title} />
      </p>
      {description ? (
        <p className="mt-0.5 text-sm">
          <TranslatedMessage text={description} />
        </p>
      ) : null}
    </>
  )
}

export type Pause = { start: () => void; end: () => void }

const TONES: Record<string, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
}

/** The visible toasts; `pause` lets the area around them pause them on hover and focus. */
export function ToastList({ pause }: { pause: MutableRefObject<Pause | null> }) {
  const { toasts, handlers } = useToaster()
  useEffect(() => {
    pause.current = { start: handlers.startPause, end: handlers.endPause }
  }, [pause, handlers])
  return (
    <>
      {toasts
        .filter((t) => t.visible)
        .slice(-TOAST.limit)
        .map((t) => (
          <ToastCard key={t.id} toast={t} />
        ))}
    </>
  )
}

function ToastCard({ toast: item }: { toast: Toast }) {
  const { t } = useTranslation()
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
    if (Math.abs(offset) > TOAST.swipeThresholdPx) toast.dismiss(item.id)
    start.current = null
    setOffset(0)
  }
  const message = typeof item.message === 'function' ? item.message(item) : item.message

  return (
    <div
      {...item.ariaProps}
      data-variant={item.className}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-xl border p-4 shadow-lg ${
        TONES[item.className ?? 'default'] ?? TONES.default
      }`}
    >
      <div className="min-w-0 flex-1">{message}</div>
      <button
        type="button"
        onClick={() => toast.dismiss(item.id)}
        className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-md opacity-80 hover:opacity-100"
        aria-label={t('frame.closeNotification')}
      >
        <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
          <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
        </svg>
      </button>
    </div>
  )
}
