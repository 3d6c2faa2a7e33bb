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
    expect(locs.filter((l) => l.includes('/credit-cards/'))).toHaveLength(total)
    expect(locs).toContain(`${baseUrl()}/cards`)
    expect(locs).toContain(`${baseUrl()}/bank/16`)
    // Wio Bank (17) has no card a bank document confirms: it is not listed (issue 9).
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
