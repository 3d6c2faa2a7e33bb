import { STATIC_CACHE } from '~/utils/http.server'
import { robotsTxt } from '~/utils/sitemap.server'

export function loader() {
  return new Response(robotsTxt(), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...STATIC_CACHE },
  })
}
