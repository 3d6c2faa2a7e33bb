// The dashboard's freshness panel (docs/decisions/013): cards whose figures may no longer be what the
// bank publishes, with the reason in plain words, so editors know which to check first.
// Listed cards come first: visitors see those. Read as the signed-in user.
import { DATA_FRESH_DAYS, KEY_FIGURE_LABELS, type KeyFigure } from '@cardcompare/shared'
import type { Payload, ServerProps } from 'payload'
import Link from 'next/link'
import React from 'react'
import { CONTENT_ROLES, hasRole } from '../../access'
import './admin.css'

/** The first cards named; the rest are one link away. */
const LISTED_MAX = 25
const DAY_MS = 86_400_000

type Card = {
  id: number
  name?: string | null
  bank?: number | { id: number } | null
  lastVerified?: string | null
  dataExpiryDate?: string | null
  sourceUrl?: string | null
  unverifiedFields?: string[] | null
  isActive?: boolean | null
}

/** Most serious first: the order the list and the counts use. */
const KINDS = ['expired', 'stale', 'noSource', 'unverified'] as const
type Kind = (typeof KINDS)[number]
type Reason = { kind: Kind; text: string }
type Flagged = { card: Card; reasons: Reason[] }
const COUNT_LABELS: Record<Kind, string> = {
  expired: 'data expired',
  stale: `not verified in ${DATA_FRESH_DAYS} days`,
  noSource: 'no source URL',
  unverified: 'unverified figures',
}

const uaeDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' })

/** Why a card needs a look, most serious first; empty when it is current. */
function reasonsFor(card: Card, now: Date): Reason[] {
  const reasons: Reason[] = []
  const date = (value: string | null | undefined) => (value ? new Date(value) : null)
  const expiry = date(card.dataExpiryDate)
  if (expiry && expiry.getTime() < now.getTime()) reasons.push({ kind: 'expired', text: `Data expired on ${uaeDay.format(expiry)}` })
  const verified = date(card.lastVerified)
  if (!verified) reasons.push({ kind: 'stale', text: 'Never verified' })
  else if (now.getTime() - verified.getTime() > DATA_FRESH_DAYS * DAY_MS)
    reasons.push({ kind: 'stale', text: `Not verified since ${uaeDay.format(verified)}` })
  if (!card.sourceUrl) reasons.push({ kind: 'noSource', text: 'No source URL' })
  const unverified = card.unverifiedFields ?? []
  if (unverified.length) {
    const names = unverified.map((f) => KEY_FIGURE_LABELS[f as KeyFigure] ?? f).join(', ')
    reasons.push({ kind: 'unverified', text: `${unverified.length} unverified figure${unverified.length === 1 ? '' : 's'}: ${names}` })
  }
  return reasons
}

/** Listed cards first (visitors see them), then the most serious reason, then the most reasons. */
function byUrgency(a: Flagged, b: Flagged): number {
  return (
    Number(Boolean(b.card.isActive)) - Number(Boolean(a.card.isActive)) ||
    KINDS.indexOf(a.reasons[0]!.kind) - KINDS.indexOf(b.reasons[0]!.kind) ||
    b.reasons.length - a.reasons.length ||
    String(a.card.name).localeCompare(String(b.card.name))
  )
}

type Props = Pick<ServerProps, 'payload' | 'user'>

export async function NeedsAttention({ payload, user }: Props) {
  if (!hasRole(user, ...CONTENT_ROLES)) return null
  const adminRoute = payload.config.routes.admin
  // No sort in the link: the list would keep it as the user's own preference.
  const cardsList = `${adminRoute}/collections/credit-cards`
  const read = await readCards(payload, user)

  let body: React.ReactNode
  if (!read) {
    body = <p className="cc-panel__note">The cards could not be read just now. Reload the page to try again.</p>
  } else {
    const now = new Date()
    const flagged: Flagged[] = read.cards
      .map((card) => ({ card, reasons: reasonsFor(card, now) }))
      .filter((f) => f.reasons.length > 0)
      .sort(byUrgency)
    const listed = flagged.filter((f) => f.card.isActive).length
    const counts = KINDS.map((kind) => [kind, flagged.filter((f) => f.reasons.some((r) => r.kind === kind)).length] as const).filter(
      ([, n]) => n > 0,
    )
    const rest = flagged.length - LISTED_MAX
    body = flagged.length ? (
      <>
        <p className="cc-attention__count">
          {flagged.length === 1 ? '1 card needs' : `${flagged.length.toLocaleString('en-US')} cards need`} a look ({listed} listed,{' '}
          {flagged.length - listed} unlisted): {counts.map(([kind, n]) => `${n.toLocaleString('en-US')} ${COUNT_LABELS[kind]}`).join(', ')}.
        </p>
        <ul className="cc-attention__list">
          {flagged.slice(0, LISTED_MAX).map(({ card, reasons }) => (
            <li key={card.id} className="cc-attention__item">
              <span className="cc-attention__head">
                <Link href={`${adminRoute}/collections/credit-cards/${card.id}`} prefetch={false}>
                  {card.name || `Card ${card.id}`}
                </Link>
                <span className="cc-attention__bank">{read.bankNames.get(bankIdOf(card)) ?? ''}</span>
                {card.isActive ? null : <span className="cc-attention__unlisted">Unlisted</span>}
              </span>
              <span className="cc-attention__reasons">{reasons.map((r) => r.text).join(' · ')}</span>
            </li>
          ))}
        </ul>
        {rest > 0 ? (
          <p className="cc-panel__note">
            <Link href={cardsList} prefetch={false}>
              and {rest.toLocaleString('en-US')} more
            </Link>
          </p>
        ) : null}
      </>
    ) : (
      <p className="cc-panel__note">Every card is current: verified within {DATA_FRESH_DAYS} days, with a source for every figure.</p>
    )
  }

  return (
    <section className="cc-panel cc-attention" aria-labelledby="cc-attention-title">
      <h2 id="cc-attention-title" className="cc-panel__title">
        Needs attention
      </h2>
      {body}
    </section>
  )
}

const bankIdOf = (card: Card) => (typeof card.bank === 'object' && card.bank ? card.bank.id : (card.bank ?? 0))

/** Every card the user may read, with bank names; null when they cannot be read (the dashboard still shows). */
async function readCards(payload: Payload, user: Props['user']): Promise<{ cards: Card[]; bankNames: Map<number, string> } | null> {
  try {
    const [cards, banks] = await Promise.all([
      payload.find({
        collection: 'credit-cards',
        depth: 0,
        limit: 0,
        pagination: false,
        select: {
          name: true,
          slug: true,
          bank: true,
          lastVerified: true,
          dataExpiryDate: true,
          sourceUrl: true,
          unverifiedFields: true,
          isActive: true,
        },
        user,
        overrideAccess: false,
      }),
      payload.find({ collection: 'banks', depth: 0, limit: 0, pagination: false, select: { name: true }, user, overrideAccess: false }),
    ])
    return {
      cards: cards.docs,
      bankNames: new Map(banks.docs.map((bank) => [bank.id as number, String(bank.name ?? '')])),
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'dashboard: reading cards for freshness failed' })
    return null
  }
}
