// POST /internal/revalidate: the CMS calls this after it commits a change to the catalogue or
// the blog (docs/decisions/013), so pages show it within seconds instead of after the cache's TTL.
// Only the CMS knows the key; anyone else gets a 404, as if there were nothing here.
import type { ActionFunctionArgs } from '@remix-run/node'
import { isFromService } from '@cardcompare/shared/server'
import { clearCmsCache } from '~/utils/cms.server'
import { json, plainText } from '~/utils/http.server'

const notFound = () => plainText('Not Found', 404)

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== 'POST' || !isFromService(request, 'revalidate')) return notFound()
  // The data first, then the pages: a page rendered from the old data in between is not kept
  // (storefront/server/page-cache.js counts purges).
  const cleared = clearCmsCache()
  return json({ revalidated: true, cleared, pages: context.purgePages?.() ?? 0 })
}

export const loader = () => notFound()
