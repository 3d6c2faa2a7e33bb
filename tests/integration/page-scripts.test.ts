// docs/decisions/035 (amendment of 2026-11-28): the scripts are fetched at low priority.
// docs/decisions/032: the runtime file every page loads (React, Remix, i18next) leaves out
// react-i18next's <Trans> and the HTML parser it reads its texts' tags with; only the pages that
// word a sentence with markup load them, as a file of their own.
import { describe, expect, it } from 'vitest'
import { baseUrl, getJson } from './helpers'

/** The script files a page's HTML has the browser preload, in order. */
async function scriptsOf(path: string) {
  const res = await fetch(`${baseUrl()}${path}`)
  expect(res.status, path).toBe(200)
  return [...(await res.text()).matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((match) => match[1]!)
}

const RUNTIME = /^\/assets\/components-[\w-]+\.js$/
const TRANS = /^\/assets\/trans-[\w-]+\.js$/

describe('the scripts a page loads', () => {
  it('the catalogue, home and card pages, in both languages, load the runtime without <Trans>', async () => {
    const { cards } = (await getJson(`${baseUrl()}/api/credit-cards?limit=1`)).body as { cards: { slug: string }[] }
    for (const path of ['/', '/cards', `/credit-cards/${cards[0]!.slug}`, '/ar', '/ar/cards']) {
      const scripts = await scriptsOf(path)
      expect(
        scripts.filter((file) => RUNTIME.test(file)),
        path,
      ).toHaveLength(1)
      expect(
        scripts.filter((file) => TRANS.test(file)),
        path,
      ).toEqual([])
    }
  })

  it('are fetched at low priority, after the stylesheet, fonts and images: every modulepreload link and Link header entry says so, cached pages too', async () => {
    for (const path of ['/', '/cards', '/ar', '/ar/cards', '/auth']) {
      // The second answer of a guest page comes from the page cache.
      for (const attempt of [1, 2]) {
        const res = await fetch(`${baseUrl()}${path}`)
        const html = await res.text()
        const links = html.match(/<link rel="modulepreload"[^>]*>/g) ?? []
        expect(links.length, `${path} (${attempt})`).toBeGreaterThan(2)
        for (const link of links) expect(link, path).toContain(' fetchpriority="low" ')
        for (const entry of (res.headers.get('link') ?? '').split(', ').filter((e) => e.includes('modulepreload')))
          expect(entry, path).toMatch(/; rel=modulepreload; fetchpriority=low$/)
      }
    }
  })

  it('a page that words a sentence with markup loads <Trans> as a file of its own', async () => {
    for (const path of ['/how-we-rank', '/ar/how-we-rank', '/privacy-policy']) {
      const scripts = await scriptsOf(path)
      expect(
        scripts.filter((file) => TRANS.test(file)),
        path,
      ).toHaveLength(1)
    }
  })
})
