// Static files are compressed once, at build time, at the strongest settings: brotli 11 and
// gzip 9 beside each file (`app.js.br`, `app.js.gz`), which server.js sends to a browser that
// asks for them. Compressing on every request costs the server far more (docs/decisions/030).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|html|json|webmanifest|txt|xml|map)$/
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // Vite's own records (`.vite/manifest.json`) are read by the build, never served.
    if (entry.name.startsWith('.')) continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (entry.isFile()) yield full
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir` that they make smaller. */
export async function precompressDir(dir: string) {
  let count = 0
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue
    const raw = await readFile(file)
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
      gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
    ])
    if (br.length < raw.length) await writeFile(`${file}.br`, br)
    if (gz.length < raw.length) await writeFile(`${file}.gz`, gz)
    count++
  }
  return count
}

/** The Vite plugin: after the browser build (not the server build) is written. */
export function precompress(): Plugin {
  let outDir = ''
  let serverBuild = false
  return {
    name: 'cardcompare:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
      serverBuild = Boolean(config.build.ssr)
    },
    async closeBundle() {
      if (serverBuild) return
      const count = await precompressDir(outDir)
      this.info?.(`precompressed ${count} files in ${path.relative(process.cwd(), outDir)}`)
    },
  }
}
