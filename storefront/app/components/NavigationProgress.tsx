import { useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'

/** Fast navigations finish before this and never show the bar, so nothing flickers. */
const PROGRESS_DELAY_MS = 150

/**
 * A slim bar across the top while a client-side navigation loads its page. Decorative for
 * assistive technology (the new page's title and content are what matter), hence aria-hidden;
 * with reduced motion it shows without moving (styles/app.css).
 */
export function NavigationProgress() {
  const loading = useNavigation().state === 'loading'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!loading) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), PROGRESS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [loading])
  if (!visible) return null
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand-100"
    >
      <div className="nav-progress-bar h-full bg-brand-600" />
    </div>
  )
}
