// Which requests count toward the assistant's per-address limit (docs/decisions/018): its one
// endpoint, matched on the normalised path as the other limits are, so `/API/Assistant/`,
// `/api/%61ssistant` or `/api/assistant.data` cannot walk around it.
import { normalisePath } from './account-routes.js'

export const ASSISTANT_ROUTE = '/api/assistant'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * True when a request must pass the assistant's per-address limit (any method that reaches its action).
 * @param {string} method
 * @param {string} rawPath
 */
export function isAssistantRequest(method, rawPath) {
  return !SAFE_METHODS.has(String(method).toUpperCase()) && normalisePath(rawPath) === ASSISTANT_ROUTE
}
