// The `Link` header that has the browser fetch a page's message catalogues with the page, not a
// round trip after its entry script has run (build-tools/catalogue-chunks.ts, docs/decisions/035).
import type { Locale } from '@cardcompare/shared'
import chunks from 'virtual:catalogue-chunks'
import { SCRIPT_FETCH_PRIORITY } from '~/utils/html-stream.server'
import { routeNamespaces } from './namespaces'

/** The catalogues entry.client.tsx loads before hydrating: `common` and those the matched routes name. */
export function cataloguePreloads(locale: Locale, handles: readonly unknown[]): string | null {
  const files = new Set(['common', ...routeNamespaces(handles)].flatMap((namespace) => chunks[`${locale}/${namespace}`] ?? []))
  return files.size > 0 ? [...files].map((file) => `<${file}>; rel=modulepreload; fetchpriority=${SCRIPT_FETCH_PRIORITY}`).join(', ') : null
}
