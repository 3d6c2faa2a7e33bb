import { COPIED_FEEDBACK_MS } from '@cardcompare/shared'
import { useEffect, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '../Notifications'

/**
 * "Share this comparison" (docs/decisions/015): copies the comparison's read-only link, says
 * "Copied!" for 2 s and toasts, as the card share menu's Copy Link does (spec §2 Share menu). It is
 * a real link to that page, so without JavaScript (or a new tab) it opens the link to copy from the
 * address bar.
 */
export function ShareComparisonButton({ path, className }: { path: string; className: string }) {
  const [copied, setCopied] = useState(false)
  const { t } = useTranslation(['card', 'catalogue', 'common'])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy(event: MouseEvent<HTMLAnchorElement> | KeyboardEvent<HTMLAnchorElement>) {
    if ('button' in event && (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return
    event.preventDefault()
    try {
      await navigator.clipboard.writeText(new URL(path, window.location.origin).toString())
      setCopied(true)
      notify((t) => t.comparisonLinkCopied)
    } catch {
      notify((t) => t.copyFailed)
    }
  }

  return (
    <a
      href={path}
      role="button"
      onClick={copy}
      // A link playing a button answers Space as well as Enter.
      onKeyDown={(event) => event.key === ' ' && copy(event)}
      className={className}
    >
      <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
      </svg>
      <span aria-live="polite">{copied ? t('catalogue:share.copied') : t('comparison.share')}</span>
    </a>
  )
}
