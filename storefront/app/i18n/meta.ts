// Texts for `meta` functions, which run outside React: the global i18next instance, in the
// language of the page's path. The server's holds every catalogue (i18n.server.ts), the
// browser's the page's language (entry.client.tsx).
import { localeFromPath } from '@cardcompare/shared'
import i18next, { type TFunction } from 'i18next'

export function metaT(location: { pathname: string }): TFunction {
  return i18next.getFixedT(localeFromPath(location.pathname))
}
