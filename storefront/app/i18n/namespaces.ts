// A route names the catalogue namespaces its page uses beyond `common` in its handle:
// `export const handle = { i18n: ['catalogue'] } satisfies I18nHandle`. The browser loads them
// before hydrating (entry.client.tsx); a later navigation loads them as the page first renders.
import type { Namespace } from '@cardcompare/shared/i18n/catalogue'

export type I18nHandle = { i18n?: readonly Namespace[] }

export function routeNamespaces(handles: readonly unknown[]): Namespace[] {
  return [...new Set(handles.flatMap((handle) => (handle as I18nHandle | undefined)?.i18n ?? []))]
}
