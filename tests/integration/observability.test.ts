// The request log and the health checks (docs/runbook.md): a storefront and a CMS of this
// file's own, from the same builds and on the test stack's database, write their output to files
// the test reads. The CMS reaches PostgreSQL through a TCP switch the test can open, as a stopped
// database would look to it.
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { connect, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseUrl } from '../env'
import { sql } from './helpers'

// @ts-expect-error plain ESM script without types
const { freePort } = await import('../../scripts/lib/test-stack.mjs')
// @ts-expect-error plain ESM script without types
const { childEnv, startCms, startStorefront, stopChild, waitForHttp } = await import('../../scripts/lib/stack.mjs')

const SECRET = 'observability-test-secret-long-enough-42'
const FIELDS = ['app', 'durationMs', 'level', 'method', 'requestId', 'route', 'status', 'time']

/** A TCP relay to PostgreSQL that can be switched off (every connection dropped, none accepted). */
function databaseSwitch(target: URL) {
  const sockets = new Set<Socket>()
  let server: Server | null = null
  const on = (port: number) =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port), target.hostname)
        const drop = () => {
          for (const socket of [client, upstream]) {
            socket.destroy()
            sockets.delete(socket)
          }
        }
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('error', drop).on('close', drop)
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  const off = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (!server) return resolve()
      server.close(() => resolve())
      server = null
    })
  return { on, off }
}

let dir: string
let base: string
let cmsBase: string
let dbPort: number
let db: ReturnType<typeof databaseSwitch>
let cms: ChildProcess | null = null
let web: ChildProcess | null = null
const logs = { storefront: '', cms: '' }
const fds: number[] = []

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'cardcompare-observability-'))
  const [port, cmsPort] = [await freePort(), await freePort()]
  dbPort = await freePort()
  base = `http://localhost:${port}`
  cmsBase = `http://127.0.0.1:${cmsPort}`
  const real = new URL(databaseUrl())
  db = databaseSwitch(real)
  await db.on(dbPort)
  const viaSwitch = new URL(real)
  viaSwitch.hostname = '127.0.0.1'
  viaSwitch.port = String(dbPort)
  const output = (app: 'storefront' | 'cms') => {
    logs[app] = path.join(dir, `${app}.log`)
    const fd = openSync(logs[app], 'a')
    fds.push(fd)
    return fd
  }
  const common = { NODE_ENV: 'production', PUBLIC_URL: base, PAYLOAD_SECRET: SECRET, CMS_PORT: String(cmsPort), CMS_URL: cmsBase }
  cms = startCms(
    childEnv({
      ...common,
      DATABASE_URL: viaSwitch.toString(),
      MEDIA_DIR: path.join(dir, 'media'),
      MAIL_OUTBOX_DIR: path.join(dir, 'mail'),
      // The test stack's own CMS sends the mail; this one only answers.
      JOBS_AUTORUN: 'false',
      REVALIDATE_URLS: `${base}/internal/revalidate`,
      NEXT_TELEMETRY_DISABLED: '1',
    }),
    { output: output('cms') },
  )
  // Payload starts on the first API request: it is made here, not by a test with a short timeout.
  await waitForHttp(`${cmsBase}/cms-api/card-types?limit=1`, { child: cms })
  web = startStorefront(
    childEnv({ ...common, PORT: String(port), DATABASE_URL: real.toString(), CATALOG_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '60' }),
    { output: output('storefront') },
  )
  await waitForHttp(`http://127.0.0.1:${port}/healthz`, { child: web })
}, 120_000)

afterAll(async () => {
  await Promise.all([web && stopChild(web), cms && stopChild(cms)])
  await db?.off()
  for (const fd of fds) closeSync(fd)
  rmSync(dir, { recursive: true, force: true })
})

type Line = Record<string, unknown>
/** The JSON lines an app has written so far (its other output, Next.js's or Payload's, aside). */
function linesOf(app: 'storefront' | 'cms'): Line[] {
  return readFileSync(logs[app], 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('{"time"'))
    .map((line) => JSON.parse(line) as Line)
}

/** The lines of `requestId`, once both apps have written what `expected` asks (a line follows its answer). */
async function linesFor(requestId: string, expected: { storefront: number; cms: number }) {
  for (let tries = 0; ; tries++) {
    const found = { storefront: linesOf('storefront'), cms: linesOf('cms') }
    const of = (app: 'storefront' | 'cms') => found[app].filter((line) => line.requestId === requestId)
    const result = { storefront: of('storefront'), cms: of('cms') }
    if ((result.storefront.length >= expected.storefront && result.cms.length >= expected.cms) || tries === 50) return result
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** An id of letters only: safe, and never taken for a phone number. */
const newId = () =>
  `obs-${randomBytes(12)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`
const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(15_000) })

describe('the request log', () => {
  it('writes one line per request in both apps, under the id the client sent', async () => {
    const id = newId()
    const res = await get(`${base}/api/credit-cards?limit=1&bank=1`, { 'X-Request-Id': id })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-request-id')).toBe(id)
    const { storefront, cms: cmsLines } = await linesFor(id, { storefront: 1, cms: 1 })
    expect(storefront).toEqual([
      expect.objectContaining({ level: 'info', app: 'storefront', method: 'GET', route: '/api/credit-cards', status: 200, requestId: id }),
    ])
    expect(cmsLines).toContainEqual(
      expect.objectContaining({ level: 'info', app: 'cms', method: 'GET', route: '/cms-api/credit-cards', status: 200 }),
    )
    for (const line of [...storefront, ...cmsLines]) {
      expect(Object.keys(line).sort()).toEqual(FIELDS)
      expect(Number.isNaN(Date.parse(String(line.time)))).toBe(false)
      expect(line.durationMs).toBeGreaterThanOrEqual(0)
    }
  })

  it('passes the id through the proxy, for the API and the admin’s files alike', async () => {
    const id = newId()
    const api = await get(`${base}/cms-api/banks?limit=1`, { 'X-Request-Id': id })
    expect(api.status).toBe(200)
    const missing = await get(`${base}/_next/static/chunks/not-there.js`, { 'X-Request-Id': id })
    expect(missing.status).toBe(404)
    const { storefront, cms: cmsLines } = await linesFor(id, { storefront: 2, cms: 2 })
    // A line is written as its answer ends, which may be after the next request began.
    const byRoute = (lines: Line[]) => lines.map((line) => [line.route, line.status, line.level]).sort()
    expect(byRoute(storefront)).toEqual([
      ['/_next/static/chunks/not-there.js', 404, 'warn'],
      ['/cms-api/banks', 200, 'info'],
    ])
    expect(byRoute(cmsLines)).toEqual([
      ['/_next/static/chunks/not-there.js', 404, 'warn'],
      ['/cms-api/banks', 200, 'info'],
    ])
  })

  it('answers each request’s own id, a page from the page cache too', async () => {
    // The cache keeps the headers of the answer that filled it; every try has an id of its own.
    let kept: Response
    let id: string
    for (let tries = 0; ; tries++) {
      id = newId()
      kept = await get(`${base}/how-we-rank`, { 'X-Request-Id': id })
      await kept.text()
      if (kept.headers.get('x-page-cache') === 'hit' || tries === 20) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(kept.headers.get('x-page-cache')).toBe('hit')
    expect(kept.headers.get('x-request-id')).toBe(id)
    const { storefront } = await linesFor(id, { storefront: 1, cms: 0 })
    expect(storefront).toEqual([expect.objectContaining({ route: '/how-we-rank', status: 200 })])
  })

  it.each([
    ['no id', {}],
    ['a phone number as its id', { 'X-Request-Id': '971501234567' }],
    ['an e-mail address as its id', { 'X-Request-Id': 'noor.saleh@example.test' }],
  ])('gives a request with %s a new one, which the CMS logs too', async (_kind, headers: Record<string, string>) => {
    const res = await get(`${base}/cms-api/card-types?limit=1`, headers)
    expect(res.status).toBe(200)
    const id = res.headers.get('x-request-id') ?? ''
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const { cms: cmsLines } = await linesFor(id, { storefront: 1, cms: 1 })
    expect(cmsLines.map((line) => line.route)).toEqual(['/cms-api/card-types'])
  })

  it('carries no e-mail address, phone number, token or cookie a request had', async () => {
    const email = 'noor.saleh@example.test'
    const phone = '+971501234567'
    const token = randomBytes(20).toString('hex')
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ email })).toString('base64url')}.${randomBytes(16).toString('base64url')}`
    const hostile = {
      Authorization: `JWT ${jwt}`,
      Cookie: `payload-token=${jwt}; cc_flash=${token}`,
      'X-Request-Id': phone.slice(1),
      'User-Agent': `probe ${email}`,
      Referer: `${base}/account?email=${email}`,
    }
    const requests = [
      get(`${base}/reset-password?token=${token}&email=${encodeURIComponent(email)}&phone=${encodeURIComponent(phone)}`, hostile),
      get(`${base}/cms-api/users/${encodeURIComponent(email)}`, hostile),
      get(`${base}/api/credit-cards/${encodeURIComponent(phone)}`, hostile),
      get(`${base}/cms-api/users/verify/${token}?email=${email}`, hostile),
      fetch(`${base}/cms-api/users/forgot-password`, {
        method: 'POST',
        headers: { ...hostile, Origin: base, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, phone }),
      }),
      get(`${cmsBase}/cms-api/credit-cards?where[name][equals]=${encodeURIComponent(email)}`, hostile),
    ]
    const answers = await Promise.all(requests)
    const ids = answers.map((res) => res.headers.get('x-request-id') ?? '')
    // The last one went to the CMS directly; the others through the storefront, which logs each.
    for (const id of ids.slice(0, -2)) await linesFor(id, { storefront: 1, cms: 0 })
    await linesFor(ids.at(-2)!, { storefront: 1, cms: 1 })
    await linesFor(ids.at(-1)!, { storefront: 0, cms: 1 })
    const everything = readFileSync(logs.storefront, 'utf8') + readFileSync(logs.cms, 'utf8')
    for (const secret of [email, encodeURIComponent(email), 'noor.saleh', '501234567', token, jwt, jwt.split('.')[1]])
      expect(everything).not.toContain(secret)
    const routes = [...linesOf('storefront'), ...linesOf('cms')]
      .filter((line) => ids.includes(String(line.requestId)))
      .map((line) => line.route)
    expect(routes).toEqual(
      expect.arrayContaining([
        '/reset-password',
        '/cms-api/users/:redacted',
        '/api/credit-cards/:redacted',
        '/cms-api/users/verify/:redacted',
      ]),
    )
  })
})

describe('refusals in the CMS log', () => {
  it('are one INFO line with the status and message, not an ERROR with a stack', async () => {
    const before = readFileSync(logs.cms, 'utf8').length
    // A bad query (our input guard) and a document that does not exist (Payload's NotFound).
    expect((await get(`${cmsBase}/cms-api/credit-cards?limit=1001`)).status).toBe(400)
    expect((await get(`${cmsBase}/cms-api/credit-cards/987654321`)).status).toBe(404)
    // Payload's pretty output colours the level: compared without the colour codes.
    const added = () => stripVTControlCharacters(readFileSync(logs.cms, 'utf8').slice(before))
    for (let tries = 0; !/Not Found/.test(added()) && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 100))
    const lines = added().split('\n')
    for (const message of ['limit must be a whole number from 0 to 1000.', 'Not Found']) {
      const line = lines.find((l) => l.includes(message) && /\(payload\)/.test(l))
      expect(line, message).toMatch(/INFO/)
    }
    expect(added()).not.toMatch(/ERROR \(payload\)/)
    expect(added()).not.toMatch(/^\s+at /m)
  })
})

describe('health checks', () => {
  const body = async (res: Response) => ({ status: res.status, body: await res.json(), cache: res.headers.get('cache-control') })

  it('are ok on both apps while the database and the CMS answer', async () => {
    for (const url of [`${base}/healthz`, `${base}/readyz`, `${cmsBase}/healthz`, `${cmsBase}/readyz`])
      expect(await body(await get(url))).toEqual({ status: 200, body: { status: 'ok' }, cache: 'no-store' })
  })

  it('say not ready, with Retry-After and no address, while the database is away, and ready once it is back', async () => {
    await db.off()
    try {
      const id = newId()
      for (const url of [`${cmsBase}/readyz`, `${base}/readyz`]) {
        const res = await get(url, { 'X-Request-Id': id })
        expect(res.headers.get('retry-after')).toBe('30')
        const text = await res.clone().text()
        expect(text).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|localhost|\d{4,5}/)
        expect(await body(res)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'database unreachable' }, cache: 'no-store' })
      }
      // Liveness is the process only.
      expect((await get(`${base}/healthz`)).status).toBe(200)
      expect((await get(`${cmsBase}/healthz`)).status).toBe(200)
      // A failing probe is logged, in both apps, under the storefront's id: the storefront's own,
      // and the CMS's for the direct probe and for the storefront's.
      const { storefront, cms: cmsLines } = await linesFor(id, { storefront: 1, cms: 2 })
      expect(storefront.map((line) => [line.route, line.status, line.level])).toEqual([['/readyz', 503, 'error']])
      expect(cmsLines.map((line) => [line.route, line.status, line.level])).toEqual([
        ['/readyz', 503, 'error'],
        ['/readyz', 503, 'error'],
      ])
    } finally {
      await db.on(dbPort)
    }
    expect((await get(`${cmsBase}/readyz`)).status).toBe(200)
    expect((await get(`${base}/readyz`)).status).toBe(200)
  })

  it('a connection the database drops while idle is a warning with no address, and the next request is served', async () => {
    // A request leaves a connection idle in Payload's pool for 10 s; a restarting database drops it.
    expect((await get(`${cmsBase}/cms-api/credit-cards?limit=1`)).status).toBe(200)
    await db.off()
    await db.on(dbPort)
    const dropped = () => readFileSync(logs.cms, 'utf8').match(/.*database connection lost while idle.*/g) ?? []
    for (let tries = 0; dropped().length === 0 && tries < 50; tries++) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(dropped().length).toBeGreaterThan(0)
    for (const line of dropped()) {
      // Payload's own log format: "[time] WARN (payload): …".
      expect(line).toMatch(/WARN/)
      expect(line).not.toMatch(/postgres:\/\/|password|127\.0\.0\.1/)
    }
    // Not an uncaught exception that Next.js only happens to survive, printing the client with it.
    expect(readFileSync(logs.cms, 'utf8')).not.toMatch(/uncaughtException/)
    // Once the pool has heard of every dropped connection (a request racing that can still fail),
    // the next request opens a new one.
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect((await get(`${cmsBase}/cms-api/credit-cards?limit=1`)).status).toBe(200)
  })

  it('say not ready while a committed migration is not applied', async () => {
    const [last] = await sql('SELECT name FROM payload_migrations ORDER BY id DESC LIMIT 1')
    await sql("UPDATE payload_migrations SET name = name || '-renamed' WHERE name = $1", [last.name])
    try {
      for (const url of [`${cmsBase}/readyz`, `${base}/readyz`]) {
        const res = await get(url)
        expect(res.headers.get('retry-after')).toBe('30')
        expect(await body(res)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'migrations pending' }, cache: 'no-store' })
      }
    } finally {
      await sql('UPDATE payload_migrations SET name = $1 WHERE name = $2', [last.name, `${last.name}-renamed`])
    }
    expect((await get(`${base}/readyz`)).status).toBe(200)
  })

  it('say the storefront is not ready when its CMS does not answer', async () => {
    await stopChild(cms)
    cms = null
    const res = await get(`${base}/readyz`)
    expect(res.headers.get('retry-after')).toBe('30')
    expect(await body(res)).toEqual({ status: 503, body: { status: 'unavailable', reason: 'cms unreachable' }, cache: 'no-store' })
    expect((await get(`${base}/healthz`)).status).toBe(200)
  })
})
