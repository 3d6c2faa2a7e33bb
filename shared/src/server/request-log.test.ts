/// <reference types="node" />
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  currentRequestId,
  isSafeRequestId,
  logRequest,
  loggedRoute,
  newRequestId,
  requestIdHeaders,
  requestIdOf,
  requestLine,
  withRequestId,
} from './request-log.js'

const email = 'noor.saleh@example.test'
const phone = '+971501234567'
const jwt = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6MTIsImVtYWlsIjoibm9vckBleGFtcGxlLnRlc3QifQ.c2lnbmF0dXJlMTIzNDU2Nzg5'
const hexToken = 'a3f9c2e17b4d8f6091c2d3e4f5a6b7c8d9e0f1a2'
const personal = [email, 'noor.saleh', 'example.test', phone, '501234567', jwt, hexToken, 'Noor']

describe('the request id', () => {
  it('keeps a safe id a client or proxy sent', () => {
    expect(requestIdOf('abcd-1234-EFGH')).toBe('abcd-1234-EFGH')
    const uuid = newRequestId()
    expect(requestIdOf(uuid)).toBe(uuid)
  })

  it.each([
    ['missing', undefined],
    ['too short', 'abc-123'],
    ['too long', 'a'.repeat(65)],
    ['an e-mail address', email],
    ['a phone number', '971501234567'],
    ['a phone number in a longer id', 'req-0501234567-x'],
    ['a header repeated', ['abcd-1234-efgh', 'ijkl-5678-mnop']],
    ['a line break (log injection)', 'abcd1234\n{"level":"info"}'],
    ['spaces', 'abcd 1234 efgh'],
    ['a JSON fragment', '","level":"info'],
  ])('makes a new one for an id that is %s', (_kind, given) => {
    const id = requestIdOf(given)
    expect(id).not.toEqual(given)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(isSafeRequestId(id)).toBe(true)
  })

  it('never makes an id that it would itself refuse', () => {
    for (let i = 0; i < 2000; i++) expect(isSafeRequestId(newRequestId())).toBe(true)
  })

  it('is the current request’s inside withRequestId, across awaits, and nobody’s outside', async () => {
    expect(currentRequestId()).toBeUndefined()
    expect(requestIdHeaders()).toEqual({})
    const seen = await withRequestId('abcd-1234-efgh', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return requestIdHeaders()
    })
    expect(seen).toEqual({ 'X-Request-Id': 'abcd-1234-efgh' })
    expect(currentRequestId()).toBeUndefined()
  })
})

describe('the logged route', () => {
  it('is the path without its query or fragment', () => {
    expect(loggedRoute(`/reset-password?token=${hexToken}&email=${encodeURIComponent(email)}`)).toBe('/reset-password')
    expect(loggedRoute('/cards?bank=fab#top')).toBe('/cards')
    expect(loggedRoute('')).toBe('/')
    expect(loggedRoute(undefined)).toBe('/')
  })

  it('keeps ordinary paths whole', () => {
    for (const path of [
      '/',
      '/cards/adcb-365-cashback-credit-card',
      '/cms-api/credit-cards/12',
      '/admin/collections/leads/341',
      '/assets/entry.client-CoJ3xLqV.js',
      '/_next/static/chunks/4bd1b696-c023c6e3521b1417.js',
      '/api/credit-cards/featured',
    ])
      expect(loggedRoute(path)).toBe(path)
  })

  it.each([
    ['an e-mail address', `/account/${email}`, '/account/:redacted'],
    ['an encoded e-mail address', `/u/${encodeURIComponent(email)}/x`, '/u/:redacted/x'],
    ['a phone number', `/leads/${phone}`, '/leads/:redacted'],
    ['a phone number with spaces', '/call/050%20123%204567', '/call/:redacted'],
    ['a phone number with plus as space', '/call/+971+50+123+4567', '/call/:redacted'],
    ['a verification token', `/cms-api/users/verify/${hexToken}`, '/cms-api/users/verify/:redacted'],
    ['a JWT', `/x/${jwt}`, '/x/:redacted'],
    ['a UUID', '/r/3f2b8c1e-9d4a-4e6b-8f0c-1a2b3c4d5e6f', '/r/:redacted'],
  ])('takes out %s', (_kind, path, logged) => {
    expect(loggedRoute(path)).toBe(logged)
  })

  it('is cut at 200 characters', () => {
    expect(loggedRoute(`/${'a/'.repeat(300)}`)).toHaveLength(201)
  })
})

describe('the request line', () => {
  const line = (fields: Partial<Parameters<typeof requestLine>[0]> = {}) =>
    JSON.parse(
      requestLine({
        app: 'storefront',
        requestId: 'abcd-1234-efgh',
        method: 'GET',
        url: '/cards',
        status: 200,
        durationMs: 12.345,
        time: new Date('2026-11-26T10:00:00Z'),
        ...fields,
      }),
    )

  it('has exactly the documented fields', () => {
    expect(line()).toEqual({
      time: '2026-11-26T10:00:00.000Z',
      level: 'info',
      app: 'storefront',
      requestId: 'abcd-1234-efgh',
      method: 'GET',
      route: '/cards',
      status: 200,
      durationMs: 12.3,
    })
  })

  it('is a warning for a 4xx and an error for a 5xx', () => {
    expect(line({ status: 404 }).level).toBe('warn')
    expect(line({ status: 503 }).level).toBe('error')
  })

  it('names an unknown method OTHER and an unsafe id invalid', () => {
    expect(line({ method: `GET ${email}` }).method).toBe('OTHER')
    expect(line({ requestId: email }).requestId).toBe('invalid')
  })

  it('carries nothing personal from a hostile request', () => {
    const hostile = [
      `/reset-password/${hexToken}?token=${hexToken}&email=${email}&phone=${phone}`,
      `/account/${encodeURIComponent(email)}/${encodeURIComponent(phone)}?name=Noor`,
      `/x/${jwt}\n{"level":"info","route":"${email}"}`,
    ]
    for (const url of hostile) {
      const text = requestLine({ app: 'cms', requestId: requestIdOf(phone), method: 'POST', url, status: 400, durationMs: 1 })
      expect(text).not.toContain('\n')
      for (const secret of personal) expect(text).not.toContain(secret)
      expect(Object.keys(JSON.parse(text))).toHaveLength(8)
    }
  })
})

describe('logRequest', () => {
  afterEach(() => vi.restoreAllMocks())

  it('writes one line, and none for a passing health probe', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    const request = { app: 'cms' as const, requestId: 'abcd-1234-efgh', method: 'GET', durationMs: 1 }
    logRequest({ ...request, url: '/readyz', status: 200 })
    logRequest({ ...request, url: '/healthz?x=1', status: 200 })
    expect(write).not.toHaveBeenCalled()
    logRequest({ ...request, url: '/readyz', status: 503 })
    logRequest({ ...request, url: '/cms-api/banks?limit=1', status: 200 })
    expect(write).toHaveBeenCalledTimes(2)
    const lines = write.mock.calls.map(([text]) => String(text))
    expect(lines.every((text) => text.endsWith('}\n') && text.split('\n').length === 2)).toBe(true)
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ route: '/cms-api/banks', status: 200 })
  })
})
