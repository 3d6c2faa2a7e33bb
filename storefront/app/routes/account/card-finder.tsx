// /card-finder (spec §2, docs/decisions/014): the quiz is for signed-in users; guests go to
// /auth?redirect=/card-finder. Spending habits, income and preferences, then the eligible cards
// ranked by their value in AED. Posting saves the answers (prefilled next time) and redirects
// to a bookmarkable GET of the results; it works without JavaScript.
import type { I18nHandle } from '~/i18n/namespaces'
import {
  catalogueKeys,
  CBUAE_MIN_ANNUAL_INCOME,
  CBUAE_MIN_MONTHLY_INCOME,
  fieldErrors,
  finderFormSchema,
  finderFormValues,
  finderQuery,
  isBelowCentralBankFloor,
  parseFinderAnswers,
  recommendCards,
  type FinderFormInput,
} from '@cardcompare/shared'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { useAccountGate } from '~/components/account/AccountGate'
import enCard from '@cardcompare/shared/i18n/en/card'
import { Fragment } from 'react'
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
import { metaT } from '~/i18n/meta'
import { useFormats } from '~/utils/locale'
import { useTranslation } from 'react-i18next'

// The quiz and its results speak from the card namespace; the tiles from the catalogue's.
export const handle = { i18n: ['catalogue', 'card'] } satisfies I18nHandle

export const headers = privatePageHeaders

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('finder.meta.title', { ns: 'card' }) }) },
    { name: 'description', content: t('finder.meta.description', { ns: 'card' }) },
  ]
}

// The action answers in English, as the other refusals (the page words it in its language).
const FINDER_UNVERIFIED = enCard.finder.unverified

/** Where the address goes in its sentence; it reads left to right. */
const EMAIL = '{{email}}'

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
  const locale = requestLocale(request)
  const [cards, context, cardTypes] = await Promise.all([getAllCards(locale), tileContext(locale), getCardTypes()])
  // The fee features and the Islamic type are found by their English names (docs/decisions/028).
  const { picks, eligible } = recommendCards(cards, answers, catalogueKeys({ features: context.english ?? context.features, cardTypes }), {
    locale,
  })
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
        belowFloor: isBelowCentralBankFloor(answers.salary) ? answers.salary : null,
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
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  const { aed } = useFormats()

  const legend = 'text-lg font-semibold text-slate-900'
  return (
    <div className="mx-auto max-w-6xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('common:quiz.title')}</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        {t('finder.intro')}{' '}
        <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
          {t('finder.howWeRank')}
        </Link>
      </p>
      {prefilled ? <p className="mt-2 text-sm text-slate-700">{t('finder.prefilled')}</p> : null}

      <FinderQuizForm defaults={defaults} refused={refused} />

      <section aria-labelledby="finder-results" className="mt-10 scroll-mt-24">
        <h2 id="finder-results" className={legend} tabIndex={-1}>
          {t('finder.results')}
        </h2>
        {!answered ? (
          <p className="mt-2 text-slate-600">{t('finder.answerFirst')}</p>
        ) : result === null ? (
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {t('finder.unverified')}{' '}
            {t('finder.sentTo', { email: EMAIL })
              .split(EMAIL)
              .map((part, index) => (
                <Fragment key={index}>
                  {index > 0 ? user?.email ? <span dir="ltr">{user.email}</span> : t('common:verification.yourEmail') : null}
                  {part}
                </Fragment>
              ))}
          </p>
        ) : result.belowFloor !== null ? (
          <p className="mt-2 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
            {t('catalogue:results.belowFloor', {
              monthly: aed(CBUAE_MIN_MONTHLY_INCOME),
              annual: aed(CBUAE_MIN_ANNUAL_INCOME),
              salary: aed(result.belowFloor),
            })}
          </p>
        ) : result.picks.length === 0 ? (
          <p className="mt-2 text-slate-600">
            {t('finder.none')}{' '}
            <Link to="/cards" className="font-medium text-brand-700 underline">
              {t('finder.browse')}
            </Link>
            {t('finder.noneEnd')}
          </p>
        ) : (
          <>
            <p className="mt-2 text-slate-600">{t('finder.eligible', { count: result.eligible })}</p>
            <p className="mt-2 max-w-3xl text-sm text-slate-600">
              {t('catalogue:ranking.paid')}{' '}
              <Link to="/how-we-rank" className="font-medium text-brand-700 underline">
                {t('finder.howWeRank')}
              </Link>
            </p>
            <ol className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.picks.map((pick, index) => (
                <li key={pick.tile.id} className="flex flex-col gap-3">
                  <p
                    className={`rounded-xl p-3 text-sm ${pick.known ? 'bg-emerald-50 text-emerald-950 ring-1 ring-emerald-200' : 'bg-slate-100 text-slate-800'}`}
                  >
                    <span className="font-semibold">{t('finder.why', { n: index + 1 })}</span> <span>{pick.reason}</span>
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
