// docs/decisions/030: static files are compressed once, at build time, and sent as a browser
// asks for them; pages are compressed as they are sent. Read as raw bytes (fetch would decode).
import { existsSync, renameSync } from 'node:fs'
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'
import { decodedBody as decode, rawRequest } from './requests'

/** The response exactly as it travels. */
const raw = (path: string, acceptEncoding?: string) =>
  rawRequest(`${baseUrl()}${path}`, acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {})

let assets: string[] = []
const sizes = new Map<string, number>()
beforeAll(async () => {
  const html = (await raw('/cards')).body.toString()
  assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [])]
  for (const asset of assets) sizes.set(asset, (await raw(asset)).body.length)
})

describe('the storefront’s own files, compressed at build time', () => {
  it('are the built scripts and styles of the page, among them scripts and styles large enough to compress', () => {
    const large = assets.filter((asset) => sizes.get(asset)! >= 1024)
    expect(large.some((a) => a.endsWith('.js'))).toBe(true)
    expect(large.some((a) => a.endsWith('.css'))).toBe(true)
  })

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ])('asked with Accept-Encoding "%s", come as %s: the same bytes, kept a year, varying by encoding', async (accept, encoding) => {
    // Below 1 KiB a compressed copy saves less than a packet, so none is made.
    for (const asset of assets.filter((a) => sizes.get(a)! >= 1024)) {
      const plain = await raw(asset)
      const sent = await raw(asset, accept)
      expect(sent.status, asset).toBe(200)
      expect(sent.headers['content-encoding'], asset).toBe(encoding)
      expect(String(sent.headers.vary), asset).toMatch(/Accept-Encoding/i)
      expect(sent.headers['cache-control'], asset).toBe('public, max-age=31536000, immutable')
      expect(sent.headers['content-type'], asset).toMatch(asset.endsWith('.js') ? /javascript/ : /text\/css/)
      expect(sent.body.length, asset).toBeLessThan(plain.body.length)
      expect(decode(sent).equals(plain.body), asset).toBe(true)
    }
  })

  it('come as they are when their compressed copies have gone since the server started (a new build in place), never as a 500', async () => {
    const asset = assets.find((a) => sizes.get(a)! >= 1024)!
    const file = path.join('storefront/build/client', asset)
    const copies = ['.br', '.gz'].map((ext) => `${file}${ext}`).filter((copy) => existsSync(copy))
    expect(copies.length, asset).toBe(2)
    const plain = await raw(asset)
    for (const copy of copies) renameSync(copy, `${copy}.away`)
    try {
      for (const accept of ['br, gzip', 'gzip']) {
        const sent = await raw(asset, accept)
        expect(sent.status, `${asset} ${accept}`).toBe(200)
        expect(sent.headers['content-encoding'], asset).toBeUndefined()
        expect(sent.headers['content-type'], asset).toMatch(/javascript|text\/css/)
        expect(sent.body.equals(plain.body), asset).toBe(true)
      }
    } finally {
      for (const copy of copies) renameSync(`${copy}.away`, copy)
    }
  })

  it('come as they are to a client that asks for no encoding', async () => {
    for (const asset of assets) {
      const sent = await raw(asset, 'identity')
      expect(sent.headers['content-encoding'], asset).toBeUndefined()
      expect(sent.body.length, asset).toBeGreaterThan(0)
    }
  })

  it('keep the update worker checked on every visit (spec §4), compressed or not', async () => {
    for (const accept of ['br, gzip', undefined]) {
      const sw = await raw('/sw.js', accept)
      expect(sw.status).toBe(200)
      expect(sw.headers['cache-control']).toBe('no-cache')
      expect(decode(sw).toString()).toContain('addEventListener')
    }
  })
})

describe('pages', () => {
  it.each(['/', '/cards'])('%s is compressed for a browser, and the text is the page', async (path) => {
    const plain = await raw(path)
    const sent = await raw(path, 'br, gzip')
    expect(sent.headers['content-encoding']).toBe('br')
    expect(sent.body.length).toBeLessThan(plain.body.length / 3)
    expect(decode(sent).toString()).toMatch(/^<!DOCTYPE html>/i)
  })

  // Chrome lists gzip first; brotli is still the smaller copy it accepts (the page cache's
  // kept copies: revalidation.test.ts).
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', undefined],
  ])('asked with Accept-Encoding "%s", come as %s', async (accept, encoding) => {
    for (const path of ['/', '/cards']) {
      const sent = await raw(path, accept)
      expect(sent.headers['content-encoding'], path).toBe(encoding)
      expect(decode(sent).toString()).toMatch(/^<!DOCTYPE html>/i)
    }
  })
})
