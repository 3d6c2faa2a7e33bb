// Every "Apply Now" (card tiles, card page, comparisons): a real link to /apply/:cardId, which
// works without JavaScript; with it, the Apply dialog opens in place. An unverified user gets
// the verification reminder instead; guests apply directly (spec §2, §4 Verification).
import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAccountGate } from '~/components/account/AccountGate'
import { useContentLang, useLocalePath } from '~/utils/locale'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'
import type { ApplyCard } from './ApplyCardHeader'

// The dialog's form (zod, react-hook-form, the bot check) is loaded when a visitor points at or
// focuses an Apply button, not with the page: a page of 24 tiles may never open it.
const loadDialog = () => import('./ApplyDialog')
const ApplyDialog = lazy(() => loadDialog().then((module) => ({ default: module.ApplyDialog })))
const preload = () => void loadDialog().catch(() => {})

/** `children`: the button's text, "Apply Now" (catalogue `tile.apply`) unless given. */
export function ApplyButton({ card, className, children }: { card: ApplyCard; className: string; children?: ReactNode }) {
  const { t } = useTranslation('catalogue')
  const name: Named = { text: card.name, lang: useContentLang() }
  const localize = useLocalePath()
  const { requireVerified } = useAccountGate()
  const [open, setOpen] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the page itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (requireVerified()) setOpen(true)
  }

  function close() {
    setOpen(false)
    // The dialog leaves the page rather than closing: give focus back to what opened it.
    requestAnimationFrame(() => link.current?.focus())
  }

  return (
    <>
      <a
        ref={link}
        href={localize(`/apply/${card.id}`)}
        className={className}
        aria-haspopup="dialog"
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {children ?? t('tile.apply')}
        <span className="sr-only">
          <WithNames text={t('tile.applyFor', tokens({ name }))} names={{ name }} />
        </span>
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ApplyDialog card={card} onClose={close} />
        </Suspense>
      ) : null}
    </>
  )
}
