// JavaScript a page makes the browser download: every /assets/*.js it loads, gzipped.
import { gzipSync } from 'node:zlib'

/**
 * @param {string} baseUrl
 * @param {string} path
 */
export async function measureJavaScript(baseUrl, path) {
  const html = await (await fetch(`${baseUrl}${path}`)).text()
  const assets = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))
  let raw = 0
  let gzip = 0
  for (const asset of assets) {
    const body = Buffer.from(await (await fetch(`${baseUrl}${asset}`)).arrayBuffer())
    raw += body.length
    gzip += gzipSync(body, { level: 9 }).length
  }
  return { path, files: assets.size, raw, gzip }
}
