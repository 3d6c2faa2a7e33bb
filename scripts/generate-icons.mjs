// Draws the install icons (manifest.webmanifest, apple-touch-icon) as PNGs from one SVG.
// Run once after changing the mark: node scripts/generate-icons.mjs (uses the CMS's sharp).
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const sharp = createRequire(path.join(root, 'cms/package.json'))('sharp')

// A white card with a teal stripe and a tick on the brand teal, inside the central 80 % so
// launchers that crop to a circle keep it whole. Shapes only: no fonts needed to render it.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="#0f766e"/>
  <rect x="96" y="146" width="320" height="220" rx="28" fill="#ffffff"/>
  <rect x="96" y="190" width="320" height="36" fill="#99f6e4"/>
  <path d="M196 290l40 40 84-84" fill="none" stroke="#0f766e" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`

const out = path.join(root, 'public/icons')
mkdirSync(out, { recursive: true })
writeFileSync(path.join(out, 'icon.svg'), svg)
for (const [name, size] of /** @type {[string, number][]} */ ([
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
])) {
  await sharp(Buffer.from(svg)).resize(size, size).png().toFile(path.join(out, name))
  console.log(`public/icons/${name} (${size}x${size})`)
}
