// docs/decisions/035: a page's answer names, in `Link: rel=modulepreload`, the message catalogues
// its browser loads before hydrating (`common` and those its routes name), so they arrive with
// the page's scripts instead of a round trip after them (build-tools/catalogue-chunks.ts).
import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

/** The files a page's answer asks the browser to preload. */
async function preloads(path: string, status = 200) {
  const res = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
  expect(res.status, path).toBe(status)
  return [...(res.headers.get('link') ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]!)
}

/** `/assets/shared-i18n-ar-catalogue-Ab12.js` → `ar/catalogue`. */
const catalogueOf = (file: string) => /^\/assets\/shared-i18n-(\w+)-(\w+)-[\w-]+\.js$/.exec(file)?.slice(1, 3).join('/')

describe('pages name their message catalogues for the browser to fetch with them', () => {
  it.each([
    ['/ar', 200, ['ar/common', 'ar/home', 'ar/catalogue', 'ar/card']],
    ['/ar/cards', 200, ['ar/common', 'ar/catalogue']],
    ['/ar/auth', 200, ['ar/common', 'ar/forms']],
    ['/ar/no-such-page', 404, ['ar/common']],
  ])('%s names exactly the Arabic catalogues it hydrates with, each served as a script', async (path, status, expected) => {
    const files = await preloads(path, status)
    expect(files.map(catalogueOf).sort()).toEqual([...expected].sort())
    for (const file of files) {
      const res = await fetch(`${baseUrl()}${file}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type'), file).toMatch(/javascript/)
      expect(await res.text(), file).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it('an English page whose catalogues are in its own scripts names none; one that loads the forms catalogue names it and the file it imports', async () => {
    expect(await preloads('/cards')).toEqual([])
    expect(await preloads('/')).toEqual([])
    const auth = await preloads('/auth')
    expect(auth[0]).toMatch(/^\/assets\/shared-i18n-en-forms-[\w-]+\.js$/)
    expect(auth.slice(1)).toEqual([expect.stringMatching(/^\/assets\/shared-i18n-en-forms-validation-[\w-]+\.js$/)])
  })
})
