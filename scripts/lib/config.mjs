// The launcher's environment: the product's variables, read and validated once with their
// defaults (@cardcompare/shared/server, README "Configuration"), and the environment it gives
// the processes it starts. Secrets not given are generated into .data/secrets.json.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { dataPaths, launcherEnv } from '@cardcompare/shared/server'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** What the launcher runs with: the environment, its data folders and the secret both apps share. */
/** @typedef {ReturnType<typeof readConfig>} Config */

export function loadEnvFile() {
  const file = path.join(root, '.env')
  if (existsSync(file)) process.loadEnvFile(file)
}

/**
 * The validated environment with `overrides` on top; throws an EnvError naming what is wrong.
 * @param {Record<string, string | undefined>} [overrides]
 */
export function readConfig(overrides = {}) {
  const env = launcherEnv(overrides)
  const paths = dataPaths(env, root)
  mkdirSync(paths.dataDir, { recursive: true })
  return {
    ...env,
    ...paths,
    payloadSecret: env.PAYLOAD_SECRET ?? generatedSecret(paths.dataDir, 'payloadSecret'),
  }
}

/**
 * The environment of a process the launcher or a test script starts: this process's own,
 * which it inherits, with `vars` on top. The one place a child's environment is made.
 * @template {Record<string, string | undefined>} Vars
 * @param {Vars} [vars]
 * @returns {NodeJS.ProcessEnv & Vars}
 */
export function childEnv(vars = /** @type {Vars} */ ({})) {
  return { ...process.env, ...vars }
}

/** Knobs of the repository's own tools (benchmarks, screenshots, the fault test), not the product's. */
export function toolEnv() {
  const number = (/** @type {string} */ name, /** @type {number} */ fallback) => {
    const value = Number(process.env[name] || fallback)
    if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0`)
    return value
  }
  const chromePath = process.env.CHROME_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))
  const headlessShell = '/usr/bin/chromium-headless-shell'
  return {
    cards: number('CARDS', 2000),
    leads: number('LEADS', 1000),
    concurrency: number('CONCURRENCY', 50),
    faultBurst: number('FAULT_BURST', 300),
    faultConcurrency: number('FAULT_CONCURRENCY', 20),
    faultReplicas: number('FAULT_REPLICAS', 1),
    baseUrl: process.env.BASE_URL || 'http://localhost:3000',
    chromePath,
    // Debian's build of Chromium's headless shell, which Playwright itself runs headless: the same
    // engine without the full browser, about 40 % less CPU per test (docs/decisions/038).
    headlessShellPath: process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : chromePath),
  }
}

/**
 * @param {string} dataDir
 * @param {string} name
 * @returns {string}
 */
function generatedSecret(dataDir, name) {
  const file = path.join(dataDir, 'secrets.json')
  /** @type {Record<string, string>} */
  const secrets = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString('hex')
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets[name]
}
