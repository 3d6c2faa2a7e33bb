import { Link } from '~/components/ui/navigation'
import { formatAed, labelTone, NOT_CONFIRMED, type FigureView, type LabelTone } from '@cardcompare/shared'
import { ImageWithFallback } from './ImageWithFallback'
import { ApplyButton } from './apply/ApplyButton'
import { CompareButton } from './CompareButton'
import { FavoriteButton } from './FavoriteButton'
import { ShareButton } from './ShareButton'
import { FigureValue } from './Unconfirmed'

/** What a tile shows; loaders build it with toCardTiles() so pages send only this. */
export type CardTileData = {
  id: number
  name: string
  /** The card page, from cardPath(). */
  href: string
  label: string | null
  imageUrl: string | null
  annualFee: string | null
  interestRate: string | null
  minimumSalary: number | null
  /** The fee and rate as shown, with whether a bank document confirms them (feeView / rateView). */
  fee: FigureView
  rate: FigureView & { label: string }
  salaryConfirmed: boolean
  bank: { id: number; name: string; logo: string | null } | null
  /** Up to 5 highlighted feature names, or ['Various Benefits']. */
  knownFor: string[]
  /** For the share menu's text (spec §2 Share menu). */
  description: string | null
  welcomeBonus: string | null
}

const TONE_CLASSES: Record<LabelTone, string> = {
  best: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
  popular: 'bg-orange-100 text-orange-900 ring-orange-600/30',
  new: 'bg-sky-100 text-sky-900 ring-sky-600/30',
  exclusive: 'bg-violet-100 text-violet-900 ring-violet-600/30',
  default: 'bg-slate-100 text-slate-800 ring-slate-500/30',
}

export function LabelBadge({ label }: { label: string }) {
  return <span className={`label-badge ${TONE_CLASSES[labelTone(label)]}`}>{label}</span>
}

/** Drawn when a bank logo is missing or fails to load (spec §2 "default icon"). */
export function BankIcon({ className = 'size-8' }: { className?: string }) {
  return (
    <svg
      className={`${className} text-slate-500`}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path strokeLinejoin="round" d="M3 9.5 12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
    </svg>
  )
}

export function BankLogo({ bank, className = 'h-8 w-20' }: { bank: CardTileData['bank']; className?: string }) {
  if (!bank) return <BankIcon />
  return (
    <ImageWithFallback
      src={bank.logo}
      alt={bank.name}
      width={200}
      height={80}
      loading="lazy"
      className={`${className} object-contain`}
      fallback={
        <span className="flex min-w-0 items-center gap-2 text-sm text-slate-700">
          <BankIcon />
          <span className="truncate">{bank.name}</span>
        </span>
      }
    />
  )
}

/** A featured-card tile (spec §2 Home, "Featured Credit Cards"). */
/** `priority`: the tile is in the page's first screen, its art is the page's LCP candidate. */
export function CardTile({ card, priority = false }: { card: CardTileData; priority?: boolean }) {
  return (
    <article className="card-tile">
      <div className="card-tile-head">
        <BankLogo bank={card.bank} />
        <div className="flex items-center gap-2">
          {card.label ? <LabelBadge label={card.label} /> : null}
          <FavoriteButton cardId={card.id} cardName={card.name} />
        </div>
      </div>

      <ImageWithFallback
        src={card.imageUrl}
        fallbackSrc="/images/placeholder-card.svg"
        alt={card.name}
        width={856}
        height={540}
        loading="lazy"
        priority={priority}
        className="card-tile-art"
      />

      <h3 className="card-tile-name">
        <Link to={card.href} className="hover:text-brand-700 hover:underline">
          {card.name}
        </Link>
      </h3>

      <dl className="card-tile-figures">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">Annual Fee</dt>
          <dd className="card-tile-figure">
            <FigureValue text={card.fee.text} confirmed={card.fee.confirmed} unknown={card.fee.text === NOT_CONFIRMED} />
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">{card.rate.label}</dt>
          <dd className="card-tile-figure">
            <FigureValue text={card.rate.text} confirmed={card.rate.confirmed} unknown={card.rate.text === NOT_CONFIRMED} />
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex-1">
        <h4 className="text-sm font-semibold text-slate-900">Known For</h4>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {card.knownFor.map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
        </ul>
      </div>

      <p className="mt-4 text-sm font-medium text-slate-700">
        Min. Salary:{' '}
        <FigureValue text={formatAed(card.minimumSalary)} confirmed={card.salaryConfirmed} unknown={card.minimumSalary === null} />
      </p>

      <div className="card-tile-actions">
        <ApplyButton
          card={{ id: card.id, name: card.name, href: card.href, imageUrl: card.imageUrl, bankName: card.bank?.name ?? null }}
          className="btn-primary"
        />
        <Link to={card.href} className="btn-outline">
          Details<span className="sr-only">{` of ${card.name}`}</span>
        </Link>
        <CompareButton cardId={card.id} cardName={card.name} className="btn-tile" />
        <ShareButton
          path={card.href}
          title={card.name}
          card={{
            bankName: card.bank?.name ?? null,
            description: card.description,
            annualFee: card.annualFee,
            minimumSalary: card.minimumSalary,
            welcomeBonus: card.welcomeBonus,
          }}
          className="btn-tile"
        />
      </div>
    </article>
  )
}

const FIRST_ROW = 3

/**
 * The responsive grid of tiles every card list uses. `priority`: the grid opens the page, so the
 * first row's art (three tiles at the widest) is fetched at once rather than lazily.
 */
export function CardGrid({
  cards,
  className = 'mt-6',
  priority = false,
}: {
  cards: readonly CardTileData[]
  className?: string
  priority?: boolean
}) {
  return (
    <ul className={`${className} grid gap-6 sm:grid-cols-2 lg:grid-cols-3`}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <CardTile card={card} priority={priority && index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  )
}
