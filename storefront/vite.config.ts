import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import path from 'node:path'
import { defineConfig, type Rollup } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { catalogueChunks } from './build-tools/catalogue-chunks'
import { precompress } from './build-tools/precompress'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const APP = new URL('./app/', import.meta.url).pathname

const SHARED_INDEX = new URL('../shared/src/index.ts', import.meta.url).pathname
const SHARED = /\/shared\/src\/([\w/-]+)\.ts$/
// React, Remix, and i18next with its React binding (every page's texts go through them).
const RUNTIME =
  /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[\w-]+|turbo-stream|i18next|react-i18next|i18next-resources-to-backend|use-sync-external-store|@babel\/runtime)\//
// …but not <Trans> and the HTML parser it reads its texts' tags with: the few pages that word a
// sentence with markup load them (about 5 KB), the others do not (docs/decisions/032).
const TRANS = /\/node_modules\/(?:react-i18next\/dist\/es\/Trans(?:WithoutContext)?\.js$|html-parse-stringify\/|void-elements\/)/

/**
 * Parts that load together, each as one file: a group is some modules of the app and everything
 * they import statically, from the app and the shared package, that an earlier group does not
 * have. Over HTTP/1.1 each file is a request, and a phone's first paint waits for them
 * (docs/decisions/032).
 */
const GROUPS: [name: string, starts: string[]][] = [
  // Every page: root.tsx, the page metadata helper every route uses, the breadcrumbs most use,
  // and the filler of catalogue texts, which the site's code uses through modules Rollup places
  // by itself: claimed by a later group, it would make that group and this one import each other.
  ['site', ['root.tsx', 'utils/seo.ts', 'components/Breadcrumbs.tsx', '../../shared/src/i18n/render.ts']],
  // The pages that list cards: the tile and its buttons, and the card finder's selects.
  ['card-tile', ['components/CardTile.tsx', 'components/CardFinderForm.tsx']],
  // The home page's sections.
  [
    'home',
    [
      'components/HomeSections.tsx',
      'components/compare/FeaturedComparison.tsx',
      'components/PopularThisWeek.tsx',
      'components/PartnerBankStrip.tsx',
      'components/leads/LeadFormSection.tsx',
    ],
  ],
]
/**
 * A shared module this small (bytes of code) that at least this many pages load goes with every
 * page: a few hundred bytes everywhere cost less than a request on each of those pages, and no
 * other group takes it in (a sign-in page would otherwise load the card tile for it).
 */
const TINY_MODULE = 1_000
const WIDELY_USED = 10

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

const ours = (id: string) => id.startsWith(APP) || (SHARED.test(id) && id !== SHARED_INDEX)

/**
 * What each module of ours imports statically. The shared package's index re-exports every
 * module: a name imported from it is followed to the module that defines it.
 */
function importGraph({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Map<string, string[]> {
  const exporter = new Map<string, string>()
  for (const module of getModuleInfo(SHARED_INDEX)?.importedIds ?? []) {
    for (const name of getModuleInfo(module)?.exports ?? []) exporter.set(name, module)
  }
  const graph = new Map<string, string[]>()
  for (const id of getModuleIds()) {
    const info = getModuleInfo(id)
    if (!info || !ours(id)) continue
    const named = info.importedIds.includes(SHARED_INDEX) ? sharedNames(info).flatMap((name) => exporter.get(name) ?? []) : []
    graph.set(id, [...new Set([...info.importedIds, ...named])].filter(ours))
  }
  return graph
}

/** The group of each module that belongs to one (per build). */
const groupings = new WeakMap<Rollup.GetModuleInfo, Map<string, string>>()
function groupOf(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  let group = groupings.get(meta.getModuleInfo)
  if (!group) {
    group = new Map<string, string>()
    const graph = importGraph(meta)
    // How many pages (entries: routes and lazily loaded parts) load each module.
    const pages = new Map<string, Set<string>>()
    for (const entry of graph.keys()) {
      const info = meta.getModuleInfo(entry)
      if (!info?.isEntry && !info?.dynamicImporters.length) continue
      for (const queue = [entry]; queue.length;) {
        const next = queue.pop()!
        const seen = pages.get(next) ?? new Set<string>()
        if (seen.has(entry)) continue
        pages.set(next, seen.add(entry))
        queue.push(...(graph.get(next) ?? []))
      }
    }
    for (const [name, starts] of GROUPS) {
      const members = new Set<string>()
      if (name === 'site') {
        for (const [module, its] of pages) {
          const info = meta.getModuleInfo(module)
          const tiny = SHARED.test(module) && (info?.code?.length ?? Infinity) < TINY_MODULE && its.size >= WIDELY_USED
          if (tiny && info!.importedIds.every((imported) => SHARED.test(imported) && imported !== SHARED_INDEX)) members.add(module)
        }
      }
      for (const queue = starts.map((start) => path.resolve(APP, start)); queue.length;) {
        const next = queue.pop()!
        if (members.has(next) || group.has(next)) continue
        members.add(next)
        queue.push(...(graph.get(next) ?? []))
      }
      for (const member of members) group.set(member, name)
    }
    groupings.set(meta.getModuleInfo, group)
  }
  return group.get(id)
}

/**
 * The groups above, each one file rather than the dozen small ones Rollup would split off
 * because lazy parts and other pages share them. React and Remix are one chunk and each other
 * module of the shared package its own, as Rollup would make them; named here, or Rollup would
 * pull them into a group as a dependency of the shared package's index.
 */
function siteChunk(id: string, meta: Rollup.ManualChunkMeta): string | undefined {
  const group = groupOf(id, meta)
  if (group) return group
  if (id.startsWith(APP)) return undefined
  if (TRANS.test(id)) return 'trans'
  if (RUNTIME.test(id)) return 'components'
  const shared = SHARED.exec(id)
  return shared ? `shared-${shared[1].replaceAll('/', '-')}` : undefined
}

export default defineConfig({
  // Static files of the repo's top-level public/ (card art, logos, icons).
  publicDir: '../public',
  server: { fs: { allow: ['..'] } },
  build: {
    rollupOptions: {
      output: { manualChunks: siteChunk },
      // Two chunks that import each other run one before the other's bindings exist: the page
      // stops with "Cannot access … before initialization" and never hydrates. Not a warning.
      onwarn(warning, warn) {
        if (warning.code === 'CIRCULAR_CHUNK') throw new Error(`${warning.message} (vite.config.ts GROUPS)`)
        warn(warning)
      },
    },
  },
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
    catalogueChunks(),
    precompress(),
  ],
})
