// The source watcher's HTTP client: it reads the banks' pages and documents the way a polite
// crawler does. It names itself, asks one thing of a host at a time, gives up on a slow answer,
// retries only what a retry can fix, and follows redirects itself so that it knows where a
// document now lives. It never throws: every answer, failure included, is a FetchOutcome.

/** Sent with every request, so a bank can see who reads its pages and why. */
export const SOURCE_USER_AGENT = 'CardCompareUAE-SourceWatcher/1.0 (+https://cardcompare.ae/how-we-rank)'

export type FetchOutcome =
  | { kind: 'ok'; url: string; finalUrl: string; status: number; contentType: string; body: Buffer }
  | { kind: 'missing'; url: string; finalUrl: string; status: number }
  | { kind: 'error'; url: string; message: string }

export type SourceClientOptions = {
  userAgent?: string
  /** per attempt, the body included */
  timeoutMs?: number
  /** further attempts after a network error, a timeout, a 5xx or a 429 */
  retries?: number
  /** the first retry's wait; each later one waits twice as long as the one before */
  retryDelayMs?: number
  maxRedirects?: number
  /** a longer body is an error, not a document */
  maxBytes?: number
  /** asked before each request, redirects included: false refuses the address (our own network) */
  allowUrl?: (url: URL) => Promise<boolean>
}

export type SourceClient = { get(url: string): Promise<FetchOutcome> }

const DEFAULTS = {
  userAgent: SOURCE_USER_AGENT,
  timeoutMs: 20_000,
  retries: 2,
  retryDelayMs: 1_000,
  maxRedirects: 5,
  maxBytes: 15 * 1024 * 1024,
  allowUrl: async () => true,
} satisfies Required<SourceClientOptions>

const REDIRECTS = new Set([301, 302, 303, 307, 308])
const MISSING = new Set([404, 410])

/** What one request got: a document, a pointer elsewhere, or why not. */
type Attempt =
  | { kind: 'ok'; status: number; contentType: string; body: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing'; status: number }
  // A retry may fix it (network, timeout, 5xx, 429).
  | { kind: 'transient'; message: string }
  | { kind: 'error'; message: string }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

const isWebUrl = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:'

/** The reason behind fetch's bare "fetch failed" (ECONNREFUSED, ENOTFOUND, a TLS error…). */
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `timed out after ${timeoutMs} ms`
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause
  if (cause instanceof Error) {
    const code = (cause as Error & { code?: unknown }).code
    return `${error.message}: ${typeof code === 'string' ? code : cause.message}`
  }
  return error.message
}

/** The body, or null once it passes `maxBytes` (the rest is not downloaded). */
async function readCapped(response: Response, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(response.headers.get('content-length'))
  if (declared > maxBytes) {
    await response.body?.cancel()
    return null
  }
  if (!response.body) return Buffer.alloc(0)
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks, size)
}

export function createSourceClient(options: SourceClientOptions = {}): SourceClient {
  const { userAgent, timeoutMs, retries, retryDelayMs, maxRedirects, maxBytes, allowUrl } = { ...DEFAULTS, ...definedOnly(options) }
  // The tail of each host's chain of requests: a request starts when the one before it ends.
  const hosts = new Map<string, Promise<unknown>>()

  function oneAtATime<T>(host: string, task: () => Promise<T>): Promise<T> {
    const run = (hosts.get(host) ?? Promise.resolve()).then(task)
    const tail = run.catch(() => undefined)
    hosts.set(host, tail)
    // Forget an idle host, so a long-lived client does not keep every host it ever saw.
    void tail.then(() => {
      if (hosts.get(host) === tail) hosts.delete(host)
    })
    return run
  }

  async function attempt(url: URL): Promise<Attempt> {
    try {
      const signal = AbortSignal.timeout(timeoutMs)
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          'User-Agent': userAgent,
          Accept: 'text/html,application/xhtml+xml,application/pdf;q=0.9,*/*;q=0.5',
          'Accept-Language': 'en',
        },
      })
      const { status } = response
      if (REDIRECTS.has(status)) {
        await response.body?.cancel()
        const location = response.headers.get('location')
        return location ? { kind: 'redirect', location } : { kind: 'error', message: `HTTP ${status} without a Location` }
      }
      if (MISSING.has(status)) {
        await response.body?.cancel()
        return { kind: 'missing', status }
      }
      if (status < 200 || status > 299) {
        await response.body?.cancel()
        const message = `HTTP ${status}`
        return status >= 500 || status === 429 ? { kind: 'transient', message } : { kind: 'error', message }
      }
      const body = await readCapped(response, maxBytes)
      if (!body) return { kind: 'error', message: `the document is larger than ${maxBytes} bytes` }
      return { kind: 'ok', status, contentType: response.headers.get('content-type') ?? '', body }
    } catch (error) {
      return { kind: 'transient', message: describeFailure(error, timeoutMs) }
    }
  }

  async function withRetries(url: URL): Promise<Attempt> {
    for (let tries = 0; ; tries++) {
      const result = await oneAtATime(url.host, () => attempt(url))
      if (result.kind !== 'transient') return result
      if (tries >= retries) return { kind: 'error', message: `${result.message} (${tries + 1} attempts)` }
      // The host's queue is free while we wait: another of its documents may go first.
      await sleep(retryDelayMs * 2 ** tries)
    }
  }

  async function get(url: string): Promise<FetchOutcome> {
    let current: URL
    try {
      current = new URL(url)
    } catch {
      return { kind: 'error', url, message: 'not a valid URL' }
    }
    if (!isWebUrl(current)) return { kind: 'error', url, message: `only http and https URLs are read, not ${current.protocol}` }
    for (let redirects = 0; ; redirects++) {
      if (!(await allowUrl(current))) return { kind: 'error', url, message: `${current.host} is not a public address: not read` }
      const result = await withRetries(current)
      const finalUrl = current.href
      switch (result.kind) {
        case 'ok':
          return { kind: 'ok', url, finalUrl, status: result.status, contentType: result.contentType, body: result.body }
        case 'missing':
          return { kind: 'missing', url, finalUrl, status: result.status }
        case 'transient':
        case 'error':
          return { kind: 'error', url, message: `${result.message} at ${finalUrl}` }
        case 'redirect': {
          if (redirects >= maxRedirects) return { kind: 'error', url, message: `more than ${maxRedirects} redirects` }
          let next: URL
          try {
            next = new URL(result.location, current)
          } catch {
            return { kind: 'error', url, message: `a redirect to an invalid URL (${result.location}) at ${finalUrl}` }
          }
          if (!isWebUrl(next)) return { kind: 'error', url, message: `a redirect to ${next.protocol} at ${finalUrl}` }
          current = next
        }
      }
    }
  }

  return { get }
}

/** `{ timeoutMs: undefined }` means the default, not "no timeout". */
function definedOnly(options: SourceClientOptions): SourceClientOptions {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined))
}
