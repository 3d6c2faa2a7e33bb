// The page cache in an Express app of its own (docs/decisions/031): the render behind it is a
// handler whose answer and timing the test sets, so that races and headers can be made at will.
import type { AddressInfo } from 'node:net'
import express from 'express'
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createPageCache, isPersonalRequest, PAGE_CACHE_HEADER } from './page-cache.js'

const PUBLIC = 'public, max-age=0, s-maxage=2'

describe('a personal request', () => {
  const request = (headers: Record<string, string>, originalUrl = '/cards') => ({ headers, originalUrl })

  it.each([
    ['the session cookie', request({ cookie: 'payload-token=abc' })],
    ['the session among others', request({ cookie: 'a=1; payload-token=x; b=2' })],
    ['an empty session cookie', request({ cookie: 'payload-token=' })],
    ['the one-time message', request({ cookie: 'cc_flash=x' })],
    ['an Authorization header', request({ authorization: 'JWT x' })],
    ['a one-time link', request({}, '/verify-email?token=abc')],
    ['a one-time link among other parameters', request({}, '/reset?a=1&token=')],
  ])('carries %s', (_name, req) => {
    expect(isPersonalRequest(req)).toBe(true)
  })

  it.each([
    ['no cookie', request({})],
    ['another cookie', request({ cookie: 'theme=dark' })],
    ['a cookie whose name only contains the session’s', request({ cookie: 'xpayload-token=1' })],
    ['a parameter that is not the token', request({}, '/cards?tokens=1&mytoken=2')],
    ['a malformed cookie header', request({ cookie: '%E0%A4%A;;==' })],
  ])('is not one with %s', (_name, req) => {
    expect(isPersonalRequest(req)).toBe(false)
  })

  it('is decided for any cookie header and address without throwing', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (cookie, url) => {
        const personal = isPersonalRequest(request({ cookie }, `/${url}`))
        expect(typeof personal).toBe('boolean')
        if (cookie.startsWith('payload-token=')) expect(personal).toBe(true)
      }),
    )
  })
})

type Render = { status?: number; cacheControl?: string; setCookie?: string; delayMs?: number; body?: string; type?: string }

/** An app with the cache around a handler that renders `next()`'s answer and counts renders. */
async function appWith(
  render: () => Render,
  options: { ttlSeconds?: number; staleSeconds?: number; onSend?: Parameters<typeof createPageCache>[0]['onSend'] } = {},
) {
  const app = express()
  let renders = 0
  const server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  const cache = createPageCache({
    ttlSeconds: options.ttlSeconds ?? 60,
    staleSeconds: options.staleSeconds ?? 60,
    maxBytes: 1024 * 1024,
    port,
    publicHost: `localhost:${port}`,
    onSend: options.onSend,
  })
  app.use(cache.serve)
  app.use(cache.capture)
  app.get('*', async (_req, res) => {
    const number = ++renders
    const answer = render()
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs))
    res.status(answer.status ?? 200).setHeader('Cache-Control', answer.cacheControl ?? PUBLIC)
    res.setHeader('X-Card-Id', '7')
    if (answer.setCookie) res.setHeader('Set-Cookie', answer.setCookie)
    res.type(answer.type ?? 'html')
    res.write('<p>')
    res.end(`${answer.body ?? 'page'} ${number}</p>`)
  })
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { headers })
    return { state: res.headers.get(PAGE_CACHE_HEADER), body: await res.text(), res }
  }
  /** Renders the page once and waits until it is kept. */
  const keep = async (path: string) => {
    const answer = await get(path)
    await settle()
    return answer
  }
  servers.push(server)
  return { cache, get, keep, renders: () => renders }
}
const servers: import('node:http').Server[] = []
/** Time for an answer just sent to be compressed and stored. */
const settle = () => new Promise((r) => setTimeout(r, 150))
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

describe('the page cache', () => {
  it('keeps a public page and answers the next request from it without rendering', async () => {
    const app = await appWith(() => ({}))
    expect((await app.get('/a')).body).toBe('<p>page 1</p>')
    await settle()
    const kept = await app.get('/a')
    expect([kept.state, kept.body]).toEqual(['hit', '<p>page 1</p>'])
    expect(app.renders()).toBe(1)
  })

  it.each<[string, Render]>([
    ['a private page', { cacheControl: 'private, no-store' }],
    ['a page that sets a cookie', { setCookie: 'a=1' }],
    ['an error', { status: 404 }],
    ['a page no cache may keep', { cacheControl: 'public, no-cache' }],
    ['an image', { type: 'png' }],
  ])('never keeps %s', async (_name, render) => {
    const app = await appWith(() => render)
    for (let i = 1; i <= 3; i++) {
      expect((await app.get('/b')).state).toBeNull()
      await new Promise((r) => setTimeout(r, 30))
    }
    expect(app.renders()).toBe(3)
  })

  it('does not keep a page whose render began before a purge, however late it finishes', async () => {
    let delayMs = 300
    const app = await appWith(() => ({ delayMs }))
    const slow = app.get('/c')
    await new Promise((r) => setTimeout(r, 50))
    expect(app.cache.purge()).toBe(0)
    await slow
    delayMs = 0
    await new Promise((r) => setTimeout(r, 100))
    expect((await app.get('/c')).state).toBeNull()
    expect(app.renders()).toBe(2)
  })

  it.each(['json', 'xml', 'text', 'text/x-script'])('keeps a public answer of type %s', async (type) => {
    const app = await appWith(() => ({ type }))
    await app.keep('/k')
    expect((await app.get('/k')).state).toBe('hit')
  })

  it('keeps the first of renders that missed together, and does not replace it with the others', async () => {
    let started = 0
    const app = await appWith(() => ({ delayMs: 100 * ++started }))
    await Promise.all([app.get('/j'), app.get('/j'), app.get('/j')])
    await settle()
    const kept = await app.get('/j')
    expect([kept.state, kept.body]).toEqual(['hit', '<p>page 1</p>'])
  })

  it('tells of each copy it sends, with the kept headers, and of no render', async () => {
    const sent: (string | undefined)[] = []
    const app = await appWith(() => ({}), { onSend: (req, header) => sent.push(`${req.path} ${header('x-card-id')} ${header('x-none')}`) })
    await app.keep('/l')
    expect(sent).toEqual([])
    await app.get('/l')
    await app.get('/l')
    expect(sent).toEqual(['/l 7 undefined', '/l 7 undefined'])
  })

  it('forgets every page on a purge', async () => {
    const app = await appWith(() => ({}))
    await app.keep('/d')
    expect(app.cache.purge()).toBe(1)
    expect((await app.get('/d')).state).toBeNull()
  })

  it('sends a page past its TTL once more while it renders it again, and keeps the new one', async () => {
    const app = await appWith(() => ({}), { ttlSeconds: 1, staleSeconds: 60 })
    await app.keep('/e')
    await new Promise((r) => setTimeout(r, 1100))
    const stale = await app.get('/e')
    expect([stale.state, stale.body]).toEqual(['stale', '<p>page 1</p>'])
    await settle()
    const renewed = await app.get('/e')
    expect([renewed.state, renewed.body]).toEqual(['hit', '<p>page 2</p>'])
  })

  it('keeps sending the old page while rendering it again fails (stale-if-error)', async () => {
    let status = 200
    const app = await appWith(() => ({ status }), { ttlSeconds: 1, staleSeconds: 60 })
    await app.keep('/f')
    status = 503
    await new Promise((r) => setTimeout(r, 1100))
    for (let i = 0; i < 3; i++) {
      const answer = await app.get('/f')
      expect([answer.state, answer.body]).toEqual(['stale', '<p>page 1</p>'])
      await new Promise((r) => setTimeout(r, 50))
    }
  })

  it('renders past its TTL and stale time, as if it had never kept the page', async () => {
    const app = await appWith(() => ({}), { ttlSeconds: 1, staleSeconds: 0 })
    await app.keep('/g')
    await new Promise((r) => setTimeout(r, 1100))
    expect((await app.get('/g')).state).toBeNull()
  })

  it('ignores a refresh header it did not send, and renders', async () => {
    const app = await appWith(() => ({}))
    await app.get('/h')
    await settle()
    const forged = await app.get('/h', { 'x-page-cache-refresh': 'guess' })
    expect([forged.state, forged.body]).toEqual([null, '<p>page 2</p>'])
    await settle()
    expect((await app.get('/h')).body).toBe('<p>page 1</p>')
  })

  it('is off with a TTL of 0', async () => {
    const app = await appWith(() => ({}), { ttlSeconds: 0 })
    for (let i = 0; i < 3; i++) expect((await app.get('/i')).state).toBeNull()
    expect(app.renders()).toBe(3)
  })
})
