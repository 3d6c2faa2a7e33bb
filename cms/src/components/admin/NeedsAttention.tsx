// The dashboard's freshness panel (docs/decisions/013): cards whose figures may no longer be what the
// bank publishes, with the reason in plain words, so editors know which to check first.
// Listed cards come first: visitors see those. Read as the signed-in user.
import {
  DATA_FRESH_DAYS,
  KEY_FIGURE_LABELS,
  noValueReason,
  readFees,
  readRewardRules,
  readSources,
  type KeyFigure,
} from '@cardcompare/shared'
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
  sources?: { url?: string | null; title?: string | null }[] | null
  fees?: unknown
  rewards?: unknown
}

/** A cited document the source watcher found changed, moved or gone, not yet confirmed. */
type SourceFinding = {
  id: number
  url: string
  title?: string | null
  status: string
  changedAt?: string | null
  figuresAdded?: unknown
  figuresRemoved?: unknown
}

/** Most serious first: the order the list and the counts use. */
const KINDS = ['expired', 'sourceChanged', 'stale', 'noSource', 'unverified', 'noValue'] as const
type Kind = (typeof KINDS)[number]
/** `href`: where the editor sees what changed. */
type Reason = { kind: Kind; text: string; href?: string }
type Flagged = { card: Card; reasons: Reason[] }
const COUNT_LABELS: Record<Kind, string> = {
  expired: 'data expired',
  sourceChanged: 'a source changed',
  stale: `not verified in ${DATA_FRESH_DAYS} days`,
  noSource: 'no source URL',
  unverified: 'unverified figures',
  noValue: 'no value in AED',
}

const uaeDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' })

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** "(AED 1050 → AED 1100)": the figures the document no longer states and those new in it. */
function figureChange(finding: SourceFinding): string {
  const removed = strings(finding.figuresRemoved)
  const added = strings(finding.figuresAdded)
  return removed.length || added.length ? ` (${removed.join(', ') || 'nothing'} → ${added.join(', ') || 'nothing'})` : ''
}

const findingVerb = (finding: SourceFinding) => (finding.status === 'gone' ? 'is gone' : finding.status === 'moved' ? 'moved' : 'changed')

/** "Source changed: {title} (AED 1050 → AED 1100)", in the watcher's words. */
function sourceReason(title: string, finding: SourceFinding, checksList: string): Reason {
  const text = `Source ${findingVerb(finding)}: ${title || finding.url}${figureChange(finding)}`
  return { kind: 'sourceChanged', text, href: `${checksList}/${finding.id}` }
}

/** The documents the watcher found changed, each with the cards resting on it: read first. */
function ChangedDocuments({
  findings,
  cards,
  links,
}: {
  findings: SourceFinding[]
  cards: Card[]
  links: { cards: string; checks: string }
}) {
  if (findings.length === 0) return null
  return (
    <div className="cc-attention__documents">
      <p className="cc-attention__count">
        {findings.length === 1 ? '1 bank document' : `${findings.length} bank documents`} changed, moved or vanished since an editor last
        confirmed {findings.length === 1 ? 'it' : 'them'}:
      </p>
      <ul className="cc-attention__list">
        {findings.map((finding) => {
          const citing = cards.filter((card) => card.sources?.some((source) => source.url === finding.url))
          return (
            <li key={finding.id} className="cc-attention__item">
              <span className="cc-attention__head">
                <Link href={`${links.checks}/${finding.id}`} prefetch={false}>
                  {finding.title || finding.url}
                </Link>
                <span className="cc-attention__bank">
                  {findingVerb(finding)}
                  {finding.changedAt ? ` on ${uaeDay.format(new Date(finding.changedAt))}` : ''}
                  {figureChange(finding)}
                </span>
              </span>
              <span className="cc-attention__reasons">
                Cited by{' '}
                {citing.length === 0
                  ? 'no card now'
                  : citing.map((card, i) => (
                      <React.Fragment key={card.id}>
                        {i > 0 ? ', ' : null}
                        <Link href={`${links.cards}/${card.id}`} prefetch={false}>
                          {card.name || `Card ${card.id}`}
                        </Link>
                      </React.Fragment>
                    ))}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

/** Why a card needs a look, most serious first; empty when it is current. */
function reasonsFor(card: Card, now: Date, findings: Map<string, SourceFinding>, checksList: string): Reason[] {
  const reasons: Reason[] = []
  const date = (value: string | null | undefined) => (value ? new Date(value) : null)
  const expiry = date(card.dataExpiryDate)
  if (expiry && expiry.getTime() < now.getTime()) reasons.push({ kind: 'expired', text: `Data expired on ${uaeDay.format(expiry)}` })
  for (const source of card.sources ?? []) {
    const finding = source.url ? findings.get(source.url) : undefined
    if (finding) reasons.push(sourceReason(source.title ?? '', finding, checksList))
  }
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
  // The ranking needs a value in AED; where the documents do not give one, the editor sees why.
  if (card.isActive) {
    const why = noValueReason({
      id: card.id,
      name: card.name ?? '',
      fees: readFees(card.fees as Parameters<typeof readFees>[0]),
      rewards: readRewardRules(card.rewards),
      sources: readSources(card.sources),
    })
    if (why) reasons.push({ kind: 'noValue', text: why })
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
  const checksList = `${adminRoute}/collections/source-checks`
  const read = await readCards(payload, user)

  let body: React.ReactNode
  if (!read) {
    body = <p className="cc-panel__note">The cards could not be read just now. Reload the page to try again.</p>
  } else {
    const now = new Date()
    const flagged: Flagged[] = read.cards
      .map((card) => ({ card, reasons: reasonsFor(card, now, read.findings, checksList) }))
      .filter((f) => f.reasons.length > 0)
      .sort(byUrgency)
    const listed = flagged.filter((f) => f.card.isActive).length
    const counts = KINDS.map((kind) => [kind, flagged.filter((f) => f.reasons.some((r) => r.kind === kind)).length] as const).filter(
      ([, n]) => n > 0,
    )
    const rest = flagged.length - LISTED_MAX
    const documents = (
      <ChangedDocuments findings={[...read.findings.values()]} cards={read.cards} links={{ cards: cardsList, checks: checksList }} />
    )
    body = flagged.length ? (
      <>
        {documents}
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
              <span className="cc-attention__reasons">
                {reasons.map((r, i) => (
                  <React.Fragment key={i}>
                    {i > 0 ? ' · ' : null}
                    {r.href ? (
                      <Link href={r.href} prefetch={false}>
                        {r.text}
                      </Link>
                    ) : (
                      r.text
                    )}
                  </React.Fragment>
                ))}
              </span>
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
async function readCards(
  payload: Payload,
  user: Props['user'],
): Promise<{ cards: Card[]; bankNames: Map<number, string>; findings: Map<string, SourceFinding> } | null> {
  try {
    const [cards, banks, checks] = await Promise.all([
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
          sources: true,
          fees: true,
          rewards: true,
        },
        user,
        overrideAccess: false,
      }),
      payload.find({ collection: 'banks', depth: 0, limit: 0, pagination: false, select: { name: true }, user, overrideAccess: false }),
      payload.find({
        collection: 'source-checks',
        where: { needsReview: { equals: true } },
        depth: 0,
        limit: 0,
        pagination: false,
        sort: '-changedAt',
        select: { url: true, title: true, status: true, changedAt: true, figuresAdded: true, figuresRemoved: true },
        user,
        overrideAccess: false,
      }),
    ])
    return {
      cards: cards.docs,
      bankNames: new Map(banks.docs.map((bank) => [bank.id as number, String(bank.name ?? '')])),
      findings: new Map(checks.docs.map((check) => [check.url, check as SourceFinding])),
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'dashboard: reading cards for freshness failed' })
    return null
  }
}
