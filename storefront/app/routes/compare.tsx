// /compare (signed-in only, spec §2 Comparison table): the user's comparison list side by side.
import { cardHasFeature, cardPath, comparisonFigures, isHighlightedFeature, parsePositiveInt } from '@cardcompare/shared'
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react'
import { BankLogo } from '~/components/CardTile'
import { ComparisonTable } from '~/components/ComparisonTable'
import { FavoriteButton } from '~/components/FavoriteButton'
import { ImageWithFallback } from '~/components/ImageWithFallback'
import { ApplyButton } from '~/components/apply/ApplyButton'
import { getAllCards, getBanks, getCardById, getFeatures } from '~/utils/catalog.server'
import { addToCompare, getCompareIds, removeFromCompare } from '~/utils/compare.server'
import { requireUser } from '~/utils/guards.server'
import { readSessionToken } from '~/utils/session.server'
import { getSessionUser } from '~/utils/user.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'
import { readForm } from '~/utils/form.server'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'Compare Cards | CardCompare UAE' },
  { name: 'description', content: 'Your credit cards side by side: fees, interest, minimum salary, rewards and features.' },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const token = readSessionToken(request)!
  const [ids, cards, banks, features] = await Promise.all([
    getCompareIds(token, user.id),
    getAllCards(),
    getBanks(),
    getFeatures(),
  ])
  const byId = new Map(cards.map((card) => [card.id, card]))
  const bankById = new Map(banks.map((bank) => [bank.id, bank]))
  const highlighted = features.filter((feature) => isHighlightedFeature(feature.name))
  const selected = ids.flatMap((id) => byId.get(id) ?? [])
  return data(
    {
      cards: selected.map((card) => {
        const bank = card.bankId === null ? null : bankById.get(card.bankId) ?? null
        return {
          id: card.id,
          name: card.name,
          href: cardPath(card),
          imageUrl: card.imageUrl,
          bank: bank ? { id: bank.id, name: bank.name, logo: bank.logo } : null,
          ...comparisonFigures(card),
          features: highlighted.map((feature) => cardHasFeature(card.featureIds, feature.id)),
        }
      }),
      // Only the highlighted features some selected card has; a row of crosses says nothing.
      features: highlighted.map(({ id, name }) => ({ id, name })),
    },
    { headers: PRIVATE_NO_STORE },
  )
}

/**
 * Add or remove a card. The Compare buttons post with `mode=js` and read JSON; without
 * JavaScript the form posts here directly and the browser follows a redirect.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const js = form.get('mode') === 'js'
  const user = await getSessionUser(request)
  if (!user) {
    if (js) return data({ error: 'Please login to compare cards' }, { status: 401, headers: PRIVATE_NO_STORE })
    throw redirect('/auth?redirect=/compare')
  }
  if (!user.isVerified) {
    return data(
      { requiresVerification: true, error: 'Please verify your email address before comparing cards.' },
      { status: 403, headers: PRIVATE_NO_STORE },
    )
  }
  const cardId = parsePositiveInt(form.get('cardId'))
  if (cardId === null) return data({ error: 'cardId must be a positive integer' }, { status: 400, headers: PRIVATE_NO_STORE })
  const token = readSessionToken(request)!
  const intent = form.get('intent') === 'remove' ? 'remove' : 'add'
  if (intent === 'add') {
    // The CMS would answer an unknown id with a database error: check it first.
    const card = await getCardById(cardId)
    if (!card || !card.isActive) return data({ error: 'Card not found' }, { status: 404, headers: PRIVATE_NO_STORE })
  }
  const result =
    intent === 'remove' ? await removeFromCompare(token, user.id, cardId) : await addToCompare(token, user.id, cardId)
  if (!result.ok) return data({ error: result.error }, { status: result.status, headers: PRIVATE_NO_STORE })
  if (!js) throw redirect('/compare')
  return data({ ok: true, ids: result.ids }, { headers: PRIVATE_NO_STORE })
}

function Tick({ yes, feature }: { yes: boolean; feature: string }) {
  return yes ? (
    <span className="font-bold text-emerald-700">
      <span aria-hidden="true">✓</span>
      <span className="sr-only">Has {feature}</span>
    </span>
  ) : (
    <span className="text-slate-500">
      <span aria-hidden="true">✗</span>
      <span className="sr-only">No {feature}</span>
    </span>
  )
}

export default function ComparePage() {
  const { cards, features } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formAction === '/compare'
  const rows = features
    .map((feature, index) => ({ ...feature, index }))
    .filter(({ index }) => cards.some((card) => card.features[index]))

  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Compare Cards</h1>
      {cards.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">No cards selected for comparison</p>
          <p className="mt-2 text-slate-600">Press Compare on up to 4 cards to see them side by side here.</p>
          <Link to="/cards" className="btn-primary mt-6">
            Select Cards to Compare
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">
            {cards.length} of 4 cards. <Link to="/cards" className="font-medium text-brand-700 underline">Add more cards</Link>
          </p>
          <ComparisonTable
            label="Comparison table"
            cards={cards}
            head={(card) => (
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
                <FavoriteButton cardId={card.id} cardName={card.name} className="mt-2" />
                <Form method="post" action="/compare" className="mt-2">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="cardId" value={card.id} />
                  <button type="submit" className="text-sm font-medium text-red-800 underline" disabled={busy}>
                    Remove<span className="sr-only"> {card.name}</span>
                  </button>
                </Form>
              </>
            )}
            rows={[
              ...rows.map((feature) => ({
                key: `feature-${feature.id}`,
                label: feature.name,
                cell: (card: (typeof cards)[number]) => <Tick yes={card.features[feature.index]} feature={feature.name} />,
              })),
              {
                key: 'actions',
                label: 'Actions',
                cell: (card: (typeof cards)[number]) => (
                  <ApplyButton card={{ ...card, bankName: card.bank?.name ?? null }} className="btn-primary" />
                ),
              },
            ]}
          />
        </>
      )}
    </div>
  )
}

export const meta = withSocial(pageMeta)
