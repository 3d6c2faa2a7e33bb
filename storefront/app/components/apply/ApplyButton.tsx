// Every "Apply Now" (card tiles, card page, comparisons): a real link to /apply/:cardId, which
// works without JavaScript; with it, the Apply dialog opens in place. An unverified user gets
// the verification reminder instead; guests apply directly (spec §2, §4 Verification).
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useAccountGate } from '~/components/account/AccountGate'
import { ApplyDialog } from './ApplyDialog'
import type { ApplyCard } from './ApplyCardHeader'

export function ApplyButton({ card, className, children = 'Apply Now' }: { card: ApplyCard; className: string; children?: ReactNode }) {
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
      <a ref={link} href={`/apply/${card.id}`} className={className} aria-haspopup="dialog" onClick={onClick}>
        {children}
        <span className="sr-only"> for {card.name}</span>
      </a>
      {open ? <ApplyDialog card={card} onClose={close} /> : null}
    </>
  )
}
