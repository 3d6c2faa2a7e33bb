// A heavy part of a page (a form with zod, react-hook-form and the bot check) that the server
// renders as usual but the browser loads only when it comes near the screen or is touched:
// until then React leaves the server's HTML in place (an empty dangerouslySetInnerHTML is
// not compared while hydrating), so the page looks the same. The part then replaces it, with
// what the visitor had already typed. Reached by a client-side navigation, it is loaded at once.
// Until then a click on one of its own site links navigates as the part's <Link> would.
import { useNavigate } from '~/components/ui/navigation'
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react'
import { flushSync } from 'react-dom'

type Saved = { values: Map<string, string | boolean>; focused: string | null }

const noSubscribe = () => () => {}
// Client renders after hydration see true; the server's render and hydration see false.
const useClientRender = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  )

function save(root: HTMLElement | null): Saved {
  const values = new Map<string, string | boolean>()
  let focused: string | null = null
  for (const field of root?.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]') ?? []) {
    if (field.type === 'hidden') continue
    const key = field.type === 'radio' ? `${field.name}=${field.value}` : field.name
    values.set(key, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value)
    if (field === document.activeElement) focused = key
  }
  return { values, focused }
}

/** Puts typed values back through the element's own setter and an input event, as React's form libraries expect. */
function restore(root: HTMLElement | null, { values, focused }: Saved) {
  for (const field of root?.querySelectorAll<HTMLInputElement>('input[name], select[name], textarea[name]') ?? []) {
    const key = field.type === 'radio' ? `${field.name}=${field.value}` : field.name
    const value = values.get(key)
    if (value === undefined || field.type === 'hidden') continue
    if (typeof value === 'boolean') {
      if (field.checked !== value) field.click()
    } else if (field.value !== value) {
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
      setter?.call(field, value)
      field.dispatchEvent(new Event('input', { bubbles: true }))
      field.dispatchEvent(new Event('change', { bubbles: true }))
    }
    if (key === focused) field.focus()
  }
}

/** The in-site address a plain left click on this link would open, else null. */
function siteLinkTarget(event: MouseEvent, box: HTMLElement): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || !box.contains(link) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null
  const url = new URL(link.href, window.location.href)
  return url.origin === window.location.origin ? `${url.pathname}${url.search}${url.hash}` : null
}

/**
 * Runs `swap` now, or once the button a pointer is holding down is released (after the click it
 * makes): the server's HTML replaced between a press and its release would take the click with
 * it, and a tap on one of the part's links would do nothing.
 */
let pressed = false
function whenReleased(swap: () => void) {
  if (!pressed) return swap()
  const release = () => {
    window.removeEventListener('pointerup', release, true)
    window.removeEventListener('pointercancel', release, true)
    setTimeout(swap) // after the click that follows the release, in the same task
  }
  window.addEventListener('pointerup', release, true)
  window.addEventListener('pointercancel', release, true)
}
if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', () => (pressed = true), true)
  window.addEventListener('pointerup', () => (pressed = false), true)
  window.addEventListener('pointercancel', () => (pressed = false), true)
}

export function island<P extends object>(load: () => Promise<ComponentType<P>>, className = 'contents') {
  let Loaded: ComponentType<P> | null = null
  let loading: Promise<unknown> | null = null
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    ))
  // The server renders it in every page: loaded when the server starts.
  if (import.meta.env.SSR) void start()

  return function Island(props: P) {
    const clientRender = useClientRender()
    // Decided once: a part mounted while hydrating keeps the server's HTML until it is needed.
    const [keepServerHtml] = useState(!clientRender)
    const [live, setLive] = useState(!keepServerHtml && Loaded !== null)
    const box = useRef<HTMLDivElement>(null)
    const saved = useRef<Saved | null>(null)
    const navigate = useNavigate()

    useEffect(() => {
      if (live) return
      const element = box.current
      let observer: IntersectionObserver | null = null
      let done = false
      const cleanup = () => {
        observer?.disconnect()
        element?.removeEventListener('focusin', go)
        element?.removeEventListener('pointerdown', go)
      }
      function go() {
        if (done) return
        done = true
        cleanup()
        start().then(
          () =>
            whenReleased(() => {
              saved.current = keepServerHtml ? save(box.current) : null
              // At once, not at React's next turn: a press that comes later finds the part live.
              flushSync(() => setLive(true))
            }),
          () => {
            done = false // tried again on the next touch
          },
        )
      }
      // Reached by a client-side navigation (nothing from the server to keep): load it now.
      if (!keepServerHtml || !element || typeof IntersectionObserver !== 'function') {
        go()
        return
      }
      // The box is display: contents (no box of its own): watch what the server put in it.
      observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && go(), { rootMargin: '400px' })
      for (const child of element.children) observer.observe(child)
      element.addEventListener('focusin', go)
      element.addEventListener('pointerdown', go)
      return cleanup
    }, [live, keepServerHtml])

    // Until the part is live, a click on one of its own site links navigates as its <Link> would.
    useEffect(() => {
      const element = box.current
      if (live || !keepServerHtml || !element) return
      function onClick(event: MouseEvent) {
        const to = element && siteLinkTarget(event, element)
        if (!to) return
        event.preventDefault()
        navigate(to)
      }
      element.addEventListener('click', onClick)
      return () => element.removeEventListener('click', onClick)
    }, [live, keepServerHtml, navigate])

    useLayoutEffect(() => {
      if (live && saved.current) {
        restore(box.current, saved.current)
        saved.current = null
      }
    }, [live])

    if (import.meta.env.SSR) {
      if (!Loaded) throw start() // only a request that arrives before the start finished waits
      return (
        <div className={className}>
          <Loaded {...props} />
        </div>
      )
    }
    if (live && Loaded) {
      return (
        <div key="live" ref={box} className={className}>
          <Loaded {...props} />
        </div>
      )
    }
    return <div key="static" ref={box} className={className} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  }
}
