import { describe, expect, it } from 'vitest'
import { adminCsp, cmsApiCacheControl, hstsHeader, isCmsPath, newNonce, storefrontCsp } from './security-headers.js'

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]))

describe('Content-Security-Policy', () => {
  it('lets only our own scripts and this response’s nonce run on storefront pages', () => {
    const policy = directives(storefrontCsp('abc123=='))
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc123=='"])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['base-uri']).toEqual(["'self'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['form-action']).toEqual(["'self'"])
    expect(policy['connect-src']).toEqual(["'self'"])
  })

  it('opens the HMR socket only in development', () => {
    expect(directives(storefrontCsp('n', { dev: true }))['connect-src']).toContain('ws:')
    expect(directives(adminCsp({ dev: true }))['script-src']).toContain("'unsafe-eval'")
    expect(directives(adminCsp())['script-src']).not.toContain("'unsafe-eval'")
  })

  it('keeps other origins, plugins and framing out of the admin too', () => {
    const policy = directives(adminCsp())
    expect(policy['default-src']).toEqual(["'self'"])
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['frame-ancestors']).toEqual(["'self'"])
    expect(policy['worker-src']).toEqual(["'self'", 'blob:'])
  })

  it('lets reCAPTCHA in only when it is configured', () => {
    const plain = directives(storefrontCsp('n'))
    expect(JSON.stringify(plain)).not.toContain('google')
    expect(JSON.stringify(plain)).not.toContain('gstatic')
    expect(plain['frame-src']).toBeUndefined()
    expect(plain['worker-src']).toEqual(["'self'"])

    const policy = directives(storefrontCsp('abc123==', { recaptcha: true }))
    expect(policy['script-src']).toEqual([
      "'self'",
      "'nonce-abc123=='",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ])
    expect(policy['script-src']).not.toContain("'unsafe-inline'")
    expect(policy['frame-src']).toEqual(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'])
    expect(policy['connect-src']).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'])
    expect(policy['worker-src']).toEqual(["'self'"])
  })

  it('makes a new 128-bit nonce every time', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })
})

describe('HSTS', () => {
  it.each([
    ['https://cardcompare.ae', 'max-age=31536000; includeSubDomains'],
    ['https://cardcompare.ae:8443/', 'max-age=31536000; includeSubDomains'],
    ['http://localhost:3000', null],
    ['http://cardcompare.ae', null],
  ])('%s → %s', (url, expected) => expect(hstsHeader(url)).toBe(expected))
})

describe('what the proxy hands to the CMS', () => {
  it.each([
    ['/admin', true],
    ['/admin/collections/leads', true],
    ['/_next/static/chunks/main.js', true],
    ['/cms-api/users/me', true],
    ['/administrator', false],
    ['/cms-apix', false],
    ['/', false],
    ['/api/user', false],
  ])('%s → %s', (path, expected) => expect(isCmsPath(path)).toBe(expected))

  it.each([
    ['/cms-api/users/me', undefined, 'private, no-store'],
    ['/cms-api/leads', 'public, max-age=600', 'private, no-store'],
    ['/cms-api/credit-cards', undefined, 'private, no-store'],
    ['/cms-api/media/file/card.png', 'public, max-age=31536000', 'public, max-age=31536000'],
    ['/admin/collections/users', 'private, no-cache, no-store', 'private, no-cache, no-store'],
  ])('Cache-Control of %s (upstream %s) → %s', (path, upstream, expected) => expect(cmsApiCacheControl(path, upstream)).toBe(expected))
})
