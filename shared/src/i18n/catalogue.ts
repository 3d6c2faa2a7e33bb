// The message catalogue's shape (docs/decisions/035): each namespace is one module per language,
// `i18n/<language>/<namespace>.ts`. English is the spec's text and the shape every other language
// fills; a key missing in a translation fails the type check, and the catalogue test compares
// keys and placeholders.
import type account from './en/account'
import type assistant from './en/assistant'
import type card from './en/card'
import type catalogue from './en/catalogue'
import type common from './en/common'
import type emails from './en/emails'
import type forms from './en/forms'
import type home from './en/home'
import type pages from './en/pages'

export type Catalogues = {
  common: typeof common
  home: typeof home
  catalogue: typeof catalogue
  card: typeof card
  forms: typeof forms
  account: typeof account
  assistant: typeof assistant
  emails: typeof emails
  pages: typeof pages
}
export type Namespace = keyof Catalogues
export const NAMESPACES = [
  'common',
  'home',
  'catalogue',
  'card',
  'forms',
  'account',
  'assistant',
  'emails',
  'pages',
] as const satisfies readonly Namespace[]

/**
 * A translation of an English catalogue: every key, in the same nesting, with its own text. A
 * count's text is `key_one` and `key_other` in English; Arabic adds the forms its grammar has
 * (`key_zero`, `key_two`, `key_few`, `key_many`), as i18next picks them by `Intl.PluralRules`.
 */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> } & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${PluralExtra}` : never]?: string
}

export const PLURAL_EXTRAS = ['zero', 'two', 'few', 'many'] as const
type PluralExtra = (typeof PLURAL_EXTRAS)[number]
