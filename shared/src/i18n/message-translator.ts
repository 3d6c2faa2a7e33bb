// Finds where an English message came from in the `forms` catalogue and gives it in another
// language (docs/decisions/035). Kept apart from ./messages so the browser can build it from the
// catalogue it has loaded, without bundling every translation.
import { fill, PLACEHOLDER, type Values } from './render'

/** The parts of a `forms` catalogue the translator reads: English's or a translation's. */
export type Catalogue = { [S in (typeof MESSAGE_SECTIONS)[number] | 'countries']?: Readonly<Record<string, string>> }

/** The sections whose texts travel as English messages. */
export const MESSAGE_SECTIONS = ['validation', 'answers', 'toasts'] as const

type Entry = { english: string; translated: string }
type Template = Entry & { pattern: RegExp; names: string[]; literal: number }

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A translator from one catalogue pair: exact texts are looked up, templates matched with each
 * {{x}} as a capture group. When more than one template matches, the one with the most literal
 * text (the most specific) wins.
 */
export function messageTranslator(english: Catalogue, translated: Catalogue) {
  const exact = new Map<string, string>()
  // A value a template carries may itself be a name the catalogue knows: the country of "Mobile
  // number must be 9 digits for United Arab Emirates".
  const knownValues = new Map<string, string>()
  for (const [code, name] of Object.entries(english.countries ?? {})) {
    const theirs = translated.countries?.[code]
    if (theirs) knownValues.set(name, theirs)
  }
  const templates: Template[] = []
  for (const section of MESSAGE_SECTIONS) {
    const theirs: Readonly<Record<string, string | undefined>> = translated[section] ?? {}
    for (const [key, text] of Object.entries(english[section] ?? {})) {
      const target = theirs[key]
      if (!target) continue
      const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!)
      if (names.length === 0) {
        if (!exact.has(text)) exact.set(text, target)
        continue
      }
      const pieces = text.split(PLACEHOLDER).filter((_, i) => i % 2 === 0)
      templates.push({
        english: text,
        translated: target,
        names,
        literal: pieces.join('').length,
        pattern: new RegExp(`^${pieces.map(escape).join('([\\s\\S]+?)')}$`),
      })
    }
  }
  templates.sort((a, b) => b.literal - a.literal)
  return (message: string): string => {
    const found = exact.get(message)
    if (found !== undefined) return found
    for (const template of templates) {
      const match = template.pattern.exec(message)
      if (!match) continue
      const values: Values = {}
      template.names.forEach((name, i) => (values[name] = knownValues.get(match[i + 1]!) ?? match[i + 1]!))
      return fill(template.translated, values)
    }
    return message
  }
}
