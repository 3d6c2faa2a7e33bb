// The storefront's server: Express hosting Remix, because the one public origin needs
// middleware (the CMS proxy, security headers, compression). See docs/decisions/001.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import expressStaticGzip from 'express-static-gzip'
import { parse as parseCookies } from 'cookie'
import express from 'express'
import { rateLimit } from 'express-rate-limit'
import { createProxyMiddleware } from 'http-proxy-middleware'
import { CACHE_CONTROL, CMS_BODY_LIMITS, cmsBodyKind, HTTP_MESSAGES, MAX_JSON_BODY_BYTES, SESSION_COOKIE } from '@cardcompare/shared/http'
import { lowerCaseLocalePath } from '@cardcompare/shared/locale'
import { STAFF_ROLES } from '@cardcompare/shared/roles'
import { HEALTH_PATHS, envOrExit, loggedRoute, requestIdHeaders, storefrontEnv } from '@cardcompare/shared/server'
import { isClosedCmsRoute, isLimitedAccountRequest } from './server/account-routes.js'
import { isAssistantRequest } from './server/assistant-routes.js'
import { healthRoutes } from './server/health.js'
import { isIntakeRequest } from './server/intake-routes.js'
import { CARD_VIEW_HEADER, countsAsView, recordInteraction } from './server/interactions.js'
import { createPageCache } from './server/page-cache.js'
import { publicHost } from './server/public-host.js'
import { postgresRateLimitStores } from './server/rate-limit-store.js'
import { requestLog } from './server/request-log.js'
import { retryAfterOn503 } from './server/unavailable.js'
import { adminCsp, cmsApiCacheControl, hstsHeader, isCmsPath, newNonce, storefrontCsp } from './server/security-headers.js'

/** @typedef {import('express').Request} Request */
/** @typedef {import('express').Response} Response */
/** @typedef {import('express').NextFunction} NextFunction */
/** @typedef {import('@remix-run/node').ServerBuild} ServerBuild */

const here = path.dirname(fileURLToPath(import.meta.url))
const dev = process.argv.includes('--dev')
// A wrong variable stops the server here, named (@cardcompare/shared/server).
const env = envOrExit(storefrontEnv)
const port = env.PORT
const cmsUrl = env.CMS_URL
const publicOrigin = new URL(env.PUBLIC_URL).origin
const hsts = hstsHeader(publicOrigin)
// Google's bot-check script and frame are allowed only when reCAPTCHA is configured (the bot
// check uses it only with both keys; see app/utils/bot-check.server.ts).
const recaptcha = env.recaptcha !== null
const cmsCsp = adminCsp({ dev })

const app = express()
app.disable('x-powered-by')
// The visitor's address behind the proxies named by TRUST_PROXY (docs/scaling.md).
app.set('trust proxy', env.TRUST_PROXY)

// One JSON line per request, with its id (docs/runbook.md "Logs").
app.use(requestLog)

app.use((req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
  res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  if (hsts) res.setHeader('Strict-Transport-Security', hsts)
  // A fresh nonce per response for the storefront's own inline scripts (entry.server.tsx).
  if (isCmsPath(req.path)) res.setHeader('Content-Security-Policy', cmsCsp)
  else res.setHeader('Content-Security-Policy', storefrontCsp((res.locals.cspNonce = newNonce()), { dev, recaptcha }))
  next()
})

app.use(retryAfterOn503)

// Before the host check: probes name the server by its internal address (docs/runbook.md).
const health = healthRoutes(cmsUrl)
app.get(HEALTH_PATHS.live, health.live)
app.get(HEALTH_PATHS.ready, health.ready)

// A path whose %-escapes do not decode (/%E0%A4%A, /%ZZ) names nothing: Remix and the CMS
// would throw a URIError on it (a 500), so it is refused here, once, for every route.
app.use((req, res, next) => {
  try {
    decodeURIComponent(req.path)
  } catch {
    return res.status(400).type('text/plain').send('Bad Request: the address is not valid.')
  }
  next()
})

/** Requests that read, and change nothing. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

app.use(publicHost(publicOrigin, { isCmsPath }))

// "/AR/cards" is "/ar/cards" (docs/decisions/035): a page read is sent to the lower-case address.
app.use((req, res, next) => {
  const lower = SAFE_METHODS.has(req.method) ? lowerCaseLocalePath(req.originalUrl) : null
  return lower ? res.redirect(301, lower) : next()
})

// State-changing requests must come from our own pages: a foreign Origin (or, without one,
// a foreign Referer) is refused before it reaches Remix or the CMS.
app.use((req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next()
  const own = `${req.protocol}://${req.get('host')}`
  const source = req.get('origin') || originOf(req.get('referer'))
  if (source !== undefined && source !== publicOrigin && source !== own)
    return res.status(403).json({ error: 'Cross-site request refused' })
  // Remix aborts an action, with a 500, whose Origin names another host than X-Forwarded-Host
  // (or Host): a proxy rewriting Host, the other loopback name, or a client's own header. The
  // Origin is ours, so Remix is told the host the browser used, as the CMS is (forwardPublicHost).
  if (req.get('origin')) req.headers['x-forwarded-host'] = new URL(/** @type {string} the Origin header itself */ (source)).host
  next()
})

// The limiters' counters share one PostgreSQL pool (without a database they count in memory).
const limitStore = env.DATABASE_URL ? postgresRateLimitStores(env.DATABASE_URL) : null

// Per-address limits on every account action (sign-in, registration, recovery), storefront and
// proxied CMS alike, matched on the normalised path (docs/decisions/007). Counted in PostgreSQL so
// restarts and replicas share them; RATE_LIMIT_PER_MINUTE tunes it.
const accountLimiter = rateLimit({
  windowMs: 60_000,
  limit: env.RATE_LIMIT_PER_MINUTE,
  standardHeaders: 'draft-7',
  legacyHeaders: false,
  store: limitStore?.('account:'),
  // With the database away, sign-in fails anyway; the limiter must not turn that into a 500.
  passOnStoreError: true,
  handler: (_req, res) => res.status(429).json({ error: 'Too many attempts. Please wait a minute and try again.' }),
})
app.use((req, res, next) => (isLimitedAccountRequest(req.method, req.originalUrl) ? accountLimiter(req, res, next) : next()))

// Per-address limit on what stores a lead, an application or a newsletter address, the apply
// page's no-JavaScript form included (docs/decisions/026): the bot check stops scripts, this caps
// a person or a farm solving it by hand. INTAKE_RATE_LIMIT_PER_HOUR tunes it; Retry-After says when.
const intakeLimiter = rateLimit({
  windowMs: 60 * 60_000,
  limit: env.INTAKE_RATE_LIMIT_PER_HOUR,
  standardHeaders: 'draft-7',
  legacyHeaders: false,
  store: limitStore?.('intake:'),
  // With the database away nothing can be stored anyway; the limiter must not turn that into a 500.
  passOnStoreError: true,
  handler: (_req, res) => res.status(429).json({ success: false, message: 'Too many requests. Please wait a while and try again.' }),
})
app.use((req, res, next) => (isIntakeRequest(req.method, req.originalUrl) ? intakeLimiter(req, res, next) : next()))

// Per-address limit on the AI assistant (docs/decisions/018): a person asks a few questions a
// minute; a script asking hundreds would cost the language model, where one is configured.
// ASSISTANT_RATE_LIMIT_PER_MINUTE tunes it; the chat shows the message and Retry-After says when.
const assistantLimiter = rateLimit({
  windowMs: 60_000,
  limit: env.ASSISTANT_RATE_LIMIT_PER_MINUTE,
  standardHeaders: 'draft-7',
  legacyHeaders: false,
  store: limitStore?.('assistant:'),
  // With the database away the assistant still answers from the catalogue it can read.
  passOnStoreError: true,
  handler: (_req, res) =>
    res.status(429).json({ error: 'You have asked a lot of questions in a short time. Please wait a minute and try again.' }),
})
app.use((req, res, next) => (isAssistantRequest(req.method, req.originalUrl) ? assistantLimiter(req, res, next) : next()))

// The CMS's account endpoints that only our server calls are not served to browsers.
app.use((req, res, next) => (isClosedCmsRoute(req.originalUrl) ? res.status(404).json({ errors: [{ message: 'Not Found' }] }) : next()))

// JSON API bodies are small: refuse large ones before anything reads them.
app.use('/api', (req, res, next) => {
  if (Number(req.get('content-length') || 0) > MAX_JSON_BODY_BYTES) return res.status(413).json({ error: HTTP_MESSAGES.bodyTooLarge })
  next()
})

// Guests asking for the admin sign in on the storefront first (spec §2 route table).
/** @type {Set<string>} */
const ADMIN_PANEL_ROLES = new Set(STAFF_ROLES)
app.get(
  /^\/admin(\/.*)?$/,
  handleAsync(async (req, res, next) => {
    // A malformed cookie (`%E0%A4%A`) is simply no session: `cookie` never throws.
    const token = parseCookies(req.headers.cookie ?? '')[SESSION_COOKIE]
    /** @type {{ role: string } | null} */
    let user = null
    if (token) {
      try {
        const me = await fetch(`${cmsUrl}/cms-api/users/me?depth=0`, { headers: { Authorization: `JWT ${token}`, ...requestIdHeaders() } })
        if (me.ok) user = /** @type {{ user: { role: string } | null }} */ (await me.json()).user
      } catch {}
    }
    if (!user) return res.redirect(302, `/auth?redirect=${encodeURIComponent(req.originalUrl)}`)
    if (!ADMIN_PANEL_ROLES.has(user.role)) return res.redirect(302, '/')
    next()
  }),
)

// A body the CMS would refuse is refused here, before it is forwarded: the CMS answers without
// reading it, and the connection it then closes came back through the proxy as a 502.
app.use('/cms-api', (req, res, next) => {
  const kind = cmsBodyKind(req.method, req.baseUrl + req.path, req.get('content-type'))
  if (kind === null) return next()
  const declared = req.get('content-length')
  if (declared === undefined && req.get('transfer-encoding') !== undefined) return cmsError(res, 411, HTTP_MESSAGES.lengthRequired)
  if (Number(declared ?? 0) > CMS_BODY_LIMITS[kind])
    return cmsError(res, 413, kind === 'import' ? HTTP_MESSAGES.importTooLarge : HTTP_MESSAGES.bodyTooLarge)
  next()
})

// Payload's admin, its assets and its REST API live behind the same origin. Mounted before
// any body parser so request bodies stream through untouched.
app.use(
  createProxyMiddleware({
    target: cmsUrl,
    changeOrigin: false,
    xfwd: true,
    pathFilter: isCmsPath,
    on: { proxyReq: forwardPublicHost, proxyRes: cmsResponseHeaders, error: cmsUnavailable },
  }),
)

// Guests' public pages, kept whole and compressed once (docs/decisions/031). Development renders
// every request, so that an edit shows at once.
const pageCache = createPageCache({
  ttlSeconds: dev ? 0 : env.PAGE_CACHE_SECONDS,
  staleSeconds: env.PAGE_CACHE_STALE_SECONDS,
  maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
  port,
  publicHost: new URL(publicOrigin).host,
  purgeUrl: env.CDN_PURGE_URL,
  purgeToken: env.CDN_PURGE_TOKEN,
  // A card page's copy is a view as much as its render is (docs/decisions/016).
  onSend: (req, header) => {
    const cardId = Number(header(CARD_VIEW_HEADER))
    const purpose = `${req.get('sec-purpose') ?? ''} ${req.get('purpose') ?? ''}`
    if (cardId > 0 && countsAsView({ method: req.method, userAgent: req.get('user-agent'), purpose }))
      recordInteraction({ cardId, type: 'view', address: req.ip })
  },
})
app.use(pageCache.serve)

// Pages are compressed as they are sent, at the library's default (brotli quality 4): quality 1
// measured no faster and sent 3.5 times the bytes (docs/decisions/030).
app.use(compression())

// The update worker and the manifest must be revalidated on every check (spec §4), not kept 1 h.
app.use(['/sw.js', '/manifest.webmanifest'], (_req, res, next) => (res.setHeader('Cache-Control', CACHE_CONTROL.noCache), next()))

/** @type {ServerBuild | (() => Promise<ServerBuild>)} */
let build
if (dev) {
  const vite = await import('vite')
  const viteDevServer = await vite.createServer({ root: here, server: { middlewareMode: true } })
  app.use(viteDevServer.middlewares)
  build = () => /** @type {Promise<ServerBuild>} */ (viteDevServer.ssrLoadModule('virtual:remix/server-build'))
} else {
  // Files compressed at build time (build-tools/precompress.ts): the .br or .gz copy a browser
  // asks for, sent as it is; the on-the-fly compression above sees the encoding and leaves it.
  // A path that cannot be decoded never gets here: it was answered 400 above.
  /**
   * @param {string} dir
   * @param {import('serve-static').ServeStaticOptions} serveStatic
   */
  const files = (dir, serveStatic) => {
    const serve = expressStaticGzip(path.join(here, dir), { enableBrotli: true, orderPreference: ['br', 'gzip'], serveStatic })
    // It picks a compressed copy from the list it made at start. When that copy has gone since
    // (a new build written in place), it has set the copy's headers already and passes the
    // request on, where they made a 500: drop them and send the file as it is, if it is there.
    /** @type {import('express').RequestHandler} */
    return (req, res, next) =>
      serve(req, res, (/** @type {unknown} */ error) => {
        if (error || !res.getHeader('Content-Encoding')) return next(error)
        res.removeHeader('Content-Encoding')
        res.removeHeader('Content-Type')
        req.headers['accept-encoding'] = 'identity'
        serve(req, res, next)
      })
  }
  app.use('/assets', files('build/client/assets', { immutable: true, maxAge: '1y' }))
  app.use(files('build/client', { maxAge: '1h' }))
  // Remix's build output, which a clean clone does not have yet: named through a variable so
  // that the type check (tsconfig.server.json) neither needs it nor reads it.
  const serverBuild = './build/server/index.js'
  build = /** @type {ServerBuild} */ (await import(serverBuild))
}

app.use(pageCache.capture)
app.all(
  '*',
  createRequestHandler({
    build,
    mode: dev ? 'development' : 'production',
    // The visitor's address (behind a trusted proxy, the forwarded one) for per-visitor counting.
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: req.ip, purgePages: pageCache.purge }),
  }),
)

// Last resort: whatever a handler throws is a logged 500, never a crash.
app.use((/** @type {unknown} */ error, /** @type {Request} */ req, /** @type {Response} */ res, /** @type {NextFunction} */ _next) => {
  console.error(
    `[storefront] ${req.method} ${loggedRoute(req.originalUrl)} failed (request ${res.locals.requestId}):`,
    error instanceof Error ? error.stack : error,
  )
  if (res.headersSent) return res.end()
  res.status(500).type('text/plain').send('Something went wrong. Please try again.')
})
process.on('unhandledRejection', (reason) => console.error('[storefront] unhandled rejection:', reason))

app.listen(port, () => console.log(`[storefront] listening on http://localhost:${port}`))

/**
 * An async Express handler whose rejection reaches the error handler instead of the process.
 * @param {(req: Request, res: Response, next: NextFunction) => Promise<unknown>} handler
 * @returns {import('express').RequestHandler}
 */
function handleAsync(handler) {
  return (req, res, next) => Promise.resolve(handler(req, res, next)).catch(next)
}

/**
 * The CMS (Next.js) refuses a Server Action whose X-Forwarded-Host differs from its Origin,
 * with an empty 500. The Origin of a state-changing request was checked above, so the CMS is
 * told the host the browser used; a proxy in front rewriting Host no longer breaks the admin.
 * @param {import('node:http').ClientRequest} proxyReq
 * @param {Request} req
 */
function forwardPublicHost(proxyReq, req) {
  const origin = originOf(req.get('origin'))
  if (origin) proxyReq.setHeader('x-forwarded-host', new URL(origin).host)
}

/**
 * Our policy and caching rules on what the CMS answers, whatever Next.js or Payload sent.
 * @param {import('node:http').IncomingMessage} proxyRes
 * @param {Request} req
 */
function cmsResponseHeaders(proxyRes, req) {
  proxyRes.headers['content-security-policy'] = cmsCsp
  const cacheControl = cmsApiCacheControl(req.path, proxyRes.headers['cache-control'])
  if (cacheControl) proxyRes.headers['cache-control'] = cacheControl
}

/**
 * The CMS down or restarting: a plain 502 that names neither its address nor the error.
 * @param {Error & { code?: string }} error
 * @param {Request} req
 * @param {Response | (import('node:net').Socket & { writeHead?: undefined })} res a socket when the proxied request was an upgrade
 */
function cmsUnavailable(error, req, res) {
  console.error(
    `[storefront] CMS unreachable for ${req.method} ${loggedRoute(req.originalUrl)} (request ${req.headers['x-request-id']}): ${error.code ?? error.message}`,
  )
  if (typeof res.writeHead !== 'function') return res.destroy()
  if (res.headersSent) return res.end()
  const message = HTTP_MESSAGES.unavailable
  if (req.path.startsWith('/cms-api')) cmsError(res, 502, message)
  else res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.noStore }).end(message)
}

/**
 * An answer under /cms-api in the CMS's own error shape, for the admin that reads it.
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} message
 */
function cmsError(res, status, message) {
  res
    .writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': CACHE_CONTROL.noStore })
    .end(JSON.stringify({ errors: [{ message }] }))
}

/** @param {string | undefined} url */
function originOf(url) {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}
