import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'
import { TESTED_WIDTHS_PX } from '@cardcompare/shared'

// Debian's Chromium where Playwright's own browser is absent (browser downloads fail here).
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p))

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: process.env.TEST_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_PATH || systemChromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    // The widths /accessibility names as the ones we test at.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: TESTED_WIDTHS_PX.desktop, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: TESTED_WIDTHS_PX.phone, height: 844 } } },
  ],
})
