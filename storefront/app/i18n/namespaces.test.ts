// The browser loads a page's message namespaces before it hydrates: `common` and those its route
// names in its handle (entry.client.tsx). A component that the page renders at once and that asks
// for another namespace suspends hydration until that file arrives, and React then reports a
// mismatch with the server's HTML (error #418) on some loads. This reads every route and the
// modules it imports statically (a lazy part renders later, under its own Suspense) and fails on
// a namespace the route does not load.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const app = fileURLToPath(new URL('..', import.meta.url))

/** Every file under `dir`, recursively. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? filesUnder(full) : [full]
  })

const quoted = (list: string) => [...list.matchAll(/'([\w-]+)'/g)].map((match) => match[1])

/** The namespaces a module's own code asks for: useTranslation's arguments and `t('ns:key')`. */
function namespacesUsed(code: string): string[] {
  const used = new Set<string>()
  for (const [, args] of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
    // Told not to suspend, it renders what is loaded and updates when the rest arrives.
    if (/useSuspense:\s*false/.test(args)) continue
    const names = quoted(args)
    for (const name of names.length ? names : ['common']) used.add(name)
  }
  for (const [, name] of code.matchAll(/\bt\(\s*'([\w-]+):/g)) used.add(name)
  return [...used]
}

/** The namespaces a route's handle names (`handle = { i18n: [...] }`). */
function namespacesLoaded(code: string): string[] {
  const handle = /i18n:\s*\[([^\]]*)\]/.exec(code)
  return handle ? quoted(handle[1]) : []
}

/** The app modules `code` imports statically (not types, not server-only modules). */
function staticImports(file: string, code: string): string[] {
  const targets: string[] = []
  for (const [statement, specifier] of code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms)) {
    if (/^import\s+type\s/.test(statement)) continue
    const base = specifier.startsWith('~/')
      ? path.join(app, specifier.slice(2))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(file), specifier)
        : null
    if (base === null || base.includes('.server')) continue
    const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ending) => base + ending)
      .find((candidate) => existsSync(candidate) && statSync(candidate).isFile())
    if (found) targets.push(found)
  }
  return targets
}

/** Each module a page renders with at once, `file` included, with the namespaces it asks for. */
function pageModules(file: string, seen = new Map<string, string[]>()): Map<string, string[]> {
  if (seen.has(file)) return seen
  const code = readFileSync(file, 'utf8')
  seen.set(file, namespacesUsed(code))
  for (const next of staticImports(file, code)) pageModules(next, seen)
  return seen
}

const routeFiles = filesUnder(path.join(app, 'routes')).filter((file) => file.endsWith('.tsx'))

describe('message namespaces are loaded before hydration', () => {
  it('reads what modules ask for and what a handle loads', () => {
    expect(namespacesUsed(`const { t } = useTranslation()`)).toEqual(['common'])
    expect(namespacesUsed(`useTranslation(['card', 'catalogue'])\nt('forms:x.y')`)).toEqual(['card', 'catalogue', 'forms'])
    expect(namespacesUsed(`useTranslation('forms', { useSuspense: false })`)).toEqual([])
    expect(namespacesLoaded(`export const handle = { i18n: ['card', 'catalogue'] } satisfies I18nHandle`)).toEqual(['card', 'catalogue'])
  })

  it.each([...routeFiles, path.join(app, 'root.tsx')].map((file) => [path.relative(app, file), file]))(
    '%s and what it renders at once ask only for common and its handle',
    (_name, file) => {
      const loaded = new Set(['common', ...namespacesLoaded(readFileSync(file, 'utf8'))])
      const missing = [...pageModules(file)].flatMap(([module, used]) =>
        used.filter((name) => !loaded.has(name)).map((name) => `${path.relative(app, module)}: ${name}`),
      )
      expect(missing).toEqual([])
    },
  )
})
