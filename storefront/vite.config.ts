import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Rollup } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { precompress } from './build-tools/precompress'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const APP = new URL('./app/', import.meta.url).pathname

const SHARED_INDEX = new URL('../shared/src/index.ts', import.meta.url).pathname
const SHARED = /\/shared\/src\/([\w/-]+)\.ts$/
const RUNTIME = /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[\w-]+|turbo-stream)\//

/**
 * Parts that load together, each as one file: a group is some modules of the app and what they
 * import statically (from the app and the shared package), unless an earlier group has it.
 * "site" is root.tsx, on every page, with the page metadata helper every route uses and the
 * breadcrumbs most use; "card-tile" the card tile, on the pages that list cards.
 */
const GROUPS: [name: string, starts: string[]][] = [
  ['site', ['root.tsx', 'utils/seo.ts', 'components/Breadcrumbs.tsx']],
  ['card-tile', ['components/CardTile.tsx']],
]

/** The names a module imports from the shared package's index (which re-exports every module). */
function sharedNames(info: Rollup.ModuleInfo): string[] {
  const names: string[] = []
  for (const node of (info.ast?.body ?? []) as Array<{
    type: string
    source?: { value: unknown }
    specifiers?: Array<{ type: string; imported?: { name?: string } }>
  }>) {
    if (node.type !== 'ImportDeclaration' || node.source?.value !== '@cardcompare/shared') continue
    for (const specifier of node.specifiers ?? []) {
      if (specifier.type === 'ImportSpecifier' && specifier.imported?.name) names.push(specifier.imported.name)
    }
  }
  return names
}

/** The group of each module that belongs to one (per build). */
const groupings = new WeakMap<Rollup.GetModuleInfo, Map<string, string>>()
function groupOf(id: string, getModuleInfo: Rollup.GetModuleInfo): string | undefined {
  let group = groupings.get(getModuleInfo)
  if (!group) {
    group = new Map<string, string>()
    // The index re-exports every module: a name imported from it is followed to the module that defines it.
    const exporter = new Map<string, string>()
    for (const module of getModuleInfo(SHARED_INDEX)?.importedIds ?? []) {
      for (const name of getModuleInfo(module)?.exports ?? []) exporter.set(name, module)
    }
    for (const [name, starts] of GROUPS) {
      const queue = starts.map((start) => `${APP}${start}`)
      while (queue.length) {
        const next = queue.pop()!
        if (group.has(next) || next === SHARED_INDEX || !(next.startsWith(APP) || SHARED.test(next))) continue
        const info = getModuleInfo(next)
        if (!info) continue
        group.set(next, name)
        queue.push(...info.importedIds)
        if (info.importedIds.includes(SHARED_INDEX)) queue.push(...sharedNames(info).flatMap((n) => exporter.get(n) ?? []))
      }
    }
    groupings.set(getModuleInfo, group)
  }
  return group.get(id)
}

/**
 * Every page loads root.tsx and the modules it imports statically as one file ("site") rather
 * than a dozen small ones that Rollup would split off because lazy parts share them, and the
 * pages that list cards one more ("card-tile"). Over HTTP/1.1 each file is a request, and
 * Lighthouse's LCP waits for them (docs/decisions/032). React and Remix are one chunk and each
 * other module of the shared package its own, as Rollup would make them; named here, or Rollup
 * would pull them into a group as a dependency of the shared package's index.
 */
function siteChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  const group = groupOf(id, getModuleInfo)
  if (group) return group
  if (id.startsWith(APP)) return undefined
  if (RUNTIME.test(id)) return 'components'
  const shared = SHARED.exec(id)
  return shared ? `shared-${shared[1].replaceAll('/', '-')}` : undefined
}

export default defineConfig({
  // Static files of the repo's top-level public/ (card art, logos, icons).
  publicDir: '../public',
  server: { fs: { allow: ['..'] } },
  build: { rollupOptions: { output: { manualChunks: siteChunk } } },
  plugins: [
    tailwindcss(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
        v3_routeConfig: true,
      },
    }),
    tsconfigPaths(),
    precompress(),
  ],
})
