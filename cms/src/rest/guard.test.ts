import { CMS_BODY_LIMITS, HTTP_MESSAGES } from '@cardcompare/shared'
import { describe, expect, it } from 'vitest'
import { guardedRest, jsonNesting, MAX_JSON_BYTES } from './guard'

const echo = guardedRest(async (request) => Response.json({ body: await request.text(), type: request.headers.get('content-type') }))
const args = { params: Promise.resolve({ slug: ['leads'] }) }
const send = (init: RequestInit & { headers?: Record<string, string> }, path = '/cms-api/leads') =>
  echo(new Request(`http://cms.test${path}`, { method: 'POST', ...init }), args)

describe('jsonNesting', () => {
  it.each([
    ['1', 0],
    ['{}', 1],
    ['[[[]]]', 3],
    ['{"a":{"b":[1,{"c":2}]}}', 4],
    ['"[[[[[[["', 0],
    ['{"a":"\\"[[["}', 1],
  ])('%s → %i', (text, depth) => expect(jsonNesting(text)).toBe(depth))
})

describe('the /cms-api body guard', () => {
  it('passes JSON objects through, and turns an empty body into {}', async () => {
    expect(await (await send({ headers: { 'content-type': 'application/json' }, body: '{"a":1}' })).json()).toEqual({
      body: '{"a":1}',
      type: 'application/json',
    })
    expect(await (await send({ headers: { 'content-type': 'text/plain' } })).json()).toEqual({ body: '{}', type: 'application/json' })
  })

  it.each([
    ['not JSON', 'application/json', '{oops', 400],
    ['JSON that is not an object', 'application/json', 'null', 400],
    ['a JSON array', 'application/json', '[1]', 400],
    ['a JSON string', 'application/json', '""', 400],
    ['nested 65 deep', 'application/json', `${'['.repeat(65)}${']'.repeat(65)}`, 400],
    ['text/plain that is not JSON', 'text/plain', 'a=1', 400],
    ['a url-encoded form', 'application/x-www-form-urlencoded', 'a=1', 400],
    ['too large', 'application/json', `{"a":"${'x'.repeat(MAX_JSON_BYTES)}"}`, 413],
    ['a broken multipart form', 'multipart/form-data; boundary=x', '--x\r\nbroken', 400],
    [
      'a multipart form with bad _payload',
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{oops\r\n--x--\r\n',
      400,
    ],
  ])('refuses %s', async (_name, type, body, status) => {
    const res = await send({ headers: { 'content-type': type, 'content-length': String(Buffer.byteLength(body)) }, body })
    expect(res.status).toBe(status)
    expect((await res.json()).errors[0].message).toEqual(expect.any(String))
  })

  it('lets the admin read with POST and a method override, the query as a form body', async () => {
    const res = await send({
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
      body: 'depth=0&limit=10',
    })
    expect(await res.json()).toEqual({ body: 'depth=0&limit=10', type: 'application/x-www-form-urlencoded' })
  })

  it('takes JSON sent as text/plain as JSON', async () => {
    expect(await (await send({ headers: { 'content-type': 'text/plain' }, body: '{"a":1}' })).json()).toEqual({
      body: '{"a":1}',
      type: 'application/json',
    })
  })

  it('refuses an upload past its limit by its length, and a form without a length', async () => {
    const upload = await send({
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(CMS_BODY_LIMITS.upload + 1) },
    })
    expect([upload.status, (await upload.json()).errors[0].message]).toEqual([413, HTTP_MESSAGES.bodyTooLarge])
    const stream = new ReadableStream({ start: (controller) => controller.close() })
    // A stream's length is unknown: no content-length is sent with it.
    const unknown = await send({ headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: stream, ...{ duplex: 'half' } })
    expect([unknown.status, (await unknown.json()).errors[0].message]).toEqual([411, HTTP_MESSAGES.lengthRequired])
  })

  it('reads the rest of a body an answer did not need, and no more than the largest limit', async () => {
    let pulled = 0
    const body = (size: number) =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          if (pulled >= size) return controller.close()
          pulled += 64 * 1024
          controller.enqueue(new Uint8Array(64 * 1024))
        },
      })
    const refuse = guardedRest(async () => Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 401 }))
    const importArgs = { params: Promise.resolve({ slug: ['import', 'cards'] }) }
    const answer = await refuse(
      new Request('http://cms.test/cms-api/import/cards', {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: body(2_000_000),
        duplex: 'half',
      } as RequestInit),
      importArgs,
    )
    // Every chunk of the 2 MB body was read.
    expect([answer.status, pulled]).toEqual([401, Math.ceil(2_000_000 / (64 * 1024)) * 64 * 1024])
    pulled = 0
    await refuse(
      new Request('http://cms.test/cms-api/import/cards', {
        method: 'POST',
        headers: { 'content-type': 'text/csv' },
        body: body(50_000_000),
        duplex: 'half',
      } as RequestInit),
      importArgs,
    )
    expect(pulled).toBeGreaterThan(CMS_BODY_LIMITS.import)
    expect(pulled).toBeLessThan(CMS_BODY_LIMITS.import + 1_000_000)
  })

  it('strips the session token from /users/me and refresh-token, and keeps them out of caches', async () => {
    const me = guardedRest(async () => Response.json({ user: { id: 1 }, token: 'secret.jwt', exp: 1 }))
    for (const path of ['/cms-api/users/me', '/cms-api/users/refresh-token']) {
      const res = await me(new Request(`http://cms.test${path}`), args)
      expect(await res.json()).toEqual({ user: { id: 1 }, exp: 1 })
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    }
    const other = await me(new Request('http://cms.test/cms-api/users/login', { method: 'GET' }), args)
    expect(await other.json()).toHaveProperty('token')
  })
})
