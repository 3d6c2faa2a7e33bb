// /card-finder (spec §2): the quiz is for signed-in users; guests go to /auth?redirect=/card-finder.
// Three steps in one GET form (spending habits, income and preferences, recommendations), so it
// works without JavaScript and a result can be bookmarked.
import {
  FEE_FILTER_LABELS,
  parseFinderAnswers,
  recommendCards,
  SPENDING_CHOICES,
} from '@cardcompare/shared'
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import type { FormEvent } from 'react'
import { useAccountGate } from '~/components/account/AccountGate'
import { CardGrid } from '~/components/CardTile'
import { getAllCards } from '~/utils/catalog.server'
import { tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { requireUser } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'Card Finder Quiz | CardCompare UAE' },
  { name: 'description', content: 'Answer three questions and see the UAE credit cards that fit your spending and salary.' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const query = new URL(request.url).searchParams
  const answers = parseFinderAnswers(query)
  const defaults = { spending: query.get('spending') ?? '', salary: query.get('salary') ?? '', fee: query.get('fee') ?? 'any' }
  // Recommendations are for verified users (spec §4): the others see the reminder instead.
  if (!answers || !user.isVerified) return data({ defaults, answered: answers !== null, result: null }, { headers: PRIVATE_NO_STORE })
  const [cards, context] = await Promise.all([getAllCards(), tileContext()])
  const { cards: picks, relaxed } = recommendCards(cards, answers)
  return data({ defaults, answered: true, result: { cards: toCardTiles(picks, context), relaxed } }, { headers: PRIVATE_NO_STORE })
}

export default function CardFinderPage() {
  const { defaults, answered, result } = useLoaderData<typeof loader>()
  const { user, requireVerified } = useAccountGate()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!requireVerified()) event.preventDefault()
  }

  const legend = 'text-lg font-semibold text-slate-900'
  return (
    <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Find Your Perfect Credit Card</h1>
      <p className="mt-2 text-slate-600">Three questions, about 60 seconds. We only show cards your salary qualifies for.</p>

      <Form method="get" onSubmit={onSubmit} className="mt-8 space-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8">
        <fieldset>
          <legend className={legend}>1. Where do you spend the most?</legend>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {SPENDING_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input type="radio" name="spending" value={choice.value} required defaultChecked={defaults.spending === choice.value} className="size-4 accent-brand-700" />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className={legend}>2. Your income and preferences</legend>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="finder-salary" className="text-sm font-medium text-slate-800">
                Monthly salary (AED)
              </label>
              <input
                id="finder-salary"
                name="salary"
                type="text"
                inputMode="numeric"
                required
                pattern="[0-9][0-9,]*"
                placeholder="e.g. 12,000"
                defaultValue={defaults.salary}
                className="field-select mt-1"
              />
            </div>
            <div>
              <label htmlFor="finder-fee" className="text-sm font-medium text-slate-800">
                Annual fee
              </label>
              <select id="finder-fee" name="fee" defaultValue={defaults.fee} className="field-select mt-1">
                <option value="any">{FEE_FILTER_LABELS.any}</option>
                <option value="free">{FEE_FILTER_LABELS.free}</option>
                <option value="first-year">{FEE_FILTER_LABELS['first-year']}</option>
              </select>
            </div>
          </div>
        </fieldset>

        <button type="submit" className="btn-primary">
          Show my recommendations
        </button>
      </Form>

      <section aria-labelledby="finder-results" className="mt-10">
        <h2 id="finder-results" className={legend}>
          3. Your recommendations
        </h2>
        {!answered ? (
          <p className="mt-2 text-slate-600">Answer the two questions above to see the cards that fit you.</p>
        ) : result === null ? (
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            Please verify your email address to see recommendations. We sent the link to {user?.email ?? 'your email'}.
          </p>
        ) : result.cards.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No card matches that salary and fee yet. <Link to="/cards" className="font-medium text-brand-700 underline">Browse all cards</Link>
          </p>
        ) : (
          <>
            {result.relaxed ? (
              <p className="mt-2 text-slate-600">No card of that kind fits your salary and fee choice, so these are the best cards that do.</p>
            ) : null}
            <CardGrid cards={result.cards} className="mt-4" />
          </>
        )}
      </section>
    </div>
  )
}

export const meta = withSocial(pageMeta)
