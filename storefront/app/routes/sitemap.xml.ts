import { SITEMAP_CACHE } from '~/utils/http.server'
import { sitemapEntries, sitemapXml } from '~/utils/sitemap.server'

export async function loader() {
  return new Response(sitemapXml(await sitemapEntries()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', ...SITEMAP_CACHE },
  })
}
