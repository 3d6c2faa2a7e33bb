import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 })
const [maxParts, ...paths] = process.argv.slice(2)
for (const p of paths) {
  const page = await context.newPage()
  await page.goto('http://localhost:3400' + p, { waitUntil: 'networkidle' })
  const h = await page.evaluate(() => document.documentElement.scrollHeight)
  for (let i = 0; i * 1400 < h && i < Number(maxParts); i++) {
    const file = `/tmp/arshots/${p.replace(/[^a-z0-9]+/gi, '_')}_${i}.png`
    await page.screenshot({ path: file, fullPage: true, clip: { x: 0, y: i * 1400, width: 390, height: Math.min(1400, h - i * 1400) } })
    console.log(file)
  }
  await page.close()
}
await browser.close()
