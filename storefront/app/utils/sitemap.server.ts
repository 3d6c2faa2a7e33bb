// sitemap.xml and robots.txt (docs/decisions/023): every public page a search engine should know.
import { cardPath, DEFAULT_LOCALE, LOCALES, pathInLocale } from '@cardcompare/shared'
import { getBlogCategories, getBlogTags } from './blog.server'
import { getBanks, listCards } from './catalogue.server'
import { cachedCmsFetch } from './cms.server'
import { env } from './env.server'

const STATIC_PATHS = [
  '/',
  '/cards',
  '/ai-assistant',
  '/blog',
  '/card-benefits',
  '/card-issuers',
  '/how-we-rank',
  '/financial-tips',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/accessibility',
  '/qr-download',
]

const xmlEscape = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

type Entry = { path: string; lastmod?: string | null }

export async function sitemapEntries(): Promise<Entry[]> {
  const [banks, cards, posts, categories, tags] = await Promise.all([
    getBanks(),
    listCards({ limit: 0, page: 1 }),
    cachedCmsFetch<{ docs: { slug: string; updatedAt: string; categories?: (number | { id: number })[] | null }[] }>('blog-posts', {
      limit: 0,
      depth: 0,
      'where[published][equals]': true,
      'select[slug]': true,
      'select[updatedAt]': true,
      'select[categories]': true,
    }),
    getBlogCategories(),
    getBlogTags(),
  ])
  // A category page lists published posts: one without any is not worth a crawler's visit.
  const usedCategories = new Set(posts.docs.flatMap((post) => (post.categories ?? []).map((c) => (typeof c === 'object' ? c.id : c))))
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...cards.cards.map((card) => ({ path: cardPath(card), lastmod: card.lastUpdated })),
    ...banks.filter((bank) => bank.isActive).map((bank) => ({ path: `/bank/${bank.id}` })),
    ...posts.docs.map((post) => ({ path: `/blog/${post.slug}`, lastmod: post.updatedAt })),
    ...categories.filter((category) => usedCategories.has(category.id)).map((category) => ({ path: `/blog/category/${category.slug}` })),
    ...tags.map((tag) => ({ path: tag.path })),
  ]
}

/** Every page in every language, each naming its versions in the others (docs/decisions/035). */
export function sitemapXml(entries: Entry[]): string {
  const url = (path: string) => xmlEscape(env.PUBLIC_URL + path)
  const urls = entries
    .flatMap(({ path, lastmod }) => {
      const mod = lastmod ? `<lastmod>${xmlEscape(lastmod.slice(0, 10))}</lastmod>` : ''
      const alternates = [
        ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(pathInLocale(path, locale))}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url(pathInLocale(path, DEFAULT_LOCALE))}"/>`,
      ].join('')
      return LOCALES.map((locale) => `  <url><loc>${url(pathInLocale(path, locale))}</loc>${mod}${alternates}</url>`)
    })
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`
}

export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /cms-api',
    'Disallow: /api/',
    ...['/auth', '/reset-password', '/verify-email', '/confirm-email'].flatMap((path) =>
      LOCALES.map((locale) => `Disallow: ${pathInLocale(path, locale)}`),
    ),
    '',
    `Sitemap: ${env.PUBLIC_URL}/sitemap.xml`,
    '',
  ].join('\n')
}
