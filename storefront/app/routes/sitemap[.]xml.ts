import { sitemapEntries, sitemapXml } from '~/utils/sitemap.server'

export async function loader() {
  return new Response(sitemapXml(await sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, s-maxage=3600' },
  })
}
