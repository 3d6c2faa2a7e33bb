// Catalogue texts rendered outside React (docs/decisions/034 Update, 036): the same `{{name}}`
// placeholders and `key_one`/`key_other` plural keys i18next reads, filled without an i18next
// instance, so shared code (the assistant's answers) and the CMS's mails stay synchronous and free
// of one. No escaping: a caller that writes HTML escapes, as a mail's layout does.
import { INTL_LOCALE, type Locale } from '../locale'

export type Values = Record<string, string | number>

/** A catalogue text's placeholder, `{{name}}`, as i18next writes it. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g

/** `text` with each `{{name}}` replaced by its own value; a missing value leaves the placeholder, so a test sees it. */
export function fill(text: string, values: Values = {}): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}

/**
 * A catalogue's texts as shared code asks for them: a key of one namespace (`K`, "share.message.subject")
 * and its values. `t` of that namespace is one; `sayFrom` makes one where no i18next instance is.
 */
export type Say<K extends string> = (key: K, values?: Values) => string

/** `Say` over a namespace's catalogue module, filled as i18next fills it (no plurals). */
export function sayFrom(catalogue: object): Say<string> {
  return (key, values) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)
    if (typeof text !== 'string') throw new Error(`no catalogue text "${key}"`)
    return fill(text, values)
  }
}

const rules = new Map<Locale, Intl.PluralRules>()

/**
 * The form of `base` for `count` in `locale` (`base_one`, `base_few`, …, else `base_other`),
 * filled with `count` and `values`, as i18next picks it by `Intl.PluralRules`.
 */
export function plural(texts: object, base: string, count: number, locale: Locale, values: Values = {}): string {
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(INTL_LOCALE[locale])))
  const forms = texts as Record<string, unknown>
  const text = forms[`${base}_${rule.select(count)}`] ?? forms[`${base}_other`]
  if (typeof text !== 'string') throw new Error(`no plural forms for "${base}"`)
  return fill(text, { count, ...values })
}
