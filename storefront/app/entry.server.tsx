// Remix's default Node entry, plus two things every response needs (docs/decisions/008): the CSP
// nonce on every script we render, and `private, no-store` on anything rendered for one person.
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/i18n.server'
import { cataloguePreloads } from '~/i18n/preload.server'
import { localeFromPath, ONE_TIME_TOKEN_PARAM, PERSONAL_COOKIES } from '@cardcompare/shared'
import { Coalesce } from '~/utils/html-stream.server'
import { PRIVATE_NO_STORE } from '~/utils/http.server'
import { NonceProvider } from '~/utils/nonce'
import { readCookie } from '~/utils/session.server'

declare module '@remix-run/node' {
  interface AppLoadContext {
    cspNonce?: string
    /** The visitor's address as Express sees it (server.js). */
    clientAddress?: string
    /** Empties the page cache for guests and the CDN's (server.js); absent in development. */
    purgePages?: () => number
  }
}

const ABORT_DELAY = 5_000

/**
 * A page or data answer is personal when the request carries a session, a one-time message or
 * a one-time token (reset and verification links), or the answer sets a cookie: whatever the
 * route, no shared cache may keep it. One rule here instead of a `headers` export on every
 * route (the header names the user, a 404 included).
 */
function markPersonal(request: Request, headers: Headers) {
  const personal =
    PERSONAL_COOKIES.some((name) => readCookie(request, name)) ||
    new URL(request.url).searchParams.has(ONE_TIME_TOKEN_PARAM) ||
    headers.has('Set-Cookie')
  if (personal) {
    headers.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control'])
  }
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  markPersonal(request, response.headers)
  return response
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  markPersonal(request, responseHeaders)
  const locale = localeFromPath(new URL(request.url).pathname)
  const { matches } = remixContext.staticHandlerContext
  const preloads = cataloguePreloads(
    locale,
    matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
  )
  if (preloads) responseHeaders.append('Link', preloads)
  const nonce = loadContext.cspNonce
  // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get('user-agent') ?? '') || remixContext.isSpaMode

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const ready = () => {
      shellRendered = true
      const body = new Coalesce()
      responseHeaders.set('Content-Type', 'text/html')
      resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
      pipe(body)
    }
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={i18nFor(locale)}>
        <NonceProvider nonce={nonce}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        ...(waitForAll ? { onAllReady: ready } : { onShellReady: ready }),
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell reject above and are logged by Remix.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}
