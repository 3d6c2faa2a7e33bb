// The spend calculator (docs/decisions/014): a month's spending by category → each card's yearly
// rewards, fees and net value in AED, from the shared value function. Without JavaScript the
// form is a GET to the same page, which renders the figures for the submitted spending. An
// amount it cannot read is said so beside its field (readSpendEntry), with or without JavaScript.
import {
  cardValue,
  MAX_MONTHLY_SPEND,
  readSpendEntry,
  SPEND_AMOUNT_MESSAGES,
  SPEND_CATEGORIES,
  totalSpend,
  type CardValue,
  type SpendCategory,
  type SpendEntry,
  type ValuedCard,
  type ValueReason,
  valueReasonText,
  valueReasonParts,
} from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { Fragment, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useContentLang, useFormats } from '~/utils/locale'
import { useHydrated } from '~/utils/use-hydrated'
import { tokens, WithNames, type Named } from '~/components/ui/WithNames'

export type CalculatorCard = ValuedCard & { path?: string }

/** Whole dirhams, as the value function's aedAmount and signedAed write them, in the page's language. */
function useAmounts() {
  const formats = useFormats()
  const amount = (value: number) => formats.aed(Math.round(value))
  return { formats, amount, signed: (value: number) => (value < 0 ? `−${amount(-value)}` : amount(value)) }
}

/** Where the total goes in its sentence; it is set in bold. */
const TOTAL = '{{total}}'

/** The key of a message readSpendEntry gave (card-value.ts words it in English). */
function spendErrorKey(message: string): keyof typeof SPEND_AMOUNT_MESSAGES {
  const found = (Object.keys(SPEND_AMOUNT_MESSAGES) as (keyof typeof SPEND_AMOUNT_MESSAGES)[]).find(
    (key) => SPEND_AMOUNT_MESSAGES[key] === message,
  )
  return found ?? 'notANumber'
}

function ValueFigures({ value, showFx }: { value: CardValue; showFx: boolean }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const contentLang = useContentLang()
  const { formats, amount, signed } = useAmounts()
  const row = 'flex items-baseline justify-between gap-4 border-b border-slate-100 py-2'
  const fee = (fee: number | null) => (fee === null ? t('catalogue:figure.notConfirmed') : amount(fee))
  return (
    <dl className="text-sm">
      <div className={row}>
        <dt className="text-slate-700">{t('calculator.rewards')}</dt>
        <dd className="font-semibold text-slate-900">
          {value.yearlyRewards !== null ? (
            amount(value.yearlyRewards)
          ) : value.yearlyUnits !== null && value.unitName ? (
            <>
              {formats.number(Math.round(value.yearlyUnits))} <span lang={contentLang}>{value.unitName}</span>
            </>
          ) : (
            t('calculator.notKnown')
          )}
        </dd>
      </div>
      {value.yearlyRewards === null && value.yearlyUnits !== null ? (
        <p className="py-1 text-xs text-slate-600">{t('calculator.unitWorth')}</p>
      ) : null}
      <div className={row}>
        <dt className="text-slate-700">{t('calculator.firstYearFee')}</dt>
        <dd className="font-semibold text-slate-900">{fee(value.firstYearFee)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-700">{t('calculator.ongoingFee')}</dt>
        <dd className="font-semibold text-slate-900">{fee(value.ongoingFee)}</dd>
      </div>
      {showFx ? (
        <div className={row}>
          <dt className="text-slate-700">{t('calculator.fx')}</dt>
          <dd className="font-semibold text-slate-900">
            {value.yearlyFxCost === null ? t('calculator.notKnown') : amount(value.yearlyFxCost)}
          </dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 pt-3">
        <dt className="font-semibold text-slate-900">{t('calculator.netFirstYear')}</dt>
        <dd className="text-lg font-bold text-slate-900">
          {value.netFirstYear === null ? t('calculator.unknown') : signed(value.netFirstYear)}
        </dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 pt-1">
        <dt className="font-semibold text-slate-900">{t('calculator.netOngoing')}</dt>
        <dd className="text-lg font-bold text-slate-900">
          {value.netOngoing === null ? t('calculator.unknown') : signed(value.netOngoing)}
        </dd>
      </div>
    </dl>
  )
}

/**
 * One of the value function's reasons (ValueReason): English as card-value.ts words it; in another
 * language from the catalogue, the bank's own words in it marked English.
 */
function Reason({ reason }: { reason: ValueReason }) {
  const { t } = useTranslation('card')
  const formats = useFormats()
  const contentLang = useContentLang()
  if (!contentLang) return valueReasonText(reason)
  const { key, values, bank } = valueReasonParts(reason, formats, (category) => t(`calculator.categories.${category}`))
  const names = Object.fromEntries(
    Object.entries(values).map(([name, text]): [string, Named] => [name, bank.includes(name) ? { text, lang: contentLang } : { text }]),
  )
  return <WithNames text={t(`calculator.reasons.${key}`, tokens(names))} names={names} />
}

/** What the value could not know and what shaped it (card-value.ts), in the page's language. */
function Explanations({ value, note }: { value: CardValue; note: string | null }) {
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const contentLang = useContentLang()
  const { unknowns, notes } = value
  if (unknowns.length === 0 && notes.length === 0 && !note) return null
  return (
    <div className="mt-3 space-y-1 text-xs text-slate-700">
      {unknowns.length > 0 ? (
        <p>
          <strong className="font-semibold text-amber-900">{t('calculator.unknowns')}</strong>{' '}
          {unknowns.map((reason, i) => (
            <Fragment key={i}>
              {i > 0 ? t('calculator.reasonsSeparator') : null}
              <Reason reason={reason} />
            </Fragment>
          ))}
          .
        </p>
      ) : null}
      {notes.map((reason, i) => (
        <p key={i}>
          <Reason reason={reason} />
        </p>
      ))}
      {note ? (
        <p lang={contentLang} dir={contentLang && 'auto'}>
          {note}
        </p>
      ) : null}
    </div>
  )
}

/**
 * One card (the card page) or several side by side (/compare), all from the same spending.
 * The best known net value among several is marked; unknown values are never ranked as zero.
 */
export function SpendCalculator({
  cards,
  initial,
  heading,
  keep = {},
}: {
  cards: CalculatorCard[]
  /** The fields as the page starts them: a typical split, or what a submitted form held. */
  initial: SpendEntry
  heading?: string
  /** Query values the page needs kept when the form is sent without JavaScript (a shared link's cards). */
  keep?: Record<string, string>
}) {
  const [entry, setEntry] = useState(initial)
  const { profile, errors } = readSpendEntry(entry)
  const hydrated = useHydrated()
  const results = cards.map((card) => ({ card, value: cardValue(card, profile) }))
  const known = results.filter((r) => r.value.netOngoing !== null)
  const best = known.length > 1 ? known.reduce((a, b) => (b.value.netOngoing! > a.value.netOngoing! ? b : a)) : null
  const total = totalSpend(profile)
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const contentLang = useContentLang()
  const { formats, amount } = useAmounts()

  function change(category: SpendCategory, text: string) {
    setEntry((current) => ({ ...current, [category]: text }))
  }
  // With JavaScript the figures follow the inputs; the submit would only reload the page.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (hydrated) event.preventDefault()
  }

  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      className="mt-10 scroll-mt-24 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6"
    >
      <h2 id="calculator-heading" className="text-2xl font-bold text-slate-900">
        {heading ?? t('calculator.heading')}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        {t('calculator.intro')}{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
          {t('calculator.how')}
        </Link>
      </p>
      {/* noValidate: our messages beside the fields, not the browser's bubbles. */}
      <form method="get" action="#calculator" onSubmit={onSubmit} noValidate className="mt-4">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">{t('calculator.legend')}</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {SPEND_CATEGORIES.map((category) => (
              <div key={category}>
                <label htmlFor={`spend-${category}`} className="block text-sm text-slate-800">
                  {t(`calculator.categories.${category}`)}
                </label>
                <input
                  id={`spend-${category}`}
                  name={category}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={14}
                  defaultValue={initial[category] || '0'}
                  onChange={(event) => change(category, event.currentTarget.value)}
                  aria-invalid={errors[category] ? true : undefined}
                  aria-describedby={errors[category] ? `spend-${category}-error` : undefined}
                  className="field-select mt-1 aria-[invalid]:border-red-600"
                />
                {errors[category] ? (
                  <p id={`spend-${category}-error`} className="mt-1 text-sm text-red-700">
                    {t(`calculator.errors.${spendErrorKey(errors[category])}`, { max: formats.aed(MAX_MONTHLY_SPEND) })}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {hydrated ? null : (
            <button type="submit" className="btn-primary">
              {t('calculator.calculate')}
            </button>
          )}
          <p className="text-sm text-slate-700">
            {t(Object.keys(errors).length > 0 ? 'calculator.totalWithErrors' : 'calculator.total', { total: TOTAL })
              .split(TOTAL)
              .map((part, index) => (
                <Fragment key={index}>
                  {index > 0 ? <strong>{amount(total)}</strong> : null}
                  {part}
                </Fragment>
              ))}
          </p>
        </div>
      </form>

      <div aria-live="polite" className={`mt-5 grid gap-4 ${cards.length > 1 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-2'}`}>
        {results.map(({ card, value }) => (
          <article
            key={card.id}
            aria-label={t('calculator.valueOf', { name: card.name })}
            className={`rounded-xl border bg-white p-4 ${best?.card.id === card.id ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200'}`}
          >
            {cards.length > 1 ? (
              <h3 className="font-semibold text-slate-900">
                {card.path ? (
                  <Link to={card.path} lang={contentLang} className="hover:underline">
                    {card.name}
                  </Link>
                ) : (
                  <span lang={contentLang}>{card.name}</span>
                )}
                {best?.card.id === card.id ? (
                  <span className="ms-2 rounded bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">{t('calculator.best')}</span>
                ) : null}
              </h3>
            ) : null}
            <ValueFigures value={value} showFx={profile.international > 0} />
            <Explanations value={value} note={card.rewards?.note ?? null} />
          </article>
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-600">{t('calculator.disclaimer')}</p>
    </section>
  )
}
