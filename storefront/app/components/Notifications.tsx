import { TOAST, type Notification, type NOTIFICATIONS } from '@cardcompare/shared'
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createPortal } from 'react-dom'
import type { Pause } from './Toasts'
import { useTranslation } from 'react-i18next'

// react-hot-toast and the toast cards (Toasts.tsx) load with a page's first notification: most
// pages never show one, and those that do (a flash message) show it a moment after hydrating.
let toasts: Promise<typeof import('./Toasts')> | null = null
const loadToasts = () =>
  (toasts ??= import('./Toasts').catch((error: unknown) => {
    toasts = null // tried again with the next notification
    throw error
  }))
const ToastList = lazy(() => loadToasts().then((module) => ({ default: module.ToastList })))

let wanted = false
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** A notification, or how to pick it from the spec's texts (loaded with the toasts, not before). */
export type NotificationOrPick = Notification | ((texts: typeof NOTIFICATIONS) => Notification)

/**
 * Shows a notification (spec §4 Toasts): one visible at a time, 5 s, destructive style for
 * failures. Failures are announced assertively, everything else politely.
 */
export function notify(notification: NotificationOrPick): void {
  if (!wanted) {
    wanted = true
    listeners.forEach((listener) => listener())
  }
  loadToasts().then(
    (module) => module.show(notification),
    (error: unknown) => console.warn('notifications unavailable', error),
  )
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
  const { t } = useTranslation()
  const region = useRef<HTMLElement>(null)
  const pause = useRef<Pause | null>(null)
  const modal = useOpenModal()
  const live = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  )

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
      aria-label={t('frame.notifications', { hotkey: TOAST.hotkey })}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 outline-none sm:inset-x-auto sm:end-0 sm:items-end"
      onMouseEnter={() => pause.current?.start()}
      onMouseLeave={() => pause.current?.end()}
      onFocus={() => pause.current?.start()}
      onBlur={() => pause.current?.end()}
    >
      {live ? (
        <Suspense fallback={null}>
          <ToastList pause={pause} />
        </Suspense>
      ) : null}
    </section>
  )
  return modal ? createPortal(area, modal) : area
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
