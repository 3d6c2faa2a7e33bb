// /favorites (signed-in only, spec §2): the cards the user saved, each with Remove. Its action
// adds and removes for every heart on the site: the hearts post with `mode=js` and read JSON;
// without JavaScript the form posts here and the browser goes back to the page it came from.
import type { I18nHandle } from '~/i18n/namespaces'
import { NOTIFICATIONS } from '@cardcompare/shared'
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/navigation'
import { CardTile } from '~/components/CardTile'
import { RemoveFavoriteButton } from '~/components/FavoriteButton'
import { tileContext, toCardTiles } from '~/utils/catalogue-page.server'
import { changeFavorite, FAVORITE_MESSAGES, favoriteUnavailable, getFavoriteCards, type FavoriteResult } from '~/utils/favorites.server'
import { flashCookie } from '~/utils/flash.server'
import { readForm } from '~/utils/form.server'
import { requireUser, toSignIn } from '~/utils/guards.server'
import { PRIVATE_NO_STORE, privatePageHeaders } from '~/utils/http.server'
import { safeRedirect } from '~/utils/redirect.server'
import { readSessionToken } from '~/utils/session.server'
import { withSocial } from '~/utils/seo'
import { getSessionUser } from '~/utils/user.server'
import { redirectIn, requestLocale } from '~/utils/locale.server'
import { metaT } from '~/i18n/meta'
import { useTranslation } from 'react-i18next'

// The page speaks from the card namespace; its tiles and buttons from the catalogue's.
export const handle = { i18n: ['catalogue', 'card'] } satisfies I18nHandle

export const headers = privatePageHeaders

const pageMeta: MetaFunction = ({ location }) => {
  const t = metaT(location)
  return [
    { title: t('titles.suffix', { title: t('favorites.heading', { ns: 'card' }) }) },
    { name: 'description', content: t('favorites.description', { ns: 'card' }) },
    { name: 'robots', content: 'noindex' },
  ]
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request)
  const locale = requestLocale(request)
  const [cards, context] = await Promise.all([getFavoriteCards(readSessionToken(request)!, user.id, locale), tileContext(locale)])
  return data({ cards: toCardTiles(cards, context) }, { headers: PRIVATE_NO_STORE })
}

function flashFor(result: FavoriteResult, intent: 'add' | 'remove') {
  if (result.ok) return result.isFavorite ? NOTIFICATIONS.favoriteAdded : NOTIFICATIONS.favoriteRemoved
  return intent === 'add' ? NOTIFICATIONS.favoriteAddFailed(result.error) : NOTIFICATIONS.favoriteRemoveFailed(result.error)
}

export async function action({ request }: ActionFunctionArgs) {
  const form = await readForm(request)
  const js = form.get('mode') === 'js'
  const back = safeRedirect(form.get('redirectTo'), '/favorites')
  const user = await getSessionUser(request)
  if (!user) {
    if (js) return data({ error: FAVORITE_MESSAGES.guest }, { status: 401, headers: PRIVATE_NO_STORE })
    throw toSignIn(request, back)
  }
  const intent = form.get('intent') === 'remove' ? 'remove' : 'add'
  let result: FavoriteResult
  try {
    result = await changeFavorite(readSessionToken(request)!, user, form.get('cardId'), intent)
  } catch (error) {
    if (js) return favoriteUnavailable(error)
    console.error(`[favorites] the change failed (${(error as Error)?.name ?? 'error'})`)
    result = { ok: false, status: 400, error: 'Please try again in a moment.' }
  }
  if (js) {
    const { ok: _ok, status, ...body } = result
    return data(body, { status, headers: PRIVATE_NO_STORE })
  }
  throw redirectIn(request, back, { headers: { 'Set-Cookie': await flashCookie(flashFor(result, intent)) } })
}

export default function FavoritesPage() {
  const { cards } = useLoaderData<typeof loader>()
  const { t } = useTranslation(['card', 'catalogue', 'common'])
  return (
    <div className="mx-auto max-w-7xl px-4 pt-8 pb-16 sm:px-6 sm:pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('favorites.heading')}</h1>
      {cards.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('favorites.empty')}</p>
          <p className="mt-2 text-slate-600">{t('favorites.emptyText')}</p>
          <Link to="/cards" className="btn-primary mt-6">
            {t('common:notFound.browse')}
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-2 text-slate-600">{t('favorites.count', { count: cards.length })}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {cards.map((card) => (
              <li key={card.id} className="flex flex-col gap-3">
                <div className="flex-1">
                  <CardTile card={card} />
                </div>
                <RemoveFavoriteButton cardId={card.id} cardName={card.name} className="w-full" />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}

export const meta = withSocial(pageMeta)
