// Remix's default browser entry, after the page's message catalogues have loaded: the texts
// the server rendered must be there before React hydrates them (docs/decisions/035).
import { isLocale, localeFromPath } from '@cardcompare/shared'
import { RemixBrowser } from '@remix-run/react'
import i18next from 'i18next'
import resourcesToBackend from 'i18next-resources-to-backend'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { i18nOptions } from '~/i18n/options'
import { routeNamespaces } from '~/i18n/namespaces'

// One file per language and namespace, loaded when a page first needs it.
const catalogues = import.meta.glob<Record<string, unknown>>('../../shared/src/i18n/*/*.ts', { import: 'default' })

async function hydrate() {
  const lang = document.documentElement.lang
  const locale = isLocale(lang) ? lang : localeFromPath(window.location.pathname)
  const modules = Object.values(window.__remixRouteModules ?? {})
  await i18next
    .use(initReactI18next)
    .use(
      resourcesToBackend(
        (language: string, ns: string) => catalogues[`../../shared/src/i18n/${language}/${ns}.ts`]?.() ?? Promise.resolve({}),
      ),
    )
    .init({ ...i18nOptions(locale), ns: ['common', ...routeNamespaces(modules.map((module) => module?.handle))] })
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18next}>
          <RemixBrowser />
        </I18nextProvider>
      </StrictMode>,
    )
  })
}

void hydrate()
