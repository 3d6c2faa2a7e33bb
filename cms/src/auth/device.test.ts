import { describe, expect, it } from 'vitest'
import { deviceCookie, isDeviceOf, newDeviceToken } from './device'

describe('trusted-device tokens', () => {
  const secret = 'a-secret-long-enough-for-the-test-0123456789'

  it('recognise the account they were issued for, and only that one', () => {
    const token = newDeviceToken(secret, 42)
    expect(isDeviceOf(secret, token, 42)).toBe(true)
    expect(isDeviceOf(secret, token, 43)).toBe(false)
    expect(isDeviceOf('another-secret-entirely-0123456789abcdef', token, 42)).toBe(false)
  })

  it('refuse forgeries and junk', () => {
    const [, nonce, mac] = newDeviceToken(secret, 42).split('.')
    for (const forged of [
      `43.${nonce}.${mac}`,
      `42.${nonce}x.${mac}`,
      `42.${nonce}.${mac.slice(1)}`,
      '42..',
      '',
      '42',
      'x'.repeat(500),
      null,
      undefined,
    ]) {
      expect(isDeviceOf(secret, forged, 42), String(forged)).toBe(false)
    }
  })

  it('is an HttpOnly, SameSite=Lax cookie, Secure on https', () => {
    expect(deviceCookie('t', false)).toBe('cc_device=t; Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000')
    expect(deviceCookie('t', true)).toMatch(/; Secure$/)
  })
})
