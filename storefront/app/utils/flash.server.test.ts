// The flash cookie (spec §8 success toasts across a redirect): what it sets, what the next page
// reads once, and that a forged or broken cookie shows nothing and is cleared.
import { describe, expect, it } from 'vitest'
import { FLASH_COOKIE, flashCookie, hasFlash, takeFlash } from './flash.server'

const withCookie = (cookie?: string) => new Request('http://localhost/', cookie ? { headers: { Cookie: cookie } } : {})
const valueOf = (setCookie: string) => setCookie.split(';')[0]!

describe('the flash cookie', () => {
  it('is HttpOnly, SameSite=Lax, site-wide and lives 60 seconds', () => {
    const set = flashCookie({ title: 'Logged out', description: 'You have been logged out successfully.', variant: 'success' })
    expect(set.startsWith(`${FLASH_COOKIE}=`)).toBe(true)
    for (const part of ['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=60']) expect(set).toContain(part)
  })

  it('carries the notification to the next page once, with an id, and clears itself', () => {
    const notification = { title: 'Email verified', description: 'Your email has been verified.', variant: 'success' } as const
    const request = withCookie(valueOf(flashCookie(notification)))
    expect(hasFlash(request)).toBe(true)
    const { flash, clear } = takeFlash(request)
    expect(flash).toMatchObject(notification)
    expect(flash?.id).toMatch(/^[a-z0-9]+$/)
    expect(clear).toMatch(new RegExp(`^${FLASH_COOKIE}=; .*Max-Age=0`))
  })

  it('is absent without the cookie', () => {
    expect(hasFlash(withCookie())).toBe(false)
    expect(takeFlash(withCookie('other=1'))).toEqual({ flash: null, clear: null })
  })

  it('shows nothing for a forged or broken value, and still clears it', () => {
    const forged = [
      'not-json',
      encodeURIComponent(JSON.stringify({ title: 1 })),
      encodeURIComponent(JSON.stringify({ title: 'x', variant: 'evil' })),
      encodeURIComponent(JSON.stringify({ title: 'x'.repeat(201) })),
      encodeURIComponent('[]'),
    ]
    for (const value of forged) {
      const { flash, clear } = takeFlash(withCookie(`${FLASH_COOKIE}=${value}`))
      expect(flash, value).toBeNull()
      expect(clear, value).toContain('Max-Age=0')
    }
  })

  it('ignores a value with control characters', () => {
    expect(takeFlash(withCookie(`${FLASH_COOKIE}=%00`))).toEqual({ flash: null, clear: null })
  })
})
