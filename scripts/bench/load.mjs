// Throughput of a page beside a plain node:http server sending the same HTML from memory, each
// asked both as a plain client does and as a browser does (`Accept-Encoding: br, gzip`). The
// plain server then sends the HTML compressed once, in advance: what a page cache can reach.
import { request as httpRequest, createServer } from 'node:http'
import { brotliCompressSync, constants } from 'node:zlib'
import autocannon from 'autocannon'
import { freePort } from '../lib/test-stack.mjs'

/** What a browser sends: it takes brotli first, gzip otherwise. */
export const BROWSER_ENCODINGS = 'br, gzip'

/**
 * @param {string} url
 * @param {number} connections
 * @param {number} duration
 * @param {Record<string, string>} [headers]
 * @returns {Promise<import('autocannon').Result>}
 */
const run = (url, connections, duration, headers = {}) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)))
  })

const row = (/** @type {string} */ name, /** @type {import('autocannon').Result} */ r) =>
  `${name.padEnd(52)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`

/**
 * The bytes of a response's body as they travel (not decoded), and its encoding.
 * @param {string} url
 * @param {Record<string, string>} headers
 * @returns {Promise<{ bytes: number, encoding: string }>}
 */
export const onTheWire = (url, headers) =>
  new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (res) => {
      let bytes = 0
      res.on('data', (chunk) => (bytes += chunk.length))
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end()
  })

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** The page cache's goal (docs/decisions/031): a guest's page at this share of the plain server, p99 at most this. */
export const GUEST_GOAL = { share: 0.25, p99Ms: 50 }
/** Asked as a browser, a page may lose at most this share of its plain rate (compressed once, not per request). */
export const BROWSER_LOSS_GOAL = 0.1

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ connections?: number, duration?: number, session?: string }} [options] `session`: a
 *   session cookie's value, for the signed-in rows (never from the page cache)
 */
export async function measureLoad(baseUrl, path, { connections = 32, duration = 10, session } = {}) {
  const url = `${baseUrl}${path}`
  const html = await (await fetch(url)).text()
  const compressed = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })
  const port = await freePort()
  const plain = createServer((req, res) => {
    const br = /\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', Vary: 'Accept-Encoding', ...(br ? { 'Content-Encoding': 'br' } : {}) })
    res.end(br ? compressed : html)
  })
  await /** @type {Promise<void>} */ (new Promise((resolve) => plain.listen(port, '127.0.0.1', resolve)))
  const plainUrl = `http://127.0.0.1:${port}${path}`
  const browser = { 'Accept-Encoding': BROWSER_ENCODINGS }
  try {
    await run(url, connections, 2) // warm-up
    const page = await run(url, connections, duration)
    const baseline = await run(plainUrl, connections, duration)
    const pageBrowser = await run(url, connections, duration, browser)
    const baselineBrowser = await run(plainUrl, connections, duration, browser)
    const wire = await onTheWire(url, browser)
    const share = (/** @type {number} */ a, /** @type {number} */ b) => `${((a / b) * 100).toFixed(1)} %`
    const meets = (/** @type {import('autocannon').Result} */ r, /** @type {import('autocannon').Result} */ base) =>
      r.requests.average >= GUEST_GOAL.share * base.requests.average && r.latency.p99 <= GUEST_GOAL.p99Ms && r.non2xx === 0
    const goal = meets(page, baseline) && meets(pageBrowser, baselineBrowser)
    const loss = 1 - pageBrowser.requests.average / page.requests.average
    const lines = [
      row(`guest ${path}`, page),
      row(`  node:http, same ${kb(html.length)} HTML`, baseline),
      `  → ${share(page.requests.average, baseline.requests.average)} of the plain server`,
      row(`guest ${path}, Accept-Encoding: ${BROWSER_ENCODINGS}`, pageBrowser),
      row(`  node:http, the same brotli-compressed once (${kb(compressed.length)})`, baselineBrowser),
      `  → ${share(pageBrowser.requests.average, baselineBrowser.requests.average)} of the plain server; ` +
        `${share(pageBrowser.requests.average, page.requests.average)} of its own rate without compression; ` +
        `on the wire ${kb(wire.bytes)} (${wire.encoding})`,
      `  goal, guests: ≥ ${GUEST_GOAL.share * 100} % of the plain server with p99 ≤ ${GUEST_GOAL.p99Ms} ms, both ways: ${goal ? 'met' : 'NOT met'}; ` +
        `asked as a browser it ${loss > 0 ? `loses ${(loss * 100).toFixed(1)} %` : `is ${(-loss * 100).toFixed(1)} % faster`} (goal: loses ≤ ${BROWSER_LOSS_GOAL * 100} %): ${loss <= BROWSER_LOSS_GOAL ? 'met' : 'NOT met'}`,
    ]
    if (session) {
      const cookie = { Cookie: `payload-token=${session}` }
      const signedIn = await run(url, connections, duration, cookie)
      const signedInBrowser = await run(url, connections, duration, { ...browser, ...cookie })
      const signedWire = await onTheWire(url, { ...browser, ...cookie })
      lines.push(
        row(`signed in ${path}`, signedIn),
        row(`signed in ${path}, Accept-Encoding: ${BROWSER_ENCODINGS}`, signedInBrowser),
        `  → ${share(signedInBrowser.requests.average, pageBrowser.requests.average)} of a guest's rate; on the wire ${kb(signedWire.bytes)} (${signedWire.encoding})`,
      )
    }
    return lines.join('\n')
  } finally {
    plain.close()
  }
}
