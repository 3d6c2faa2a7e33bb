// Property tests (fast-check) over every public POST, form action and query parameter
// (README "Security", Input): whatever a hostile client sends, the answer is 2xx, 3xx or 4xx, never
// 5xx; a refused request stores nothing; the servers stay up. Counts are printed at the end.
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_LOCALE, isPagePath, LOCALES, pathInLocale, translatedSpecs } from '@cardcompare/shared'
import { propertyRuns } from '../env'
import { baseUrl, cmsUrl, createUser, getJson, sql, storefrontSessionCookie } from './helpers'
import { fromIp, origin } from './requests'

const runs: Record<string, number> = {}
const count = (name: string) => (runs[name] = (runs[name] ?? 0) + 1)
// What the accepted requests stored goes again, so the suites after this one see the seed.
let firstNew: Record<string, number> = {}
beforeAll(async () => {
  const rows = await sql(STORED.map((t) => `SELECT '${t}' AS t, coalesce(max(id), 0)::int AS n FROM ${t}`).join(' UNION ALL '))
  firstNew = Object.fromEntries(rows.map((r) => [r.t, r.n + 1]))
})
afterAll(async () => {
  for (const table of ['favorites', 'compare_lists', 'fortune_cookies', 'blog_comments', 'leads']) {
    await sql(`DELETE FROM ${table} WHERE id >= $1`, [firstNew[table]])
  }
})

afterAll(() => {
  const total = Object.values(runs).reduce((a, b) => a + b, 0)
  console.log(
    `[property] ${total} hostile requests:\n${Object.entries(runs)
      .map(([k, v]) => `  ${v}\t${k}`)
      .join('\n')}`,
  )
})

const NUM_RUNS = propertyRuns(60)

// ─── What a hostile client sends ──────────────────────────────────────────────────────────────
const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '%E0%A4%A',
  '%',
  '%%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '1.5',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1e400',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  '\u202Eevil',
  '💳',
  'ا'.repeat(300),
  ' ',
  '\t\r\n',
  '\\',
  '//evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  '\uFEFF',
  '\uD800',
  'x'.repeat(5000),
  '$where',
  '__proto__',
  'constructor',
  // Locale names and Payload's wildcards, for ?locale= and ?fallback-locale=.
  'all',
  '*',
  'none',
  'ar',
  'AR',
  'ar-AE',
  'en',
)
const text = fc.oneof(
  { weight: 3, arbitrary: nasty },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }) },
)
const deep = fc.integer({ min: 30, max: 200 }).map((n) => JSON.parse(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`))
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(text, text, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deep },
)

/** A body for an endpoint: its own fields with hostile values, or any JSON, or not JSON at all. */
const bodyFor = (fields: string[]) =>
  fc.oneof(
    {
      weight: 5,
      arbitrary: fc
        .dictionary(fc.constantFrom(...fields, 'role', 'id', 'isVerified', 'user', '__proto__'), value, { maxKeys: fields.length + 2 })
        .map((o) => JSON.stringify(o)),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: text },
  )

// ─── Talking to the servers ───────────────────────────────────────────────────────────────────
async function send(path: string, init: RequestInit & { headers?: Record<string, string> }) {
  const res = await fetch(`${baseUrl()}${path}`, {
    redirect: 'manual',
    ...init,
    headers: { Origin: origin(), 'X-Forwarded-For': fromIp(), ...init.headers },
  })
  await res.arrayBuffer()
  return res.status
}

const STORED = ['users', 'leads', 'blog_comments', 'favorites', 'compare_lists', 'fortune_cookies']
async function storedCounts() {
  const rows = await sql(STORED.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM ${t}`).join(' UNION ALL '))
  return Object.fromEntries(rows.map((r) => [r.t, r.n]))
}

/** Sends, asserts no 5xx, and that a refused request changed no stored row. */
async function expectHandled(name: string, path: string, init: RequestInit & { headers?: Record<string, string> }) {
  count(name)
  const before = await storedCounts()
  const status = await send(path, init)
  expect(status, `${init.method ?? 'GET'} ${path} ${String(init.body ?? '').slice(0, 200)}`).toBeLessThan(500)
  if (status >= 400) expect(await storedCounts(), `${path} answered ${status} but stored something`).toEqual(before)
  return status
}

async function serversUp() {
  expect((await fetch(`${baseUrl()}/healthz`)).status).toBe(200)
  expect((await fetch(`${baseUrl()}/cms-api/card-types?limit=1`)).status).toBe(200)
}

let memberCookie = ''
let postSlug = ''
beforeAll(async () => {
  const member = await createUser('user')
  memberCookie = await storefrontSessionCookie(member.username, member.password)
  postSlug = (await getJson(`${cmsUrl()}/cms-api/blog-posts?limit=1&depth=0`)).body.docs[0].slug
})

// ─── Public POSTs: the /api contract and the CMS's public creates ─────────────────────────────
const PUBLIC_POSTS: [string, string[]][] = [
  ['/api/login', ['username', 'password']],
  ['/api/register', ['username', 'email', 'password', 'confirmPassword', 'mobileNumber']],
  ['/api/logout', []],
  ['/api/resend-verification', []],
  ['/api/resend-verification-public', ['email', 'username']],
  ['/api/forgot-password', ['email']],
  ['/api/forgot-username', ['email']],
  ['/api/reset-password', ['token', 'password']],
  ['/api/verify-email', ['token']],
  ['/api/no-such-endpoint', ['x']],
  ['/cms-api/users/login', ['username', 'email', 'password']],
  ['/cms-api/users/forgot-password', ['email']],
  ['/cms-api/users/reset-password', ['token', 'password']],
  ['/cms-api/leads', ['fullName', 'email', 'phone', 'salary', 'preference', 'card', 'cardName', 'source', 'message', 'status']],
  ['/cms-api/blog-comments', ['post', 'name', 'email', 'content', 'approved']],
]

// Lead intake (docs/decisions/010): 1,000 hostile bodies each by default (INTAKE_PROPERTY_RUNS).
const INTAKE_RUNS = propertyRuns(1000, 'INTAKE_PROPERTY_RUNS')
const INTAKE_POSTS: [string, string[]][] = [
  [
    '/api/card-applications',
    [
      'fullName',
      'email',
      'phone',
      'salary',
      'likes',
      'dislikes',
      'preferredContactMethod',
      'message',
      'cardId',
      'consentContact',
      'consentMarketing',
      'idempotencyKey',
      'recaptchaToken',
      'website',
    ],
  ],
  [
    '/api/leads',
    [
      'fullName',
      'email',
      'phone',
      'salary',
      'preference',
      'consentContact',
      'consentMarketing',
      'idempotencyKey',
      'recaptchaToken',
      'website',
      'cardId',
    ],
  ],
  ['/api/newsletter-signup', ['email', 'source', 'recaptchaToken', 'idempotencyKey', 'website']],
]

describe('the lead intake answers 1,000 hostile bodies per endpoint with a 4xx and stores no partial lead', () => {
  it.each(INTAKE_POSTS)(
    '%s',
    async (path, fields) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(fields), fc.boolean(), async (body, signedIn) => {
          await expectHandled(`POST ${path}`, path, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(signedIn ? { Cookie: memberCookie, 'Sec-Fetch-Site': 'same-origin' } : {}) },
            body,
          })
        }),
        { numRuns: INTAKE_RUNS },
      )
      await serversUp()
    },
    300_000,
  )
})

describe('every public POST answers hostile bodies with a 4xx at worst and stores nothing when it refuses', () => {
  it.each(PUBLIC_POSTS)('%s', async (path, fields) => {
    await fc.assert(
      fc.asyncProperty(
        bodyFor(fields),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''),
        fc.boolean(),
        async (body, type, signedIn) => {
          await expectHandled(`POST ${path}`, path, {
            method: 'POST',
            headers: {
              ...(type ? { 'Content-Type': type } : {}),
              ...(signedIn ? { Cookie: memberCookie, 'Sec-Fetch-Site': 'same-origin' } : {}),
            },
            body,
          })
        },
      ),
      { numRuns: NUM_RUNS },
    )
    await serversUp()
  })
})

// ─── Page form actions ────────────────────────────────────────────────────────────────────────
const FORM_ACTIONS: [string, string[]][] = [
  ['/auth', ['intent', 'username', 'password', 'email', 'confirmPassword', 'countryCode', 'mobileNumber', 'redirect']],
  ['/contact', ['fullName', 'email', 'phone', 'message', 'consent', 'website']],
  ['/compare', ['intent', 'cardId', 'mode']],
  ['/blog/:slug', ['name', 'email', 'content']],
  ['/reset-password', ['token', 'password', 'confirmPassword']],
  ['/verify-email', ['token']],
  ['/unsubscribe', ['List-Unsubscribe', 'lead', 'token']],
  ['/logout', []],
]
const INTENTS = ['login', 'register', 'forgot-password', 'forgot-username', 'resend', 'add', 'remove', 'js']

describe('every form action answers hostile forms and non-forms with a 4xx at worst', () => {
  it.each(FORM_ACTIONS)('%s', async (route, fields) => {
    const formBody = fc
      .dictionary(fc.constantFrom(...fields, 'extra'), fc.oneof(text, fc.constantFrom(...INTENTS)), { maxKeys: fields.length + 1 })
      .map((o) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(o as Record<string, string>).toString() }))
    const rawBody = fc.record({
      type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'multipart/form-data', ''),
      body: text,
    })
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 3, arbitrary: formBody }, { weight: 1, arbitrary: rawBody }),
        fc.boolean(),
        async ({ type, body }, signedIn) => {
          const path = route.replace(':slug', postSlug)
          await expectHandled(`form ${route}`, path, {
            method: 'POST',
            headers: { ...(type ? { 'Content-Type': type } : {}), ...(signedIn ? { Cookie: memberCookie } : {}) },
            body,
          })
        },
      ),
      { numRuns: NUM_RUNS },
    )
    await serversUp()
  })
})

// ─── Query parameters of pages, the contract and the CMS ─────────────────────────────────────
const QUERY_ROUTES: [string, string[]][] = [
  ['/', ['redirect', 'page']],
  ['/cards', ['type', 'bank', 'salary', 'fee', 'sort', 'page']],
  ['/credit-cards', ['type', 'bank', 'salary', 'fee', 'sort', 'page']],
  ['/blog', ['page']],
  ['/blog/tag/:text', ['page']],
  ['/blog/category/:text', ['page']],
  ['/blog/:text', ['comment']],
  ['/credit-cards/:text', []],
  ['/bank/:text', []],
  ['/auth', ['redirect', 'tab', 'view', 'verified']],
  ['/verify-email', ['token']],
  ['/reset-password', ['token']],
  ['/unsubscribe', ['lead', 'token']],
  ['/compare', ['ids']],
  ['/card-finder', ['salary', 'type', 'islamic']],
  ['/contact', ['sent']],
  ['/sitemap.xml', []],
  ['/api/credit-cards', ['limit', 'page', 'cardType', 'bank']],
  ['/api/credit-cards/:text', []],
  ['/api/credit-cards/featured', ['limit']],
  ['/api/banks', ['limit']],
  ['/api/fortune/today', ['forceNew']],
  [
    '/cms-api/credit-cards',
    ['limit', 'page', 'depth', 'sort', 'draft', 'locale', 'select[name]', 'populate[banks][name]', 'joins', 'trash'],
  ],
  ['/cms-api/credit-cards/:text', ['depth', 'locale', 'fallback-locale']],
  ['/cms-api/banks', ['limit', 'page', 'depth', 'sort', 'locale', 'fallback-locale']],
  ['/cms-api/card-types', ['limit', 'locale', 'fallback-locale']],
  ['/cms-api/features', ['limit', 'locale', 'fallback-locale']],
  ['/cms-api/blog-posts', ['limit', 'page', 'depth', 'sort', 'locale', 'fallback-locale']],
  ['/cms-api/blog-categories', ['limit', 'locale', 'fallback-locale']],
  ['/cms-api/blog-comments', ['limit', 'page', 'depth']],
  ['/cms-api/users/me', ['depth']],
]

// Every page again in each other language (/ar/cards), and any path under a language's prefix.
const PAGE_ROUTES_IN_LOCALES: [string, string[]][] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).flatMap((locale) => [
  ...QUERY_ROUTES.filter(([route]) => isPagePath(route)).map(([route, params]): [string, string[]] => [
    pathInLocale(route, locale),
    params,
  ]),
  [pathInLocale('/:text', locale), []],
])

describe('every query parameter and path segment answers hostile values with a 4xx at worst', () => {
  it.each([...QUERY_ROUTES, ...PAGE_ROUTES_IN_LOCALES])('%s', async (route, params) => {
    await fc.assert(
      fc.asyncProperty(
        text,
        fc.dictionary(fc.constantFrom(...params, 'x'), text, { maxKeys: params.length + 1 }),
        fc.boolean(),
        async (segment, query, signedIn) => {
          // A lone surrogate cannot travel in a URL: it arrives as U+FFFD, as a browser sends it.
          const path = route.replace(':text', encodeURIComponent(Buffer.from(segment).toString()))
          const search = new URLSearchParams(query as Record<string, string>).toString()
          await expectHandled(`GET ${route}`, `${path}${search ? `?${search}` : ''}`, {
            headers: signedIn ? { Cookie: memberCookie } : {},
          })
        },
      ),
      { numRuns: NUM_RUNS },
    )
    await serversUp()
  })

  it('CMS where queries of any shape, with every operator, on every collection, as a guest and as an admin', async () => {
    const admin = `JWT ${(await createUser('admin')).token}`
    const field = fc.constantFrom(
      'id',
      'bank',
      'name',
      'slug',
      'minimumSalary',
      'annualFee',
      'isActive',
      'cardTypes',
      'features',
      'createdAt',
      'bank.name',
      'content',
      'email',
      'phone',
      'status',
      'user',
      'card',
      'title',
      'nope',
      'and',
      'or',
    )
    // Every operator Payload knows, and one it does not.
    const operator = fc.constantFrom(
      'equals',
      'not_equals',
      'in',
      'not_in',
      'all',
      'exists',
      'greater_than',
      'greater_than_equal',
      'less_than',
      'less_than_equal',
      'like',
      'not_like',
      'contains',
      'near',
      'within',
      'intersects',
      'bogus',
    )
    // A value, or a list of one as a query string spells it (`[like][0]=x`, `[like][]=x`).
    const shape = fc.constantFrom('', '', '[0]', '[]')
    const where = fc
      .array(fc.tuple(field, operator, text, fc.nat({ max: 3 }), shape), { minLength: 1, maxLength: 4 })
      .map((clauses) =>
        clauses
          .map(
            ([f, op, v, nest, list]) =>
              `where${'[or][0]'.repeat(nest)}[${f}][${op}]${list}=${encodeURIComponent(Buffer.from(v).toString())}`,
          )
          .join('&'),
      )
    const collections = [
      'credit-cards',
      'banks',
      'card-types',
      'features',
      'media',
      'leads',
      'lead-notes',
      'blog-posts',
      'blog-categories',
      'blog-comments',
      'users',
      'favorites',
      'compare-lists',
      'fortune-cookies',
      'user-preferences',
      'card-interactions',
      'audit-log',
      'source-checks',
      'leads/export.csv',
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...collections), where, fc.boolean(), async (collection, query, asAdmin) => {
        await expectHandled(
          `GET /cms-api where (${asAdmin ? 'admin' : 'guest'})`,
          `/cms-api/${collection}?${query}`,
          asAdmin ? { headers: { Authorization: admin } } : {},
        )
      }),
      { numRuns: NUM_RUNS * 10 },
    )
    await serversUp()
  })
})

// ─── The catalogue import (docs/decisions/013) ────────────────────────────────────────────────
const CARD_COLUMNS = [
  'slug',
  'name',
  'bank',
  'cardTypes',
  'features',
  'fees.annualFee',
  'fees.vat',
  'rates.monthlyRate',
  'minimumSalary',
  'dataExpiryDate',
  'isActive',
  'sources',
  'description',
  // Each language's column of a localised text (description_ar): the same checks, another locale's write.
  ...translatedSpecs('cards').map((spec) => spec.column),
  ...translatedSpecs('banks').map((spec) => spec.column),
]
const csvCell = text.map((v) => (Math.random() < 0.5 ? `"${v.replace(/"/g, '""')}"` : v))
const hostileCsv = fc
  .tuple(
    fc.subarray([...CARD_COLUMNS, '__proto__', 'constructor', ''], { minLength: 1 }),
    fc.array(fc.array(csvCell, { maxLength: 14 }), { minLength: 1, maxLength: 6 }),
  )
  .map(([header, rows]) => [header.join(','), ...rows.map((r) => r.join(','))].join(fc.sample(fc.constantFrom('\n', '\r\n', '\r'), 1)[0]))
const hostileJson = fc.oneof(
  fc
    .array(fc.dictionary(fc.constantFrom(...CARD_COLUMNS, 'fees', 'rates', '__proto__', 'id'), value, { maxKeys: 6 }), { maxLength: 4 })
    .map((v) => JSON.stringify(v)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
)
const CATALOGUE = ['credit_cards', 'banks', 'features', 'card_types']
const catalogueCounts = async () =>
  Object.fromEntries(
    (await sql(CATALOGUE.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM ${t}`).join(' UNION ALL '))).map((r) => [r.t, r.n]),
  )

describe('the catalogue import answers hostile files with a 4xx or a report, never a 5xx, and writes nothing', () => {
  let editorAuth = ''
  beforeAll(async () => {
    editorAuth = `JWT ${(await createUser('editor')).token}`
  })

  it('hostile CSV and JSON files (dry run and apply)', async () => {
    const before = await catalogueCounts()
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileCsv.map((b) => ['text/csv', b] as const),
          hostileJson.map((b) => ['application/json', b] as const),
        ),
        fc.constantFrom('cards', 'banks', 'features'),
        fc.boolean(),
        async ([type, body], anyKind, dryRun) => {
          // Applied, only cards: a random one-word "name" can be a valid new feature or bank.
          const kind = dryRun ? anyKind : 'cards'
          const status = await expectHandled(`POST /cms-api/import/${kind}`, `/cms-api/import/${kind}${dryRun ? '?dryRun=true' : ''}`, {
            method: 'POST',
            headers: { 'Content-Type': type, Authorization: editorAuth },
            body,
          })
          // A hostile file is never a complete, valid record: nothing may have been applied.
          if (!dryRun) expect([400, 413, 415, 422], body.slice(0, 200)).toContain(status)
        },
      ),
      { numRuns: NUM_RUNS * 4 },
    )
    expect(await catalogueCounts()).toEqual(before)
    await serversUp()
  })

  it('arbitrary bytes', async () => {
    const before = await catalogueCounts()
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 2048 }),
        fc.constantFrom('text/csv', 'application/json', 'application/octet-stream', ''),
        async (bytes, type) => {
          const status = await expectHandled('POST /cms-api/import/cards (bytes)', '/cms-api/import/cards', {
            method: 'POST',
            headers: { ...(type ? { 'Content-Type': type } : {}), Authorization: editorAuth },
            body: bytes,
          })
          expect([400, 413, 415, 422]).toContain(status)
        },
      ),
      { numRuns: NUM_RUNS * 2 },
    )
    expect(await catalogueCounts()).toEqual(before)
    await serversUp()
  })
})

// ─── Cookies ──────────────────────────────────────────────────────────────────────────────────
describe('malformed cookies', () => {
  it('leave the servers up and are simply no session', async () => {
    // Single characters, and whole escapes that decode to control characters or broken UTF-8.
    const unit = fc.oneof(
      fc.constantFrom(...'abcXYZ019%=;,"\\ !#$&\'()*+-./:<>?@[]^_`{|}~E0A4F%'.split('')),
      fc.constantFrom('%00', '%0A', '%0D', '%1F', '%7F', '%E0', '%A4', '%FF', '%C0%AF'),
    )
    const cookieText = fc.string({ unit, maxLength: 80 })
    const cookie = fc.oneof(
      cookieText,
      cookieText.map((v) => `payload-token=${v}`),
      cookieText.map((v) => `cc_flash=${v}`),
      cookieText.map((v) => `cc_device=${v}; payload-token=${v}`),
    )
    await fc.assert(
      fc.asyncProperty(
        cookie,
        fc.constantFrom('/', '/admin', '/cards', '/compare', '/favorites', '/api/user', '/api/fortune/today', '/cms-api/users/me', '/auth'),
        async (value, path) => {
          const status = await expectHandled('cookie', path, { headers: { Cookie: value } })
          if (path === '/api/user') expect(status).toBe(401)
        },
      ),
      { numRuns: NUM_RUNS * 3 },
    )
    await serversUp()
    // Up to 180 uncached renders: the bound says "it ends", not how fast.
  }, 180_000)
})
