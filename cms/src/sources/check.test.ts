// The source watcher end to end: the real client, extraction and comparison against a local server
// that serves stored copies of a bank's fee page and schedule of charges.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkSources } from './check'
import { createSourceClient, SOURCE_USER_AGENT } from './client'
import type { Check, Snapshot } from './compare'
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

/** One source, checked once. */
async function check(url: string, previous: Snapshot | null, client = quick()): Promise<Check> {
  const [result] = await checkSources([{ url, previous }], client)
  return result
}

const PAGE_FIGURES = ['AED 241.50', 'AED 1050', 'AED 8000', '3.69%', '5%']
const none = { figuresAdded: [], figuresRemoved: [], diff: null }

describe('checking a bank’s sources', () => {
  it('finds the same page unchanged, and sent our User-Agent each time', async () => {
    server.route('/fees', { body: FIXTURES.page })
    const first = await check(`${server.url}/fees`, null)
    expect(first).toMatchObject({ status: 'new', figuresAdded: PAGE_FIGURES, diff: null, message: null })
    expect(first.snapshot).toMatchObject({ url: `${server.url}/fees`, finalUrl: `${server.url}/fees`, figures: PAGE_FIGURES })
    expect(first.snapshot.text).toContain('Annual fee AED 1,050')

    const second = await check(`${server.url}/fees`, first.snapshot)
    expect(second).toEqual({ status: 'unchanged', snapshot: first.snapshot, ...none, message: null })
    expect(server.requests.map((r) => r.userAgent)).toEqual([SOURCE_USER_AGENT, SOURCE_USER_AGENT])
  })

  it('finds a changed fee, with the figure in and out and the changed line in the diff', async () => {
    server.route('/fees', [{ body: FIXTURES.page }, { body: FIXTURES.changedPage }])
    const { snapshot } = await check(`${server.url}/fees`, null)
    const result = await check(`${server.url}/fees`, snapshot)
    expect(result).toMatchObject({ status: 'changed', figuresAdded: ['AED 1100'], figuresRemoved: ['AED 1050'], message: null })
    expect(result.diff).toContain('-Annual fee AED 1,050\n+Annual fee AED 1,100\n')
    expect(result.diff?.match(/^[-+][^-+]/gm)).toHaveLength(2)
    expect(result.snapshot.fingerprint).not.toBe(snapshot.fingerprint)
    expect(result.snapshot.figures).toEqual(['AED 241.50', 'AED 1100', 'AED 8000', '3.69%', '5%'])
  })

  it('finds a page whose markup was only re-spaced unchanged', async () => {
    server.route('/fees', [{ body: FIXTURES.page }, { body: FIXTURES.reformattedPage }])
    const { snapshot } = await check(`${server.url}/fees`, null)
    expect(await check(`${server.url}/fees`, snapshot)).toEqual({ status: 'unchanged', snapshot, ...none, message: null })
  })

  it('finds a page that answers 404 gone, and keeps its last snapshot', async () => {
    server.route('/fees', [{ body: FIXTURES.page }, { status: 404 }])
    const { snapshot } = await check(`${server.url}/fees`, null)
    expect(await check(`${server.url}/fees`, snapshot)).toEqual({
      status: 'gone',
      snapshot,
      ...none,
      message: `HTTP 404 at ${server.url}/fees`,
    })
  })

  it('finds a page that now redirects moved, and records where it went', async () => {
    server.route('/fees', [{ body: FIXTURES.page }, { status: 301, headers: { Location: '/en/fees' } }])
    server.route('/en/fees', { body: FIXTURES.page })
    const { snapshot } = await check(`${server.url}/fees`, null)
    const result = await check(`${server.url}/fees`, snapshot)
    expect(result).toEqual({
      status: 'moved',
      snapshot: { ...snapshot, finalUrl: `${server.url}/en/fees` },
      ...none,
      message: `moved from ${server.url}/fees to ${server.url}/en/fees`,
    })
  })

  it('reads a PDF schedule of charges', async () => {
    server.route('/soc.pdf', { body: FIXTURES.pdf, type: 'application/pdf' })
    const result = await check(`${server.url}/soc.pdf`, null)
    expect(result).toMatchObject({ status: 'new', figuresAdded: ['AED 241.50', 'AED 1050', '3.69%'] })
    expect(result.snapshot.text).toContain('Annual fee: AED 1,050')
    expect(result.snapshot.figures).toEqual(['AED 241.50', 'AED 1050', '3.69%'])
  })

  it('calls a document it cannot read an error, keeping the last snapshot', async () => {
    server.route('/fees', [{ body: FIXTURES.page }, { body: Buffer.from([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' }])
    const { snapshot } = await check(`${server.url}/fees`, null)
    expect(await check(`${server.url}/fees`, snapshot)).toEqual({
      status: 'error',
      snapshot,
      ...none,
      message: `not an HTML page or a PDF (image/png) at ${server.url}/fees`,
    })
  })

  it('calls a host too slow to answer an error after the retries', async () => {
    server.route('/slow', { body: FIXTURES.page, delayMs: 2_000 })
    expect(await check(`${server.url}/slow`, null, impatientClient())).toMatchObject({
      status: 'error',
      message: `timed out after ${IMPATIENT_TIMEOUT_MS} ms (3 attempts) at ${server.url}/slow`,
    })
    expect(server.requests).toHaveLength(3)
  })

  it('reads a page that answered 503 once on the retry', async () => {
    server.route('/fees', [{ status: 503 }, { body: FIXTURES.page }])
    expect(await check(`${server.url}/fees`, null)).toMatchObject({ status: 'new', figuresAdded: PAGE_FIGURES })
    expect(server.requests).toHaveLength(2)
  })

  it('reads two hosts side by side, one request at a time on each, and answers in the order asked', async () => {
    server.route('/fees', { body: FIXTURES.page, delayMs: 150 })
    server.route('/soc.pdf', { body: FIXTURES.pdf, type: 'application/pdf', delayMs: 150 })
    const urls = [`${server.url}/fees`, `${server.otherHostUrl}/fees`, `${server.url}/soc.pdf`, `${server.otherHostUrl}/soc.pdf`]
    const results = await checkSources(
      urls.map((url) => ({ url, previous: null })),
      createSourceClient(),
    )
    expect(results.map((r) => r.snapshot.url)).toEqual(urls)
    expect(results.map((r) => r.status)).toEqual(['new', 'new', 'new', 'new'])
    expect(Object.fromEntries(server.maxOpenByHost)).toEqual({ [new URL(server.url).host]: 1, [new URL(server.otherHostUrl).host]: 1 })
    expect(server.maxOpen()).toBe(2)
  })
})
