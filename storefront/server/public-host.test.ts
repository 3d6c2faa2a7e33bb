import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hostName, isOtherLoopbackName, otherHostMessage, publicHost } from './public-host.js'
import { isCmsPath } from './security-headers.js'

const LOCAL = 'http://localhost:3000'

describe('another loopback name of the public address', () => {
  it.each([
    ['127.0.0.1:3000', LOCAL, true],
    ['127.1.2.3:3000', LOCAL, true],
    ['[::1]:3000', LOCAL, true],
    ['localhost:3000', LOCAL, false],
    ['LOCALHOST:3000', LOCAL, false],
    ['localhost:3000', 'http://127.0.0.1:3000', true],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000', false],
    // A public deployment is left to its proxy: only loopback names are equivalent for sure.
    ['127.0.0.1:3000', 'https://cardcompare.ae', false],
    ['cardcompare.ae', LOCAL, false],
    ['evil.example', LOCAL, false],
    ['', LOCAL, false],
  ])('%s for %s → %s', (host, origin, expected) => {
    expect(isOtherLoopbackName(host, origin)).toBe(expected)
  })

  it('reads the host name of a Host header', () => {
    expect(hostName('127.0.0.1:3000')).toBe('127.0.0.1')
    expect(hostName('[::1]:80')).toBe('[::1]')
    expect(hostName('LocalHost')).toBe('localhost')
    expect(hostName(undefined)).toBe('')
  })

  it('never throws on any Host header', () => {
    fc.assert(fc.property(fc.string(), (host) => typeof isOtherLoopbackName(host, LOCAL) === 'boolean'))
  })
})

type Answer = { status?: number; location?: string; body?: unknown; passed: boolean }
function run(method: string, path: string, headers: Record<string, string>): Answer {
  const answer: Answer = { passed: false }
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  const req = { method, path, originalUrl: path, get: (name: string) => lower[name.toLowerCase()] }
  const res = {
    redirect: (status: number, location: string) => Object.assign(answer, { status, location }),
    status: (status: number) => ({ json: (body: unknown) => Object.assign(answer, { status, body }) }),
  }
  publicHost(LOCAL, { isCmsPath })(req, res, () => (answer.passed = true))
  return answer
}

describe('publicHost middleware', () => {
  it('sends a page asked for under 127.0.0.1 to the same address on PUBLIC_URL', () => {
    expect(run('GET', '/admin/collections/users/create?x=1', { host: '127.0.0.1:3000', accept: 'text/html,*/*' })).toEqual({
      passed: false,
      status: 302,
      location: 'http://localhost:3000/admin/collections/users/create?x=1',
    })
  })

  it('tells a browser writing to the CMS from there why, instead of a 403', () => {
    const answer = run('POST', '/cms-api/users', { host: '127.0.0.1:3000', cookie: 'a=1; payload-token=x' })
    expect(answer.status).toBe(421)
    expect(answer.body).toEqual({ errors: [{ message: otherHostMessage(LOCAL) }] })
    expect(otherHostMessage(LOCAL)).toBe(
      'This site runs at http://localhost:3000. Open it there and sign in again: sessions are kept per address.',
    )
  })

  it.each([
    ['GET', '/healthz', { host: '127.0.0.1:3000' }],
    ['GET', '/api/credit-cards', { host: '127.0.0.1:3000', accept: 'application/json' }],
    ['POST', '/internal/revalidate', { host: '127.0.0.1:3000' }],
    ['POST', '/cms-api/users', { host: '127.0.0.1:3000', cookie: 'payload-token=x', authorization: 'JWT y' }],
    ['POST', '/cms-api/users', { host: '127.0.0.1:3000' }],
    ['GET', '/admin', { host: 'localhost:3000', accept: 'text/html' }],
    ['POST', '/cms-api/users', { host: 'localhost:3000', cookie: 'payload-token=x' }],
  ])('lets %s %s through (%o)', (method, path, headers) => {
    expect(run(method, path, headers as Record<string, string>)).toEqual({ passed: true })
  })
})
