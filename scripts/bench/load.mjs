// Throughput of a page beside a plain node:http server sending the same HTML from memory.
import { createServer } from 'node:http'
import autocannon from 'autocannon'
import { freePort } from '../lib/test-stack.mjs'

/**
 * @param {string} url
 * @param {number} connections
 * @param {number} duration
 * @returns {Promise<import('autocannon').Result>}
 */
const run = (url, connections, duration) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)))
  })

const row = (/** @type {string} */ name, /** @type {import('autocannon').Result} */ r) =>
  `${name.padEnd(44)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`

/**
 * @param {string} baseUrl
 * @param {string} path
 * @param {{ connections?: number, duration?: number }} [options]
 */
export async function measureLoad(baseUrl, path, { connections = 32, duration = 10 } = {}) {
  const url = `${baseUrl}${path}`
  const html = await (await fetch(url)).text()
  const port = await freePort()
  const plain = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await /** @type {Promise<void>} */ (new Promise((resolve) => plain.listen(port, '127.0.0.1', resolve)))
  try {
    await run(url, connections, 2) // warm-up
    const page = await run(url, connections, duration)
    const baseline = await run(`http://127.0.0.1:${port}${path}`, connections, duration)
    return [
      row(`storefront ${path}`, page),
      row(`  node:http, same ${(html.length / 1024).toFixed(0)} KB HTML`, baseline),
      `  → ${((page.requests.average / baseline.requests.average) * 100).toFixed(1)} % of the plain server`,
    ].join('\n')
  } finally {
    plain.close()
  }
}
