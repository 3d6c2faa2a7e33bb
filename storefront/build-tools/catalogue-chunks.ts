// The browser loads a page's message catalogues before it hydrates (docs/decisions/035), but it
// finds them only once the entry script has run: a round trip after the page's other scripts. The
// browser build records which file holds each catalogue (and the files that one imports), and
// the server build reads that record as `virtual:catalogue-chunks`, so a page's answer can name
// its catalogues in a `Link: rel=modulepreload` header and the browser fetches them at once.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

const MODULE_ID = 'virtual:catalogue-chunks'
const RESOLVED_ID = `\0${MODULE_ID}`
/** A catalogue module: `shared/src/i18n/<language>/<namespace>.ts`. */
const CATALOGUE = /\/shared\/src\/i18n\/(\w+)\/(\w+)\.ts$/

/** `{ "<language>/<namespace>": ["/assets/…js", …the files it imports] }`. */
export type CatalogueChunks = Record<string, string[]>

export function catalogueChunks(): Plugin {
  let record = ''
  let base = '/'
  let serverBuild = false
  return {
    name: 'cardcompare:catalogue-chunks',
    configResolved(config) {
      // False under the development server too, which has no built files to name.
      serverBuild = config.command === 'build' && Boolean(config.build.ssr)
      base = config.base
      // Beside build/client and build/server, which each build empties.
      record = path.join(config.root, 'build', 'catalogue-chunks.json')
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined
      const chunks: CatalogueChunks = serverBuild && existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : {}
      return `export default ${JSON.stringify(chunks)}`
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return
      const files = new Map(Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item] as const] : [])))
      const withImports = (fileName: string, seen = new Set<string>()): string[] => {
        if (seen.has(fileName)) return []
        seen.add(fileName)
        return [`${base}${fileName}`, ...(files.get(fileName)?.imports ?? []).flatMap((next) => withImports(next, seen))]
      }
      const chunks: CatalogueChunks = {}
      for (const chunk of files.values()) {
        const [, language, namespace] = (chunk.facadeModuleId && CATALOGUE.exec(chunk.facadeModuleId)) || []
        if (language && namespace && chunk.isDynamicEntry) chunks[`${language}/${namespace}`] = withImports(chunk.fileName)
      }
      writeFileSync(record, `${JSON.stringify(chunks, null, 2)}\n`)
    },
  }
}
