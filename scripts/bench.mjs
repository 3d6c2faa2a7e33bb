// `npm run bench`: req/s and latency of storefront pages on a production build, beside a
// plain node:http server sending the same HTML from memory (the ceiling for this machine),
// both measured in this run. Usage: npm run bench [-- /cards / /credit-cards/<slug>]
import { createServer } from 'node:http'
import autocannon from 'autocannon'
import { freePort, startTestStack } from './lib/test-stack.mjs'

const paths = process.argv.slice(2).filter((a) => a.startsWith('/'))
const targets = paths.length ? paths : ['/cards']
const connections = 32
const duration = 10

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)))
  })

const row = (name, r) =>
  `${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p50 ${String(r.latency.p50).padStart(5)} ms   p99 ${String(r.latency.p99).padStart(5)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`

// The storefront's default guest catalogue cache, as `npm start` runs it.
const stack = await startTestStack({ log: () => {}, cacheSeconds: 30 })
try {
  console.log(`autocannon -c ${connections} -d ${duration}, production build, ${new Date().toISOString()}\n`)
  for (const path of targets) {
    const url = `${stack.baseUrl}${path}`
    const html = await (await fetch(url)).text()
    const port = await freePort()
    const baseline = createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      res.end(html)
    })
    await new Promise((resolve) => baseline.listen(port, '127.0.0.1', resolve))
    await run(url) // warm-up
    const page = await run(url)
    const plain = await run(`http://127.0.0.1:${port}${path}`)
    baseline.close()
    console.log(row(`storefront ${path}`, page))
    console.log(row(`node:http same HTML (${(html.length / 1024).toFixed(0)} KB)`, plain))
    console.log(`→ ${((page.requests.average / plain.requests.average) * 100).toFixed(1)} % of the plain server\n`)
  }
} finally {
  await stack.stop()
}
