import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAltchaChallenge, issueFormStamp, verifyBotCheck } from '../../storefront/app/utils/bot-check.server'
import { altchaPayload, solveAltcha, solveBotCheck } from './bot-check'
import { baseUrl, getJson, sql } from './helpers'
import { fromIp, sendForm, sendJson } from './requests'
import { databaseUrl, setEnv } from '../env'

describe('bot-check configuration and challenges over HTTP', () => {
  it('GET /api/recaptcha-config: the production default is ALTCHA, no site key, never cached', async () => {
    const { res, status, body } = await getJson(`${baseUrl()}/api/recaptcha-config`)
    expect(status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(body).toEqual({ siteKey: null, provider: 'altcha', challengeUrl: '/api/altcha-challenge' })
  })

  it('GET /api/altcha-challenge: a fresh signed SHA-256 challenge each time, for 10 minutes, never cached', async () => {
    const first = await getJson(`${baseUrl()}/api/altcha-challenge?action=lead_form`)
    const second = await getJson(`${baseUrl()}/api/altcha-challenge?action=lead_form`)
    expect(first.status).toBe(200)
    expect(first.res.headers.get('cache-control')).toBe('no-store')
    const { parameters, signature } = first.body
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 })
    expect(parameters.nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(parameters.salt).toMatch(/^[0-9a-f]{32}$/)
    expect(parameters.keyPrefix).toMatch(/^[0-9a-f]{32}$/)
    expect(parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters.expiresAt - Date.now() / 1000).toBeGreaterThan(590)
    expect(parameters.expiresAt - Date.now() / 1000).toBeLessThanOrEqual(600)
    expect(second.body.signature).not.toBe(signature)
    expect(second.body.parameters.nonce).not.toBe(parameters.nonce)
  })

  it.each(['', '?action=', '?action=admin_login', '?action=%00', '?action[]=lead_form'])(
    'GET /api/altcha-challenge%s names no form: a 400 that says which to name',
    async (query) => {
      const { status, body } = await getJson(`${baseUrl()}/api/altcha-challenge${query}`)
      expect(status).toBe(400)
      expect(body.error).toBe(
        'Name the form the challenge is for: ?action= one of card_application, lead_form, exit_intent_signup, newsletter_signup, contact_form.',
      )
    },
  )

  it('a solution made for one form is refused by every other, through the real endpoints', async () => {
    const token = await solveBotCheck(baseUrl(), 'newsletter_signup')
    const refused = await sendJson('/api/leads', {
      fullName: 'Noor Saleh',
      email: 'noor.form@example.test',
      phone: '+971501234567',
      salary: 9000,
      preference: 'travel',
      consentContact: true,
      recaptchaToken: token,
    })
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('Security verification failed. Please try again.')
  })

  it.each(['POST', 'PUT', 'DELETE'])('%s on either endpoint is a 405 in JSON', async (method) => {
    for (const path of ['/api/recaptcha-config', '/api/altcha-challenge']) {
      const { res, status, body } = await sendJson(path, {}, { method })
      expect(status, `${method} ${path}`).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
      expect(body).toEqual({ error: 'Method not allowed' })
    }
  })

  it('solveBotCheck answers the stack’s challenge as the widget would', async () => {
    const token = await solveBotCheck(baseUrl(), 'lead_form')
    const { challenge, solution } = JSON.parse(Buffer.from(token, 'base64').toString())
    expect(Object.keys(challenge).sort()).toEqual(['parameters', 'signature'])
    // The proof of work: SHA-256(salt ‖ nonce ‖ counter as 4 bytes) begins with the key prefix.
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(solution.counter)
    const key = createHash('sha256')
      .update(Buffer.concat([Buffer.from(challenge.parameters.salt, 'hex'), Buffer.from(challenge.parameters.nonce, 'hex'), counter]))
      .digest('hex')
    expect(key).toBe(solution.derivedKey)
    expect(key.startsWith(challenge.parameters.keyPrefix)).toBe(true)
  })
})

// The intake endpoints call verifyBotCheck; until they exist here, the module is run in this
// process against the stack's PostgreSQL to show what only a real database shows: a solved
// challenge or a stamp is spent once, whichever replica or process sees it next.
describe('spent challenges and stamps in PostgreSQL', () => {
  const request = new Request('http://localhost/api/leads', { method: 'POST' })
  let restoreEnv = () => {}
  beforeAll(() => {
    restoreEnv = setEnv({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl(),
      ALTCHA_HMAC_KEY: 'integration-test-key-that-is-long-enough-000',
      PUBLIC_URL: baseUrl(),
      RECAPTCHA_SITE_KEY: undefined,
      RECAPTCHA_SECRET_KEY: undefined,
    })
  })
  afterAll(() => restoreEnv())

  it('a solution passes once; the replay is refused and the record lasts until the challenge expires', async () => {
    const challenge = (await createAltchaChallenge('lead_form'))!
    const token = await solveAltcha(challenge)
    expect(await verifyBotCheck({ token, action: 'lead_form', request })).toEqual({ ok: true, method: 'altcha' })
    const again = await verifyBotCheck({ token, action: 'lead_form', request })
    expect(again).toEqual({ ok: false, status: 403, message: 'Security verification failed. Please try again.' })
    const rows = await sql('SELECT hits, reset_at FROM rate_limit_hits WHERE key = $1', [`altcha:${challenge.signature}`])
    expect(rows).toHaveLength(1)
    expect(new Date(rows[0].reset_at).getTime()).toBe(challenge.parameters.expiresAt! * 1000)
  })

  it('concurrent submissions of one solution: exactly one passes', async () => {
    const token = await solveAltcha((await createAltchaChallenge('exit_intent_signup'))!)
    const results = await Promise.all(Array.from({ length: 8 }, () => verifyBotCheck({ token, action: 'exit_intent_signup', request })))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.status === 403)).toHaveLength(7)
  })

  it('the test token is refused in production', async () => {
    expect(await verifyBotCheck({ token: 'test-token', action: 'lead_form', request })).toMatchObject({ ok: false, status: 403 })
  })

  it('a form stamp passes once', async () => {
    const formStamp = issueFormStamp('card_application', new Date(Date.now() - 5_000))
    expect(await verifyBotCheck({ formStamp, action: 'card_application', request })).toEqual({ ok: true, method: 'form-stamp' })
    expect(await verifyBotCheck({ formStamp, action: 'card_application', request })).toMatchObject({ ok: false, status: 403 })
  })

  it('a tampered payload is refused without touching the table', async () => {
    const challenge = (await createAltchaChallenge('lead_form'))!
    const { solution } = JSON.parse(Buffer.from(await solveAltcha(challenge), 'base64').toString())
    const forged = altchaPayload({ ...challenge, parameters: { ...challenge.parameters, expiresAt: 4_102_444_800 } }, solution)
    expect(await verifyBotCheck({ token: forged, action: 'lead_form', request })).toMatchObject({ ok: false, status: 403 })
    expect(await sql('SELECT 1 FROM rate_limit_hits WHERE key = $1', [`altcha:${challenge.signature}`])).toHaveLength(0)
  })
})

describe('per-address intake limit', () => {
  const TOO_MANY = { success: false, message: 'Too many requests. Please wait a while and try again.' }

  it('the 21st intake post in an hour from one address is a 429 with Retry-After; other addresses go on', async () => {
    const ip = fromIp()
    const paths = ['/api/leads', '/api/card-applications', '/api/newsletter-signup', '/apply/1', '/apply/1.data']
    for (let i = 0; i < 20; i++) {
      const path = paths[i % paths.length]
      const res = path.startsWith('/apply') ? await sendForm(path, { fullName: 'x' }, { ip }) : (await sendJson(path, {}, { ip })).res
      expect(res.status, `post ${i + 1} to ${path}`).not.toBe(429)
    }
    const limited = await sendJson('/api/newsletter-signup', { email: 'someone@example.test', source: 'exit_intent_popup' }, { ip })
    expect(limited.status).toBe(429)
    expect(limited.body).toEqual(TOO_MANY)
    const retryAfter = Number(limited.res.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(3000)
    expect(retryAfter).toBeLessThanOrEqual(3600)

    // Every intake path shares the address's count, however it is spelt.
    for (const path of ['/API/Leads/', '/api/%6ceads', '/apply/1.data']) {
      const res = path.startsWith('/apply') ? await sendForm(path, {}, { ip }) : (await sendJson(path, {}, { ip })).res
      expect(res.status, path).toBe(429)
    }
    // Reading is never limited, and another address is not affected.
    expect((await fetch(`${baseUrl()}/api/recaptcha-config`, { headers: { 'X-Forwarded-For': ip } })).status).toBe(200)
    expect((await sendJson('/api/leads', {}, { ip: fromIp() })).status).not.toBe(429)
  })
})
