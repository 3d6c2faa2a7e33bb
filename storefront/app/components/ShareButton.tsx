import {
  cardShareSubject,
  cardShareText,
  COPIED_FEEDBACK_MS,
  emailShareUrl,
  whatsappShareUrl,
  type ShareableCard,
} from '@cardcompare/shared'
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormats, useLocalePath } from '~/utils/locale'
import { HiddenName } from '~/components/ui/HiddenName'
import { notify } from './Notifications'
import { SpriteIcon } from './ui/IconSprite'

type Props = {
  /** The card page to share (a site path), shared in the page's language. */
  path: string
  title: string
  /** The facts the shared text lists (spec §2 Share menu); the link is added here. */
  card: Omit<ShareableCard, 'url' | 'name'>
  className: string
}

/**
 * The share menu (spec §2): Share Card (the device's share sheet, else copy the link), Copy Link
 * ("Copied!" for 2 s), WhatsApp and e-mail. Without JavaScript "Share" is a link to the card
 * page's share section, which offers the same links.
 */
export function ShareButton({ path, title, card, className }: Props) {
  const { t } = useTranslation('catalogue')
  const page = useLocalePath()(path)
  const formats = useFormats()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const [links, setLinks] = useState<{ url: string; text: string } | null>(null)
  const root = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS)
    return () => clearTimeout(timer)
  }, [copied])

  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open])

  function toggle(event: MouseEvent<HTMLAnchorElement> | ReactKeyboardEvent<HTMLAnchorElement>) {
    event.preventDefault()
    const url = new URL(page, window.location.origin).toString()
    const text = cardShareText({ ...card, name: title, url }, t, formats.aed)
    setLinks({ url, text })
    setOpen((value) => !value)
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      notify((t) => t.linkCopied)
    } catch {
      notify((t) => t.copyFailed)
    }
  }

  async function shareNative() {
    if (!links) return
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: links.text, url: links.url })
        setOpen(false)
      } catch {
        // The person closed the share sheet: nothing to do.
      }
      return
    }
    await copy(links.url)
  }

  const item = 'flex min-h-11 w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm text-slate-800 hover:bg-slate-100'

  return (
    <div ref={root} className="relative">
      <a
        href={`${page}#share`}
        onClick={toggle}
        // A link playing a button answers Space as well as Enter.
        onKeyDown={(event) => event.key === ' ' && toggle(event)}
        role="button"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        className={`${className} w-full`}
      >
        <SpriteIcon name="share" className="size-4" />
        <span>{copied ? t('share.copied') : t('share.share')}</span>
        <HiddenName name={title} />
      </a>
      {open && links ? (
        <ul
          id={`${id}-menu`}
          aria-label={t('share.menu', { name: title })}
          className="absolute end-0 bottom-full z-20 mb-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <li>
            <button type="button" className={item} onClick={shareNative}>
              {t('share.shareCard')}
            </button>
          </li>
          <li>
            <button type="button" className={item} onClick={() => copy(links.url)} aria-live="polite">
              {copied ? t('share.copied') : t('share.copyLink')}
            </button>
          </li>
          <li>
            <a className={item} href={whatsappShareUrl(links.text)} target="_blank" rel="noopener noreferrer">
              {t('share.whatsapp')}
            </a>
          </li>
          <li>
            <a className={item} href={emailShareUrl(cardShareSubject(title, t), links.text)}>
              {t('share.email')}
            </a>
          </li>
        </ul>
      ) : null}
    </div>
  )
}
