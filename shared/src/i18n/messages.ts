// Messages that travel as English text (docs/decisions/035): a zod issue, a CMS answer, a toast
// in the flash cookie. Their one home is the English `forms` catalogue (validation, answers,
// toasts); whoever shows one on a page in another language gives it in that language by finding
// the catalogue entry it came from, templates included, and rendering that entry's translation
// with the same values. A message not in the catalogue is shown as it came.
import type { Locale } from '../locale'
import type { Translation } from './catalogue'
import ar from './ar/forms'
import en from './en/forms'
import { messageTranslator } from './message-translator'

export { MESSAGE_SECTIONS, messageTranslator } from './message-translator'

type Forms = typeof en

const translators: Partial<Record<Locale, (message: string) => string>> = {}
const CATALOGUES: Record<Exclude<Locale, 'en'>, Translation<Forms>> = { ar }

/** `message` (English, from a schema, the CMS or a toast) in `locale`; unknown messages unchanged. */
export function translateMessage(message: string, locale: Locale): string {
  if (locale === 'en') return message
  const translate = (translators[locale] ??= messageTranslator(en, CATALOGUES[locale]))
  return translate(message)
}
