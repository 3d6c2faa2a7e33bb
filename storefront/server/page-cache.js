// The page cache for guests (docs/decisions/031). A public page (the app said `public` in its
// Cache-Control, set no cookie, answered 200) is kept whole, compressed once as brotli and gzip,
// in a size-bounded LRU keyed by its URL. A request with a session, a one-time message, a
// one-time link's token or an Authorization header neither reads nor fills it. The CMS's change
// notice empties it (and a CDN, when CDN_PURGE_URL is set); past its TTL a page is still sent
// while one request to this same server renders it again (stale-while-revalidate), and the old
// copy stays while that fails (stale-if-error).
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { parse as parseCookies } from 'cookie'
import { LRUCache } from 'lru-cache'
import { isPublicCacheControl, ONE_TIME_TOKEN_PARAM, PERSONAL_COOKIES } from '@cardcompare/shared/http'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/**
 * brotli when the client accepts it, else gzip, else none: the choice compression() and the
 * static files make. Not the client's order: Chrome sends "gzip, deflate, br, zstd", and
 * negotiating by that order would give every Chrome visitor the larger gzip copy.
 * @param {Request} req
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(req) {
  if (req.acceptsEncodings('br')) return 'br'
  return req.acceptsEncodings('gzip') ? 'gzip' : 'identity'
}

/** Says how an answer was served: `hit` (fresh copy) or `stale` (sent while it is rendered again). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache'
/** Marks this server's own refresh of a stale page; the value is a secret of the process. */
const REFRESH_HEADER = 'x-page-cache-refresh'
/** Longer addresses are rendered every time: no page of ours has one, a cache flood does. */
const MAX_KEY_LENGTH = 2048
/** A page larger than this is not kept (the largest, /cards, is about 140 KB). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024
/**
 * Once per page per TTL, off the main thread: /cards (140 KB) measured 14.2 KB in 25 ms at 9,
 * 12.7 KB in 173 ms at 11 (docs/decisions/031).
 */
const BROTLI_QUALITY = 9
/** Pages and data are kept; images (the QR code) are not, since compressing them gains nothing. */
const KEPT_TYPES = /^\s*(text\/|application\/([\w.-]+\+)?(json|xml)\b)/i
/** Describe one transfer, not the page: never kept or replayed. */
const TRANSFER_HEADERS = new Set([
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'vary',
  PAGE_CACHE_HEADER.toLowerCase(),
])

/**
 * @typedef {{ identity: Buffer, br: Buffer, gzip: Buffer, headers: [string, string | number | string[]][], vary: string, storedAt: number }} Entry
 * @typedef {{ key: string, generation: number, startedAt: number }} Pending
 * @typedef {import('express').Request} Request
 * @typedef {import('express').Response} Response
 * @typedef {import('express').NextFunction} NextFunction
 */

/**
 * Whether a request is answered for one person: it then never reads or fills the cache.
 * @param {{ headers: import('node:http').IncomingHttpHeaders, originalUrl: string }} req
 */
export function isPersonalRequest(req) {
  if (req.headers.authorization !== undefined) return true
  const cookies = parseCookies(req.headers.cookie ?? '')
  if (PERSONAL_COOKIES.some((name) => cookies[name] !== undefined)) return true
  const query = req.originalUrl.indexOf('?')
  return query !== -1 && new URLSearchParams(req.originalUrl.slice(query + 1)).has(ONE_TIME_TOKEN_PARAM)
}

/**
 * @param {{
 *   ttlSeconds: number,
 *   staleSeconds: number,
 *   maxBytes: number,
 *   port: number,
 *   publicHost: string,
 *   purgeUrl?: string,
 *   purgeToken?: string,
 *   onSend?: (req: Request, header: (name: string) => string | undefined) => void,
 * }} options `ttlSeconds` 0 turns the cache off; `port` and `publicHost` address this server's own
 *   refreshes; `onSend` is told of each copy sent, with the kept headers (what its render did besides rendering)
 */
export function createPageCache({ ttlSeconds, staleSeconds, maxBytes, port, publicHost, purgeUrl, purgeToken, onSend }) {
  const enabled = ttlSeconds > 0
  const freshMs = ttlSeconds * 1000
  const keptMs = (ttlSeconds + staleSeconds) * 1000
  /** @type {LRUCache<string, Entry>} */
  const pages = new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.identity.length + entry.br.length + entry.gzip.length + 1024,
  })
  /** Counts purges: a page rendered before the last one is not kept, whenever it finishes. */
  let generation = 0
  /** @type {Set<string>} */
  const refreshing = new Set()
  const refreshToken = randomBytes(24).toString('hex')

  /**
   * Express middleware, early: a kept copy for a guest's GET or HEAD, or a note for `capture`.
   * @param {Request} req @param {Response} res @param {NextFunction} next
   */
  function serve(req, res, next) {
    if (!enabled || (req.method !== 'GET' && req.method !== 'HEAD')) return next()
    const refresh = req.headers[REFRESH_HEADER]
    if (refresh !== undefined) {
      if (refresh === refreshToken)
        res.locals.pageCache = /** @type {Pending} */ ({ key: req.originalUrl, generation, startedAt: Date.now() })
      return next()
    }
    const key = req.originalUrl
    if (key.length > MAX_KEY_LENGTH || isPersonalRequest(req)) return next()
    const entry = pages.get(key)
    const age = entry ? Date.now() - entry.storedAt : 0
    if (entry && age < keptMs) {
      const stale = age >= freshMs
      if (stale) refreshPage(key)
      return send(req, res, entry, age, stale ? 'stale' : 'hit')
    }
    if (entry) pages.delete(key)
    if (req.method === 'GET') res.locals.pageCache = /** @type {Pending} */ ({ key, generation, startedAt: Date.now() })
    next()
  }

  /**
   * Express middleware, just before Remix (inside the on-the-fly compression): keeps the bytes
   * Remix writes for a request `serve` noted, and stores them if the answer is public.
   * @param {Request} _req @param {Response} res @param {NextFunction} next
   */
  function capture(_req, res, next) {
    /** @type {Pending | undefined} */
    const pending = res.locals.pageCache
    if (!pending) return next()
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    /** @param {unknown} chunk @param {unknown} encoding */
    const collect = (chunk, encoding) => {
      if (size > MAX_PAGE_BYTES || chunk === undefined || chunk === null || typeof chunk === 'function') return
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, /** @type {BufferEncoding} */ (typeof encoding === 'string' ? encoding : 'utf8'))
          : Buffer.from(/** @type {Uint8Array} */ (chunk))
      size += bytes.length
      chunks.push(bytes)
    }
    const write = res.write
    const end = res.end
    res.write = /** @type {Response['write']} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) {
        collect(chunk, encoding)
        return write.apply(res, /** @type {Parameters<Response['write']>} */ (/** @type {unknown} */ (arguments)))
      }
    )
    res.end = /** @type {Response['end']} */ (
      function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding) {
        collect(chunk, encoding)
        return end.apply(res, /** @type {Parameters<Response['end']>} */ (/** @type {unknown} */ (arguments)))
      }
    )
    res.on('finish', () => {
      if (size > MAX_PAGE_BYTES) return
      store(pending, res, Buffer.concat(chunks, size)).catch((/** @type {unknown} */ error) =>
        console.error('[page-cache] could not keep a page:', error instanceof Error ? error.message : error),
      )
    })
    next()
  }

  /**
   * @param {Pending} pending
   * @param {Response} res the finished answer
   * @param {Buffer} body
   */
  async function store(pending, res, body) {
    if (res.statusCode !== 200 || !isPublicCacheControl(res.getHeader('cache-control')) || res.hasHeader('set-cookie')) return
    if (!KEPT_TYPES.test(String(res.getHeader('content-type') ?? ''))) return
    if (pending.generation !== generation) return
    // Requests that missed together each rendered the page: the first one stored is kept, and
    // the others, no newer than it, are not compressed again.
    const kept = pages.peek(pending.key)
    if (kept && kept.storedAt >= pending.startedAt) return
    const headers = Object.entries(res.getHeaders()).flatMap(([name, value]) =>
      value === undefined || TRANSFER_HEADERS.has(name) ? [] : [/** @type {[string, string | number | string[]]} */ ([name, value])],
    )
    const vary = new Set(
      String(res.getHeader('vary') ?? '')
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    vary.add('Accept-Encoding')
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: 9 }),
    ])
    // Purged while it was compressed: what it shows may be what the change replaced.
    if (pending.generation !== generation) return
    const stored = pages.peek(pending.key)
    if (stored && stored.storedAt >= pending.startedAt) return
    pages.set(pending.key, { identity: body, br, gzip: gz, headers, vary: [...vary].join(', '), storedAt: Date.now() })
  }

  /**
   * @param {Request} req @param {Response} res @param {Entry} entry @param {number} age ms
   * @param {'hit' | 'stale'} state
   */
  function send(req, res, entry, age, state) {
    const encoding = chooseEncoding(req)
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('Vary', entry.vary)
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.setHeader('Age', Math.floor(age / 1000))
    res.setHeader(PAGE_CACHE_HEADER, state)
    res.statusCode = 200
    res.end(req.method === 'HEAD' ? undefined : body)
    onSend?.(req, (name) => {
      const value = entry.headers.find(([kept]) => kept === name.toLowerCase())?.[1]
      return value === undefined ? undefined : String(value)
    })
  }

  /**
   * Renders a stale page again by asking this server for it, once at a time per page; the
   * answer is stored by `capture` like any other. A failure leaves the stale copy in place.
   * @param {string} key
   */
  function refreshPage(key) {
    if (refreshing.has(key)) return
    refreshing.add(key)
    const done = () => refreshing.delete(key)
    const request = httpRequest(
      { host: '127.0.0.1', port, path: key, headers: { host: publicHost, [REFRESH_HEADER]: refreshToken }, timeout: 30_000 },
      (response) => {
        response.on('end', done).on('error', done).on('close', done)
        response.resume()
      },
    )
    request.on('timeout', () => request.destroy()).on('error', done)
    request.end()
  }

  /** Forgets every page (the CMS committed a change) and asks the CDN, if any, to do the same. */
  function purge() {
    generation += 1
    const count = pages.size
    pages.clear()
    if (purgeUrl) purgeCdn(purgeUrl, purgeToken)
    return count
  }

  return { serve, capture, purge }
}

/**
 * POSTs `{"purge_everything":true}` (Cloudflare's form; most CDNs and purge relays take a POST)
 * with the token as a bearer. A failed purge is logged, without the token or the address's
 * query; the CDN then lets its copies expire at their `s-maxage`.
 * @param {string} url
 * @param {string | undefined} token
 */
function purgeCdn(url, token) {
  const where = new URL(url).origin
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ purge_everything: true }),
    signal: AbortSignal.timeout(10_000),
  }).then(
    (answer) => {
      if (!answer.ok) console.warn(`[page-cache] the CDN purge at ${where} answered ${answer.status}`)
    },
    (/** @type {unknown} */ error) =>
      console.warn(`[page-cache] the CDN purge at ${where} failed: ${error instanceof Error ? error.message : String(error)}`),
  )
}
