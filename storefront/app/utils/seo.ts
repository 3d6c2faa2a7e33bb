// Open Graph and Twitter tags for every page (issue 3 item 7), derived from the page's own
// title, description and canonical URL so each route states them once.
import { COMPANY } from '@cardcompare/shared'
import type { MetaArgs, MetaDescriptor, MetaFunction } from '@remix-run/node'

/** PNG, because social networks do not show SVG previews. */
const DEFAULT_IMAGE = '/icons/icon-512.png'

type Descriptor = Record<string, unknown>

const has = (meta: MetaDescriptor[], key: 'property' | 'name', value: string) =>
  meta.some((d) => (d as Descriptor)[key] === value)

export function socialMeta(args: Pick<MetaArgs, 'matches' | 'location'>, meta: MetaDescriptor[]): MetaDescriptor[] {
  const root = args.matches.find((match) => match.id === 'root')?.data as { origin?: string } | undefined
  const origin = root?.origin ?? ''
  const title = (meta.find((d) => 'title' in d) as { title?: string } | undefined)?.title
  const description = (meta.find((d) => (d as Descriptor).name === 'description') as { content?: string } | undefined)?.content
  const canonical = (meta.find((d) => (d as Descriptor).rel === 'canonical') as { href?: string } | undefined)?.href
  const url = new URL(canonical ?? args.location.pathname, origin || 'http://localhost').toString()
  const extra: MetaDescriptor[] = []
  const add = (key: 'property' | 'name', value: string, content: string | undefined) => {
    if (content && !has(meta, key, value)) extra.push({ [key]: value, content } as MetaDescriptor)
  }
  add('property', 'og:title', title?.replace(/ \| CardCompare UAE$/, ''))
  add('property', 'og:description', description)
  add('property', 'og:type', 'website')
  add('property', 'og:url', origin ? url : undefined)
  add('property', 'og:site_name', COMPANY.name)
  add('property', 'og:image', origin ? `${origin}${DEFAULT_IMAGE}` : undefined)
  add('name', 'twitter:card', has(meta, 'property', 'og:image') ? 'summary_large_image' : 'summary')
  return [...meta, ...extra]
}

/** Wraps a route's meta function so its page also carries the social tags. */
export function withSocial<T extends MetaFunction<any>>(fn: T): T {
  return ((args: MetaArgs) => socialMeta(args, fn(args as never) ?? [])) as unknown as T
}
