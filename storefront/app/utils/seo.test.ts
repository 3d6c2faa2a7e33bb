import type { MetaArgs, MetaDescriptor } from '@remix-run/node'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { withSocial } from './seo'

const ORIGIN = 'https://cardcompare.example'

/** The tags a route's meta function, wrapped, gives the page at `pathname`. */
function tagsFor(pathname: string, meta: MetaDescriptor[]) {
  const wrapped = withSocial(() => meta)
  const root = { id: 'root', data: { origin: ORIGIN }, params: {}, pathname: '/', meta: [], handle: undefined, error: undefined }
  const args: MetaArgs = {
    matches: [root],
    location: { pathname, search: '', hash: '', state: null, key: 'default' },
    data: undefined,
    params: {},
    error: undefined,
  }
  return wrapped(args) as Array<Record<string, string>>
}

const canonicalOf = (tags: Array<Record<string, string>>) => tags.filter((t) => t.rel === 'canonical').map((t) => t.href)
const ogUrlOf = (tags: Array<Record<string, string>>) => tags.filter((t) => t.property === 'og:url').map((t) => t.content)

describe('withSocial (docs/decisions/023, 035)', () => {
  const statedInEnglish: MetaDescriptor[] = [
    { title: 'A card | CardCompare UAE' },
    { tagName: 'link', rel: 'canonical', href: `${ORIGIN}/credit-cards/a-card` },
    { property: 'og:url', content: `${ORIGIN}/credit-cards/a-card` },
  ]

  it('moves a canonical and og:url a route states in English into the page language, once each', () => {
    const ar = tagsFor('/ar/credit-cards/a-card', statedInEnglish)
    expect(canonicalOf(ar)).toEqual([`${ORIGIN}/ar/credit-cards/a-card`])
    expect(ogUrlOf(ar)).toEqual([`${ORIGIN}/ar/credit-cards/a-card`])
    const en = tagsFor('/credit-cards/a-card', statedInEnglish)
    expect(canonicalOf(en)).toEqual([`${ORIGIN}/credit-cards/a-card`])
    expect(ogUrlOf(en)).toEqual([`${ORIGIN}/credit-cards/a-card`])
  })

  it('names both languages and x-default as alternates of an indexable page', () => {
    const tags = tagsFor('/ar/cards', [{ title: 'Cards' }])
    const alternates = Object.fromEntries(tags.filter((t) => t.rel === 'alternate').map((t) => [t.hrefLang, t.href]))
    expect(alternates).toEqual({ en: `${ORIGIN}/cards`, ar: `${ORIGIN}/ar/cards`, 'x-default': `${ORIGIN}/cards` })
  })

  it('gives a page exactly one canonical and one og:url, both its own path in its language, whatever path it has', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.boolean(), (segments, arabic) => {
        const path = `${arabic ? '/ar' : ''}/${segments.join('/')}`
        // A first segment "ar" would make an English path Arabic; it is not a page we have.
        fc.pre(segments[0] !== 'ar')
        const tags = tagsFor(path, statedInEnglish.slice(0, 1))
        expect(canonicalOf(tags)).toEqual([`${ORIGIN}${path}`])
        expect(ogUrlOf(tags)).toEqual([`${ORIGIN}${path}`])
      }),
    )
  })
})
