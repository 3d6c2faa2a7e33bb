// The CMS's line per request (@cardcompare/shared/server request-log.js), for every request
// Next.js serves: the admin, its assets, /cms-api and the health checks. Next.js has no hook that
// sees a response's status, so the line comes from Node's own http server events
// (diagnostics_channel), which need no custom server. The id is the storefront's (X-Request-Id,
// when safe) or a new one, and is answered in the same header.
import { subscribe } from 'node:diagnostics_channel'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { REQUEST_ID_HEADER, logRequest, requestIdOf } from '@cardcompare/shared/server'

type Message = { request: IncomingMessage; response: ServerResponse }

const started = new WeakMap<IncomingMessage, { at: number; requestId: string }>()
let subscribed = false

export function logRequests() {
  if (subscribed) return
  subscribed = true
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as Message
    const requestId = requestIdOf(request.headers[REQUEST_ID_HEADER.toLowerCase()])
    started.set(request, { at: performance.now(), requestId })
    response.setHeader(REQUEST_ID_HEADER, requestId)
    // A client that goes away first gets no 'finish': its line says 499, as nginx logs it.
    response.once('close', () => {
      if (!response.writableFinished) write(request, response)
    })
  })
  subscribe('http.server.response.finish', (message) => {
    const { request, response } = message as Message
    write(request, response)
  })
}

function write(request: IncomingMessage, response: ServerResponse) {
  const start = started.get(request)
  if (!start) return
  started.delete(request)
  logRequest({
    app: 'cms',
    requestId: start.requestId,
    method: request.method,
    url: request.url,
    status: response.writableFinished ? response.statusCode : 499,
    durationMs: performance.now() - start.at,
  })
}
