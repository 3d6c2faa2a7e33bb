// Which requests count toward the per-address account limit (docs/decisions/007). Routing is more
// forgiving than a plain string match: Remix matches paths case-insensitively and answers
// `/auth.data` (single fetch) for `/auth`, Next.js decodes `%6c` to `l`, and the CMS's own
// account endpoints are reachable through the proxy. So the limit applies to the normalised
// path, and the CMS account endpoints no page of ours calls are closed at the proxy. A page in
// another language is the same page (`/ar/auth` is /auth's handler): the language goes too.
import { pathWithoutLocale } from '@cardcompare/shared/locale'

/** Account actions: sign-in, registration, recovery, verification; storefront and CMS. */
export const LIMITED_ROUTES = new Set([
  '/api/login',
  '/api/register',
  '/api/forgot-password',
  '/api/forgot-username',
  '/api/resend-verification',
  '/api/resend-verification-public',
  '/api/reset-password',
  '/api/verify-email',
  '/auth',
  '/reset-password',
  '/verify-email',
  // The member's own account page (current-password checks, e-mail links) and its link page.
  '/account',
  '/confirm-email',
  // The admin's own forms post here through the proxy.
  '/cms-api/users/login',
  '/cms-api/users/forgot-password',
  '/cms-api/users/reset-password',
  '/cms-api/users/unlock',
])

/**
 * CMS endpoints only the storefront's server calls (directly, not through the proxy), plus
 * Payload's first-user form, which `npm start` makes unnecessary: a browser never needs them.
 */
export const CLOSED_CMS_ROUTES = new Set([
  '/cms-api/users/register',
  '/cms-api/users/forgot-username',
  '/cms-api/users/resend-verification',
  '/cms-api/users/resend-verification-public',
  '/cms-api/users/verify-email',
  '/cms-api/users/first-register',
  // The lead intake trusts the storefront's bot check and limits: only our server may call it.
  '/cms-api/intake',
  // The newsletter's unsubscribe: the storefront's /unsubscribe page calls it, with the same key.
  '/cms-api/newsletter-unsubscribe',
  // Card interactions are recorded by our server alone (docs/decisions/016); it needs a key as well.
  '/cms-api/card-interactions/record',
])

/** Whole trees of CMS endpoints only our server calls: the member's own account (utils/member-account.server.ts). */
export const CLOSED_CMS_PREFIXES = ['/cms-api/users/account']

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * The path as the routers will understand it: decoded, lower-case, one slash, no `.data`, no dot
 * segments, no language segment.
 * @param {string} rawPath
 */
export function normalisePath(rawPath) {
  let path = String(rawPath).split('?')[0].split('#')[0]
  for (let round = 0; round < 3; round++) {
    let decoded
    try {
      decoded = decodeURIComponent(path)
    } catch {
      break
    }
    if (decoded === path) break
    path = decoded
  }
  path = path
    .replace(/[\u0000-\u001F\u007F]/g, '')
    .replace(/\\/g, '/')
    .toLowerCase()
  const segments = []
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue
    if (segment === '..') segments.pop()
    else segments.push(segment)
  }
  let normal = `/${segments.join('/')}`
  // Remix single fetch: `/auth.data` is the /auth route's data request, `/_root.data` the home page's.
  normal = normal.replace(/\.data$/, '')
  if (normal === '/_root') normal = '/'
  return pathWithoutLocale(normal)
}

/**
 * True when a request must pass the per-address account limit.
 * @param {string} method
 * @param {string} rawPath
 */
export function isLimitedAccountRequest(method, rawPath) {
  return !SAFE_METHODS.has(String(method).toUpperCase()) && LIMITED_ROUTES.has(normalisePath(rawPath))
}

/**
 * True when the request names a CMS account endpoint browsers never need (any method).
 * @param {string} rawPath
 */
export function isClosedCmsRoute(rawPath) {
  const path = normalisePath(rawPath)
  return CLOSED_CMS_ROUTES.has(path) || CLOSED_CMS_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}
