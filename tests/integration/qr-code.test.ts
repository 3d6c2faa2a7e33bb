// The install page's QR code (spec §2 QR page) in each language: the Arabic page's code and its
// PNG open the Arabic home page; the PNG's language comes from its query, anything else is English.
import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

const png = async (query: string) => {
  const res = await fetch(`${baseUrl()}/qr-download.png${query}`)
  expect(res.status, query).toBe(200)
  expect(res.headers.get('content-type'), query).toBe('image/png')
  return Buffer.from(await res.arrayBuffer())
}

describe('the QR page in each language', () => {
  it('codes the home page of the page’s language, tagged utm_source=qr_page, and links the PNG of the same', async () => {
    const english = await (await fetch(`${baseUrl()}/qr-download`)).text()
    const arabic = await (await fetch(`${baseUrl()}/ar/qr-download`)).text()
    // The page names the address its code holds (the image's text and the address under it).
    expect(english).toContain(`${baseUrl()}/?utm_source=qr_page`)
    expect(english).not.toContain('/ar?utm_source')
    expect(english).toContain('href="/qr-download.png"')
    expect(arabic).toContain(`${baseUrl()}/ar?utm_source=qr_page`)
    expect(arabic).not.toContain(`${baseUrl()}/?utm_source`)
    expect(arabic).toContain('href="/qr-download.png?lang=ar"')
  })

  it('draws a different PNG for Arabic; a language it does not know gets the English one, never an error', async () => {
    const english = await png('')
    expect(english.subarray(1, 4).toString()).toBe('PNG')
    expect((await png('?lang=ar')).equals(english)).toBe(false)
    for (const query of ['?lang=en', '?lang=AR', '?lang=%00', '?lang=%E0%A4', '?lang=<script>', '?lang[]=ar', '?lang=fr&lang=ar']) {
      expect((await png(query)).equals(english), query).toBe(true)
    }
  })
})
