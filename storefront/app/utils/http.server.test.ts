import { describe, expect, it } from 'vitest'
import {
  apiError,
  catalogueJson,
  json,
  methodNotAllowed,
  plainText,
  privatePageHeaders,
  serviceUnavailable,
  SITEMAP_CACHE,
  STATIC_CACHE,
} from './http.server'

describe('the storefront’s answers', () => {
  it('are never cached unless they name their own policy', async () => {
    const res = json({ ok: true }, 201)
    expect(res.status).toBe(201)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ ok: true })
    expect(json({}, 200, { 'Cache-Control': 'private, no-store' }).headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('let a CDN that cannot be purged keep the catalogue at most 2 s, so an editor’s change shows within 2 s (docs/decisions/013, 031)', async () => {
    const res = catalogueJson({ data: [] })
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=3600')
    expect(await res.json()).toEqual({ data: [] })
  })

  it('keep a person’s pages out of every cache, and give files and the sitemap their lifetimes', () => {
    expect(privatePageHeaders()).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(STATIC_CACHE).toEqual({ 'Cache-Control': 'public, max-age=3600' })
    expect(SITEMAP_CACHE).toEqual({ 'Cache-Control': 'public, max-age=600, s-maxage=3600' })
  })

  it('give the contract’s error shape, with details beside the message (spec §7)', async () => {
    const res = apiError(400, 'Validation failed', { details: ['Invalid email'] })
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual({ error: 'Validation failed', details: ['Invalid email'] })
  })

  it('say which methods a route takes on every 405, whatever body its clients read', async () => {
    const contract = methodNotAllowed('GET, POST')
    expect(contract.status).toBe(405)
    expect(contract.headers.get('Allow')).toBe('GET, POST')
    expect(await contract.json()).toEqual({ error: 'Method not allowed' })

    // A route cannot drop the header by passing its own.
    const intake = methodNotAllowed('POST', { success: false, message: 'Method not allowed' }, { Allow: '' })
    expect(intake.headers.get('Allow')).toBe('POST')
    expect(await intake.json()).toEqual({ success: false, message: 'Method not allowed' })
  })

  it('answer a plain-text refusal as UTF-8 text, never cached', async () => {
    const res = plainText('Too many requests — wait a minute', 429)
    expect(res.status).toBe(429)
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.text()).toBe('Too many requests — wait a minute')
  })

  it('tell a person to try again in a moment when the CMS cannot answer', async () => {
    const res = serviceUnavailable()
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: 'The service is temporarily unavailable. Please try again in a moment.' })
  })
})
