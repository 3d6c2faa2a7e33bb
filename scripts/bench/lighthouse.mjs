// Lighthouse (its default mobile profile, simulated throttling) in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/chromium.mjs'

/** @typedef {{ path: string, score: number, fcp: number, lcp: number, tbt: number, cls: number, scores: number[] }} LighthouseRow */

/**
 * Each page `runs` times, and the run with the median score. On a shared 2-core machine one
 * page's score moves by 5 points from run to run: whether the headless browser presents its first
 * frame before or after the scripts run decides whether Lighthouse's estimate counts them as
 * render-blocking (docs/decisions/032).
 * @param {string[]} urls
 * @param {number} [runs]
 * @returns {Promise<LighthouseRow[]>}
 */
export async function measureLighthouse(urls, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  /** @type {LighthouseRow[]} */
  const rows = []
  try {
    for (const url of urls) {
      /** @type {Omit<LighthouseRow, 'scores'>[]} */
      const measured = []
      for (let run = 0; run < runs; run++) {
        // Lighthouse answers undefined only in its gather-only mode, which this run does not ask for.
        const { lhr } = /** @type {import('lighthouse').RunnerResult} */ (
          await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
        )
        const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN
        measured.push({
          path: new URL(url).pathname,
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        })
      }
      measured.sort((a, b) => a.score - b.score)
      rows.push({ ...measured[Math.floor(measured.length / 2)], scores: measured.map((m) => m.score) })
    }
  } finally {
    await chrome.kill()
  }
  return rows
}

export const formatLighthouse = (/** @type {LighthouseRow[]} */ rows) =>
  rows
    .map(
      (r) =>
        `${r.path.padEnd(44)} performance ${String(r.score).padStart(3)} (runs: ${r.scores.join(', ')})  FCP ${(r.fcp / 1000).toFixed(1)} s  LCP ${(r.lcp / 1000).toFixed(1)} s  TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}`,
    )
    .join('\n')
