// Canonical link, Open Graph and Twitter tags for every page (docs/decisions/023), derived from the
// page's own title, description and canonical URL so each route states them once.
// Canonical and og:url are absolute, on the public origin the root loader passes from the env
// module (decision 023): every indexable page has exactly one; a noindex page has one only
// when its route states it.
import { COMPANY, DEFAULT_LOCALE, localeFromPath, LOCALES, pathInLocale } from '@cardcompare/shared'
import type { MetaArgs, MetaDescriptor, MetaFunction } from '@remix-run/node'

/** PNG, because social networks do not show SVG previews. */
const DEFAULT_IMAGE = '/icons/icon-512.png'

type Descriptor = Record<string, unknown>

const has = (meta: MetaDescriptor[], key: 'property' | 'name', value: string) => meta.some((d) => (d as Descriptor)[key] === value)

const isCanonical = (d: MetaDescriptor) => (d as Descriptor).tagName === 'link' && (d as Descriptor).rel === 'canonical'

/** Open Graph's name of each language's audience. */
const OG_LOCALE = { en: 'en_AE', ar: 'ar_AE' } as const

/** A path or URL on the public origin, absolute: "/cards" -> "https://cardcompare.ae/cards". */
function absoluteOn(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl
  return `${origin.replace(/\/$/, '')}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`
}

function socialMeta(args: Pick<MetaArgs, 'matches' | 'location'> & { error?: unknown }, meta: MetaDescriptor[]): MetaDescriptor[] {
  const root = args.matches.find((match) => match.id === 'root')?.data as { origin?: string } | undefined
  const origin = root?.origin ?? ''
  const title = (meta.find((d) => 'title' in d) as { title?: string } | undefined)?.title
  const description = (meta.find((d) => (d as Descriptor).name === 'description') as { content?: string } | undefined)?.content
  const noindex = meta.some((d) => (d as Descriptor).name === 'robots' && /noindex/i.test(String((d as Descriptor).content)))
  const locale = localeFromPath(args.location.pathname)
  const stated = (meta.find(isCanonical) as { href?: string } | undefined)?.href
  // An indexable page without its own canonical is its path, without the query: filters,
  // sorting and one-time messages (?sent=1) are not other pages. Error pages get none. A route
  // states its canonical in English; each language's page is canonical in its own language.
  const base = origin.replace(/\/$/, '')
  const statedPath = stated && base && stated.startsWith(`${base}/`) ? stated.slice(base.length) : stated
  const path = statedPath ? pathInLocale(statedPath, locale) : noindex || args.error ? undefined : args.location.pathname
  const canonical = path && origin ? absoluteOn(origin, path) : undefined
  const url = canonical ?? (origin ? absoluteOn(origin, args.location.pathname) : undefined)

  // og:url is always this page's URL in its language, whatever a route states.
  const rest = meta.filter((d) => !isCanonical(d) && (d as Descriptor).property !== 'og:url')
  const extra: MetaDescriptor[] = canonical ? [{ tagName: 'link', rel: 'canonical', href: canonical }] : []
  // The page in each language, and which one a visitor of no stated language gets.
  if (canonical && path?.startsWith('/')) {
    for (const other of LOCALES)
      extra.push({ tagName: 'link', rel: 'alternate', hrefLang: other, href: absoluteOn(origin, pathInLocale(path, other)) })
    extra.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absoluteOn(origin, pathInLocale(path, DEFAULT_LOCALE)) })
  }
  const add = (key: 'property' | 'name', value: string, content: string | undefined) => {
    if (content && !has(meta, key, value)) extra.push({ [key]: value, content } as MetaDescriptor)
  }
  add('property', 'og:title', title?.replace(/ \| CardCompare UAE$/, ''))
  add('property', 'og:description', description)
  add('property', 'og:type', 'website')
  if (url) extra.push({ property: 'og:url', content: url })
  add('property', 'og:site_name', COMPANY.name)
  add('property', 'og:locale', OG_LOCALE[locale])
  add('property', 'og:image', origin ? `${origin}${DEFAULT_IMAGE}` : undefined)
  add('name', 'twitter:card', has(meta, 'property', 'og:image') ? 'summary_large_image' : 'summary')
  return [...rest, ...extra]
}

/** Wraps a route's meta function so its page also carries the canonical link and social tags. */
export function withSocial<Loader, Matches extends Record<string, unknown> = Record<string, unknown>>(
  fn: MetaFunction<Loader, Matches>,
): MetaFunction<Loader, Matches> {
  return (args) => socialMeta(args, fn(args) ?? [])
}
