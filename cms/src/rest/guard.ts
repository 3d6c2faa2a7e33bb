// What every /cms-api request passes before Payload sees it (docs/decisions/008):
// - JSON bodies are bounded in size and nesting (a 20,000-deep object made a 500);
// - the session token is never handed to scripts: /users/me and /users/refresh-token answer
//   without it (the HttpOnly cookie carries the session), and never from a cache.
import { CMS_BODY_LIMITS, cmsBodyKind, discardBody, HTTP_MESSAGES, mediaType, readTextAtMost } from '@cardcompare/shared'
import { errorAnswer, PRIVATE_NO_STORE } from '../http'

type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export const MAX_JSON_BYTES = CMS_BODY_LIMITS.json
const MAX_JSON_NESTING = 64

const problem = (status: number, message: string) => errorAnswer(status, message)

/** The deepest nesting of objects and arrays in a JSON text, without parsing it. */
export function jsonNesting(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92 /* \ */) i++
      else if (c === 34 /* " */) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91 /* { [ */) max = Math.max(max, ++depth)
    else if (c === 125 || c === 93 /* } ] */) depth--
  }
  return max
}

const isReadOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' || request.headers.get('x-http-method-override') === 'GET')

/** A document or an endpoint's input is always a JSON object. */
function checkJson(text: string): Response | null {
  if (jsonNesting(text) > MAX_JSON_NESTING) return problem(400, 'The request body is nested too deeply.')
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return problem(400, HTTP_MESSAGES.bodyNotJson)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return problem(400, 'The request body must be a JSON object.')
  return null
}

/**
 * Writes carry JSON, or multipart from the admin's forms and uploads (with the document as
 * JSON in `_payload`). Anything else reached Payload with no data and failed with a 500.
 */
async function boundedBody(request: Request): Promise<Request | Response> {
  const type = mediaType(request.headers.get('content-type'))
  const kind = cmsBodyKind(request.method, new URL(request.url).pathname, type)
  // A catalogue file: the import endpoint bounds, decodes and checks it itself
  // (endpoints/catalogueImport.ts), with messages about files rather than JSON.
  if (kind === null || kind === 'import') return request
  const declared = request.headers.get('content-length')
  const length = Number(declared ?? 0)
  if (length > CMS_BODY_LIMITS[kind]) return problem(413, HTTP_MESSAGES.bodyTooLarge)
  // The admin's relationship fields read with POST + method override, the query as a form body;
  // the collection guard checks the query itself.
  if (isReadOverride(request) && type === 'application/x-www-form-urlencoded') {
    const search = await readTextAtMost(request.body, MAX_JSON_BYTES)
    if (search === null) return problem(413, HTTP_MESSAGES.bodyTooLarge)
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    return new Request(request.url, { method: request.method, headers, body: search })
  }
  if (kind === 'upload') {
    // Browsers always say how long a form is; an unbounded stream is not read into memory.
    if (declared === null) return problem(411, HTTP_MESSAGES.lengthRequired)
    // Large multipart bodies are file uploads (staff only); small ones are forms worth checking.
    if (length > MAX_JSON_BYTES) return request
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return problem(400, 'The form could not be read.')
    }
    const document = form.get('_payload')
    return typeof document === 'string' ? (checkJson(document) ?? request) : request
  }
  const text = await readTextAtMost(request.body, MAX_JSON_BYTES)
  if (text === null) return problem(413, HTTP_MESSAGES.bodyTooLarge)
  // Some admin calls send JSON as text/plain: the body decides, not the label.
  if (text.trim() !== '') {
    const refused = checkJson(text)
    if (refused) return refused
  }
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.set('content-type', 'application/json')
  return new Request(request.url, { method: request.method, headers, body: text.trim() === '' ? '{}' : text })
}

const TOKEN_ROUTES = /\/users\/(me|refresh-token)\/?$/

async function withoutToken(request: Request, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (!TOKEN_ROUTES.test(pathname)) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', PRIVATE_NO_STORE['Cache-Control'])
  if (!(headers.get('content-type') ?? '').includes('json')) return new Response(response.body, { status: response.status, headers })
  const body = (await response.json()) as Record<string, unknown>
  delete body.token
  delete body.refreshedToken
  headers.delete('content-length')
  return Response.json(body, { status: response.status, headers })
}

export const guardedRest =
  (handler: Handler): Handler =>
  async (request, args) => {
    const bounded = await boundedBody(request)
    if (bounded instanceof Response) return bounded
    const response = await handler(bounded, args)
    // An answer given without the body (a guest refused before an import is read, say).
    if (!bounded.bodyUsed) await discardBody(bounded.body, CMS_BODY_LIMITS.import)
    return withoutToken(request, response)
  }
