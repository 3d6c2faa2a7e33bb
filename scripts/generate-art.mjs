#!/usr/bin/env node
// Generates placeholder artwork for banks and credit cards from the seed data.
// Dependency-free (Node 20+, ESM). Idempotent: files whose content is unchanged are left alone.
//
//   node scripts/generate-art.mjs
//
// Reads:  cms/src/seed/data/banks.json, cms/src/seed/data/creditCards.json
// Writes: public/images/banks/{bank-slug}.svg
//         public/images/cards/{card-slug}.svg
//         public/images/placeholder-card.svg, public/images/placeholder-bank.svg
//         public/favicon.svg

import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..')
const DATA = join(ROOT, 'cms', 'src', 'seed', 'data')
const PUBLIC = join(ROOT, 'public')
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** @typedef {{ name: string, slug: string, colors: { primary: string, secondary: string } }} Bank */
/** @typedef {{ name: string, slug: string, bank: string, tier?: string, network?: string }} Card */

/** @type {Bank[]} */
const banks = JSON.parse(readFileSync(join(DATA, 'banks.json'), 'utf8'))
/** @type {Card[]} */
const cards = JSON.parse(readFileSync(join(DATA, 'creditCards.json'), 'utf8'))

// Short wordmarks shown on logos and card art.
/** @type {Record<string, string>} */
const SHORT = {
  adcb: 'ADCB',
  adib: 'ADIB',
  'ajman-bank': 'Ajman Bank',
  'al-hilal-bank': 'Al Hilal Bank',
  'american-express': 'American Express',
  citibank: 'Citi',
  'commercial-bank-of-dubai': 'CBD',
  'dubai-islamic-bank': 'DIB',
  'emirates-islamic-bank': 'Emirates Islamic',
  'emirates-nbd': 'Emirates NBD',
  'first-abu-dhabi-bank': 'FAB',
  hsbc: 'HSBC',
  'liv-bank': 'Liv.',
  'mashreq-bank': 'Mashreq',
  'rak-bank': 'RAKBANK',
  'standard-chartered': 'Standard Chartered',
  'wio-bank': 'Wio',
}
// Prefixes stripped from card names so the product name fits on the card face.
const PREFIXES = [
  'Emirates NBD',
  'Emirates Islamic',
  'American Express',
  'Standard Chartered',
  'Al Hilal Bank',
  'Al Hilal',
  'Ajman Bank',
  'ADCB',
  'ADIB',
  'Citi',
  'CBD',
  'DIB',
  'FAB',
  'HSBC',
  'Mashreq',
  'RAKBANK',
  'Liv',
  'Wio',
]

const esc = (/** @type {unknown} */ s) =>
  String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

// ---------- colour helpers ----------
const hex2rgb = (/** @type {string} */ h) => {
  const n = parseInt(h.replace('#', ''), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const rgb2hex = (/** @type {number[]} */ c) =>
  '#' +
  c
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
const mix = (/** @type {string} */ a, /** @type {string} */ b, /** @type {number} */ t) => {
  const x = hex2rgb(a),
    y = hex2rgb(b)
  return rgb2hex(x.map((v, i) => v + (y[i] - v) * t))
}
const lum = (/** @type {string} */ h) => {
  const [r, g, b] = hex2rgb(h).map((v) => {
    v /= 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/**
 * @param {string | undefined} tier
 * @param {string} primary
 * @param {string} secondary
 */
function tierGradient(tier, primary, secondary) {
  switch (tier) {
    case 'Infinite':
    case 'World Elite':
      return [mix(primary, '#16181d', 0.78), '#08090b']
    case 'Platinum':
      return [mix(primary, '#a7b0ba', 0.68), mix(secondary, '#4b5563', 0.7)]
    case 'Gold':
      return [mix(primary, '#c9a13b', 0.82), mix(secondary, '#6b4f0e', 0.78)]
    case 'Signature':
    case 'World':
      return [mix(primary, '#1f2937', 0.35), mix(secondary, '#111827', 0.45)]
    default:
      return [primary, secondary]
  }
}

// ---------- text helpers ----------
/**
 * @param {string} text
 * @param {number} max
 */
function wrap(text, max) {
  const words = text.split(/\s+/).filter(Boolean)
  /** @type {string[]} */
  const lines = []
  let cur = ''
  for (const w of words) {
    if (!cur) cur = w
    else if ((cur + ' ' + w).length <= max) cur += ' ' + w
    else {
      lines.push(cur)
      cur = w
    }
  }
  if (cur) lines.push(cur)
  if (lines.length > 2) {
    let second = lines.slice(1).join(' ')
    if (second.length > max) second = second.slice(0, max - 1).replace(/\s+\S*$/, '') + '…'
    return [lines[0], second]
  }
  return lines
}

/**
 * @param {Card} card
 * @param {string} bankShort
 */
function productName(card, bankShort) {
  let n = card.name
  for (const p of [bankShort, ...PREFIXES]) {
    if (n.startsWith(p + ' ')) {
      n = n.slice(p.length + 1)
      break
    }
  }
  const stripped = n.replace(/\s+(Credit\s+)?Card$/i, '').trim()
  return stripped || card.name.replace(/\s+(Credit\s+)?Card$/i, '').trim() || card.name
}

// ---------- network marks (bottom-right, card coordinates 856x540) ----------
/**
 * @param {string | undefined} network
 * @param {string} fg
 */
function networkMark(network, fg) {
  switch (network) {
    case 'Visa':
      return `<text x="792" y="488" text-anchor="end" font-size="64" font-weight="800" font-style="italic" fill="${fg}" letter-spacing="2">VISA</text>`
    case 'Mastercard':
      return (
        `<g><circle cx="716" cy="448" r="38" fill="#EB001B"/><circle cx="764" cy="448" r="38" fill="#F79E1B" fill-opacity="0.9"/>` +
        `<text x="740" y="508" text-anchor="middle" font-size="18" font-weight="600" fill="${fg}">mastercard</text></g>`
      )
    case 'American Express':
      return (
        `<g><rect x="660" y="414" width="132" height="84" rx="8" fill="#006FCF" stroke="#fff" stroke-opacity="0.6"/>` +
        `<text x="726" y="450" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">AMERICAN</text>` +
        `<text x="726" y="478" text-anchor="middle" font-size="20" font-weight="800" fill="#fff">EXPRESS</text></g>`
      )
    case 'Diners Club':
      return (
        `<g><circle cx="566" cy="462" r="24" fill="none" stroke="${fg}" stroke-width="5"/>` +
        `<path d="M558 448v28M574 448v28" stroke="${fg}" stroke-width="4"/>` +
        `<text x="792" y="472" text-anchor="end" font-size="28" font-weight="700" fill="${fg}">Diners Club</text></g>`
      )
    default:
      return `<text x="792" y="488" text-anchor="end" font-size="28" font-weight="700" fill="${fg}">${esc(network || '')}</text>`
  }
}

const CHIP =
  `<g transform="translate(80 196)"><rect width="112" height="84" rx="14" fill="url(#chip)"/>` +
  `<path d="M0 28h38M0 56h38M74 28h38M74 56h38M38 0v84M74 0v84M38 42h36" stroke="#8a6a1f" stroke-opacity="0.55" stroke-width="3" fill="none"/></g>` +
  `<path d="M232 214a40 40 0 0 1 0 48M248 202a58 58 0 0 1 0 72M264 190a76 76 0 0 1 0 96" stroke="#fff" stroke-opacity="0.55" stroke-width="5" fill="none" stroke-linecap="round"/>`

/**
 * @param {Card} card
 * @param {Bank} bank
 */
function cardSvg(card, bank) {
  const short = SHORT[bank.slug] || bank.name
  const [c1, c2] = tierGradient(card.tier, bank.colors.primary, bank.colors.secondary)
  const light = (lum(c1) + lum(c2)) / 2 > 0.45
  const fg = light ? '#111827' : '#ffffff'
  const lines = wrap(productName(card, short), 24)
  const nameSize = lines.some((l) => l.length > 20) ? 38 : 42
  const firstY = lines.length === 2 ? 372 : 414
  const nameText = lines.map((l, i) => `<tspan x="64" y="${firstY + i * (nameSize + 8)}">${esc(l)}</tspan>`).join('')
  const bankSize = short.length > 14 ? 34 : 40
  const tier =
    card.tier && card.tier !== 'Other'
      ? `<text x="792" y="96" text-anchor="end" font-size="22" font-weight="600" letter-spacing="4" fill="${fg}" fill-opacity="0.8">${esc(card.tier.toUpperCase())}</text>`
      : ''
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540" width="856" height="540" role="img" aria-label="${esc(card.name)}">` +
    `<title>${esc(card.name)}</title>` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<linearGradient id="chip" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f3d98b"/><stop offset="1" stop-color="#c79a3a"/></linearGradient>` +
    `<clipPath id="r"><rect width="856" height="540" rx="32"/></clipPath></defs>` +
    `<g clip-path="url(#r)"><rect width="856" height="540" fill="url(#bg)"/>` +
    `<circle cx="760" cy="-40" r="300" fill="#fff" fill-opacity="0.07"/><circle cx="900" cy="560" r="260" fill="#fff" fill-opacity="0.05"/></g>` +
    `<g font-family="${FONT}">` +
    `<text x="64" y="100" font-size="${bankSize}" font-weight="700" fill="${fg}">${esc(short)}</text>${tier}` +
    CHIP.replace(/stroke="#fff"/g, `stroke="${fg}"`) +
    `<text font-size="${nameSize}" font-weight="600" fill="${fg}">${nameText}</text>` +
    networkMark(card.network, fg) +
    `</g></svg>\n`
  )
}

/** @param {Bank} bank */
function bankSvg(bank) {
  const short = SHORT[bank.slug] || bank.name
  const fg = lum(bank.colors.primary) > 0.5 ? '#111827' : '#ffffff'
  let lines = [short]
  if (short.length > 12 && short.includes(' ')) {
    const words = short.split(' ')
    /** @type {{ score: number, lines: string[] } | null} */
    let best = null
    for (let i = 1; i < words.length; i++) {
      const a = words.slice(0, i).join(' '),
        b = words.slice(i).join(' ')
      const score = Math.max(a.length, b.length)
      if (!best || score < best.score) best = { score, lines: [a, b] }
    }
    // Two words at least (the name has a space): the loop chose a split.
    lines = /** @type {{ score: number, lines: string[] }} */ (best).lines
  }
  const longest = Math.max(...lines.map((l) => l.length))
  const size = Math.min(lines.length === 1 ? 36 : 26, Math.floor(168 / (longest * 0.62)))
  const centres = lines.length === 1 ? [38] : [25, 49]
  const text = lines.map((l, i) => `<tspan x="100" y="${Math.round(centres[i] + size * 0.36)}">${esc(l)}</tspan>`).join('')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-label="${esc(bank.name)}">` +
    `<title>${esc(bank.name)}</title>` +
    `<rect width="200" height="80" rx="14" fill="${bank.colors.primary}"/>` +
    `<rect x="24" y="${lines.length === 1 ? 62 : 68}" width="152" height="4" rx="2" fill="${bank.colors.secondary}" fill-opacity="0.9"/>` +
    `<text text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${fg}">${text}</text>` +
    `</svg>\n`
  )
}

const PLACEHOLDER_CARD =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 856 540" width="856" height="540" role="img" aria-label="Credit card">` +
  `<title>Credit card</title><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d1d5db"/><stop offset="1" stop-color="#9ca3af"/></linearGradient></defs>` +
  `<rect width="856" height="540" rx="32" fill="url(#bg)"/>` +
  `<rect x="80" y="196" width="112" height="84" rx="14" fill="#e5e7eb" stroke="#6b7280" stroke-opacity="0.4" stroke-width="3"/>` +
  `<rect x="64" y="380" width="360" height="28" rx="14" fill="#f3f4f6" fill-opacity="0.8"/><rect x="64" y="428" width="220" height="22" rx="11" fill="#f3f4f6" fill-opacity="0.6"/>` +
  `<rect x="64" y="72" width="180" height="34" rx="17" fill="#f3f4f6" fill-opacity="0.8"/></svg>\n`

const PLACEHOLDER_BANK =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 80" width="200" height="80" role="img" aria-label="Bank">` +
  `<title>Bank</title><rect width="200" height="80" rx="14" fill="#e5e7eb"/>` +
  `<g fill="#9ca3af"><path d="M100 16 72 30h56z"/><rect x="76" y="33" width="8" height="24"/><rect x="96" y="33" width="8" height="24"/><rect x="116" y="33" width="8" height="24"/><rect x="70" y="59" width="60" height="6" rx="2"/></g></svg>\n`

const FAVICON =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">` +
  `<title>CardCompare UAE</title><rect x="2" y="10" width="60" height="44" rx="8" fill="#0f766e"/>` +
  `<rect x="2" y="19" width="60" height="6" fill="#0b5f58"/>` +
  `<text x="32" y="47" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="800" fill="#fff">CC</text></svg>\n`

// ---------- write ----------
let written = 0,
  unchanged = 0
/**
 * @param {string} path
 * @param {string} content
 */
function put(path, content) {
  mkdirSync(dirname(path), { recursive: true })
  if (existsSync(path) && readFileSync(path, 'utf8') === content) {
    unchanged++
    return
  }
  writeFileSync(path, content)
  written++
}

const bankByName = new Map(banks.map((b) => [b.name, b]))
for (const b of banks) put(join(PUBLIC, 'images', 'banks', `${b.slug}.svg`), bankSvg(b))
let missing = 0
for (const c of cards) {
  const bank = bankByName.get(c.bank)
  if (!bank) {
    console.warn(`skip ${c.slug}: unknown bank "${c.bank}"`)
    missing++
    continue
  }
  put(join(PUBLIC, 'images', 'cards', `${c.slug}.svg`), cardSvg(c, bank))
}
put(join(PUBLIC, 'images', 'placeholder-card.svg'), PLACEHOLDER_CARD)
put(join(PUBLIC, 'images', 'placeholder-bank.svg'), PLACEHOLDER_BANK)
put(join(PUBLIC, 'favicon.svg'), FAVICON)

console.log(
  `generate-art: ${written} file(s) written, ${unchanged} unchanged ` +
    `(${banks.length} bank logos, ${cards.length - missing} card images, 2 placeholders, 1 favicon)`,
)
if (missing) process.exitCode = 1
