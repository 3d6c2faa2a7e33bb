// The flash cookie (spec §8 success toasts across a redirect): what it sets, what the next page
// reads once, and that a forged, unsigned or broken cookie shows nothing and is cleared.
import { createCookie } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { FLASH_COOKIE, flashCookie, hasFlash, takeFlash } from './flash.server'

const withCookie = (cookie?: string) => new Request('http://localhost/', cookie ? { headers: { Cookie: cookie } } : {})
const valueOf = (setCookie: string) => setCookie.split(';')[0]!
const notification = { title: 'Email verified', description: 'Your email has been verified.', variant: 'success' } as const

describe('the flash cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide and lives 60 seconds', async () => {
    const set = await flashCookie({ title: 'Logged out', description: 'You have been logged out successfully.', variant: 'success' })
    expect(set.startsWith(`${FLASH_COOKIE}=`)).toBe(true)
    for (const part of ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=60']) expect(set).toContain(part)
    expect(set).not.toContain('Secure')
  })

  it('is signed: base64 JSON, a dot and an HMAC', async () => {
    const [payload, signature] = decodeURIComponent(valueOf(await flashCookie(notification)).slice(`${FLASH_COOKIE}=`.length)).split('.')
    expect(JSON.parse(Buffer.from(payload!, 'base64').toString('utf8'))).toEqual(notification)
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}$/)
  })

  it('carries the notification to the next page once, with an id, and clears itself', async () => {
    const request = withCookie(valueOf(await flashCookie(notification)))
    expect(hasFlash(request)).toBe(true)
    const { flash, clear } = await takeFlash(request)
    expect(flash).toMatchObject(notification)
    expect(flash?.id).toMatch(/^[a-z0-9]+$/)
    expect(clear).toMatch(new RegExp(`^${FLASH_COOKIE}=; .*Max-Age=0`))
  })

  it('is absent without the cookie', async () => {
    expect(hasFlash(withCookie())).toBe(false)
    expect(await takeFlash(withCookie('other=1'))).toEqual({ flash: null, clear: null })
  })

  it('shows nothing for a forged or broken value, and still clears it', async () => {
    const unsigned = (value: unknown) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'))
    const forged = [
      'not-json',
      encodeURIComponent(JSON.stringify({ title: 1 })),
      encodeURIComponent(JSON.stringify(notification)),
      // Remix's own encoding, without a signature or with another one.
      unsigned(notification),
      `${unsigned(notification)}.${encodeURIComponent('A'.repeat(43))}`,
      `${unsigned({ title: 'x', variant: 'evil' })}.x`,
      `${unsigned({ title: 'x'.repeat(201) })}.x`,
      `${unsigned([])}.x`,
    ]
    for (const value of forged) {
      const { flash, clear } = await takeFlash(withCookie(`${FLASH_COOKIE}=${value}`))
      expect(flash, value).toBeNull()
      expect(clear, value).toContain('Max-Age=0')
    }
  })

  it('shows nothing for a value signed with another key', async () => {
    const other = createCookie(FLASH_COOKIE, { secrets: ['a-key-that-is-not-the-storefronts-0123456789'] })
    const { flash, clear } = await takeFlash(withCookie(valueOf(await other.serialize(notification))))
    expect(flash).toBeNull()
    expect(clear).toContain('Max-Age=0')
  })

  it('ignores a value with control characters', async () => {
    expect(await takeFlash(withCookie(`${FLASH_COOKIE}=%00`))).toEqual({ flash: null, clear: null })
  })
})
