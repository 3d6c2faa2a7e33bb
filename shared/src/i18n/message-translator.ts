// Finds where an English message came from in the `forms` catalogue and gives it in another
// language (docs/decisions/035). Kept apart from ./messages so the browser can build it from the
// catalogue it has loaded, without bundling every translation.
import type { Translation } from './catalogue'
import type en from './en/forms'
import { fill, PLACEHOLDER, type TemplateValues as Values } from './fill'

type Forms = typeof en

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
export function messageTranslator(
  english: Pick<Forms, (typeof MESSAGE_SECTIONS)[number]> & Partial<Pick<Forms, 'countries'>>,
  translated: Partial<Translation<Forms>>,
) {
  const exact = new Map<string, string>()
  // A value a template carries may itself be a name the catalogue knows: the country of "Mobile
  // number must be 9 digits for United Arab Emirates".
  const names = new Map<string, string>()
  for (const [code, name] of Object.entries(english.countries ?? {})) {
    const theirs = (translated.countries as Record<string, string> | undefined)?.[code]
    if (theirs) names.set(name, theirs)
  }
  const templates: Template[] = []
  for (const section of MESSAGE_SECTIONS) {
    const theirs = (translated[section] ?? {}) as Record<string, string | undefined>
    for (const [key, text] of Object.entries(english[section] as Record<string, string>)) {
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
      template.names.forEach((name, i) => (values[name] = names.get(match[i + 1]!) ?? match[i + 1]!))
      return fill(template.translated, values)
    }
    return message
  }
}
