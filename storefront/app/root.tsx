import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import type { ReactNode } from 'react'
import { TEXT_DIRECTION, type Locale } from '@cardcompare/shared'
import { AppUpdates } from '~/components/AppUpdates'
import { ErrorMessage, NotFound } from '~/components/NotFound'
import { Notifications, useFlashNotification } from '~/components/Notifications'
import { SiteLayout } from '~/components/SiteLayout'
import stylesheet from '~/styles/app.css?url'
import arabicBold from '~/styles/fonts/ibm-plex-sans-arabic-700.woff2?url'
import arabicRegular from '~/styles/fonts/ibm-plex-sans-arabic-400.woff2?url'
import { env } from '~/utils/env.server'
import { takeFlash } from '~/utils/flash.server'
import { useNonce } from '~/utils/nonce'
import { metaT } from '~/i18n/meta'
import { useLocale } from '~/utils/locale'
import { getFavoriteIds } from '~/utils/favorites.server'
import { readSessionToken } from '~/utils/session.server'
import { getSessionUser } from '~/utils/user.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png', sizes: '180x180' },
]

/**
 * The web fonts a page in each language draws its first screen with (app.css): asked for with the
 * stylesheet rather than after it, so its text is not redrawn late (English uses the system face).
 */
const TYPEFACES: Record<Locale, string[]> = { en: [], ar: [arabicRegular, arabicBold] }

export async function loader({ request }: LoaderFunctionArgs) {
  const { flash, clear } = await takeFlash(request)
  // Private caching of the answer that clears it: entry.server.tsx (it sets a cookie).
  const headers: HeadersInit = clear ? { 'Set-Cookie': clear } : {}
  try {
    const user = await getSessionUser(request)
    // spec §4: favourites are fetched only when signed in; every form or fetcher post reloads them.
    const favoriteIds = user ? await getFavoriteIds(readSessionToken(request)!, user.id).catch(() => []) : []
    return data({ user, favoriteIds, flash, origin: env.PUBLIC_URL }, { headers })
  } catch (error) {
    // The CMS being unreachable must not take down pages that do not need it.
    console.error('[root] could not read the session user', error)
    return data({ user: null, favoriteIds: [] as number[], flash, origin: env.PUBLIC_URL }, { headers })
  }
}

// Filters and pagination change only the query string; the signed-in user cannot change then.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) => {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false
  return defaultShouldRevalidate
}

export const meta: MetaFunction = ({ error, location }) => {
  const t = metaT(location)
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404
    return [{ title: t('titles.suffix', { title: t(notFound ? 'notFound.title' : 'error.title') }) }]
  }
  return [{ title: t('site.name') }, { name: 'description', content: t('site.description') }]
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  const locale = useLocale()
  return (
    <html lang={locale} dir={TEXT_DIRECTION[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
        {TYPEFACES[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
      </head>
      <body>
        {children}
        <Notifications />
        <AppUpdates />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { user, flash } = useLoaderData<typeof loader>()
  useFlashNotification(flash)
  return (
    <SiteLayout user={user}>
      <Outlet />
    </SiteLayout>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const root = useRouteLoaderData<typeof loader>('root')
  const notFound = isRouteErrorResponse(error) && error.status === 404
  if (!notFound) console.error(error)
  return <SiteLayout user={root?.user ?? null}>{notFound ? <NotFound /> : <ErrorMessage />}</SiteLayout>
}
