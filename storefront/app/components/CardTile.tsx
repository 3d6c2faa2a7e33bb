import { Fragment } from 'react'
import { Link } from '~/components/ui/navigation'
import {
  formatAed,
  labelTone,
  NOT_CONFIRMED,
  wordFeePart,
  type FeePart,
  type FigureView,
  type LabelTone,
  type RateFigure,
} from '@cardcompare/shared'
import { useTranslation } from 'react-i18next'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'
import { useContentLang, useFormats } from '~/utils/locale'
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
  /** The fee as the CMS has it and the rate in parts, with whether a bank document confirms them (feeView / rateFigure). */
  fee: FigureView
  /** On a page not in English: the fee's parts (annualFeeParts), worded in the page's language. */
  feeParts?: FeePart[] | null
  rate: RateFigure
  salaryConfirmed: boolean
  /** `lang`: "en" when the bank has no name in the page's language yet (docs/decisions/037). */
  bank: { id: number; name: string; logo: string | null; lang?: 'en' } | null
  /** Up to 5 highlighted feature names, each with its language; none: the tile says "Various Benefits". */
  knownFor: Named[]
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

/**
 * A rate's figure as a tile or table writes it: the CMS's text on an English page; on a page in
 * another language the number and the bank's "up to" in that language's words where the number is
 * known, else the English text, marked so.
 */
export function useRateValue(rate: RateFigure): Named {
  const { t } = useTranslation('catalogue')
  const contentLang = useContentLang()
  const { percent } = useFormats()
  if (!contentLang || rate.percent === null) return { text: rate.value ?? '', lang: contentLang }
  const figure = percent(rate.percent)
  return { text: rate.upTo ? t('tile.rate.upTo', { rate: figure }) : figure }
}

export function LabelBadge({ label }: { label: string }) {
  const contentLang = useContentLang()
  return (
    <span lang={contentLang} className={`label-badge ${TONE_CLASSES[labelTone(label)]}`}>
      {label}
    </span>
  )
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
          <span lang={bank.lang} className="truncate">
            {bank.name}
          </span>
        </span>
      }
    />
  )
}

/** The yearly fee in short in the page's language (wordFeePart), the bank's condition marked English. */
export function FeeParts({ parts }: { parts: FeePart[] }) {
  const { t } = useTranslation('catalogue')
  const { aed } = useFormats()
  const words = (part: FeePart) => {
    const text = wordFeePart(part, t, aed, () => '{{condition}}')
    // The bank's condition is its own words, in English until it is translated.
    return part.key === 'firstYearFree' && part.condition ? (
      <WithNames text={text} names={{ condition: { text: part.condition, lang: 'en' } }} />
    ) : (
      text
    )
  }
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? t('tile.fee.separator') : null}
      {words(part)}
    </Fragment>
  ))
}

/** A featured-card tile (spec §2 Home, "Featured Credit Cards"). */
/** `priority`: the tile is in the page's first screen, its art is the page's LCP candidate. */
export function CardTile({ card, priority = false }: { card: CardTileData; priority?: boolean }) {
  const { t } = useTranslation('catalogue')
  const contentLang = useContentLang()
  const cardName: Named = { text: card.name, lang: contentLang }
  const { rate } = card
  const rateValue = useRateValue(rate)
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
        <Link to={card.href} lang={contentLang} className="hover:text-brand-700 hover:underline">
          {card.name}
        </Link>
      </h3>

      <dl className="card-tile-figures">
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">{t('tile.annualFee')}</dt>
          <dd className="card-tile-figure">
            <FigureValue
              text={
                card.feeParts ? (
                  <FeeParts parts={card.feeParts} />
                ) : (
                  <span lang={contentLang} dir={contentLang && 'auto'}>
                    {card.fee.text}
                  </span>
                )
              }
              confirmed={card.fee.confirmed}
              unknown={card.fee.text === NOT_CONFIRMED}
            />
          </dd>
        </div>
        <div className="rounded-lg bg-slate-50 p-3">
          <dt className="text-slate-600">{rate.kind === 'profit' ? t('tile.profitRate') : t('tile.interestRate')}</dt>
          <dd className="card-tile-figure">
            <FigureValue
              text={
                rate.basis ? (
                  <WithNames text={t(`tile.rate.${rate.basis}`, tokens({ rate: rateValue }))} names={{ rate: rateValue }} />
                ) : null
              }
              confirmed={rate.confirmed}
              unknown={rate.basis === null}
            />
          </dd>
        </div>
      </dl>

      <div className="mt-4 flex-1">
        <h4 className="text-sm font-semibold text-slate-900">{t('tile.knownFor')}</h4>
        <ul className="mt-2 flex flex-wrap gap-1.5">
          {card.knownFor.length > 0 ? (
            card.knownFor.map((name) => (
              <li key={name.text} lang={name.lang} className="chip">
                {name.text}
              </li>
            ))
          ) : (
            <li className="chip">{t('tile.variousBenefits')}</li>
          )}
        </ul>
      </div>

      <p className="mt-4 text-sm font-medium text-slate-700">
        {t('tile.minSalary')}{' '}
        <FigureValue text={formatAed(card.minimumSalary)} confirmed={card.salaryConfirmed} unknown={card.minimumSalary === null} />
      </p>

      <div className="card-tile-actions">
        <ApplyButton
          card={{
            id: card.id,
            name: card.name,
            href: card.href,
            imageUrl: card.imageUrl,
            bankName: card.bank?.name ?? null,
            bankLang: card.bank?.lang,
          }}
          className="btn-primary"
        />
        <Link to={card.href} className="btn-outline">
          {t('tile.details')}
          <span className="sr-only">
            <WithNames text={t('tile.detailsOf', tokens({ name: cardName }))} names={{ name: cardName }} />
          </span>
        </Link>
        <CompareButton cardId={card.id} cardName={card.name} className="btn-tile" />
        <ShareButton
          path={card.href}
          title={card.name}
          card={{
            bankName: card.bank?.name ?? null,
            description: card.description,
            annualFee: card.annualFee,
            feeParts: card.feeParts,
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
