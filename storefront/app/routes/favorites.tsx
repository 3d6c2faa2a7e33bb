// /favorites (signed-in only, spec §2): the cards the user saved.
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { CardGrid } from '~/components/CardTile'
import { getAllCards } from '~/utils/catalog.server'
import { tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { cmsFetch } from '~/utils/cms.server'
import { requireUser } from '~/utils/guards.server'
import { readSessionToken } from '~/utils/session.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { withSocial } from '~/utils/seo'

export const headers = privatePageHeaders

const pageMeta: MetaFunction = () => [
  { title: 'My Favourite Cards | CardCompare UAE' },
  { name: 'description', content: 'The credit cards you saved on CardCompare UAE.' },
  { name: 'robots', content: 'noindex' },
]

type Favorite = { card: number | { id: number } }

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const [favorites, cards, context] = await Promise.all([
    cmsFetch<{ docs: Favorite[] }>('favorites', {
      token: readSessionToken(request),
      query: { 'where[user][equals]': user.id, limit: 100, depth: 0, sort: '-createdAt' },
    }),
    getAllCards(),
    tileContext(),
  ])
  const byId = new Map(cards.map((card) => [card.id, card]))
  const saved = favorites.docs.flatMap((f) => byId.get(typeof f.card === 'number' ? f.card : f.card.id) ?? [])
  return data({ cards: toCardTiles(saved, context) }, { headers: PRIVATE_NO_STORE })
}

export default function FavoritesPage() {
  const { cards } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">My Favourite Cards</h1>
      {cards.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">You have not saved any cards yet</p>
          <Link to="/cards" className="btn-primary mt-6">
            Browse All Cards
          </Link>
        </div>
      ) : (
        <CardGrid cards={cards} className="mt-8" />
      )}
    </div>
  )
}

export const meta = withSocial(pageMeta)
