import { COPIED_FEEDBACK_MS } from '@cardcompare/shared'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Shares a link with the device's share sheet (spec §2 QR page), or copies it where there is
 * none. It needs JavaScript, so it stays disabled until the page is interactive.
 */
export function ShareLinkButton({ url, title, text, className }: { url: string; title: string; text: string; className: string }) {
  const { t } = useTranslation('pages')
  const [ready, setReady] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setReady(true), [])
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
      } catch {
        // The person closed the share sheet.
      }
      return
    }
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      window.prompt(t('qr.copyPrompt'), url)
    }
  }

  return (
    <button type="button" onClick={share} disabled={!ready} className={className}>
      <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path strokeLinecap="round" strokeLinejoin="round" d="M4 12v7a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-7M16 6l-4-4-4 4M12 2v13" />
      </svg>
      <span aria-live="polite">{copied ? t('qr.copied') : t('qr.share')}</span>
    </button>
  )
}
