import { useEffect, useState, type RefObject } from 'react'

/**
 * False until the element comes within `margin` of the screen or is touched or focused; then
 * true for good. Heavy parts of a form (the bot check) wait for it, so a page that never
 * reaches them never loads them.
 */
export function useNearView(ref: RefObject<HTMLElement>, margin = '300px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    const show = () => setNear(true)
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver((seen) => seen.some((e) => e.isIntersecting) && show(), { rootMargin: margin })
        : null
    if (observer) observer.observe(element)
    else show()
    element.addEventListener('focusin', show)
    element.addEventListener('pointerdown', show)
    return () => {
      observer?.disconnect()
      element.removeEventListener('focusin', show)
      element.removeEventListener('pointerdown', show)
    }
  }, [ref, margin, near])
  return near
}
