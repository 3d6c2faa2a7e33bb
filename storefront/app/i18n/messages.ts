// Messages that arrive in English (a zod issue, the server's or the CMS's answer, a toast) shown
// in the page's language: the shared translator (docs/decisions/035), fed with the `forms`
// catalogue this page has loaded, so an English page carries no translation.
import en from '@cardcompare/shared/i18n/en/forms'
import { messageTranslator, type Catalogue } from '@cardcompare/shared/i18n/message-translator'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocale } from '~/utils/locale'

type Translate = (message: string) => string

const same: Translate = (message) => message
const translators = new WeakMap<object, Translate>()

/**
 * `(message) => message in the page's language`. On a page in another language whose route did
 * not name the `forms` catalogue (a toast on a catalogue page) it loads it without suspending:
 * the message shows in English for that moment. A route that renders a message on the server
 * names `forms` in its handle, so the browser hydrates the same text.
 */
export function useTranslateMessage(): Translate {
  const locale = useLocale()
  const { i18n } = useTranslation(locale === 'en' ? 'common' : 'forms', { useSuspense: false })
  const bundle = locale === 'en' ? undefined : (i18n.getResourceBundle(locale, 'forms') as Catalogue | undefined)
  return useMemo(() => {
    if (!bundle) return same
    let translate = translators.get(bundle)
    if (!translate) translators.set(bundle, (translate = messageTranslator(en, bundle)))
    return translate
  }, [bundle])
}
