// JavaScript a page makes the browser download: a fresh headless Chromium (empty cache, no
// cookies, Lighthouse's mobile viewport so the same parts come into view) opens the page and
// waits until the network has been quiet and a further LATE_MS has passed (idle callbacks and
// timers that load code by themselves); every script response it received in that time, from
// any origin and by any means (script tags, modulepreload, dynamic import), is counted at its
// decoded size and gzipped at level 9. Nothing is scrolled, clicked or typed: code loaded only
// when the visitor does something is not counted, code loaded without them always is.
import { chromium } from 'playwright-core'
import { gzipSync } from 'node:zlib'
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium.mjs'

/** Time after the network is idle in which timers and idle callbacks may still load code. */
const LATE_MS = 3000

/**
 * @param {string} baseUrl
 * @param {string} path
 */
export async function measureJavaScript(baseUrl, path) {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...CHROMIUM_ARGS] })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    /** @type {Promise<{ url: string, body: Buffer }>[]} */
    const scripts = []
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? ''
      if (response.request().resourceType() === 'script' || /javascript|ecmascript/.test(type)) {
        scripts.push(response.body().then((body) => ({ url: response.url(), body })))
      }
    })
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' })
    await page.waitForTimeout(LATE_MS)
    await page.waitForLoadState('networkidle')
    const files = new Map((await Promise.all(scripts)).map((s) => [s.url, s.body]))
    let raw = 0
    let gzip = 0
    for (const body of files.values()) {
      raw += body.length
      gzip += gzipSync(body, { level: 9 }).length
    }
    return { path, files: files.size, raw, gzip, urls: [...files.keys()] }
  } finally {
    await browser.close()
  }
}
