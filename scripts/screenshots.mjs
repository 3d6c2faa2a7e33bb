// `npm run screenshots [-- /path ...]`: full-page screenshots of a running product
// (BASE_URL, default http://localhost:3000) at 1366 px and 390 px in Chromium, into
// .data/screenshots/, listing any console error or failed request on the way.
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/chromium.mjs'
import { root, toolEnv } from './lib/config.mjs'

const base = toolEnv().baseUrl
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'))
const pages = paths.length
  ? paths
  : ['/', '/cards', '/cards?cardType=2&bank=14', '/credit-cards/hsbc-live-plus-credit-card', '/bank/10', '/auth', '/no-such-page']
const out = path.join(root, '.data', 'screenshots')
mkdirSync(out, { recursive: true })

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] })
let problems = 0
for (const [name, viewport] of /** @type {[string, { width: number, height: number }][]} */ ([
  ['desktop', { width: 1366, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
])) {
  const context = await browser.newContext({ viewport, isMobile: name === 'mobile', hasTouch: name === 'mobile' })
  for (const p of pages) {
    const page = await context.newPage()
    page.on('console', (m) => m.type() === 'error' && (problems++, console.log(`  console error on ${p}: ${m.text()}`)))
    page.on('pageerror', (e) => (problems++, console.log(`  page error on ${p}: ${e.message}`)))
    const res = await page.goto(base + p, { waitUntil: 'networkidle' })
    const file = path.join(out, `${name}${p.replace(/[^a-z0-9]+/gi, '_')}.png`)
    await page.screenshot({ path: file, fullPage: true })
    console.log(`${res?.status()} ${name} ${p} -> ${path.relative(root, file)}`)
    await page.close()
  }
  await context.close()
}
await browser.close()
console.log(problems ? `${problems} console problems` : 'no console errors')
