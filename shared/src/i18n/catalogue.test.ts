import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../locale'
import { NAMESPACES, PLURAL_EXTRAS } from './catalogue'

const here = new URL('.', import.meta.url)
const entries = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((dir) => readdirSync(new URL(`${dir.name}/`, here), { withFileTypes: true }).map((entry) => ({ dir: dir.name, entry })))
const files = entries.filter(({ entry }) => entry.isFile()).map(({ dir, entry }) => `./${dir}/${entry.name}`)
// A folder beside a namespace's module holds parts of it that a page can load alone (en/forms/validation.ts).
const partFolders = entries.filter(({ entry }) => entry.isDirectory()).map(({ dir, entry }) => `./${dir}/${entry.name}`)
const modules: Record<string, { default: Record<string, unknown> }> = Object.fromEntries(
  await Promise.all(files.map(async (file) => [file, await import(file)] as const)),
)

/** Every text of a catalogue by its dotted key. */
function texts(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of texts(value as Record<string, unknown>, path)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('message catalogue', () => {
  it('has one module per language and namespace, and no other', () => {
    expect(Object.keys(modules).sort()).toEqual(LOCALES.flatMap((l) => NAMESPACES.map((ns) => `./${l}/${ns}.ts`)).sort())
    for (const folder of partFolders) expect(modules[`${folder}.ts`], `${folder}/ is a part of no namespace`).toBeDefined()
  })

  for (const ns of NAMESPACES) {
    const english = texts(modules[`./en/${ns}.ts`]!.default)
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      it(`${locale}/${ns} has every English key, no other, each with the same placeholders and a text`, () => {
        const translated = texts(modules[`./${locale}/${ns}.ts`]!.default)
        // Beyond English's keys, only the plural forms of a count English has.
        const extra = (key: string) => PLURAL_EXTRAS.some((form) => key.endsWith(`_${form}`) && english.has(key.replace(/_\w+$/, '_other')))
        expect([...translated.keys()].filter((key) => !extra(key)).sort()).toEqual([...english.keys()].sort())
        for (const [key, text] of english) {
          expect(text.trim(), `en ${key}`).not.toBe('')
          expect(translated.get(key)?.trim(), `${locale} ${key}`).not.toBe('')
          expect(placeholders(translated.get(key) ?? ''), `${locale} ${key}`).toEqual(placeholders(text))
        }
      })
    }
  }
})
