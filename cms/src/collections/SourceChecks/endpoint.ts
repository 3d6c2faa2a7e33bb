// POST /cms-api/source-checks/run: editors and admins read the cited documents now, all of them
// or the `urls` named (each must be a source a card cites), and get the findings back.
import type { Endpoint } from 'payload'
import { CONTENT_ROLES, hasRole } from '../../access'
import { errorAnswer, json } from '../../http'
import { readJsonBody } from '../../endpoints/request'
import { runSourceCheck } from './run'

const MAX_URLS = 200

/** `{}` (every source) or `{ urls }`; anything else is null. */
function urlsOf(body: unknown): { urls?: string[] } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const { urls, ...rest } = body as { urls?: unknown }
  if (Object.keys(rest).length > 0) return null
  if (urls === undefined) return {}
  const valid =
    Array.isArray(urls) && urls.length > 0 && urls.length <= MAX_URLS && urls.every((u) => typeof u === 'string' && u.length <= 2000)
  return valid ? { urls: urls as string[] } : null
}

export const runSourcesEndpoint: Endpoint = {
  path: '/run',
  method: 'post',
  handler: async (req) => {
    if (!req.user) return errorAnswer(401, 'Sign in as an editor or admin to check the sources.')
    if (!hasRole(req.user, ...CONTENT_ROLES)) return errorAnswer(403, 'Only editors and admins may check the sources.')
    const body = urlsOf((await readJsonBody(req)) ?? {})
    if (!body) return errorAnswer(400, `Send {} or { "urls": [...] } with 1 to ${MAX_URLS} source URLs.`)
    return json(await runSourceCheck(req.payload, body))
  },
}
