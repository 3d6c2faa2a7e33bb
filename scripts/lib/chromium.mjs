// The headless Chromium every test and tool launches (Playwright, screenshots, Lighthouse): the
// one named by CHROME_PATH, else Debian's (browser downloads fail here, so Playwright's own may
// be absent), with the same flags: no sandbox (CI runs as root), no GPU, no background traffic.
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { toolEnv } from './config.mjs'

/** @returns {string | undefined} undefined: Playwright's own browser */
export const chromiumExecutable = () => toolEnv().chromePath

/**
 * Ends the process with what to install when no full Chromium is there: Lighthouse and the
 * JavaScript count need the whole browser, and the headless shell the tests use is not one.
 * @param {string} what the tool that needs it, for the message
 */
export function requireFullChromium(what) {
  if (chromiumExecutable() || existsSync(chromium.executablePath())) return
  console.error(`${what} needs the full Chromium, which is not installed: apt-get install -y chromium, or set CHROME_PATH.`)
  process.exit(1)
}

/**
 * The browser of the end-to-end suite: Debian's headless shell where it is installed (.ci/run
 * installs it), else the full Chromium. Benchmarks and Lighthouse keep the full browser.
 * @returns {string | undefined}
 */
export const testChromiumExecutable = () => toolEnv().headlessShellPath

export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
])
