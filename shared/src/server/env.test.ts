/// <reference types="node" />
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setEnv } from '../../../tests/env'
import { ENV_NAMES, EnvError, parseEnv, REQUIRED } from './env.js'
import { isFromService, keyedHash, serviceKey, serviceKeyFor, serviceKeyHeaders, SERVICE_KEY_HEADERS } from './service-key.js'

const SECRET = 'unit-test-secret-that-is-long-enough-0123456789'
const problemsOf = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof EnvError) return error.message
    throw error
  }
  return null
}

describe('the environment schema', () => {
  it('an empty environment is valid, with the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      CMS_PORT: 3001,
      CMS_URL: 'http://127.0.0.1:3001',
      PUBLIC_URL: 'http://localhost:3000',
      EMBEDDED_PG_PORT: 54329,
      DATA_DIR: '.data',
      MAIL_FROM_ADDRESS: 'no-reply@cardcompare.ae',
      MAIL_FROM_NAME: 'CardCompare UAE',
      SALES_NOTIFY_EMAIL: 'sales@cardcompare.ae',
      ADMIN_EMAIL: 'admin@cardcompare.local',
      ADMIN_USERNAME: 'admin',
      CATALOG_CACHE_SECONDS: 30,
      PAGE_CACHE_SECONDS: 60,
      PAGE_CACHE_STALE_SECONDS: 3600,
      PAGE_CACHE_MAX_MB: 64,
      TRUST_PROXY: 'loopback',
      CMS_TIMEOUT_MS: 5000,
      RATE_LIMIT_PER_MINUTE: 10,
      INTAKE_RATE_LIMIT_PER_HOUR: 20,
      ASSISTANT_RATE_LIMIT_PER_MINUTE: 10,
      LEAD_RETENTION_DAYS: 730,
      MAIL_RETRY_DELAY_MS: 30_000,
      MAIL_RETRY_ATTEMPTS: 480,
      JOBS_AUTORUN: true,
      JOBS_STUCK_AFTER_SECONDS: 300,
      SOURCES_CHECK: false,
      SOURCES_ALLOW_PRIVATE_HOSTS: false,
      RECAPTCHA_MIN_SCORE: 0.5,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      ALTCHA_MAX_NUMBER: 100_000,
      LLM_TIMEOUT_MS: 10_000,
      PREPARE_LOAD_SECONDS: 120,
      secureCookies: false,
      revalidateUrls: ['http://localhost:3000/internal/revalidate'],
      recaptcha: null,
    })
    expect(env.PAYLOAD_SECRET).toBeUndefined()
    expect(env.DATABASE_URL).toBeUndefined()
  })

  it('TRUST_PROXY takes a hop count as a number, names and ranges as Express reads them', () => {
    expect(parseEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(parseEnv({ TRUST_PROXY: ' 10.0.0.0/8, loopback ' }).TRUST_PROXY).toBe('10.0.0.0/8, loopback')
    expect(() => parseEnv({ PAGE_CACHE_SECONDS: '-1' })).toThrow(/PAGE_CACHE_SECONDS/)
    expect(() => parseEnv({ CDN_PURGE_URL: 'not a url' })).toThrow(/CDN_PURGE_URL/)
  })

  it('PUBLIC_URL defaults to PORT, CMS_URL to CMS_PORT; trailing slashes go', () => {
    expect(parseEnv({ PORT: '4100', CMS_PORT: '4101' })).toMatchObject({
      PUBLIC_URL: 'http://localhost:4100',
      CMS_URL: 'http://127.0.0.1:4101',
    })
    const env = parseEnv({
      PUBLIC_URL: 'https://cardcompare.ae/',
      REVALIDATE_URLS: ' http://a:3000/internal/revalidate , ,http://b:3000/internal/revalidate',
    })
    expect(env.PUBLIC_URL).toBe('https://cardcompare.ae')
    expect(env.secureCookies).toBe(true)
    expect(env.revalidateUrls).toEqual(['http://a:3000/internal/revalidate', 'http://b:3000/internal/revalidate'])
  })

  it('an empty variable is an unset one; keys lose surrounding whitespace', () => {
    const env = parseEnv({
      DATABASE_URL: '',
      SMTP_URL: '',
      PORT: '',
      JOBS_AUTORUN: '',
      RECAPTCHA_SITE_KEY: ' site ',
      RECAPTCHA_SECRET_KEY: 'secret\n',
      BOT_CHECK: ' ALTCHA ',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.PORT).toBe(3000)
    expect(env.JOBS_AUTORUN).toBe(true)
    expect(env.recaptcha).toEqual({ siteKey: 'site', secretKey: 'secret' })
    expect(env.BOT_CHECK).toBe('altcha')
    expect(parseEnv({ JOBS_AUTORUN: 'false' }).JOBS_AUTORUN).toBe(false)
  })

  it('a wrong value is named, with what is expected, and never echoed', () => {
    const message = problemsOf(() =>
      parseEnv(
        { PAYLOAD_SECRET: 'short-secret', PORT: 'eighty', RECAPTCHA_MIN_SCORE: '2', ADMIN_EMAIL: 'nobody', LEAD_RETENTION_DAYS: '7' },
        'storefront',
      ),
    )
    expect(message).toBe(
      [
        'Invalid environment for the storefront:',
        '  - PORT: must be a whole number from 1 to 65535',
        '  - PAYLOAD_SECRET: must be at least 32 characters',
        '  - ADMIN_EMAIL: Invalid email address',
        '  - LEAD_RETENTION_DAYS: must be a whole number from 30 to 3650',
        '  - RECAPTCHA_MIN_SCORE: Too big: expected number to be <=1',
      ].join('\n'),
    )
    expect(message).not.toContain('short-secret')
  })

  it('LLM_BASE_URL and LLM_MODEL go together', () => {
    expect(problemsOf(() => parseEnv({ LLM_BASE_URL: 'https://llm.example/v1' }))).toBe(
      'Invalid environment for this server:\n  - LLM_BASE_URL: set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY too if the endpoint needs one), or neither',
    )
    expect(parseEnv({ LLM_BASE_URL: 'https://llm.example/v1', LLM_MODEL: 'm' }).LLM_MODEL).toBe('m')
  })

  it('the CMS needs the secret and a database; the storefront and the launcher need neither', () => {
    expect(problemsOf(() => parseEnv({}, 'cms'))).toBe(
      'Invalid environment for the CMS:\n  - PAYLOAD_SECRET: required by the CMS\n  - DATABASE_URL: required by the CMS',
    )
    expect(parseEnv({ PAYLOAD_SECRET: SECRET, DATABASE_URL: 'postgres://u:p@db:5432/cc' }, 'cms').DATABASE_URL).toBe(
      'postgres://u:p@db:5432/cc',
    )
    expect(problemsOf(() => parseEnv({}, 'storefront'))).toBeNull()
    expect(problemsOf(() => parseEnv({}, 'launcher'))).toBeNull()
  })

  it('reads only its own variables', () => {
    expect(Object.keys(parseEnv({ HOME: '/root', TEST_BASE_URL: 'http://x' }))).not.toContain('HOME')
  })
})

describe('the CMS view', () => {
  let restoreEnv = () => {}
  afterEach(() => restoreEnv())
  // The view is read once per process: a fresh copy of the module reads it again.
  const fresh = async (vars: Record<string, string | undefined>) => {
    restoreEnv = setEnv({ PAYLOAD_SECRET: undefined, DATABASE_URL: undefined, NEXT_PHASE: undefined, PUBLIC_URL: undefined, ...vars })
    vi.resetModules()
    return import('./env.js')
  }

  it('describing the CMS needs no secret; running it needs both, named', async () => {
    // PORT is the CMS's own under `next start`: the public origin does not follow it.
    const env = await fresh({ PORT: '3001' })
    expect(env.cmsEnv().PUBLIC_URL).toBe('http://localhost:3000')
    expect(() => env.requireCmsEnv()).toThrow(
      'Invalid environment for the CMS:\n  - PAYLOAD_SECRET: required by the CMS\n  - DATABASE_URL: required by the CMS',
    )
  })

  it('with both, they are given', async () => {
    const env = await fresh({ PAYLOAD_SECRET: SECRET, DATABASE_URL: 'postgres://u:p@db:5432/cc' })
    expect(env.requireCmsEnv()).toMatchObject({ PAYLOAD_SECRET: SECRET, DATABASE_URL: 'postgres://u:p@db:5432/cc' })
  })

  it('while `next build` collects the routes, neither is needed', async () => {
    const env = await fresh({ NEXT_PHASE: 'phase-production-build' })
    expect(env.requireCmsEnv()).toMatchObject({ PAYLOAD_SECRET: '', DATABASE_URL: '' })
  })
})

describe('service keys', () => {
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

  it('keep their wire format: an HMAC-SHA256 per purpose, in its own header', () => {
    const keys = (['intake', 'interactions', 'revalidate', 'bot-check', 'flash'] as const).map((purpose) => serviceKeyFor(SECRET, purpose))
    expect(new Set(keys).size).toBe(5)
    expect(serviceKeyFor(SECRET, 'intake')).toBe(createHmac('sha256', SECRET).update('cardcompare:intake:v1').digest('hex'))
    expect(serviceKeyFor(SECRET, 'interactions')).toBe(createHmac('sha256', SECRET).update('cardcompare:interactions:v1').digest('hex'))
    expect(serviceKeyFor(SECRET, 'revalidate')).toBe(createHmac('sha256', SECRET).update('cardcompare:revalidate:v1').digest('hex'))
    expect(serviceKeyFor(SECRET, 'bot-check')).toBe(
      createHmac('sha256', SECRET).update('cardcompare:bot-check:altcha-hmac-key').digest('hex'),
    )
    expect(serviceKeyFor(SECRET, 'flash')).toBe(createHmac('sha256', SECRET).update('cardcompare:flash-cookie:v1').digest('hex'))
    expect(SERVICE_KEY_HEADERS).toEqual({ intake: 'X-Intake-Key', interactions: 'X-Interaction-Key', revalidate: 'X-Revalidate-Key' })
  })

  it('none without a secret of 32 characters', () => {
    expect(serviceKeyFor(undefined, 'intake')).toBeNull()
    expect(serviceKeyFor('', 'intake')).toBeNull()
    expect(serviceKeyFor('x'.repeat(31), 'intake')).toBeNull()
    expect(serviceKeyFor('x'.repeat(32), 'intake')).toMatch(/^[0-9a-f]{64}$/)
  })

  // The unit project runs without PAYLOAD_SECRET: this process has no key, so it sends none and
  // accepts nothing, not even the key an empty secret would give.
  it('without a secret in this process, nothing is sent and nothing is accepted', () => {
    expect(parseEnv().PAYLOAD_SECRET).toBeUndefined()
    expect(serviceKey('intake')).toBeNull()
    expect(keyedHash('anything')).toBeNull()
    expect(serviceKeyHeaders('intake')).toEqual({})
    expect(isFromService(request({}), 'revalidate')).toBe(false)
    const emptySecretKey = createHmac('sha256', '').update('cardcompare:revalidate:v1').digest('hex')
    expect(isFromService(request({ 'X-Revalidate-Key': emptySecretKey }), 'revalidate')).toBe(false)
  })
})

describe('service keys with PAYLOAD_SECRET set', () => {
  let restoreEnv = () => {}
  afterEach(() => restoreEnv())
  // The secret is read once per process: a fresh copy of the module reads it again.
  const fresh = async () => {
    restoreEnv = setEnv({ PAYLOAD_SECRET: SECRET })
    vi.resetModules()
    return import('./service-key.js')
  }
  const request = (headers: Record<string, string>) => new Request('http://localhost/', { headers })

  it('the key a call carries is accepted for its purpose only', async () => {
    const keys = await fresh()
    const headers = keys.serviceKeyHeaders('revalidate')
    expect(headers).toEqual({ 'X-Revalidate-Key': serviceKeyFor(SECRET, 'revalidate') })
    expect(keys.isFromService(request(headers), 'revalidate')).toBe(true)
    expect(keys.isFromService(request({ 'X-Intake-Key': headers['X-Revalidate-Key']! }), 'intake')).toBe(false)
    expect(keys.keyedHash('cardcompare:visitor:x')).toBe(createHmac('sha256', SECRET).update('cardcompare:visitor:x').digest('hex'))
  })

  it.each([
    ['no header', {}],
    ['an empty one', { 'X-Intake-Key': '' }],
    ['a guess of the right length', { 'X-Intake-Key': 'a'.repeat(64) }],
    ['a short one', { 'X-Intake-Key': 'short' }],
    ['one as long in characters but longer in bytes', { 'X-Intake-Key': `${'a'.repeat(63)}\u00e9` }],
  ])('%s is refused, never an exception', async (_name, headers) => {
    const keys = await fresh()
    expect(keys.isFromService(request(headers), 'intake')).toBe(false)
  })
})

// docker-compose.yml runs the apps without the launcher: each service must be given what the
// schema requires of its app, every variable it sets must be one the schema knows, and each
// value must pass. `${NAME:-default}` is read as its default; `${NAME:?message}`, which the
// operator must set, as a sample secret.
describe('docker-compose.yml', () => {
  const compose = parse(readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8')) as {
    services: Record<string, { environment?: Record<string, string | number | boolean> }>
  }
  const APPS = { cms: 'cms', storefront: 'storefront' } as const
  const OPERATOR_SECRET = 'an-operator-chosen-secret-of-at-least-32-characters'
  const interpolate = (value: string) =>
    value.replace(/\$\{(\w+)(?::?([-?])([^}]*))?\}/g, (_all, _name: string, kind?: string, word?: string) =>
      kind === '-' ? (word ?? '') : kind === '?' ? OPERATOR_SECRET : '',
    )
  const environmentOf = (service: string) =>
    Object.fromEntries(
      Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [name, interpolate(String(value))]),
    )

  it('runs the two apps beside PostgreSQL', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['cms', 'postgres', 'storefront'])
  })

  it.each(Object.entries(APPS))('the %s service has a valid environment for its app', (service, app) => {
    const env = environmentOf(service)
    expect(
      Object.keys(env).filter((name) => !(ENV_NAMES as string[]).includes(name)),
      'variables the schema does not know',
    ).toEqual([])
    for (const name of REQUIRED[app]) expect(env[name], `${service} sets ${name}`).toBeTruthy()
    expect(problemsOf(() => parseEnv(env, app))).toBeNull()
  })

  it('both apps share the secret their service keys come from, and find each other', () => {
    const [cms, storefront] = [environmentOf('cms'), environmentOf('storefront')]
    expect(compose.services.cms?.environment?.PAYLOAD_SECRET).toBe(compose.services.storefront?.environment?.PAYLOAD_SECRET)
    expect(parseEnv(storefront, 'storefront').CMS_URL).toBe(`http://cms:${parseEnv(cms, 'cms').CMS_PORT}`)
    expect(parseEnv(cms, 'cms').revalidateUrls).toEqual([
      `http://storefront:${parseEnv(storefront, 'storefront').PORT}/internal/revalidate`,
    ])
  })
})
