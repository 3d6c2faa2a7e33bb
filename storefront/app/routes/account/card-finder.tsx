// /card-finder (spec §2, docs/decisions/014): the quiz is for signed-in users; guests go to
// /auth?redirect=/card-finder. Spending habits, income and preferences, then the eligible cards
// ranked by their value in AED. Posting saves the answers (prefilled next time) and redirects
// to a bookmarkable GET of the results; it works without JavaScript.
import type { I18nHandle } from '~/i18n/namespaces'
import {
  catalogueKeys,
  centralBankFloorText,
  fieldErrors,
  finderFormSchema,
  finderFormValues,
  finderQuery,
  HOW_WE_ARE_PAID,
  isBelowCentralBankFloor,
  parseFinderAnswers,
  recommendCards,
  type FinderFormInput,
} from '@cardcompare/shared'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { useAccountGate } from '~/components/account/AccountGate'
import { CardTile } from '~/components/CardTile'
import { FinderQuizForm } from '~/components/finder/FinderQuizForm'
import { getAllCards, getCardTypes } from '~/utils/catalogue.server'
import { tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { readForm } from '~/utils/form.server'
import { requireUser } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { saveFinderAnswers, savedFinderDefaults } from './card-finder.server'
import { readSessionToken } from '~/utils/session.server'
import { withSocial } from '~/utils/seo'
import { redirectIn, requestLocale } from '~/utils/locale.server'

// Its card tiles, figures, buttons or pagination speak from the card catalogue's texts.
export const handle = { i18n: ['catalogue'] } satisfies I18nHandle

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'Card Finder Quiz | CardCompare UAE' },
  { name: 'description', content: 'Answer a few questions and see the UAE credit cards worth most for the way you spend, in dirhams.' },
]

const FINDER_UNVERIFIED = 'Please verify your email address to see recommendations.'

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const query = new URL(request.url).searchParams
  const answers = parseFinderAnswers(query)
  const token = readSessionToken(request)!
  const saved = answers ? null : await savedFinderDefaults(token, user.id).catch(() => null)
  const defaults: FinderFormInput = answers
    ? {
        spend: String(answers.monthlySpend),
        category: answers.categories,
        salary: String(answers.salary),
        banking: answers.banking,
        fee: answers.fee ?? 'any',
        salaryTransfer: answers.salaryTransfer,
      }
    : (saved ?? { spend: '', category: [], salary: '', banking: 'any', fee: 'any', salaryTransfer: 'not-sure' })
  // Recommendations are for verified users (spec §4): the others see the reminder instead.
  if (!answers || !user.isVerified) {
    return data({ defaults, prefilled: saved !== null, answered: answers !== null, result: null }, { headers: PRIVATE_NO_STORE })
  }
  const [cards, context, cardTypes] = await Promise.all([getAllCards(), tileContext(requestLocale(request)), getCardTypes()])
  // The fee features and the Islamic type are found by name in this catalogue (docs/decisions/028).
  const { picks, eligible } = recommendCards(cards, answers, catalogueKeys({ features: context.features, cardTypes }))
  const tiles = toCardTiles(
    picks.map((pick) => pick.card),
    context,
  )
  return data(
    {
      defaults,
      prefilled: false,
      answered: true,
      result: {
        eligible,
        picks: picks.map((pick, i) => ({ tile: tiles[i]!, reason: pick.reason, known: pick.value.netOngoing !== null })),
        // Below the Central Bank's floor no card can be issued: say why, as the assistant does.
        belowFloor: isBelowCentralBankFloor(answers.salary) ? centralBankFloorText(answers.salary) : null,
      },
    },
    { headers: PRIVATE_NO_STORE },
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request)
  if (!user.isVerified) return data({ error: FINDER_UNVERIFIED }, { status: 403, headers: PRIVATE_NO_STORE })
  const values = finderFormValues(await readForm(request))
  const parsed = finderFormSchema.safeParse(values)
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error).fieldErrors, values }, { status: 400, headers: PRIVATE_NO_STORE })
  const answers = parsed.data
  try {
    await saveFinderAnswers(readSessionToken(request)!, user.id, answers)
  } catch (error) {
    // The results do not depend on the saved copy; say so in the log, without the answers.
    console.warn(`[card-finder] could not save preferences for user ${user.id}: ${(error as Error).message}`)
  }
  throw redirectIn(request, `/card-finder?${finderQuery(answers)}#finder-results`)
}

export default function CardFinderPage() {
  const { defaults, prefilled, answered, result } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const { user } = useAccountGate()

  const legend = 'text-lg font-semibold text-slate-900'
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Find Your Perfect Credit Card</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        About 60 seconds. We show only cards your salary qualifies for, ranked by what they are worth to you in dirhams a year.{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
          How we rank
        </Link>
      </p>
      {prefilled ? <p className="mt-2 text-sm text-slate-700">We filled in your answers from last time.</p> : null}

      <FinderQuizForm defaults={defaults} refused={refused} />

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
        ) : result.belowFloor ? (
          <p className="mt-2 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">{result.belowFloor}</p>
        ) : result.picks.length === 0 ? (
          <p className="mt-2 text-slate-600">
            No card matches that salary and those preferences yet. Try “Either” or any annual fee, or{' '}
            <Link to="/cards" className="font-medium text-brand-700 underline">
              browse all cards
            </Link>
            .
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">
              {result.eligible} {result.eligible === 1 ? 'card fits' : 'cards fit'} your salary and preferences; here are the best for the
              way you spend. Cards whose value we cannot work out from the bank’s documents come after those we can.
            </p>
            <p className="mt-2 max-w-3xl text-sm text-slate-600">
              {HOW_WE_ARE_PAID}{' '}
              <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
                How we rank
              </Link>
            </p>
            <ol className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.picks.map((pick, index) => (
                <li key={pick.tile.id} className="flex flex-col gap-3">
                  <p
                    className={`rounded-xl p-3 text-sm ${pick.known ? 'bg-emerald-50 text-emerald-950 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-800'}`}
                  >
                    <span className="font-semibold">{index + 1}. Why:</span> {pick.reason}
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
