import { Breadcrumbs } from '~/components/Breadcrumbs'
import { Link } from '~/components/ui/navigation'
import type { KeyFigureView, SpendEntry, ValuedCard } from '@cardcompare/shared'
import { BankLogo, CardGrid, LabelBadge, type CardTileData } from './CardTile'
import { ImageWithFallback } from './ImageWithFallback'
import { CompareButton } from './CompareButton'
import { FavoriteButton } from './FavoriteButton'
import { ShareButton } from './ShareButton'
import { ApplyButton } from './apply/ApplyButton'
import { SpendCalculator } from './SpendCalculator'
import { CheckIcon } from './ui/CheckIcon'

/** What the card page shows of one card (spec §2 /credit-cards/:slug). */
export type CardDetailsData = {
  card: {
    id: number
    name: string
    /** The card's own path and absolute URL (canonical). */
    path: string
    url: string
    label: string | null
    imageUrl: string | null
    /** Absolute, for og:image and JSON-LD. */
    imageAbsoluteUrl: string | null
    description: string | null
    annualFee: string | null
    welcomeBonus: string | null
    minimumSalary: number | null
    figures: KeyFigureView[]
    network: string | null
    tier: string | null
    extras: { label: string; value: string }[]
    /** The bank's Key Facts Statement, where it publishes one. */
    kfs: { title: string; url: string } | null
    lastUpdated: string | null
    lastVerified: string | null
    validUntil: string | null
    /** The dataExpiryDate has passed: the page warns that the figures may be out of date. */
    expired: boolean
    unconfirmedCount: number
  }
  bank: CardTileData['bank']
  similar: CardTileData[]
  cardTypes: { id: number; name: string }[]
  features: { id: number; name: string; description: string | null }[]
  share: { whatsapp: string; email: string }
  calculator: { card: ValuedCard; initial: SpendEntry }
}

type FigureProps = { figure: KeyFigureView }

/** The figures a bank describes in sentences: set as text, not as a large figure. */
const PROSE_FIGURES: readonly KeyFigureView['key'][] = ['rewardRate', 'welcomeBonus']

/** One key figure with the bank document it was read from, or a plain "Not confirmed". */
function Figure({ figure }: FigureProps) {
  const { term, value, notes, source } = figure
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4" data-figure={figure.key}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd
        className={`mt-1 break-words text-slate-900 ${value && PROSE_FIGURES.includes(figure.key) ? 'leading-6' : 'text-lg font-semibold'}`}
      >
        {value ?? <span className="font-normal text-amber-900 italic">Not confirmed</span>}
      </dd>
      {notes.length > 0 ? (
        <dd className="mt-1 text-sm text-slate-700">
          {notes.map((note) => (
            <span key={note} className="block">
              {note}
            </span>
          ))}
        </dd>
      ) : null}
      <dd className="mt-auto pt-2 text-xs text-slate-600">
        {source ? (
          <>
            Source:{' '}
            <a href={source.url} target="_blank" rel="noopener nofollow" className="text-brand-700 underline hover:text-brand-900">
              {source.title}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            {source.documentDate ? `, dated ${source.documentDate}` : ''}, checked {source.checked}
          </>
        ) : (
          'Not found in the bank’s documents we read'
        )}
      </dd>
    </div>
  )
}

/** Card details page body (spec §2 /credit-cards/:slug): every field the catalogue holds. */
export function CardDetails({ data }: { data: CardDetailsData }) {
  const { card, bank, cardTypes, features, share, similar } = data
  const applyCard = { id: card.id, name: card.name, href: card.path, imageUrl: card.imageUrl, bankName: bank?.name ?? null }
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }, { label: 'All Cards', href: '/cards' }, { label: card.name }]} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
        <ImageWithFallback
          src={card.imageUrl}
          fallbackSrc="/images/placeholder-card.svg"
          alt={card.name}
          width={856}
          height={540}
          priority
          className="aspect-[856/540] h-auto w-full rounded-2xl shadow-lg"
        />
        <div>
          <div className="flex flex-wrap items-center gap-3">
            {bank ? (
              <Link to={`/bank/${bank.id}`} className="inline-flex items-center gap-2 rounded-md hover:opacity-80">
                <BankLogo bank={bank} className="h-10 w-24" />
                <span className="sr-only">More from {bank.name}</span>
              </Link>
            ) : null}
            {card.label ? <LabelBadge label={card.label} /> : null}
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{card.name}</h1>
          {bank ? <p className="mt-1 text-slate-600">From {bank.name}</p> : null}
          {cardTypes.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Card types">
              {cardTypes.map((type) => (
                <li key={type.id}>
                  <Link
                    to={`/cards?cardType=${type.id}`}
                    className="inline-flex min-h-8 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
                  >
                    {type.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <ApplyButton card={applyCard} className="btn-primary" />
            <CompareButton cardId={card.id} cardName={card.name} className="btn-outline" />
            <FavoriteButton cardId={card.id} cardName={card.name} />
            <ShareButton
              path={card.path}
              title={card.name}
              card={{
                bankName: bank?.name ?? null,
                description: card.description,
                annualFee: card.annualFee,
                minimumSalary: card.minimumSalary,
                welcomeBonus: card.welcomeBonus,
              }}
              className="btn-ghost border border-slate-200"
            />
          </div>
        </div>
      </div>

      {card.expired ? (
        <p role="note" className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900">
          <strong>The details of this card may be out of date:</strong>{' '}
          {card.lastVerified ? `we last confirmed them on ${card.lastVerified}.` : `they were due for review on ${card.validUntil}.`} Check
          with {bank?.name ?? 'the bank'} before you apply.
        </p>
      ) : null}

      <section aria-labelledby="figures-heading" className="mt-10">
        <h2 id="figures-heading" className="text-2xl font-bold text-slate-900">
          Key Figures
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          Each figure comes from the bank’s own document named under it, read on the date shown.
          {card.kfs ? (
            <>
              {' '}
              <a
                href={card.kfs.url}
                target="_blank"
                rel="noopener nofollow"
                className="font-medium text-brand-700 underline hover:text-brand-900"
              >
                Read {bank?.name ?? 'the bank'}’s Key Facts Statement
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </>
          ) : null}
        </p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {card.figures.map((figure) => (
            <Figure key={figure.key} figure={figure} />
          ))}
        </dl>
        {card.network || card.tier || card.extras.length > 0 || card.validUntil ? (
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
            {card.network ? (
              <div className="flex gap-2">
                <dt className="text-slate-600">Network</dt>
                <dd className="font-medium text-slate-900">{card.network}</dd>
              </div>
            ) : null}
            {card.tier ? (
              <div className="flex gap-2">
                <dt className="text-slate-600">Tier</dt>
                <dd className="font-medium text-slate-900">{card.tier}</dd>
              </div>
            ) : null}
            {card.extras.map((extra) => (
              <div key={extra.label} className="flex gap-2">
                <dt className="text-slate-600">{extra.label}</dt>
                <dd className="font-medium text-slate-900">{extra.value}</dd>
              </div>
            ))}
            {card.validUntil ? (
              <div className="flex gap-2">
                <dt className="text-slate-600">Due for review</dt>
                <dd className="font-medium text-slate-900">{card.validUntil}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {card.unconfirmedCount > 0 ? (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <strong>Please note:</strong> figures marked “Not confirmed” are ones we could not find in {bank?.name ?? 'the bank'}’s own
            documents. Ask the bank for them before you apply.
          </p>
        ) : null}
      </section>

      <SpendCalculator cards={[data.calculator.card]} initial={data.calculator.initial} />

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-card-heading">
          <h2 id="about-card-heading" className="text-2xl font-bold text-slate-900">
            About this card
          </h2>
          <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">{card.description || 'No description yet.'}</p>
        </section>
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            Features
          </h2>
          {features.length > 0 ? (
            <ul className="mt-3 space-y-3">
              {features.map((feature) => (
                <li key={feature.id} className="flex gap-3">
                  <CheckIcon />
                  <span>
                    <span className="font-medium text-slate-900">{feature.name}</span>
                    {feature.description ? <span className="block text-sm text-slate-600">{feature.description}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">Various Benefits</p>
          )}
        </section>
      </div>

      {card.lastUpdated ? (
        <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">Last updated {card.lastUpdated}</p>
      ) : null}

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 rounded-2xl bg-brand-800 p-6 text-white">
          <h2 id="apply-heading" className="text-xl font-bold">
            Apply for this Card
          </h2>
          <p className="mt-2 text-brand-100">Leave your details and our team will contact you soon to help with your application.</p>
          <ApplyButton card={applyCard} className="btn mt-4 bg-accent-400 text-slate-900 hover:bg-accent-500" />
        </section>
        <section id="share" aria-labelledby="share-heading" className="scroll-mt-20 rounded-2xl border border-slate-200 p-6">
          <h2 id="share-heading" className="text-xl font-bold text-slate-900">
            Share this card
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={share.whatsapp} target="_blank" rel="noopener noreferrer" className="btn-outline">
              Share on WhatsApp
            </a>
            <a href={share.email} className="btn-outline">
              Share via Email
            </a>
          </div>
          <label htmlFor="share-link" className="mt-4 block text-sm font-medium text-slate-800">
            Link to this card
          </label>
          <input id="share-link" readOnly value={card.url} className="field-select mt-1 text-sm" />
        </section>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-2xl font-bold text-slate-900">
            Similar cards
          </h2>
          <CardGrid cards={similar} className="mt-4" />
        </section>
      ) : null}
    </article>
  )
}
