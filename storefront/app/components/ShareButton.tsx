import { COPIED_FEEDBACK_MS } from '@cardcompare/shared'
import { useEffect, useState, type MouseEvent } from 'react'

type Props = {
  /** The card page to share (a site path). */
  path: string
  title: string
  text: string
  className: string
}

/**
 * Share a card (spec §2 Share menu, first two entries): the device's share sheet when there is
 * one, otherwise copy the link and show "Copied!" for 2 seconds. Without JavaScript it is a plain
 * link to the card page's share section, which offers WhatsApp, e-mail and the link itself.
 */
export function ShareButton({ path, title, text, className }: Props) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const url = new URL(path, window.location.origin).toString()
    if (typeof navigator.share === 'function') {
      event.preventDefault()
      try {
        await navigator.share({ title, text, url })
      } catch {
        // The person closed the share sheet: nothing to do.
      }
      return
    }
    if (navigator.clipboard?.writeText) {
      event.preventDefault()
      try {
        await navigator.clipboard.writeText(url)
        setCopied(true)
      } catch {
        window.location.assign(`${path}#share`)
      }
    }
  }

  return (
    <a href={`${path}#share`} onClick={onClick} className={className}>
      <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13"
        />
      </svg>
      <span aria-live="polite">{copied ? 'Copied!' : 'Share'}</span>
      <span className="sr-only"> {title}</span>
    </a>
  )
}
