// /card-finder (spec §2, issue 12 §3): the quiz is for signed-in users; guests go to
// /auth?redirect=/card-finder. Spending habits, income and preferences, then the eligible cards
// ranked by their value in AED. Posting saves the answers (prefilled next time) and redirects
// to a bookmarkable GET of the results; it works without JavaScript.
import {
  BANKING_CHOICES,
  BANKING_LABELS,
  FEE_FILTER_LABELS,
  finderQuery,
  parseFinderAnswers,
  recommendCards,
  SPEND_CATEGORIES,
  SPEND_CATEGORY_LABELS,
  type SpendCategory,
} from '@cardcompare/shared'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import type { FormEvent } from 'react'
import { useAccountGate } from '~/components/account/AccountGate'
import { CardTile } from '~/components/CardTile'
import { getAllCards } from '~/utils/catalog.server'
import { tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { readForm } from '~/utils/form.server'
import { requireUser } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { saveFinderAnswers, savedFinderDefaults } from '~/utils/preferences.server'
import { readSessionToken } from '~/utils/session.server'
import { withSocial } from '~/utils/seo'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'Card Finder Quiz | CardCompare UAE' },
  { name: 'description', content: 'Answer a few questions and see the UAE credit cards worth most for the way you spend, in dirhams.' },
]

/** Categories a person picks from: "everything else" is what is left. */
const PICKABLE = SPEND_CATEGORIES.filter((category) => category !== 'other')

const FINDER_INCOMPLETE = 'Please enter your monthly card spending and your monthly salary as whole numbers in AED.'
const FINDER_UNVERIFIED = 'Please verify your email address to see recommendations.'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const query = new URL(request.url).searchParams
  const answers = parseFinderAnswers(query)
  const token = readSessionToken(request)!
  const saved = answers ? null : await savedFinderDefaults(token, user.id).catch(() => null)
  const defaults = answers
    ? { spend: String(answers.monthlySpend), categories: answers.categories, salary: String(answers.salary), banking: answers.banking, fee: answers.fee ?? 'any' }
    : saved ?? { spend: '', categories: [] as SpendCategory[], salary: '', banking: 'any' as const, fee: 'any' as const }
  // Recommendations are for verified users (spec §4): the others see the reminder instead.
  if (!answers || !user.isVerified) {
    return data({ defaults, prefilled: saved !== null, answered: answers !== null, result: null }, { headers: PRIVATE_NO_STORE })
  }
  const [cards, context] = await Promise.all([getAllCards(), tileContext()])
  const { picks, eligible } = recommendCards(cards, answers)
  const tiles = toCardTiles(
    picks.map((pick) => pick.card),
    context,
  )
  return data(
    {
      defaults,
      prefilled: false,
      answered: true,
      result: { eligible, picks: picks.map((pick, i) => ({ tile: tiles[i]!, reason: pick.reason, known: pick.value.netOngoing !== null })) },
    },
    { headers: PRIVATE_NO_STORE },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  if (!user.isVerified) return data({ error: FINDER_UNVERIFIED }, { status: 403, headers: PRIVATE_NO_STORE })
  const answers = parseFinderAnswers(await readForm(request))
  if (!answers) return data({ error: FINDER_INCOMPLETE }, { status: 400, headers: PRIVATE_NO_STORE })
  try {
    await saveFinderAnswers(readSessionToken(request)!, user.id, answers)
  } catch (error) {
    // The results do not depend on the saved copy; say so in the log, without the answers.
    console.warn(`[card-finder] could not save preferences for user ${user.id}: ${(error as Error).message}`)
  }
  throw redirect(`/card-finder?${finderQuery(answers)}#finder-results`)
}

export default function CardFinderPage() {
  const { defaults, prefilled, answered, result } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { user, requireVerified } = useAccountGate()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!requireVerified()) event.preventDefault()
  }

  const legend = 'text-lg font-semibold text-slate-900'
  const choice =
    'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600'
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Find Your Perfect Credit Card</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        About 60 seconds. We show only cards your salary qualifies for, ranked by what they are worth to you in dirhams a year.{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">How we rank</Link>
      </p>
      {prefilled ? <p className="mt-2 text-sm text-slate-700">We filled in your answers from last time.</p> : null}

      <Form method="post" onSubmit={onSubmit} className="mt-8 space-y-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-8">
        {actionData?.error ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {actionData.error}
          </p>
        ) : null}
        <fieldset>
          <legend className={legend}>1. Your spending habits</legend>
          <div className="mt-3 max-w-sm">
            <label htmlFor="finder-spend" className="text-sm font-medium text-slate-800">
              About how much do you spend by card a month? (AED)
            </label>
            <input id="finder-spend" name="spend" type="text" inputMode="numeric" required pattern="[0-9][0-9,]*" placeholder="e.g. 5,000" defaultValue={defaults.spend} className="field-select mt-1" />
          </div>
          <p id="finder-categories-hint" className="mt-4 text-sm font-medium text-slate-800">
            Where does most of it go? Choose any.
          </p>
          <div role="group" aria-labelledby="finder-categories-hint" className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {PICKABLE.map((category) => (
              <label key={category} className={choice}>
                <input type="checkbox" name="category" value={category} defaultChecked={defaults.categories.includes(category)} className="size-4 accent-brand-700" />
                {SPEND_CATEGORY_LABELS[category]}
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
              <input id="finder-salary" name="salary" type="text" inputMode="numeric" required pattern="[0-9][0-9,]*" placeholder="e.g. 12,000" defaultValue={defaults.salary} className="field-select mt-1" />
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
          <p id="finder-banking-hint" className="mt-4 text-sm font-medium text-slate-800">
            Islamic or conventional?
          </p>
          <div role="radiogroup" aria-labelledby="finder-banking-hint" className="mt-2 grid gap-2 sm:grid-cols-3">
            {BANKING_CHOICES.map((value) => (
              <label key={value} className={choice}>
                <input type="radio" name="banking" value={value} defaultChecked={defaults.banking === value} className="size-4 accent-brand-700" />
                {BANKING_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>

        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Finding your cards…' : 'Show my recommendations'}
        </button>
      </Form>

      <section aria-labelledby="finder-results" className="mt-10 scroll-mt-24">
        <h2 id="finder-results" className={legend} tabIndex={-1}>
          3. Your recommendations
        </h2>
        {!answered ? (
          <p className="mt-2 text-slate-600">Answer the questions above to see the cards worth most to you.</p>
        ) : result === null ? (
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {FINDER_UNVERIFIED} We sent the link to {user?.email ?? 'your email'}.
          </p>
        ) : result.picks.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No card matches that salary and those preferences yet. Try “Either” or any annual fee, or{' '}
            <Link to="/cards" className="font-medium text-brand-700 underline">browse all cards</Link>.
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">
              {result.eligible} {result.eligible === 1 ? 'card fits' : 'cards fit'} your salary and preferences; here are the best
              for the way you spend. Cards whose value we cannot work out from the bank’s documents come after those we can.
            </p>
            <ol className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.picks.map((pick, index) => (
                <li key={pick.tile.id} className="flex flex-col gap-3">
                  <p className={`rounded-xl p-3 text-sm ${pick.known ? 'bg-emerald-50 text-emerald-950 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-800'}`}>
                    <span className="font-semibold">
                      {index + 1}. Why:
                    </span>{' '}
                    {pick.reason}
                  </p>
                  <CardTile card={pick.tile} />
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  )
}

export const meta = withSocial(pageMeta)
