// What every /cms-api request passes before Payload sees it (issue 8 §7, §8):
// - JSON bodies are bounded in size and nesting (a 20,000-deep object made a 500);
// - the session token is never handed to scripts: /users/me and /users/refresh-token answer
//   without it (the HttpOnly cookie carries the session), and never from a cache.
type Handler = (request: Request, args: { params: Promise<{ slug: string[] }> }) => Promise<Response>

export const MAX_JSON_BYTES = 1_000_000
export const MAX_JSON_NESTING = 64
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

const problem = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store' } })

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

async function boundedBody(request: Request): Promise<Request | Response> {
  if (BODYLESS.has(request.method)) return request
  const type = request.headers.get('content-type') ?? ''
  // Uploads (multipart) are staff-only and bounded by the upload settings.
  if (type.startsWith('multipart/form-data')) return request
  if (Number(request.headers.get('content-length') ?? 0) > MAX_JSON_BYTES) return problem(413, 'Request body too large')
  const text = await request.text()
  if (text.length > MAX_JSON_BYTES) return problem(413, 'Request body too large')
  if (text && jsonNesting(text) > MAX_JSON_NESTING) return problem(400, 'The request body is nested too deeply.')
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  return new Request(request.url, { method: request.method, headers, body: text || undefined })
}

const TOKEN_ROUTES = /\/users\/(me|refresh-token)\/?$/

async function withoutToken(request: Request, response: Response): Promise<Response> {
  const { pathname } = new URL(request.url)
  if (!TOKEN_ROUTES.test(pathname)) return response
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
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
    return withoutToken(request, await handler(bounded, args))
  }
