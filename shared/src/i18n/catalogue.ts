// The message catalogue's shape (docs/decisions/035): each namespace is one module per language,
// `i18n/<language>/<namespace>.ts`. English is the spec's text and the shape every other language
// fills; a key missing in a translation fails the type check, and the catalogue test compares
// keys and placeholders.
import type common from './en/common'

export type Catalogues = { common: typeof common }
export type Namespace = keyof Catalogues
export const NAMESPACES = ['common'] as const satisfies readonly Namespace[]

/** A translation of an English catalogue: every key, in the same nesting, with its own text. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> }
