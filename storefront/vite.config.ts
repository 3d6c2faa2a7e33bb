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
const ROOT = `${APP}root.tsx`

/** The app's modules that root.tsx imports statically, directly or not (per build). */
const rootGraphs = new WeakMap<Rollup.GetModuleInfo, Set<string>>()
function rootGraph(getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  let graph = rootGraphs.get(getModuleInfo)
  if (graph) return graph
  graph = new Set<string>()
  const queue = [ROOT]
  while (queue.length) {
    const id = queue.pop()!
    if (graph.has(id) || !id.startsWith(APP)) continue
    graph.add(id)
    queue.push(...(getModuleInfo(id)?.importedIds ?? []))
  }
  rootGraphs.set(getModuleInfo, graph)
  return graph
}

/**
 * Every page loads root.tsx and the app's modules it imports statically: one chunk ("site")
 * rather than a dozen small ones that Rollup would split off because lazy parts share them.
 * Over HTTP/1.1 each file is a request, and Lighthouse's LCP waits for them (docs/decisions/032).
 * React and Remix are one chunk and each module of the shared package its own, as Rollup would
 * make them; named here, or Rollup would pull them into "site" as its dependencies.
 */
function siteChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  if (id.startsWith(APP)) return rootGraph(getModuleInfo).has(id) ? 'site' : undefined
  if (RUNTIME.test(id)) return 'components'
  const shared = SHARED.exec(id)
  return shared ? `shared-${shared[1].replaceAll('/', '-')}` : undefined
}
const RUNTIME = /\/node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom|@remix-run\/[\w-]+|turbo-stream)\//
const SHARED = /\/shared\/src\/([\w/-]+)\.ts$/

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
