// A catalogue text with names from the CMS in it ("{{bank}} Credit Cards"): each name in a span
// carrying its own language, so an Arabic sentence can hold an English bank name (docs/decisions/035).
import { Fragment } from 'react'

export type Named = { text: string; lang?: 'en' }
type Names<K extends string> = Partial<Record<K, Named>>

/** The placeholders to pass `t()` so the text keeps them: `t(key, tokens(names))`. */
export function tokens<K extends string>(names: Names<K>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.keys(names).map((name) => [name, `{{${name}}}`])) as Partial<Record<K, string>>
}

/** The names' plain texts, for a text that cannot hold markup (a title, a label). */
export function plain<K extends string>(names: Names<K>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries<Named | undefined>(names).map(([name, value]) => [name, value?.text])) as Partial<
    Record<K, string>
  >
}

/** `text` from `t(key, tokens(names))`, its placeholders replaced by the names. */
export function WithNames<K extends string>({ text, names }: { text: string; names: Names<K> }) {
  return (
    <>
      {text.split(/(\{\{\w+\}\})/).map((part, index) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1]
        const value = name === undefined ? undefined : (names as Record<string, Named | undefined>)[name]
        if (!value) return <Fragment key={index}>{part}</Fragment>
        return value.lang ? (
          <span key={index} lang={value.lang}>
            {value.text}
          </span>
        ) : (
          <Fragment key={index}>{value.text}</Fragment>
        )
      })}
    </>
  )
}
