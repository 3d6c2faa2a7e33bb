import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSourceClient, SOURCE_USER_AGENT } from './client'
import {
  FIXTURES,
  IMPATIENT_TIMEOUT_MS,
  impatientClient,
  quickClient as quick,
  startFixtureServer,
  type FixtureServer,
} from './fixtures/server'

let server: FixtureServer
beforeAll(async () => {
  server = await startFixtureServer()
})
afterAll(() => server.close())
beforeEach(() => server.reset())

describe('the source client', () => {
  it('reads a page and names itself in the User-Agent', async () => {
    server.route('/fees', { body: FIXTURES.page })
    const outcome = await createSourceClient().get(`${server.url}/fees`)
    expect(outcome).toEqual({
      kind: 'ok',
      url: `${server.url}/fees`,
      finalUrl: `${server.url}/fees`,
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: FIXTURES.page,
    })
    expect(server.requests).toEqual([expect.objectContaining({ path: '/fees', userAgent: SOURCE_USER_AGENT })])
    expect(SOURCE_USER_AGENT).toBe('CardCompareUAE-SourceWatcher/1.0 (+https://cardcompare.ae/how-we-rank)')
  })

  it('sends the User-Agent it is given', async () => {
    server.route('/fees', { body: FIXTURES.page })
    await createSourceClient({ userAgent: 'Test/2.0' }).get(`${server.url}/fees`)
    expect(server.requests.map((r) => r.userAgent)).toEqual(['Test/2.0'])
  })

  it('follows redirects itself, relative and to another host, and reports where it ended', async () => {
    server.route('/old', { status: 301, headers: { Location: '../cards/fees?x=1' } })
    server.route('/cards/fees?x=1', { status: 302, headers: { Location: `${server.otherHostUrl}/final` } })
    server.route('/final', { body: FIXTURES.page })
    const outcome = await quick().get(`${server.url}/old`)
    expect(outcome).toMatchObject({ kind: 'ok', url: `${server.url}/old`, finalUrl: `${server.otherHostUrl}/final`, status: 200 })
    expect(server.requests.map((r) => `${r.host} ${r.path}`)).toEqual([
      `${new URL(server.url).host} /old`,
      `${new URL(server.url).host} /cards/fees?x=1`,
      `${new URL(server.otherHostUrl).host} /final`,
    ])
  })

  it('asks before each request, redirects included, and reads nothing it may not', async () => {
    const otherHost = new URL(server.otherHostUrl).host
    const client = createSourceClient({ retries: 0, allowUrl: async (url) => url.host !== otherHost })
    server.route('/fees', { body: FIXTURES.page })
    expect(await client.get(`${server.url}/fees`)).toMatchObject({ kind: 'ok' })
    expect(await client.get(`${server.otherHostUrl}/fees`)).toEqual({
      kind: 'error',
      url: `${server.otherHostUrl}/fees`,
      message: `${otherHost} is not a public address: not read`,
    })
    server.route('/to-inside', { status: 302, headers: { Location: `${server.otherHostUrl}/fees` } })
    expect(await client.get(`${server.url}/to-inside`)).toMatchObject({
      kind: 'error',
      message: `${otherHost} is not a public address: not read`,
    })
    // Only the allowed host was asked anything.
    expect(server.requests.map((r) => `${r.host} ${r.path}`)).toEqual([
      `${new URL(server.url).host} /fees`,
      `${new URL(server.url).host} /to-inside`,
    ])
  })

  it('stops after five redirects, and never follows one out of http and https', async () => {
    server.route('/loop', { status: 302, headers: { Location: '/loop' } })
    expect(await quick().get(`${server.url}/loop`)).toEqual({ kind: 'error', url: `${server.url}/loop`, message: 'more than 5 redirects' })
    expect(server.requests).toHaveLength(6)

    server.route('/ftp', { status: 301, headers: { Location: 'ftp://example.com/fees.pdf' } })
    expect(await quick().get(`${server.url}/ftp`)).toEqual({
      kind: 'error',
      url: `${server.url}/ftp`,
      message: `a redirect to ftp: at ${server.url}/ftp`,
    })
    expect(await quick().get('file:///etc/passwd')).toEqual({
      kind: 'error',
      url: 'file:///etc/passwd',
      message: 'only http and https URLs are read, not file:',
    })
    expect(await quick().get('not a url')).toEqual({ kind: 'error', url: 'not a url', message: 'not a valid URL' })
  })

  it('calls 404 and 410 missing, at once', async () => {
    server.route('/gone', { status: 410 })
    const client = quick()
    expect(await client.get(`${server.url}/nowhere`)).toEqual({
      kind: 'missing',
      url: `${server.url}/nowhere`,
      finalUrl: `${server.url}/nowhere`,
      status: 404,
    })
    expect(await client.get(`${server.url}/gone`)).toMatchObject({ kind: 'missing', status: 410 })
    expect(server.requests).toHaveLength(2)
  })

  it('does not retry another 4xx', async () => {
    server.route('/forbidden', { status: 403 })
    expect(await quick().get(`${server.url}/forbidden`)).toEqual({
      kind: 'error',
      url: `${server.url}/forbidden`,
      message: `HTTP 403 at ${server.url}/forbidden`,
    })
    expect(server.requests).toHaveLength(1)
  })

  it('retries a 503 and a 429, and reads the answer that follows', async () => {
    server.route('/busy', [{ status: 503 }, { body: FIXTURES.page }])
    server.route('/limited', [{ status: 429 }, { status: 429 }, { body: FIXTURES.page }])
    const client = quick()
    expect(await client.get(`${server.url}/busy`)).toMatchObject({ kind: 'ok', status: 200, body: FIXTURES.page })
    expect(await client.get(`${server.url}/limited`)).toMatchObject({ kind: 'ok', status: 200 })
    expect(server.requests.map((r) => r.path)).toEqual(['/busy', '/busy', '/limited', '/limited', '/limited'])
  })

  it('gives up on a 5xx after the retries, waiting longer before each', async () => {
    server.route('/down', { status: 500 })
    const outcome = await createSourceClient({ retries: 2, retryDelayMs: 60 }).get(`${server.url}/down`)
    expect(outcome).toEqual({ kind: 'error', url: `${server.url}/down`, message: `HTTP 500 (3 attempts) at ${server.url}/down` })
    const [first, second, third] = server.requests.map((r) => r.at)
    expect(server.requests).toHaveLength(3)
    expect(second - first).toBeGreaterThanOrEqual(55)
    expect(third - second).toBeGreaterThanOrEqual(115)
  })

  it('times a slow host out, retries it, then reports the timeout', async () => {
    server.route('/slow', { body: FIXTURES.page, delayMs: 2_000 })
    const started = Date.now()
    const outcome = await impatientClient().get(`${server.url}/slow`)
    expect(outcome).toEqual({
      kind: 'error',
      url: `${server.url}/slow`,
      message: `timed out after ${IMPATIENT_TIMEOUT_MS} ms (3 attempts) at ${server.url}/slow`,
    })
    expect(server.requests).toHaveLength(3)
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('reports a refused connection after the retries', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const { port } = closed.address() as AddressInfo
    await new Promise((resolve) => closed.close(resolve))
    const outcome = await quick().get(`http://127.0.0.1:${port}/fees`)
    expect(outcome).toEqual({
      kind: 'error',
      url: `http://127.0.0.1:${port}/fees`,
      message: `fetch failed: ECONNREFUSED (3 attempts) at http://127.0.0.1:${port}/fees`,
    })
  })

  it('refuses a body over the byte cap, declared or not', async () => {
    server.route('/big', { body: FIXTURES.page })
    server.route('/big-chunked', { body: FIXTURES.page, chunked: true })
    const client = createSourceClient({ maxBytes: 200 })
    for (const path of ['/big', '/big-chunked']) {
      expect(await client.get(`${server.url}${path}`)).toEqual({
        kind: 'error',
        url: `${server.url}${path}`,
        message: `the document is larger than 200 bytes at ${server.url}${path}`,
      })
    }
    const roomy = await createSourceClient({ maxBytes: FIXTURES.page.length }).get(`${server.url}/big-chunked`)
    expect(roomy).toMatchObject({ kind: 'ok', body: FIXTURES.page })
  })

  it('asks one thing of a host at a time, and different hosts side by side', async () => {
    for (const path of ['/a', '/b', '/c']) server.route(path, { body: FIXTURES.page, delayMs: 150 })
    const client = createSourceClient()
    const urls = [`${server.url}/a`, `${server.url}/b`, `${server.url}/c`, `${server.otherHostUrl}/a`, `${server.otherHostUrl}/b`]
    const outcomes = await Promise.all(urls.map((url) => client.get(url)))
    expect(outcomes.map((o) => o.kind)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok'])
    expect(Object.fromEntries(server.maxOpenByHost)).toEqual({ [new URL(server.url).host]: 1, [new URL(server.otherHostUrl).host]: 1 })
    expect(server.maxOpen()).toBe(2)
  })

  it('keeps to one request per host through a failure in the queue', async () => {
    server.route('/fail', { status: 403, delayMs: 50 })
    server.route('/ok', { body: FIXTURES.page, delayMs: 50 })
    const client = createSourceClient()
    const outcomes = await Promise.all([client.get(`${server.url}/fail`), client.get(`${server.url}/ok`), client.get(`${server.url}/ok`)])
    expect(outcomes.map((o) => o.kind)).toEqual(['error', 'ok', 'ok'])
    expect(server.maxOpen()).toBe(1)
  })
})
