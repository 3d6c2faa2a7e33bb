// The spend calculator (docs/decisions/014): a month's spending by category → each card's yearly
// rewards, fees and net value in AED, from the shared value function. Without JavaScript the
// form is a GET to the same page, which renders the figures for the submitted spending. An
// amount it cannot read is said so beside its field (readSpendEntry), with or without JavaScript.
import {
  aedAmount,
  cardValue,
  readSpendEntry,
  signedAed,
  SPEND_CATEGORIES,
  SPEND_CATEGORY_LABELS,
  totalSpend,
  type CardValue,
  type SpendCategory,
  type SpendEntry,
  type ValuedCard,
} from '@cardcompare/shared'
import { Link } from '~/components/ui/navigation'
import { useState, type FormEvent } from 'react'
import { useHydrated } from '~/utils/use-hydrated'

export type CalculatorCard = ValuedCard & { path?: string }

function rewardsText(value: CardValue) {
  if (value.yearlyRewards !== null) return aedAmount(value.yearlyRewards)
  if (value.yearlyUnits !== null && value.unitName) return `${Math.round(value.yearlyUnits).toLocaleString('en-US')} ${value.unitName}`
  return 'Not known'
}

function feeText(amount: number | null) {
  return amount === null ? 'Not confirmed' : aedAmount(amount)
}

function ValueFigures({ value, showFx }: { value: CardValue; showFx: boolean }) {
  const row = 'flex items-baseline justify-between gap-4 border-b border-slate-100 py-2'
  return (
    <dl className="text-sm">
      <div className={row}>
        <dt className="text-slate-700">Rewards a year</dt>
        <dd className="font-semibold text-slate-900">{rewardsText(value)}</dd>
      </div>
      {value.yearlyRewards === null && value.yearlyUnits !== null ? (
        <p className="py-1 text-xs text-slate-600">The bank does not publish what one is worth in AED.</p>
      ) : null}
      <div className={row}>
        <dt className="text-slate-700">Fee in the first year</dt>
        <dd className="font-semibold text-slate-900">{feeText(value.firstYearFee)}</dd>
      </div>
      <div className={row}>
        <dt className="text-slate-700">Fee a year after that</dt>
        <dd className="font-semibold text-slate-900">{feeText(value.ongoingFee)}</dd>
      </div>
      {showFx ? (
        <div className={row}>
          <dt className="text-slate-700">Foreign-exchange fees a year</dt>
          <dd className="font-semibold text-slate-900">{value.yearlyFxCost === null ? 'Not known' : aedAmount(value.yearlyFxCost)}</dd>
        </div>
      ) : null}
      <div className="flex items-baseline justify-between gap-4 pt-3">
        <dt className="font-semibold text-slate-900">Net value, first year</dt>
        <dd className="text-lg font-bold text-slate-900">{value.netFirstYear === null ? 'Unknown' : signedAed(value.netFirstYear)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 pt-1">
        <dt className="font-semibold text-slate-900">Net value, later years</dt>
        <dd className="text-lg font-bold text-slate-900">{value.netOngoing === null ? 'Unknown' : signedAed(value.netOngoing)}</dd>
      </div>
    </dl>
  )
}

function Explanations({ value, note }: { value: CardValue; note: string | null }) {
  if (value.unknowns.length === 0 && value.notes.length === 0 && !note) return null
  return (
    <div className="mt-3 space-y-1 text-xs text-slate-700">
      {value.unknowns.length > 0 ? (
        <p>
          <strong className="font-semibold text-amber-900">Not known from the bank’s documents:</strong> {value.unknowns.join('; ')}.
        </p>
      ) : null}
      {value.notes.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {note ? <p>{note}</p> : null}
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
  heading = 'What this card is worth to you',
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
        {heading}
      </h2>
      <p className="mt-1 max-w-3xl text-slate-700">
        Enter what you spend by card in a month. We work out the rewards, fees and net value in AED a year from the bank’s published rates.{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
          How we calculate this
        </Link>
      </p>
      {/* noValidate: our messages beside the fields, not the browser's bubbles. */}
      <form method="get" action="#calculator" onSubmit={onSubmit} noValidate className="mt-4">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">Your monthly card spending (AED)</legend>
          <div className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {SPEND_CATEGORIES.map((category) => (
              <div key={category}>
                <label htmlFor={`spend-${category}`} className="block text-sm text-slate-800">
                  {SPEND_CATEGORY_LABELS[category]}
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
                    {errors[category]}
                  </p>
                ) : null}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {hydrated ? null : (
            <button type="submit" className="btn-primary">
              Calculate
            </button>
          )}
          <p className="text-sm text-slate-700">
            Total: <strong>{aedAmount(total)}</strong> a month
            {Object.keys(errors).length > 0 ? ', not counting the amounts to correct above' : ''}
          </p>
        </div>
      </form>

      <div aria-live="polite" className={`mt-5 grid gap-4 ${cards.length > 1 ? 'md:grid-cols-2 xl:grid-cols-4' : 'md:grid-cols-2'}`}>
        {results.map(({ card, value }) => (
          <article
            key={card.id}
            aria-label={`Value of ${card.name}`}
            className={`rounded-xl border bg-white p-4 ${best?.card.id === card.id ? 'border-emerald-600 ring-2 ring-emerald-600' : 'border-slate-200'}`}
          >
            {cards.length > 1 ? (
              <h3 className="font-semibold text-slate-900">
                {card.path ? (
                  <Link to={card.path} className="hover:underline">
                    {card.name}
                  </Link>
                ) : (
                  card.name
                )}
                {best?.card.id === card.id ? (
                  <span className="ms-2 rounded bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">Best value</span>
                ) : null}
              </h3>
            ) : null}
            <ValueFigures value={value} showFx={profile.international > 0} />
            <Explanations value={value} note={card.rewards?.note ?? null} />
          </article>
        ))}
      </div>
      <p className="mt-4 text-xs text-slate-600">
        An estimate from published rates, not an offer: welcome bonuses, merchant offers and fee waivers for spending are not counted. This
        is not financial advice.
      </p>
    </section>
  )
}
