import { describe, expect, it } from 'vitest'
import {
  CACHE_CONTROL,
  MAX_JSON_BODY_BYTES,
  NO_STORE,
  PRIVATE_NO_STORE,
  STRICT_TRANSPORT_SECURITY,
  isPublicCacheControl,
  publicCache,
} from './http.js'

describe('the caching policies both apps answer with (docs/decisions/008)', () => {
  it('keeps personal answers out of every cache, the browser’s included', () => {
    expect(PRIVATE_NO_STORE).toEqual({ 'Cache-Control': 'private, no-store' })
    expect(NO_STORE).toEqual({ 'Cache-Control': 'no-store' })
    expect(CACHE_CONTROL.noStoreNoTransform).toBe('no-store, no-transform')
  })

  it('cannot be changed by a module that imports them', () => {
    expect(Object.isFrozen(NO_STORE) && Object.isFrozen(PRIVATE_NO_STORE) && Object.isFrozen(CACHE_CONTROL)).toBe(true)
    expect(() => Object.assign(NO_STORE, { 'Cache-Control': 'public' })).toThrow(TypeError)
  })

  it('gives a shared cache its own lifetime only when one is named', () => {
    expect(publicCache(3600)).toBe('public, max-age=3600')
    expect(publicCache(0, 2)).toBe('public, max-age=0, s-maxage=2')
    expect(publicCache(600, 0)).toBe('public, max-age=600, s-maxage=0')
    expect(publicCache(0, 60, 3600)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=3600')
    expect(publicCache(0, 60, 0)).toBe('public, max-age=0, s-maxage=60')
  })

  it.each([
    ['public, max-age=0, s-maxage=2', true],
    ['Public, S-MaxAge=60', true],
    ['public, max-age=0, stale-while-revalidate=3600', true],
    ['private, no-store', false],
    ['public, no-store', false],
    ['public, private', false],
    ['public, no-cache', false],
    ['max-age=3600', false],
    ['', false],
    [undefined, false],
  ])('says whether a shared cache may keep "%s": %s', (value, kept) => {
    expect(isPublicCacheControl(value)).toBe(kept)
  })

  it('asks browsers for https for a year, subdomains included, and caps JSON bodies at 64 KiB', () => {
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains')
    expect(MAX_JSON_BODY_BYTES).toBe(65_536)
  })
})
