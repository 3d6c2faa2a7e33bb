import { LANGUAGE_NAMES, LOCALES, localeFromPath, pathInLocale } from '@cardcompare/shared'
import { useLocation } from '@remix-run/react'

/**
 * The same page in the other language, query and fragment kept (docs/decisions/035). A whole
 * page load: the document's language, direction and font change with it. The link is named in
 * its own language, and says so, so a screen reader reads it in that voice.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const location = useLocation()
  const here = `${location.pathname}${location.search}${location.hash}`
  const current = localeFromPath(location.pathname)
  return (
    <>
      {LOCALES.filter((locale) => locale !== current).map((locale) => (
        <a
          key={locale}
          href={pathInLocale(here, locale)}
          lang={locale}
          hrefLang={locale}
          className={`inline-flex min-h-11 items-center rounded-md font-semibold text-brand-800 hover:bg-slate-100 ${className}`}
        >
          {LANGUAGE_NAMES[locale]}
        </a>
      ))}
    </>
  )
}
