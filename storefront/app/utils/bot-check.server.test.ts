import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { setEnv } from '../../../tests/env'
import { botCheckConfig, createAltchaChallenge, issueFormStamp, verifyBotCheck } from './bot-check.server'

// The unit project has no PostgreSQL: the pool is replaced by one that keeps the spent-table
// semantics (INSERT … ON CONFLICT DO NOTHING) in a Map. The real table is exercised in
// tests/integration/bot-check.test.ts.
const db = vi.hoisted(() => ({ rows: new Map<string, Date>(), failing: false, queries: [] as string[] }))
vi.mock('pg', () => {
  class Pool {
    on() {}
    async query(text: string, values: [string, Date]) {
      db.queries.push(text)
      if (db.failing) throw new Error('connect ECONNREFUSED 127.0.0.1:5432')
      if (!/^INSERT INTO rate_limit_hits \(key, hits, reset_at\) VALUES \(\$1, 1, \$2\) ON CONFLICT \(key\) DO NOTHING$/.test(text)) {
        throw new Error(`unexpected query: ${text}`)
      }
      if (db.rows.has(values[0])) return { rowCount: 0 }
      db.rows.set(values[0], values[1])
      return { rowCount: 1 }
    }
  }
  return { default: { Pool } }
})

const REQUIRED = { ok: false, status: 400, message: 'Security verification is required. Please refresh the page and try again.' }
const FAILED = { ok: false, status: 403, message: 'Security verification failed. Please try again.' }
const request = new Request('http://localhost:3000/api/leads', { method: 'POST' })
const check = (token: unknown, action: Parameters<typeof verifyBotCheck>[0]['action'] = 'lead_form', formStamp?: unknown) =>
  verifyBotCheck({ token: token as string, formStamp: formStamp as string, action, request })

let restoreEnv = () => {}
beforeEach(() => {
  restoreEnv = setEnv({
    RECAPTCHA_SITE_KEY: undefined,
    RECAPTCHA_SECRET_KEY: undefined,
    RECAPTCHA_MIN_SCORE: undefined,
    RECAPTCHA_VERIFY_URL: undefined,
    ALTCHA_HMAC_KEY: undefined,
    BOT_CHECK: undefined,
    NODE_ENV: 'test',
    PAYLOAD_SECRET: 'unit-test-secret-that-is-long-enough-0123456789',
    DATABASE_URL: 'postgres://unit:test@127.0.0.1:1/none',
    PUBLIC_URL: 'https://cardcompare.ae',
    ALTCHA_MAX_NUMBER: '5000',
  })
  db.rows.clear()
  db.queries.length = 0
  db.failing = false
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  restoreEnv()
  vi.restoreAllMocks()
})

/** What the altcha 3 widget submits: base64 of `{ challenge: { parameters, signature }, solution }`. */
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

async function solved(challenge: Challenge | null) {
  if (!challenge) throw new Error('no challenge')
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('not solved')
  return {
    challenge,
    solution,
    token: encode({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }),
  }
}

describe('ALTCHA proof of work (the default without reCAPTCHA keys)', () => {
  it('a solved challenge passes once, and is recorded as spent until it expires', async () => {
    const { challenge, token } = await solved(await createAltchaChallenge('lead_form'))
    expect(challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 })
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeGreaterThan(9 * 60_000)
    expect(challenge.parameters.expiresAt! * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000)

    expect(await check(token)).toEqual({ ok: true, method: 'altcha' })
    expect([...db.rows.keys()]).toEqual([`altcha:${challenge.signature}`])
    expect(db.rows.get(`altcha:${challenge.signature}`)!.getTime()).toBe(challenge.parameters.expiresAt! * 1000)
  })

  it('refuses a replayed solution, for any action', async () => {
    const { token } = await solved(await createAltchaChallenge('newsletter_signup'))
    expect(await check(token, 'newsletter_signup')).toEqual({ ok: true, method: 'altcha' })
    expect(await check(token, 'newsletter_signup')).toEqual(FAILED)
    expect(await check(token, 'card_application')).toEqual(FAILED)
  })

  it('refuses a solution made for another form, and does not spend it', async () => {
    const { token } = await solved(await createAltchaChallenge('newsletter_signup'))
    for (const action of ['lead_form', 'card_application', 'exit_intent_signup', 'contact_form'] as const)
      expect(await check(token, action)).toEqual(FAILED)
    expect(db.rows.size).toBe(0)
    expect(await check(token, 'newsletter_signup')).toEqual({ ok: true, method: 'altcha' })
  })

  it('refuses an expired challenge, and does not spend it', async () => {
    const { token } = await solved(await createAltchaChallenge('lead_form', new Date(Date.now() - 10 * 60_000 - 1_000)))
    expect(await check(token)).toEqual(FAILED)
    expect(db.rows.size).toBe(0)
  })

  it('refuses tampered challenges and solutions', async () => {
    const { challenge, solution } = await solved(await createAltchaChallenge('lead_form'))
    const { parameters, signature } = challenge
    const wrongKey = solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'))
    // (The counter is not among them: the derived key is the proof, checked against the signed
    // key signature; the counter only says where the solver found it.)
    const variants = [
      { challenge: { parameters: { ...parameters, expiresAt: parameters.expiresAt! + 3600 }, signature }, solution },
      { challenge: { parameters: { ...parameters, keyPrefix: '00' }, signature }, solution },
      { challenge: { parameters: { ...parameters, keySignature: undefined }, signature }, solution },
      { challenge: { parameters, signature: signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) }, solution },
      { challenge: { parameters, signature }, solution: { ...solution, derivedKey: wrongKey } },
      { challenge: { parameters, signature }, solution: { ...solution, derivedKey: solution.derivedKey.toUpperCase() } },
    ]
    for (const [i, variant] of variants.entries()) expect(await check(encode(variant)), `variant ${i}`).toEqual(FAILED)
    expect(db.rows.size).toBe(0)
    // The untouched solution still passes afterwards.
    expect(await check(encode({ challenge: { parameters, signature }, solution }))).toEqual({ ok: true, method: 'altcha' })
  })

  it('refuses a challenge signed with another key', async () => {
    setEnv({ ALTCHA_HMAC_KEY: 'another-deployment-key-that-is-long-enough' })
    const { token } = await solved(await createAltchaChallenge('lead_form'))
    setEnv({ ALTCHA_HMAC_KEY: undefined })
    expect(await check(token)).toEqual(FAILED)
  })

  it('ALTCHA_HMAC_KEY, when set, signs instead of the key derived from PAYLOAD_SECRET', async () => {
    setEnv({ ALTCHA_HMAC_KEY: 'operator-chosen-key-that-is-long-enough-00' })
    const { token } = await solved(await createAltchaChallenge('lead_form'))
    setEnv({ PAYLOAD_SECRET: 'a-rotated-payload-secret-which-is-long-enough-000' })
    expect(await check(token)).toEqual({ ok: true, method: 'altcha' })
  })

  it('ALTCHA_MAX_NUMBER sets the work: the counter to find lies between a tenth of it and it', async () => {
    setEnv({ ALTCHA_MAX_NUMBER: '3000' })
    for (let i = 0; i < 3; i++) {
      const { solution } = await solved(await createAltchaChallenge('lead_form'))
      expect(solution.counter).toBeGreaterThanOrEqual(300)
      expect(solution.counter).toBeLessThanOrEqual(3000)
    }
  })

  it('fails closed without a database; an unreachable one is "temporarily unavailable", never a pass', async () => {
    const first = await solved(await createAltchaChallenge('lead_form'))
    setEnv({ DATABASE_URL: undefined })
    expect(await check(first.token)).toEqual(FAILED)
    setEnv({ DATABASE_URL: 'postgres://unit:test@127.0.0.1:1/none' })
    db.failing = true
    expect(await check(first.token)).toEqual({
      ok: false,
      status: 503,
      message: 'The service is temporarily unavailable. Please try again in a moment.',
    })
  })

  it('without any signing key no challenge is made and nothing passes', async () => {
    const { token } = await solved(await createAltchaChallenge('lead_form'))
    setEnv({ PAYLOAD_SECRET: undefined })
    expect(await createAltchaChallenge('lead_form')).toBeNull()
    expect(await check(token)).toEqual(FAILED)
  })
})

describe('missing and hostile tokens', () => {
  it.each([undefined, null, '', '   ', '\n'])('%j is missing: 400 with the spec’s text', async (token) => {
    expect(await check(token)).toEqual(REQUIRED)
    expect(await check(token, 'lead_form', token)).toEqual(REQUIRED)
  })

  const hostile: [string, unknown][] = [
    ['a huge token', 'A'.repeat(1_000_000)],
    ['NUL bytes', 'abc\u0000def'],
    ['only NUL bytes', '\u0000\u0000\u0000\u0000'],
    ['not base64', '!!!not-base64???'],
    ['base64 of not JSON', Buffer.from('hello world').toString('base64')],
    ['base64 of invalid UTF-8', Buffer.from([0xff, 0xfe, 0xfd, 0x00]).toString('base64')],
    ['JSON null', encode(null)],
    ['JSON array', encode([1, 2, 3])],
    ['JSON string', encode('test-token')],
    ['the widget’s own test-mode payload', encode({ challenge: null, solution: null, test: true })],
    [
      'a v1 payload',
      encode({ algorithm: 'SHA-256', challenge: 'ab'.repeat(32), number: 5, salt: 'x?expires=1', signature: 'cd'.repeat(32) }),
    ],
    ['wrong shapes inside', encode({ challenge: { parameters: 'x', signature: 1 }, solution: { counter: '1', derivedKey: [] } })],
    [
      'a non-integer counter',
      encode({
        challenge: { parameters: { algorithm: 'SHA-256', expiresAt: 1e12 }, signature: 'a'.repeat(64) },
        solution: { counter: 1.5, derivedKey: 'a'.repeat(64) },
      }),
    ],
    [
      'a huge cost',
      encode({
        challenge: {
          parameters: { algorithm: 'SHA-256', cost: 1e12, nonce: '00', salt: '00', keyPrefix: '00', expiresAt: 9e9 },
          signature: 'a'.repeat(64),
        },
        solution: { counter: 1, derivedKey: 'a'.repeat(64) },
      }),
    ],
    ['a __proto__ key', Buffer.from('{"__proto__":{"ok":true},"challenge":{"__proto__":{}},"solution":{}}').toString('base64')],
    ['deep nesting', encode(JSON.parse('['.repeat(500) + ']'.repeat(500)))],
    ['a number', 12345],
    ['an object', { challenge: {}, solution: {} }],
    ['an array', ['test-token']],
    ['true', true],
  ]
  it.each(hostile)('%s: 403, never an exception', async (_name, token) => {
    await expect(check(token)).resolves.toEqual(FAILED)
    expect(db.rows.size).toBe(0)
  })

  it.each(hostile)('%s as a form stamp: 403', async (_name, stamp) => {
    await expect(check(undefined, 'lead_form', stamp)).resolves.toEqual(FAILED)
  })
})

describe('the spec’s test token', () => {
  it.each(['development', 'test'])('is accepted when NODE_ENV is %s', async (nodeEnv) => {
    setEnv({ NODE_ENV: nodeEnv })
    expect(await check('test-token')).toEqual({ ok: true, method: 'test' })
  })

  it('is REFUSED in production, like any bad token', async () => {
    setEnv({ NODE_ENV: 'production' })
    expect(await check('test-token')).toEqual(FAILED)
    setEnv({ BOT_CHECK: 'test' })
    expect(await check('test-token')).toEqual(FAILED)
    setEnv({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret', RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/x' })
    expect(await check('test-token')).toEqual(FAILED)
  })

  it('is REFUSED without NODE_ENV, which means production', async () => {
    setEnv({ NODE_ENV: undefined })
    expect(await check('test-token')).toEqual(FAILED)
  })
})

describe('which check the browser runs', () => {
  it.each([
    [{ NODE_ENV: 'production' }, { provider: 'altcha', siteKey: null }],
    [
      { NODE_ENV: 'production', BOT_CHECK: 'test' },
      { provider: 'altcha', siteKey: null },
    ],
    [{ NODE_ENV: 'test' }, { provider: 'altcha', siteKey: null }],
    [
      { NODE_ENV: 'test', BOT_CHECK: 'test' },
      { provider: 'test', siteKey: null },
    ],
    [{ NODE_ENV: 'development' }, { provider: 'test', siteKey: null }],
    [
      { NODE_ENV: 'development', BOT_CHECK: 'altcha' },
      { provider: 'altcha', siteKey: null },
    ],
    [
      { NODE_ENV: 'development', RECAPTCHA_SITE_KEY: 'site-key' },
      { provider: 'test', siteKey: null },
    ],
    [
      { NODE_ENV: 'development', RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret' },
      { provider: 'recaptcha', siteKey: 'site-key' },
    ],
    [
      { NODE_ENV: 'production', RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret' },
      { provider: 'recaptcha', siteKey: 'site-key' },
    ],
  ])('%j → %j', (env, expected) => {
    setEnv(env)
    expect(botCheckConfig()).toEqual(expected)
  })
})

describe('form stamps (forms posted without JavaScript)', () => {
  const ago = (ms: number) => new Date(Date.now() - ms)

  it('a stamp between 3 s and 2 h old, for this form, passes once', async () => {
    const stamp = issueFormStamp('card_application', ago(10_000))
    expect(stamp).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect(await check(undefined, 'card_application', stamp)).toEqual({ ok: true, method: 'form-stamp' })
    expect(await check(null, 'card_application', stamp)).toEqual(FAILED)
    expect(await check('', 'card_application', stamp)).toEqual(FAILED)
    expect([...db.rows.keys()]).toEqual([`form-stamp:${stamp.split('.')[1]}`])
  })

  it('refuses one posted too soon (under 3 s)', async () => {
    expect(await check(undefined, 'lead_form', issueFormStamp('lead_form'))).toEqual(FAILED)
    expect(await check(undefined, 'lead_form', issueFormStamp('lead_form', ago(2_000)))).toEqual(FAILED)
    expect(await check(undefined, 'lead_form', issueFormStamp('lead_form', ago(-60_000)))).toEqual(FAILED)
    expect(await check(undefined, 'lead_form', issueFormStamp('lead_form', ago(3_500)))).toEqual({ ok: true, method: 'form-stamp' })
  })

  it('refuses one older than 2 h', async () => {
    expect(await check(undefined, 'lead_form', issueFormStamp('lead_form', ago(2 * 3600_000 + 1_000)))).toEqual(FAILED)
    expect(await check(undefined, 'lead_form', issueFormStamp('lead_form', ago(2 * 3600_000 - 60_000)))).toEqual({
      ok: true,
      method: 'form-stamp',
    })
  })

  it('refuses one issued for another form', async () => {
    expect(await check(undefined, 'lead_form', issueFormStamp('newsletter_signup', ago(10_000)))).toEqual(FAILED)
  })

  it('refuses a forged or altered stamp', async () => {
    const stamp = issueFormStamp('lead_form', ago(10_000))
    const [body, mac] = stamp.split('.')
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString())
    const altered = Buffer.from(JSON.stringify({ ...claims, action: 'card_application' })).toString('base64url')
    expect(await check(undefined, 'card_application', `${altered}.${mac}`)).toEqual(FAILED)
    expect(await check(undefined, 'lead_form', `${body}.${mac.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)).toEqual(FAILED)
    setEnv({ ALTCHA_HMAC_KEY: 'someone-elses-key-that-is-long-enough-000' })
    const foreign = issueFormStamp('lead_form', ago(10_000))
    setEnv({ ALTCHA_HMAC_KEY: undefined })
    expect(await check(undefined, 'lead_form', foreign)).toEqual(FAILED)
    expect(await check(undefined, 'lead_form', stamp)).toEqual({ ok: true, method: 'form-stamp' })
  })

  it('a token, when sent, is what counts', async () => {
    const stamp = issueFormStamp('lead_form', ago(10_000))
    expect(await check('not-a-valid-token', 'lead_form', stamp)).toEqual(FAILED)
    expect(await check('test-token', 'lead_form', stamp)).toEqual({ ok: true, method: 'test' })
  })

  it('without a signing key none is issued, and the empty one is missing', async () => {
    setEnv({ PAYLOAD_SECRET: undefined })
    expect(issueFormStamp('lead_form')).toBe('')
    expect(await check(undefined, 'lead_form', '')).toEqual(REQUIRED)
  })
})

describe('reCAPTCHA v3 (with keys), against a local stand-in for Google’s siteverify', () => {
  let server: Server
  let url: string
  let answer: (body: URLSearchParams) => unknown = () => ({})
  let hang = false
  const received: URLSearchParams[] = []

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let text = ''
      req.on('data', (chunk) => (text += chunk))
      req.on('end', () => {
        const body = new URLSearchParams(text)
        received.push(body)
        if (hang) return // never answers: the 5 s timeout must end the wait
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer(body)))
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    setEnv({ RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key', RECAPTCHA_VERIFY_URL: url })
    received.length = 0
    hang = false
  })

  const google =
    (overrides: Record<string, unknown> = {}) =>
    () => ({
      success: true,
      score: 0.9,
      action: 'lead_form',
      hostname: 'cardcompare.ae',
      challenge_ts: new Date().toISOString(),
      ...overrides,
    })
  const token = '03AFcWeA' + 'x'.repeat(400) + '_-'

  it('a good token passes, and Google is asked with our secret and the token', async () => {
    answer = google()
    expect(await check(token)).toEqual({ ok: true, method: 'recaptcha' })
    expect(received).toHaveLength(1)
    expect(received[0].get('secret')).toBe('secret-key')
    expect(received[0].get('response')).toBe(token)
  })

  it.each([
    ['a low score', { score: 0.3 }],
    ['no score', { score: undefined }],
    ['a score that is not a number', { score: '0.9' }],
    ['another action', { action: 'exit_intent_signup' }],
    ['another hostname', { hostname: 'evil.example' }],
    ['no hostname', { hostname: undefined }],
    ['success false', { success: false, 'error-codes': ['timeout-or-duplicate'] }],
    ['success as a string', { success: 'true' }],
  ])('%s is refused', async (_name, overrides) => {
    answer = google(overrides)
    expect(await check(token)).toEqual(FAILED)
  })

  it('RECAPTCHA_MIN_SCORE sets the bar', async () => {
    setEnv({ RECAPTCHA_MIN_SCORE: '0.7' })
    answer = google({ score: 0.6 })
    expect(await check(token)).toEqual(FAILED)
    answer = google({ score: 0.7 })
    expect(await check(token)).toEqual({ ok: true, method: 'recaptcha' })
  })

  it('the hostname is compared with PUBLIC_URL’s, without its port', async () => {
    setEnv({ PUBLIC_URL: 'http://localhost:3000' })
    answer = google({ hostname: 'localhost' })
    expect(await check(token)).toEqual({ ok: true, method: 'recaptcha' })
  })

  it('an answer that is not JSON is a failure', async () => {
    answer = () => undefined
    expect(await check(token)).toEqual(FAILED)
  })

  it('Google unreachable is a failure, not an exception', async () => {
    setEnv({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/recaptcha/api/siteverify' })
    expect(await check(token)).toEqual(FAILED)
    setEnv({ RECAPTCHA_VERIFY_URL: 'http://nonexistent.invalid/siteverify' })
    expect(await check(token)).toEqual(FAILED)
  })

  it('a hanging siteverify is given up after 5 s', async () => {
    hang = true
    const started = Date.now()
    expect(await check(token)).toEqual(FAILED)
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_900)
    expect(Date.now() - started).toBeLessThan(8_000)
  }, 10_000)

  it('a token that cannot be a reCAPTCHA token never reaches Google', async () => {
    answer = google()
    for (const bad of ['abc\u0000def', 'with spaces in it', '<script>', 'A'.repeat(9_000)]) expect(await check(bad)).toEqual(FAILED)
    expect(received).toHaveLength(0)
  })

  it('an ALTCHA solution is no substitute when reCAPTCHA is configured', async () => {
    answer = google({ success: false })
    const { token: altcha } = await solved(await createAltchaChallenge('lead_form'))
    expect(await check(altcha)).toEqual(FAILED)
  })
})
