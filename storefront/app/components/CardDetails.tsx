import { Breadcrumbs } from '~/components/Breadcrumbs'
import { Link } from '~/components/ui/navigation'
import type { FeePart, KeyFigureView, RewardsShown, SpendEntry, ValuedCard } from '@cardcompare/shared'
import enCard from '@cardcompare/shared/i18n/en/card'
import { useTranslation } from 'react-i18next'
import { textLang, useContentLang, useFormats, useLocale } from '~/utils/locale'
import { tokens, WithNames, type Named } from './ui/WithNames'
import { BankLogo, CardGrid, LabelBadge, type CardTileData } from './CardTile'
import { ImageWithFallback } from './ImageWithFallback'
import { RewardsText } from './RewardsText'
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
    /** "en" when the description has no translation in the page's language yet (docs/decisions/037). */
    descriptionLang?: 'en'
    /** The fee's parts on a page in another language, for the share text (localFeeParts). */
    feeParts?: FeePart[] | null
    annualFee: string | null
    welcomeBonus: string | null
    minimumSalary: number | null
    /** Interest, or profit on an Islamic card: the rates' terms say which. */
    rateKind: 'interest' | 'profit'
    figures: CardFigure[]
    network: string | null
    tier: string | null
    extras: { label: string; value: string }[]
    /** The bank's Key Facts Statement, where it publishes one. */
    kfs: { title: string; url: string } | null
    /** ISO dates, written in the page's language. */
    lastUpdated: string | null
    lastVerified: string | null
    validUntil: string | null
    /** The dataExpiryDate has passed: the page warns that the figures may be out of date. */
    expired: boolean
    unconfirmedCount: number
  }
  bank: CardTileData['bank']
  similar: CardTileData[]
  /** `lang`, per text: "en" where it has no translation in the page's language yet. */
  cardTypes: { id: number; name: string; lang?: 'en' }[]
  features: { id: number; name: string; description: string | null; lang: { name?: 'en'; description?: 'en' } }[]
  share: { whatsapp: string; email: string }
  calculator: { card: ValuedCard; initial: SpendEntry }
}

/**
 * A key figure as card-figures.ts words it in English, with its amount as a number and its
 * document's dates as ISO dates, so that another language writes them itself (docs/decisions/035).
 */
export type CardFigure = KeyFigureView & {
  /** The fee, rate, salary or percentage the value states; null for text the bank writes (rewards, bonus). */
  number: number | null
  /** The monthly rate is "up to" this. */
  upTo: boolean
  checkedAt: string | null
  documentDate: string | null
  /** "en" for the bank's words (rewards, welcome bonus) that have no translation in the page's language yet. */
  lang?: 'en'
  /** The rewards text read into parts (readRewardsDisplay): spec §5's words are worded in the page's language. */
  rewardsParts?: RewardsShown
}

type FigureProps = { figure: CardFigure; rateKind: CardDetailsData['card']['rateKind'] }

/** The figures a bank describes in sentences: set as text, not as a large figure. */
const PROSE_FIGURES: readonly KeyFigureView['key'][] = ['rewardRate', 'welcomeBonus']

type NoteKey = keyof typeof enCard.figures.notes
/** A condition card-figures.ts writes in fixed words, found by its English text. */
const NOTE_KEYS = new Map(Object.entries(enCard.figures.notes).map(([key, text]) => [text, key as NoteKey]))

function useFigureTerm() {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return (key: KeyFigureView['key'], rateKind: FigureProps['rateKind']) =>
    key === 'monthlyRate' || key === 'apr' ? t(`figures.terms.${key}.${rateKind}`) : t(`figures.terms.${key}`)
}

/** The value in the page's language: English as card-figures.ts words it; another language from the number. */
function FigureText({ figure }: { figure: CardFigure }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const locale = useLocale()
  const { aed, percent } = useFormats()
  const { key, value, number } = figure
  if (value === null || locale === 'en') return value
  if (number !== null) {
    if (key === 'annualFee') return number === 0 ? t('figures.values.noAnnualFee') : aed(number)
    if (key === 'joiningFee') return number === 0 ? t('figures.values.none') : aed(number)
    if (key === 'monthlyRate') return figure.upTo ? t('figures.values.upTo', { rate: percent(number) }) : percent(number)
    if (key === 'apr') return percent(number)
    if (key === 'minimumSalary') return t('figures.values.perMonth', { amount: aed(number) })
    if (key === 'fxFee') return t('figures.values.fxFee', { percent: percent(number) })
  }
  if (key === 'rewardRate') return <RewardsText text={value} parts={figure.rewardsParts} lang={figure.lang} />
  // The bank's own words (welcome bonus), in English where no translation exists yet.
  return (
    <span lang={figure.lang} dir="auto">
      {value}
    </span>
  )
}

/** A condition on a figure: fixed words from the catalogue, the bank's own words marked English. */
function FigureNote({ note }: { note: string }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const locale = useLocale()
  const contentLang = useContentLang()
  const key = NOTE_KEYS.get(note)
  if (locale === 'en') return note
  return key ? (
    t(`figures.notes.${key}`)
  ) : (
    <span lang={contentLang} dir="auto">
      {note}
    </span>
  )
}

/** One key figure with the bank document it was read from, or a plain "Not confirmed". */
function Figure({ figure, rateKind }: FigureProps) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const term = useFigureTerm()
  const { date } = useFormats()
  const contentLang = useContentLang()
  const { value, notes, source } = figure
  return (
    <div className="flex flex-col rounded-xl border border-slate-200 bg-white p-4" data-figure={figure.key}>
      <dt className="text-sm text-slate-600">{term(figure.key, rateKind)}</dt>
      <dd
        className={`mt-1 break-words text-slate-900 ${value && PROSE_FIGURES.includes(figure.key) ? 'leading-6' : 'text-lg font-semibold'}`}
      >
        {value === null ? (
          <span className="font-normal text-amber-900 italic">{t('catalogue:figure.notConfirmed')}</span>
        ) : (
          <FigureText figure={figure} />
        )}
      </dd>
      {notes.length > 0 ? (
        <dd className="mt-1 text-sm text-slate-700">
          {notes.map((note) => (
            <span key={note} className="block">
              <FigureNote note={note} />
            </span>
          ))}
        </dd>
      ) : null}
      <dd className="mt-auto pt-2 text-xs text-slate-600">
        {source ? (
          <>
            {t('figures.source')}{' '}
            <a href={source.url} target="_blank" rel="noopener nofollow" className="text-brand-700 underline hover:text-brand-900">
              <span lang={contentLang}>{source.title}</span>
              <span className="sr-only">{t('common:frame.newTab')}</span>
            </a>
            {figure.documentDate && date(figure.documentDate) ? t('figures.dated', { date: date(figure.documentDate) }) : ''}
            {t('figures.checked', { date: (figure.checkedAt ? date(figure.checkedAt) : null) ?? source.checked })}
          </>
        ) : (
          t('figures.notFound')
        )}
      </dd>
    </div>
  )
}

/** "{{bank}}" in a sentence: the bank's name (marked English where it has no translation), or "the bank". */
function useBankName(bank: CardDetailsData['bank']): Named {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return bank ? { text: bank.name, lang: bank.lang } : { text: t('details.theBank') }
}

/** Card details page body (spec §2 /credit-cards/:slug): every field the catalogue holds. */
export function CardDetails({ data }: { data: CardDetailsData }) {
  const { card, bank, cardTypes, features, share, similar } = data
  const applyCard = {
    id: card.id,
    name: card.name,
    href: card.path,
    imageUrl: card.imageUrl,
    bankName: bank?.name ?? null,
    bankLang: bank?.lang,
  }
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const contentLang = useContentLang()
  const { date } = useFormats()
  const bankName = useBankName(bank)
  const lastUpdated = date(card.lastUpdated)
  const lastVerified = date(card.lastVerified)
  const validUntil = date(card.validUntil)
  return (
    <article className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <Breadcrumbs
        trail={[
          { label: t('common:footer.home'), href: '/' },
          { label: t('common:nav.allCards'), href: '/cards' },
          { label: card.name, lang: contentLang },
        ]}
      />

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
                <span className="sr-only">
                  <WithNames text={t('details.moreFrom', tokens({ bank: bankName }))} names={{ bank: bankName }} />
                </span>
              </Link>
            ) : null}
            {card.label ? <LabelBadge label={card.label} /> : null}
          </div>
          <h1 lang={contentLang} className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {card.name}
          </h1>
          {bank ? (
            <p className="mt-1 text-slate-600">
              <WithNames text={t('details.from', tokens({ bank: bankName }))} names={{ bank: bankName }} />
            </p>
          ) : null}
          {cardTypes.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('details.cardTypes')}>
              {cardTypes.map((type) => (
                <li key={type.id}>
                  <Link
                    to={`/cards?cardType=${type.id}`}
                    lang={type.lang}
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
                feeParts: card.feeParts,
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
          <strong>{t('details.expired.heading')}</strong>{' '}
          {lastVerified ? t('details.expired.confirmed', { date: lastVerified }) : t('details.expired.due', { date: validUntil })}{' '}
          <WithNames text={t('details.expired.check', tokens({ bank: bankName }))} names={{ bank: bankName }} />
        </p>
      ) : null}

      <section aria-labelledby="figures-heading" className="mt-10">
        <h2 id="figures-heading" className="text-2xl font-bold text-slate-900">
          {t('details.figuresHeading')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t('details.figuresIntro')}
          {card.kfs ? (
            <>
              {' '}
              <a
                href={card.kfs.url}
                target="_blank"
                rel="noopener nofollow"
                className="font-medium text-brand-700 underline hover:text-brand-900"
              >
                <WithNames text={t('details.kfs', tokens({ bank: bankName }))} names={{ bank: bankName }} />
                <span className="sr-only">{t('common:frame.newTab')}</span>
              </a>
              {t('details.kfsEnd')}
            </>
          ) : null}
        </p>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {card.figures.map((figure) => (
            <Figure key={figure.key} figure={figure} rateKind={card.rateKind} />
          ))}
        </dl>
        {card.network || card.tier || card.extras.length > 0 || validUntil ? (
          <dl className="mt-3 flex flex-wrap gap-x-8 gap-y-2 text-sm text-slate-700">
            {card.network ? (
              <div className="flex gap-2">
                <dt className="text-slate-600">{t('details.network')}</dt>
                <dd lang={contentLang} className="font-medium text-slate-900">
                  {card.network}
                </dd>
              </div>
            ) : null}
            {card.tier ? (
              <div className="flex gap-2">
                <dt className="text-slate-600">{t('details.tier')}</dt>
                <dd lang={contentLang} className="font-medium text-slate-900">
                  {card.tier}
                </dd>
              </div>
            ) : null}
            {card.extras.map((extra) => (
              <div key={extra.label} lang={contentLang} className="flex gap-2">
                <dt className="text-slate-600">{extra.label}</dt>
                <dd className="font-medium text-slate-900">{extra.value}</dd>
              </div>
            ))}
            {validUntil ? (
              <div className="flex gap-2">
                <dt className="text-slate-600">{t('details.dueForReview')}</dt>
                <dd className="font-medium text-slate-900">{validUntil}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {card.unconfirmedCount > 0 ? (
          <p className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
            <strong>{t('details.unconfirmed.heading')}</strong>{' '}
            <WithNames text={t('details.unconfirmed.text', tokens({ bank: bankName }))} names={{ bank: bankName }} />
          </p>
        ) : null}
      </section>

      <SpendCalculator cards={[data.calculator.card]} initial={data.calculator.initial} />

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="about-card-heading">
          <h2 id="about-card-heading" className="text-2xl font-bold text-slate-900">
            {t('details.about')}
          </h2>
          {card.description ? (
            <p {...textLang(card.descriptionLang)} className="mt-3 leading-7 whitespace-pre-line text-slate-700">
              {card.description}
            </p>
          ) : (
            <p className="mt-3 leading-7 whitespace-pre-line text-slate-700">{t('details.noDescription')}</p>
          )}
        </section>
        <section aria-labelledby="features-heading">
          <h2 id="features-heading" className="text-2xl font-bold text-slate-900">
            {t('details.features')}
          </h2>
          {features.length > 0 ? (
            <ul className="mt-3 space-y-3">
              {features.map((feature) => (
                <li key={feature.id} className="flex gap-3">
                  <CheckIcon />
                  <span>
                    <span {...textLang(feature.lang.name)} className="font-medium text-slate-900">
                      {feature.name}
                    </span>
                    {feature.description ? (
                      <span {...textLang(feature.lang.description)} className="block text-sm text-slate-600">
                        {feature.description}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-slate-700">{t('catalogue:tile.variousBenefits')}</p>
          )}
        </section>
      </div>

      {lastUpdated ? (
        <p className="mt-10 border-t border-slate-200 pt-4 text-sm text-slate-600">{t('details.lastUpdated', { date: lastUpdated })}</p>
      ) : null}

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 rounded-2xl bg-brand-800 p-6 text-white">
          <h2 id="apply-heading" className="text-xl font-bold">
            {t('details.apply.heading')}
          </h2>
          <p className="mt-2 text-brand-100">{t('details.apply.text')}</p>
          <ApplyButton card={applyCard} className="btn mt-4 bg-accent-400 text-slate-900 hover:bg-accent-500" />
        </section>
        <section id="share" aria-labelledby="share-heading" className="scroll-mt-20 rounded-2xl border border-slate-200 p-6">
          <h2 id="share-heading" className="text-xl font-bold text-slate-900">
            {t('details.share.heading')}
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={share.whatsapp} target="_blank" rel="noopener noreferrer" className="btn-outline">
              {t('catalogue:share.whatsapp')}
            </a>
            <a href={share.email} className="btn-outline">
              {t('catalogue:share.email')}
            </a>
          </div>
          <label htmlFor="share-link" className="mt-4 block text-sm font-medium text-slate-800">
            {t('details.share.link')}
          </label>
          <input id="share-link" readOnly value={card.url} dir="ltr" className="field-select mt-1 text-sm" />
        </section>
      </div>

      {similar.length > 0 ? (
        <section aria-labelledby="similar-heading" className="mt-12">
          <h2 id="similar-heading" className="text-2xl font-bold text-slate-900">
            {t('details.similar')}
          </h2>
          <CardGrid cards={similar} className="mt-4" />
        </section>
      ) : null}
    </article>
  )
}
