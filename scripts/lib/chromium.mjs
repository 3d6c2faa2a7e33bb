// The headless Chromium every test and tool launches (Playwright, screenshots, Lighthouse): the
// one named by CHROME_PATH, else Debian's (browser downloads fail here, so Playwright's own may
// be absent), with the same flags: no sandbox (CI runs as root), no GPU, no background traffic.
import { toolEnv } from './config.mjs'

/** @returns {string | undefined} undefined: Playwright's own browser */
export const chromiumExecutable = () => toolEnv().chromePath

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
