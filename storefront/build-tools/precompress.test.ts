import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { precompressDir } from './precompress'

let dir = ''
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('precompressDir', () => {
  it('writes .br and .gz beside served text files only: not beside small files, images, or the build\u2019s own .vite records', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'precompress-'))
    const script = 'export const text = "' + 'a card, a fee, a rate; '.repeat(200) + '"\n'
    mkdirSync(path.join(dir, 'assets'))
    mkdirSync(path.join(dir, '.vite'))
    writeFileSync(path.join(dir, 'assets', 'app.js'), script)
    writeFileSync(path.join(dir, 'assets', 'tiny.js'), 'export {}\n')
    writeFileSync(path.join(dir, 'assets', 'art.png'), Buffer.alloc(4096, 7))
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ entry: script }))

    expect(await precompressDir(dir)).toBe(1)
    const app = path.join(dir, 'assets', 'app.js')
    expect(brotliDecompressSync(readFileSync(`${app}.br`)).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${app}.gz`)).toString()).toBe(script)
    for (const file of ['assets/tiny.js', 'assets/art.png', '.vite/manifest.json'])
      for (const ext of ['.br', '.gz']) expect(existsSync(path.join(dir, `${file}${ext}`)), `${file}${ext}`).toBe(false)
  })
})
