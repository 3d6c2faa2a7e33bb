// `npm run bench`: on a production build in a throwaway copy of the product, prints
// - req/s and latency (autocannon -c 32 -d 10) of /, /cards and a card page, as a guest (from
//   the page cache, decision 031) beside a plain node:http server sending the same HTML from
//   memory, measured in the same run, with the goals met or not; then signed in (rendered);
// - Lighthouse mobile performance, LCP, TBT and CLS of the same pages and the Arabic / and /cards;
// - the gzipped JavaScript each page loads.
// `npm run bench -- --no-lighthouse` or `-- --no-load` skips a part; extra /paths replace the pages.
import { measureJavaScript } from './bench/bundle.mjs'
import { formatLighthouse, measureLighthouse } from './bench/lighthouse.mjs'
import { measureLoad } from './bench/load.mjs'
import { requireFullChromium } from './lib/chromium.mjs'
import { startTestStack, TEST_ADMIN } from './lib/test-stack.mjs'

const args = process.argv.slice(2)
// Asked before the build: without the browser the run would end after it, on a launcher's error.
requireFullChromium('npm run bench')
// The storefront's default caches (CMS reads and guests' pages), as `npm start` runs them.
const stack = await startTestStack({ log: () => {}, cacheSeconds: 30 })
try {
  const featured = await (await fetch(`${stack.baseUrl}/api/credit-cards/featured`)).json()
  const pages = args.filter((a) => a.startsWith('/'))
  const paths = pages.length ? pages : ['/', '/cards', `/credit-cards/${featured[0].slug}`]
  console.log(`CardCompare UAE benchmarks, production build, ${new Date().toISOString()}\n`)

  console.log('JavaScript loaded (gzip -9):')
  for (const path of paths) {
    const js = await measureJavaScript(stack.baseUrl, path)
    console.log(`${path.padEnd(44)} ${(js.gzip / 1024).toFixed(1)} KB gzip (${(js.raw / 1024).toFixed(0)} KB raw, ${js.files} files)`)
  }

  if (!args.includes('--no-lighthouse')) {
    // The Arabic home and catalogue too, unless pages were named (docs/decisions/035).
    const audited = pages.length ? paths : [...paths, '/ar', '/ar/cards']
    console.log('\nLighthouse, mobile profile, the median of three runs:')
    console.log(formatLighthouse(await measureLighthouse(audited.map((p) => stack.baseUrl + p))))
  }

  if (!args.includes('--no-load')) {
    // Signed in as the stack's admin: the storefront renders for them as for any member.
    const login = await fetch(`${stack.cmsUrl}/cms-api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
    })
    const session = /** @type {{ token: string }} */ (await login.json()).token
    console.log('\nautocannon -c 32 -d 10:')
    for (const path of paths) console.log(await measureLoad(stack.baseUrl, path, { session }))
  }
} finally {
  await stack.stop()
}
