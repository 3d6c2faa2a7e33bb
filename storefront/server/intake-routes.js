// Which requests count toward the per-address intake limit (docs/decisions/010): every form that stores
// a lead or sends mail: the endpoints that store an application, a lead or a newsletter address,
// the apply page's form posted without JavaScript, and the contact form (docs/decisions/026). Matched on the normalised path, as the account limit is (account-routes.js), so
// `/API/Leads/`, `/api/%6ceads` or `/apply/12.data` cannot walk around it.
import { normalisePath } from './account-routes.js'

export const INTAKE_ROUTES = new Set(['/api/card-applications', '/api/leads', '/api/newsletter-signup', '/contact'])

/** `/apply/<card id or slug>`: one segment after /apply. */
const APPLY_PAGE = /^\/apply\/[^/]+$/

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a request must pass the per-address intake limit.
 * @param {string} method
 * @param {string} rawPath
 */
export function isIntakeRequest(method, rawPath) {
  if (SAFE_METHODS.has(String(method).toUpperCase())) return false
  const path = normalisePath(rawPath)
  return INTAKE_ROUTES.has(path) || APPLY_PAGE.test(path)
}
