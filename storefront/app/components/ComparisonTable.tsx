import { Link } from '~/components/ui/navigation'
import {
  NOT_CONFIRMED,
  type ComparisonFeatureRow,
  type FeePart,
  type FigureView,
  type RateFigure,
  type RewardsShown,
} from '@cardcompare/shared'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useContentLang, useFormats } from '~/utils/locale'
import { BankLogo, FeeParts, useRateValue, type CardTileData } from './CardTile'
import { ImageWithFallback } from './ImageWithFallback'
import { RewardsText } from './RewardsText'
import { FigureValue } from './Unconfirmed'
import { tokens, WithNames } from './ui/WithNames'

export type ComparisonColumn = {
  id: number
  name: string
  href: string
  annualFee: FigureView
  interestRate: FigureView
  minimumSalary: FigureView
  rewards: FigureView
  /** The rate in parts and the salary as a number, for the page to word in its language (rateFigure). */
  rate: RateFigure
  salary: number | null
  /** On a page not in English: the fee's parts (annualFeeParts), worded in the page's language. */
  feeParts?: FeePart[] | null
  /** "en" when the rewards text has no version in the page's language yet. */
  rewardsLang?: 'en'
  /** On a page not in English: the rewards text read into parts (readRewardsDisplay), worded in the page's language. */
  rewardsParts?: RewardsShown
}

type ComparisonRow<T> = { key: string; label: ReactNode; cell: (card: T) => ReactNode }

/** A column as utils/comparison.server.ts makes it: what the head and the Apply dialog need. */
export type ComparisonCardView = ComparisonColumn & {
  imageUrl: string | null
  bank: CardTileData['bank']
  bankName: string | null
}

/** ✓ or ✗ for a feature; a screen reader hears "Yes" or "No" with the row's and column's names. */
function FeatureMark({ yes }: { yes: boolean }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return yes ? (
    <span className="font-bold text-emerald-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">{t('comparison.yes')}</span>
    </span>
  ) : (
    <span className="text-slate-500">
      {/* eslint-disable-next-line i18next/no-literal-string -- a mark, hidden from screen readers */}
      <span aria-hidden="true">✗</span>
      <span className="sr-only">{t('comparison.no')}</span>
    </span>
  )
}

/** One row per highlighted feature (spec §2 Comparison table), from comparisonFeatureRows, named in the page's language where the CMS has it. */
export function featureRows<T extends { id: number }>(features: readonly ComparisonFeatureRow[]): ComparisonRow<T>[] {
  return features.map((feature) => ({
    key: `feature-${feature.id}`,
    label: feature.lang ? <span lang={feature.lang}>{feature.name}</span> : feature.name,
    cell: (card: T) => <FeatureMark yes={feature.cardIds.includes(card.id)} />,
  }))
}

/** The card's image and bank under its name (spec §2: "image, bank and name"). */
export function CardColumnHead({ card }: { card: Pick<ComparisonCardView, 'imageUrl' | 'bank'> }) {
  return (
    <>
      <ImageWithFallback
        src={card.imageUrl}
        fallbackSrc="/images/placeholder-card.svg"
        alt=""
        width={856}
        height={540}
        className="mt-3 aspect-[856/540] h-auto w-full max-w-48 rounded-lg object-cover"
      />
      <div className="mt-3">
        <BankLogo bank={card.bank} className="h-6 w-16" />
      </div>
    </>
  )
}

/**
 * Equal columns, so one card's long rewards text does not squeeze the others; on a phone each
 * card keeps about 10rem and the table scrolls sideways. Indexed by the number of cards.
 */
const MIN_WIDTH = ['min-w-[20rem]', 'min-w-[20rem]', 'min-w-[28rem]', 'min-w-[40rem]', 'min-w-[50rem]']

/** A figure as the CMS writes it ("AED 300", "5% cashback"), marked with its language (`lang`) when that is not the page's. */
function CmsFigure({ figure, lang }: { figure: FigureView; lang: 'en' | undefined }) {
  const text = lang ? (
    <span lang={lang} dir="auto">
      {figure.text}
    </span>
  ) : (
    figure.text
  )
  return <FigureValue text={text} confirmed={figure.confirmed} unknown={figure.text === NOT_CONFIRMED} />
}

/** The yearly fee: worded in the page's language from its parts, or the CMS's English text. */
function FeeCell({ card }: { card: ComparisonColumn }) {
  const contentLang = useContentLang()
  if (!card.feeParts) return <CmsFigure figure={card.annualFee} lang={contentLang} />
  return <FigureValue text={<FeeParts parts={card.feeParts} />} confirmed={card.annualFee.confirmed} unknown={false} />
}

/** "3.49% a month", "39% APR", with "(profit rate)" on an Islamic card (comparisonFigures' words, in the page's language). */
function RateCell({ rate }: { rate: RateFigure }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const value = useRateValue(rate)
  return (
    <FigureValue
      text={
        rate.basis ? (
          <WithNames
            text={t(rate.kind === 'profit' ? 'comparison.profitRate' : 'comparison.interestRate', {
              rate: t(`catalogue:tile.rate.${rate.basis}`, tokens({ rate: value })),
            })}
            names={{ rate: value }}
          />
        ) : null
      }
      confirmed={rate.confirmed}
      unknown={rate.basis === null}
    />
  )
}

function SalaryCell({ salary, figure }: { salary: number | null; figure: FigureView }) {
  const { aed } = useFormats()
  return <FigureValue text={salary === null ? null : aed(salary)} confirmed={figure.confirmed} unknown={salary === null} />
}

function useFigureRows<T extends ComparisonColumn>(): ComparisonRow<T>[] {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return [
    { key: 'annualFee', label: t('catalogue:tile.annualFee'), cell: (card) => <FeeCell card={card} /> },
    { key: 'interestRate', label: t('catalogue:tile.interestRate'), cell: (card) => <RateCell rate={card.rate} /> },
    {
      key: 'minimumSalary',
      label: t('comparison.minimumSalary'),
      cell: (card) => <SalaryCell salary={card.salary} figure={card.minimumSalary} />,
    },
    {
      key: 'rewards',
      label: t('comparison.rewards'),
      cell: (card) => (
        <FigureValue
          text={<RewardsText text={card.rewards.text} parts={card.rewardsParts} lang={card.rewardsLang} />}
          confirmed={card.rewards.confirmed}
          unknown={card.rewards.text === NOT_CONFIRMED}
        />
      ),
    },
  ]
}

/**
 * Cards side by side (spec §2 Comparison table): one column a card, the four figures, then any
 * extra rows. On a phone the table scrolls inside its region with the row labels kept in view.
 */
export function ComparisonTable<T extends ComparisonColumn>({
  label,
  cards,
  head,
  rows = [],
  className = 'mt-4',
}: {
  label: string
  cards: readonly T[]
  /** The column heading under the card's name link (bank, image, actions). */
  head?: (card: T) => ReactNode
  rows?: ComparisonRow<T>[]
  className?: string
}) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const contentLang = useContentLang()
  const figureRows = useFigureRows<T>()
  return (
    <>
      <p className="mt-4 text-sm text-slate-600 md:hidden" aria-hidden="true">
        {t('comparison.swipe')}
      </p>
      {/* `relative` clips the cells' screen-reader text, which would otherwise widen the page. */}
      <div
        className={`relative ${className} overflow-x-auto rounded-2xl border border-slate-200`}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table
          className={`w-full table-fixed ${MIN_WIDTH[Math.min(cards.length, MIN_WIDTH.length - 1)]} border-collapse text-start text-sm`}
        >
          <caption className="sr-only">{label}</caption>
          <thead>
            <tr className="bg-slate-50 align-top">
              <td className="sticky start-0 w-28 bg-slate-50 p-4 sm:w-40" />
              {cards.map((card) => (
                <th key={card.id} scope="col" className="p-4 font-normal">
                  <Link to={card.href} lang={contentLang} className="font-semibold text-slate-900 hover:underline">
                    {card.name}
                  </Link>
                  {head?.(card)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {[...figureRows, ...rows].map((row) => (
              <tr key={row.key}>
                <th scope="row" className="sticky start-0 bg-white p-4 font-medium text-slate-700">
                  {row.label}
                </th>
                {cards.map((card) => (
                  <td key={card.id} className="p-4 text-slate-900">
                    {row.cell(card)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
