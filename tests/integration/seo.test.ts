import { describe, expect, it } from 'vitest'
import blog from '../../cms/src/seed/data/blog.json'
import { baseUrl, getJson } from './helpers'

describe('sitemap.xml and robots.txt', () => {
  it('lists every public card, bank and published post, and the static pages, as absolute URLs', async () => {
    const res = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/xml/)
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const { body } = await getJson(`${baseUrl()}/api/credit-cards?limit=100&page=2`)
    const total = body.total as number
    // Each card page in English and in Arabic (docs/decisions/035).
    expect(locs.filter((l) => l.includes('/credit-cards/') && !l.includes('/ar/'))).toHaveLength(total)
    expect(locs.filter((l) => l.includes('/ar/credit-cards/'))).toHaveLength(total)
    expect(locs).toContain(`${baseUrl()}/cards`)
    expect(locs).toContain(`${baseUrl()}/accessibility`)
    expect(locs.some((l) => l.startsWith(`${baseUrl()}/blog/category/`))).toBe(true)
    expect(locs.some((l) => l.startsWith(`${baseUrl()}/blog/tag/`))).toBe(true)
    expect(locs).toContain(`${baseUrl()}/bank/16`)
    // Wio Bank (17) has no card a bank document confirms: it is not listed (docs/decisions/009).
    expect(locs).not.toContain(`${baseUrl()}/bank/17`)
    expect(locs).not.toContain(`${baseUrl()}/credit-cards`)
    for (const post of blog.posts) {
      expect(locs.includes(`${baseUrl()}/blog/${post.slug}`), post.slug).toBe(post.published)
    }
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('robots.txt keeps crawlers out of the admin, the APIs and the account pages and points at the sitemap', async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`)
    expect(res.headers.get('content-type')).toMatch(/text\/plain/)
    const text = await res.text()
    for (const path of ['/admin', '/cms-api', '/api/', '/auth']) expect(text).toContain(`Disallow: ${path}`)
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })
})

const sitemapLocs = async () =>
  [...(await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))
const attr = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replaceAll('&amp;', '&'))
const canonicals = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)"/g)
const ogUrls = (html: string) => attr(html, /<meta property="og:url" content="([^"]*)"/g)

async function page(path: string) {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
  expect(res.status, path).toBe(200)
  return res.text()
}

describe('canonical links (decision 023)', () => {
  it('every page in the sitemap, the home page first, names itself as its one absolute canonical, and og:url agrees', async () => {
    const locs = await sitemapLocs()
    expect(locs[0]).toBe(`${baseUrl()}/`)
    expect(locs.length).toBeGreaterThan(90)
    for (const loc of locs) {
      const res = await fetch(loc, { redirect: 'manual' })
      expect(res.status, loc).toBe(200)
      const html = await res.text()
      expect(canonicals(html), loc).toEqual([loc])
      expect(ogUrls(html), loc).toEqual([loc])
    }
  }, 180_000)

  it('one catalogue, with the listing filters kept and the narrowing ones dropped', async () => {
    expect(canonicals(await page('/credit-cards'))).toEqual([`${baseUrl()}/cards`])
    // Type, bank and page make a different listing; salary, fee and sort only narrow or reorder it.
    expect(canonicals(await page('/credit-cards?cardType=2&bank=10&salary=9000&fee=none&sort=fee-low'))).toEqual([
      `${baseUrl()}/cards?cardType=2&bank=10`,
    ])
    expect(canonicals(await page('/cards?salary=20000&sort=fee-low'))).toEqual([`${baseUrl()}/cards`])
  })

  it('drops the query string of other pages: a one-time message or a tracking tag is not another page', async () => {
    expect(canonicals(await page('/contact?sent=1'))).toEqual([`${baseUrl()}/contact`])
    expect(canonicals(await page('/?utm_source=newsletter'))).toEqual([`${baseUrl()}/`])
    expect(canonicals(await page('/accessibility?ref=footer'))).toEqual([`${baseUrl()}/accessibility`])
  })

  it('a language segment written in capitals is sent to the lower-case address: the Arabic page, never the English one there', async () => {
    for (const [path, target] of [
      ['/AR/cards?page=2', '/ar/cards?page=2'],
      ['/Ar', '/ar'],
      ['/aR/credit-cards/no-such-card', '/ar/credit-cards/no-such-card'],
    ]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(301)
      expect(res.headers.get('location'), path).toBe(target)
    }
    expect(canonicals(await page('/ar/cards?page=2'))).toEqual([`${baseUrl()}/ar/cards?page=2`])
    // A form posted there is not redirected (its body would be lost): it reaches the route as before.
    const post = await fetch(`${baseUrl()}/AR/contact`, { method: 'POST', redirect: 'manual', headers: { origin: baseUrl() } })
    expect(post.status).not.toBe(301)
    expect(post.status).toBeLessThan(500)
  })

  it('pages kept out of search engines carry none of their own', async () => {
    for (const path of ['/auth', '/reset-password', '/thank-you']) {
      const html = await page(path)
      expect(html, path).toContain('<meta name="robots" content="noindex"/>')
      expect(canonicals(html), path).toEqual([])
    }
    // The not-found page neither.
    const missing = await fetch(`${baseUrl()}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(canonicals(await missing.text())).toEqual([])
  })
})
