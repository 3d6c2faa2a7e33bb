// docs/decisions/008: a Content-Security-Policy with per-response nonces, HSTS on https, no shared
// cache for anything personal, only http(s) links from CMS data, and errors that never name
// the CMS's internal address.
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminToken, auth, baseUrl, cmsUrl, createUser, getJson, sql, storefrontSessionCookie } from './helpers'
import { asBrowser } from './requests'
import { databaseUrl } from '../env'

const page = (path: string, headers: Record<string, string> = {}) => fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' })
const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

let cardSlug = ''
let bankId = 0
beforeAll(async () => {
  const cards = await getJson(`${baseUrl()}/api/credit-cards?limit=1`)
  cardSlug = cards.body.cards[0].slug
  bankId = cards.body.cards[0].bankId
})

describe('Content-Security-Policy on storefront pages', () => {
  it.each(['/', '/cards', '/blog', '/auth', '/contact', '/no-such-page'])(
    '%s: every script carries this response’s nonce; nothing else inline runs',
    async (path) => {
      const res = await page(path)
      const policy = res.headers.get('content-security-policy')
      const scriptSrc = directive(policy, 'script-src')
      const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1)
      expect(nonce, `${path} has a nonce`).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      expect(scriptSrc).not.toContain("'unsafe-eval'")
      expect(directive(policy, 'object-src')).toEqual(["'none'"])
      expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"])

      const html = await res.text()
      const executable = [...html.matchAll(/<script\b([^>]*)>/g)]
        .map((m) => m[1])
        .filter((attrs) => !/type="application\/ld\+json"/.test(attrs))
      expect(executable.length, `${path} has scripts`).toBeGreaterThan(0)
      for (const attrs of executable) expect(attrs, `${path}: <script${attrs}>`).toContain(`nonce="${nonce}"`)
    },
  )

  it('a card page too, and no two responses share a nonce', async () => {
    const nonces = new Set<string>()
    for (let i = 0; i < 5; i++) {
      const res = await page(`/credit-cards/${cardSlug}`)
      expect(res.status).toBe(200)
      nonces.add(directive(res.headers.get('content-security-policy'), 'script-src')[1])
    }
    expect(nonces.size).toBe(5)
  })

  it('the admin gets a policy it can live with, which still keeps other origins out', async () => {
    const admin = await createUser('admin')
    const cookie = await storefrontSessionCookie(admin.username, admin.password)
    const res = await page('/admin', asBrowser(cookie))
    expect(res.status).toBe(200)
    const policy = res.headers.get('content-security-policy')
    expect(directive(policy, 'default-src')).toEqual(["'self'"])
    expect(directive(policy, 'script-src')).toEqual(["'self'", "'unsafe-inline'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
  })

  it('no HSTS on a plain-http origin', async () => {
    expect((await page('/')).headers.get('strict-transport-security')).toBeNull()
  })
})

describe('Cache-Control: nothing personal is kept by a shared cache', () => {
  let cookie = ''
  beforeAll(async () => {
    const user = await createUser('user')
    cookie = await storefrontSessionCookie(user.username, user.password)
  })

  it.each([
    '/',
    '/cards',
    `/credit-cards/__CARD__`,
    '/blog',
    '/contact',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/reset-password?token=abc',
    '/no-such-page',
    '/cards.data',
    '/contact.data',
    '/privacy-policy.data',
  ])('signed in, %s answers private, no-store', async (path) => {
    const res = await page(path.replace('__CARD__', cardSlug), { Cookie: cookie })
    expect(res.status).toBeLessThan(500)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // The site header shows the signed-in user on every framed page, a 404 included.
    if (!/\.data|reset-password/.test(path)) expect(await res.text()).toContain('Logout')
  })

  it.each(['/reset-password?token=abc', '/verify-email?token=abc'])(
    'a one-time link (%s) is never cached, even for a guest',
    async (path) => {
      const res = await page(path)
      expect(res.headers.get('cache-control')).toBe('private, no-store')
    },
  )

  it('guests still get cacheable catalogue pages', async () => {
    expect((await page('/cards')).headers.get('cache-control')).toMatch(/^public/)
  })

  it('what the CMS answers a signed-in request is private too', async () => {
    for (const path of ['/cms-api/users/me', '/cms-api/credit-cards?limit=1', '/cms-api/fortune-cookies']) {
      const res = await page(path, asBrowser(cookie))
      expect(res.status, path).toBeLessThan(500)
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
    }
  })
})

describe('a 405 says which methods the route takes', () => {
  const POST_ONLY = [
    '/api/login',
    '/api/logout',
    '/api/register',
    '/api/forgot-password',
    '/api/forgot-username',
    '/api/resend-verification',
    '/api/resend-verification-public',
    '/api/reset-password',
    '/api/verify-email',
    '/api/assistant',
  ]
  it.each(POST_ONLY)('GET %s: 405 with Allow: POST, never cached', async (path) => {
    const res = await page(path)
    expect([res.status, res.headers.get('allow'), res.headers.get('cache-control')]).toEqual([405, 'POST', 'no-store'])
    expect(await res.json()).toEqual({ error: 'Method not allowed' })
  })

  it.each(['/api/card-applications', '/api/leads', '/api/newsletter-signup'])(
    'GET %s: 405 with Allow: POST in the intake routes’ own shape',
    async (path) => {
      const res = await page(path)
      expect([res.status, res.headers.get('allow'), res.headers.get('cache-control')]).toEqual([405, 'POST', 'no-store'])
      expect(await res.json()).toEqual({ success: false, message: 'Method not allowed' })
    },
  )

  it('PUT /api/favorites: 405 with Allow: GET, POST', async () => {
    const res = await fetch(`${baseUrl()}/api/favorites`, { method: 'PUT', headers: { Origin: baseUrl() } })
    expect([res.status, res.headers.get('allow'), res.headers.get('cache-control')]).toEqual([405, 'GET, POST', 'private, no-store'])
    expect(await res.json()).toEqual({ error: 'Method not allowed' })
  })
})

describe('links from CMS data are http(s) only', () => {
  const hostile = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'vbscript:x',
  ]

  it.each(hostile)('the CMS refuses %s as a bank website or a card source', async (value) => {
    const token = await adminToken()
    const bank = await getJson(`${cmsUrl()}/cms-api/banks/${bankId}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(token) },
      body: JSON.stringify({ website: value }),
    })
    expect(bank.status).toBe(400)
    expect(JSON.stringify(bank.body)).toContain('Enter a full web address starting with https:// (or http://).')
    const cards = await getJson(`${cmsUrl()}/cms-api/credit-cards?where[slug][equals]=${cardSlug}`, { headers: auth(token) })
    const card = await getJson(`${cmsUrl()}/cms-api/credit-cards/${cards.body.docs[0].id}`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', ...auth(token) },
      body: JSON.stringify({ sourceUrl: value }),
    })
    expect(card.status).toBe(400)
  })

  it('a hostile link already in the database is never rendered as a link', async () => {
    const [before] = await sql('SELECT website FROM banks WHERE id = $1', [bankId])
    const [card] = await sql('SELECT id, source_url FROM credit_cards WHERE slug = $1', [cardSlug])
    await sql('UPDATE banks SET website = $1 WHERE id = $2', ['javascript:alert(1)', bankId])
    await sql('UPDATE credit_cards SET source_url = $1 WHERE id = $2', ['javascript:alert(2)', card.id])
    try {
      const bankPage = await (await page(`/bank/${bankId}`)).text()
      const cardPage = await (await page(`/credit-cards/${cardSlug}`)).text()
      for (const html of [bankPage, cardPage]) expect(html).not.toMatch(/href="\s*javascript:/i)
      const banks = await getJson(`${baseUrl()}/api/banks`)
      expect(banks.body.find((b: { id: number }) => b.id === bankId).website).toBeNull()
      const api = await getJson(`${baseUrl()}/api/credit-cards/${card.id}`)
      expect(api.body.sourceUrl).toBeNull()
    } finally {
      await sql('UPDATE banks SET website = $1 WHERE id = $2', [before.website, bankId])
      await sql('UPDATE credit_cards SET source_url = $1 WHERE id = $2', [card.source_url, card.id])
    }
  })
})

describe('errors never name the CMS’s internal address', () => {
  const internal = new URL(cmsUrl()).host

  it.each([
    '/no-such-page',
    '/cms-api/no-such-collection',
    '/cms-api/credit-cards/abc',
    '/api/credit-cards/abc',
    '/admin/no-such-view',
    '/blog/%00',
  ])('%s', async (path) => {
    const body = await (await page(path)).text()
    expect(body).not.toContain(internal)
    expect(body).not.toContain('127.0.0.1')
  })

  describe('with the CMS down, behind an https origin', () => {
    let child: ChildProcess
    let url = ''
    const deadPort = 9 // discard: nothing listens there
    beforeAll(async () => {
      const port = await freePort()
      url = `http://127.0.0.1:${port}`
      // @ts-expect-error plain ESM script without types
      const { childEnv, startStorefront } = await import('../../scripts/lib/stack.mjs')
      const env = childEnv({
        NODE_ENV: 'production',
        PORT: String(port),
        CMS_URL: `http://127.0.0.1:${deadPort}`,
        PUBLIC_URL: 'https://cardcompare.example',
        DATABASE_URL: databaseUrl(),
      })
      child = startStorefront(env, { output: 'ignore' })
      for (let i = 0; i < 120; i++) {
        try {
          if ((await fetch(`${url}/healthz`)).ok) return
        } catch {}
        await new Promise((r) => setTimeout(r, 250))
      }
      throw new Error('second storefront did not start')
    })
    afterAll(() => {
      child?.kill()
    })

    it('sends HSTS when the public origin is https', async () => {
      const res = await fetch(`${url}/healthz`)
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    })

    it.each(['/cms-api/credit-cards', '/admin', '/_next/static/x.js', '/', '/cards', '/api/credit-cards'])(
      '%s answers without the CMS address',
      async (path) => {
        const res = await fetch(`${url}${path}`, { redirect: 'manual' })
        const body = await res.text()
        expect(body).not.toContain(`127.0.0.1:${deadPort}`)
        expect(body).not.toMatch(/ECONNREFUSED|fetch failed/)
        if (path.startsWith('/cms-api') || path.startsWith('/_next')) {
          expect(res.status).toBe(502)
          expect(body).toContain('The service is temporarily unavailable. Please try again in a moment.')
        }
        expect((await fetch(`${url}/healthz`)).status).toBe(200)
      },
    )
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
