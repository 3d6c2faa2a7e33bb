// /compare (spec §2 Comparison table): the signed-in user's comparison list side by side, or,
// with ?cards=1,5,9, a shared read-only comparison anyone may open (docs/decisions/015).
import type { I18nHandle } from '~/i18n/namespaces'
import {
  COMPARE_LINK_PROBLEMS,
  COMPARE_MAX_CARDS,
  compareLinkPath,
  parseCompareLink,
  parsePositiveInt,
  NOTIFICATIONS,
} from '@cardcompare/shared'
import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData, useNavigation } from '@remix-run/react'
import { Form, Link } from '~/components/ui/navigation'
import { CardColumnHead, ComparisonTable, featureRows } from '~/components/ComparisonTable'
import { FavoriteButton } from '~/components/FavoriteButton'
import { ApplyButton } from '~/components/apply/ApplyButton'
import { ShareComparisonButton } from '~/components/compare/ShareComparisonButton'
import { SharedComparison } from '~/components/compare/SharedComparison'
import { getCardById } from '~/utils/catalogue.server'
import { catalogueHeaders, tileContext } from '~/utils/catalogue-page.server'
import { comparisonCalculator, comparisonView, listedCards, loadSharedComparison } from '~/utils/comparison.server'
import { SpendCalculator } from '~/components/SpendCalculator'
import { addToCompare, getCompareIds, removeFromCompare, replaceCompare } from './compare.server'
import { flashCookie } from '~/utils/flash.server'
import { requireUser } from '~/utils/guards.server'
import { readSessionToken } from '~/utils/session.server'
import { getSessionUser } from '~/utils/user.server'
import { PRIVATE_NO_STORE } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'
import { readForm } from '~/utils/form.server'
import { redirectIn, requestLocale } from '~/utils/locale.server'
import { toSignIn } from '~/utils/guards.server'
import { useLocalePath } from '~/utils/locale'
import { HiddenName } from '~/components/ui/HiddenName'
import { metaT } from '~/i18n/meta'
import { useTranslation } from 'react-i18next'

// A guest's shared comparison is public catalogue data; a signed-in user's own list, and every
// answer to a post, are private.
// The table and calculator speak from the card namespace; buttons and figures from the catalogue's.
export const handle = { i18n: ['catalogue', 'card'] } satisfies I18nHandle

export const headers: HeadersFunction = (args) => (args.actionHeaders.has('Cache-Control') ? PRIVATE_NO_STORE : catalogueHeaders(args))

const pageMeta: MetaFunction<typeof loader> = ({ data, location }) => {
  const t = metaT(location)
  if (data?.view === 'shared' && data.cards.length > 0) {
    const names = data.cards.map((card) => card.name)
    return [
      {
        title: t('titles.suffix', {
          title: t('compare.meta.sharedTitle', { ns: 'card', names: names.join(t('compare.meta.vs', { ns: 'card' })) }),
        }),
      },
      { name: 'description', content: t('compare.meta.sharedDescription', { ns: 'card', names: names.join(', ') }) },
      { name: 'robots', content: 'noindex' },
      { tagName: 'link', rel: 'canonical', href: data.link },
    ]
  }
  return [
    {
      title: t('titles.suffix', {
        title:
          data?.view === 'invalid' || data?.view === 'shared'
            ? t('compare.meta.shared', { ns: 'card' })
            : t('compare.heading', { ns: 'card' }),
      }),
    },
    { name: 'description', content: t('compare.meta.description', { ns: 'card' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  // A shared link needs no account (spec §2 keeps plain /compare for signed-in users).
  if (new URL(request.url).searchParams.has('cards')) return loadSharedComparison(request)
  const user = await requireUser(request)
  const token = readSessionToken(request)!
  const locale = requestLocale(request)
  const [ids, context] = await Promise.all([getCompareIds(token, user.id), tileContext(locale)])
  const cards = await listedCards(ids, locale)
  const view = comparisonView(cards, context)
  return data(
    {
      view: 'own' as const,
      ...view,
      link: compareLinkPath(view.cards.map((card) => card.id)),
      calculator: comparisonCalculator(cards, request),
    },
    { headers: PRIVATE_NO_STORE },
  )
}

/**
 * Add or remove a card, or (intent=save) make the list a shared link's cards. The Compare buttons post with `mode=js` and read JSON; without
 * JavaScript the form posts here directly and the browser follows a redirect.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const js = form.get('mode') === 'js'
  const user = await getSessionUser(request)
  if (!user) {
    if (js) return data({ error: 'Please login to compare cards' }, { status: 401, headers: PRIVATE_NO_STORE })
    throw toSignIn(request, '/compare')
  }
  if (!user.isVerified) {
    return data(
      { requiresVerification: true, error: 'Please verify your email address before comparing cards.' },
      { status: 403, headers: PRIVATE_NO_STORE },
    )
  }
  if (form.get('intent') === 'save') return saveSharedComparison(request, user.id, form.get('cards'))
  const cardId = parsePositiveInt(form.get('cardId'))
  if (cardId === null) return data({ error: 'cardId must be a positive integer' }, { status: 400, headers: PRIVATE_NO_STORE })
  const token = readSessionToken(request)!
  const intent = form.get('intent') === 'remove' ? 'remove' : 'add'
  if (intent === 'add') {
    // The CMS would answer an unknown id with a database error: check it first.
    const card = await getCardById(cardId)
    if (!card || !card.isActive) return data({ error: 'Card not found' }, { status: 404, headers: PRIVATE_NO_STORE })
  }
  const result = intent === 'remove' ? await removeFromCompare(token, user.id, cardId) : await addToCompare(token, user.id, cardId)
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: PRIVATE_NO_STORE })
  if (!js) throw redirectIn(request, '/compare')
  return data({ ok: true, ids: result.ids }, { headers: PRIVATE_NO_STORE })
}

/** "Save to my comparison" on a shared link: the user's list becomes the link's listed cards. */
async function saveSharedComparison(request: Request, userId: number, value: FormDataEntryValue | null) {
  const link = parseCompareLink([typeof value === 'string' ? value : ''])
  if (!link.ok) return data({ error: COMPARE_LINK_PROBLEMS[link.problem] }, { status: 400, headers: PRIVATE_NO_STORE })
  const cards = await listedCards(link.ids)
  if (cards.length === 0) return data({ error: 'Card not found' }, { status: 404, headers: PRIVATE_NO_STORE })
  await replaceCompare(
    readSessionToken(request)!,
    userId,
    cards.map((card) => card.id),
  )
  return redirectIn(request, '/compare', {
    headers: {
      'Set-Cookie': await flashCookie(NOTIFICATIONS.comparisonSaved),
    },
  })
}

export default function ComparePage() {
  const data = useLoaderData<typeof loader>()
  return data.view === 'own' ? <OwnComparison data={data} /> : <SharedComparison data={data} />
}

type OwnList = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { view: 'own' }>

function OwnComparison({ data: { cards, features, link, calculator } }: { data: OwnList }) {
  const navigation = useNavigation()
  const localize = useLocalePath()
  const busy = navigation.state !== 'idle' && navigation.formAction === localize('/compare')
  const { t } = useTranslation(['card', 'catalogue', 'common'])

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('compare.heading')}</h1>
      {cards.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('compare.empty')}</p>
          <p className="mt-2 text-slate-600">{t('compare.emptyText', { max: COMPARE_MAX_CARDS })}</p>
          <Link to="/cards" className="btn-primary mt-6">
            {t('compare.select')}
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
            <p className="text-slate-600">
              {t('compare.count', { count: cards.length, max: COMPARE_MAX_CARDS })}{' '}
              <Link to="/cards" className="font-medium text-brand-700 underline">
                {t('compare.addMore')}
              </Link>
            </p>
            <ShareComparisonButton path={link} className="btn-outline" />
          </div>
          <ComparisonTable
            label={t('compare.label')}
            cards={cards}
            head={(card) => (
              <>
                <CardColumnHead card={card} />
                <FavoriteButton cardId={card.id} cardName={card.name} className="mt-2" />
                <Form method="post" action="/compare" className="mt-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="cardId" value={card.id} />
                  <button type="submit" className="text-sm font-medium text-red-800 underline" disabled={busy}>
                    {t('compare.remove')}
                    <HiddenName name={card.name} />
                  </button>
                </Form>
              </>
            )}
            rows={[
              ...featureRows<(typeof cards)[number]>(features),
              {
                key: 'actions',
                label: t('compare.actions'),
                cell: (card: (typeof cards)[number]) => (
                  <ApplyButton card={{ ...card, bankName: card.bank?.name ?? null }} className="btn-primary" />
                ),
              },
            ]}
          />
          <SpendCalculator cards={calculator.cards} initial={calculator.initial} heading={t('calculator.headingMany')} />
        </>
      )}
    </div>
  )
}

export const meta = withSocial(pageMeta)
