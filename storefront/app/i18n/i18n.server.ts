// One i18next instance per language for server rendering, holding every namespace: a render
// never waits for a catalogue, and no request changes an instance's language.
import { LOCALES, type Locale } from '@cardcompare/shared'
import i18next, { createInstance, type i18n, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { i18nOptions } from './options'

const modules = import.meta.glob<Record<string, unknown>>('../../../shared/src/i18n/*/*.ts', { eager: true, import: 'default' })

function resources(): Resource {
  const out: Resource = {}
  for (const [file, catalogue] of Object.entries(modules)) {
    const [, locale, ns] = /\/i18n\/(\w+)\/(\w+)\.ts$/.exec(file) ?? []
    if (locale && ns) (out[locale] ??= {})[ns] = catalogue
  }
  return out
}

const all = resources()
const instances = new Map<Locale, i18n>(
  LOCALES.map((locale) => {
    const instance = createInstance({ ...i18nOptions(locale), resources: all, ns: Object.keys(all.en ?? {}), initAsync: false })
    void instance.use(initReactI18next).init()
    return [locale, instance]
  }),
)

// The global instance serves `meta` functions (i18n/meta.ts), which ask for a language by name.
void i18next.init({ ...i18nOptions('en'), resources: all, ns: Object.keys(all.en ?? {}), initAsync: false })

export function i18nFor(locale: Locale): i18n {
  return instances.get(locale)!
}
