// Messages that cross a redirect (spec §8 success toasts): a short-lived HttpOnly cookie that the
// next page reads once, never cached, and that cannot be used to inject anything.
import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

const rand = () => Math.floor(Math.random() * 250) + 1

describe('flash notifications', () => {
  it('logout queues "Logged out" for the next page, which shows it once and is not cached', async () => {
    const res = await fetch(`${baseUrl()}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: new URL(baseUrl()).origin, 'X-Forwarded-For': `10.${rand()}.${rand()}.${rand()}` },
    })
    expect(res.status).toBe(302)
    const flash = res.headers.getSetCookie().find((c) => c.startsWith('cc_flash='))!
    expect(flash).toMatch(/HttpOnly/)
    expect(flash).toMatch(/SameSite=Lax/)
    expect(flash).toMatch(/Max-Age=60/)

    const page = await fetch(`${baseUrl()}/`, { headers: { Cookie: flash.split(';')[0] } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(page.headers.getSetCookie().some((c) => /^cc_flash=;.*Max-Age=0/.test(c))).toBe(true)
    const html = await page.text()
    expect(html).toContain('You have been logged out successfully')
  })

  it('ignores a forged or malformed flash cookie without failing the page', async () => {
    for (const value of [
      '%7B%22title%22%3A1%7D',
      'not-json',
      encodeURIComponent(JSON.stringify({ title: '<img src=x onerror=alert(1)>', variant: 'evil' })),
    ]) {
      const page = await fetch(`${baseUrl()}/`, { headers: { Cookie: `cc_flash=${value}` } })
      expect(page.status).toBe(200)
      expect(await page.text()).not.toContain('onerror=alert(1)')
    }
  })

  it('shows nothing for a notification the server did not sign, and clears it', async () => {
    const payload = Buffer.from(JSON.stringify({ title: 'Forged notice', variant: 'success' })).toString('base64')
    for (const value of [payload, `${payload}.${'A'.repeat(43)}`].map(encodeURIComponent)) {
      const page = await fetch(`${baseUrl()}/`, { headers: { Cookie: `cc_flash=${value}` } })
      expect(page.status).toBe(200)
      expect(page.headers.getSetCookie().some((c) => /^cc_flash=;.*Max-Age=0/.test(c))).toBe(true)
      expect(await page.text()).not.toContain('Forged notice')
    }
  })
})
