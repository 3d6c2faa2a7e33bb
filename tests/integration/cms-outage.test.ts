// When the CMS hangs or fails, or the database is away (docs/decisions/024): catalogue pages and
// the /api contract answer within seconds with the last good copy, what was never read is a JSON
// 503 with Retry-After, and a bot check whose spent-token store is unreachable is "temporarily
// unavailable", not a failed check. This file starts a second storefront, from the same build,
// that reaches the real CMS through a switch the test controls, and a database that is not there.
import type { ChildProcess } from 'node:child_process'
import { createServer, request as httpRequest, type Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { solveBotCheck } from './bot-check'
import { cmsUrl } from './helpers'

// @ts-expect-error plain ESM script without types
const { freePort } = await import('../../scripts/lib/test-stack.mjs')
// @ts-expect-error plain ESM script without types
const { childEnv, startStorefront, stopChild, waitForHttp } = await import('../../scripts/lib/stack.mjs')

const TIMEOUT_MS = 1_500
type Mode = 'pass' | 'hang' | 'fail'
let mode: Mode = 'pass'
let switchboard: Server
let web: ChildProcess
let base: string

/** Forwards to the real CMS, or holds every request unanswered, or answers 500. */
function startSwitchboard(port: number) {
  const target = new URL(cmsUrl())
  switchboard = createServer((req, res) => {
    if (mode === 'hang') return
    if (mode === 'fail') return res.writeHead(500, { 'Content-Type': 'text/plain' }).end('down')
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  return new Promise<void>((resolve) => switchboard.listen(port, '127.0.0.1', resolve))
}

beforeAll(async () => {
  const [port, cmsPort, nobody] = [await freePort(), await freePort(), await freePort()]
  await startSwitchboard(cmsPort)
  base = `http://localhost:${port}`
  web = startStorefront(
    childEnv({
      NODE_ENV: 'production',
      PORT: String(port),
      CMS_URL: `http://127.0.0.1:${cmsPort}`,
      PUBLIC_URL: base,
      DATABASE_URL: `postgres://postgres:postgres@127.0.0.1:${nobody}/cardcompare`,
      PAYLOAD_SECRET: 'outage-test-secret-that-is-long-enough-42',
      CATALOG_CACHE_SECONDS: '1',
      CMS_TIMEOUT_MS: String(TIMEOUT_MS),
    }),
  )
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: web })
}, 60_000)

afterAll(async () => {
  await stopChild(web)
  switchboard.closeAllConnections()
  await new Promise((resolve) => switchboard.close(resolve))
})

async function timed(path: string, init: RequestInit = {}) {
  const started = Date.now()
  const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) })
  const text = await res.text()
  return { res, text, ms: Date.now() - started }
}

const firstCardName = (html: string) => /<h3[^>]*>([^<]+)<\/h3>/.exec(html)?.[1]

describe.each<Mode>(['hang', 'fail'])('with the CMS %s', (outage) => {
  let page: string
  let api: unknown
  let cardPath: string

  beforeAll(async () => {
    mode = 'pass'
    // The first reads of a cold CMS on a busy machine can take longer than the short timeout.
    let cards = await timed('/cards')
    for (let tries = 1; cards.res.status !== 200 && tries < 10; tries++) cards = await timed('/cards')
    expect(cards.res.status).toBe(200)
    page = cards.text
    const list = await timed('/api/credit-cards?limit=5')
    expect(list.res.status).toBe(200)
    api = JSON.parse(list.text)
    cardPath = `/credit-cards/${(api as { cards: { slug: string }[] }).cards[0].slug}`
    expect((await timed(cardPath)).res.status).toBe(200)
    // The storefront's own cache of those reads runs out; the next reads meet the outage.
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    mode = outage
  })

  afterAll(() => {
    mode = 'pass'
  })

  it('/cards answers in seconds with the catalogue as it last was', async () => {
    const { res, text, ms } = await timed('/cards')
    expect(res.status).toBe(200)
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000)
    expect(firstCardName(text)).toBe(firstCardName(page))
  })

  it('a card page read before answers from its last good copy', async () => {
    const { res, text, ms } = await timed(cardPath)
    expect(res.status).toBe(200)
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000)
    expect(text).toContain((api as { cards: { name: string }[] }).cards[0].name)
  })

  it('/api/credit-cards answers its last good JSON', async () => {
    const { res, text } = await timed('/api/credit-cards?limit=5')
    expect(res.status).toBe(200)
    expect(JSON.parse(text)).toEqual(api)
  })

  it('what was never read is a JSON 503 with Retry-After, in seconds', async () => {
    const { res, text, ms } = await timed('/api/credit-cards?limit=3&page=2')
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(JSON.parse(text)).toEqual({ error: 'The service is temporarily unavailable. Please try again in a moment.' })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(ms).toBeLessThan(TIMEOUT_MS + 3_000)
  })
})

describe('with the database away', () => {
  it('a solved bot check is "temporarily unavailable" (503), not a failed one', async () => {
    mode = 'pass'
    const { res, text } = await timed('/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': '10.9.9.9' },
      body: JSON.stringify({
        fullName: 'Noor Saleh',
        email: 'noor.outage@example.test',
        phone: '+971501234567',
        salary: 20000,
        preference: 'travel',
        consentContact: true,
        recaptchaToken: await solveBotCheck(base, 'lead_form'),
      }),
    })
    expect(res.status).toBe(503)
    expect(JSON.parse(text)).toEqual({ success: false, message: 'The service is temporarily unavailable. Please try again in a moment.' })
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})
