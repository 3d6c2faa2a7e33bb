import { defineConfig, devices } from '@playwright/test'
import { TESTED_WIDTHS_PX } from '@cardcompare/shared'
import { ANY_WIDTH, ANY_WIDTH_FILES } from './tests/e2e/tags'
import { baseUrlIfSet, e2eJsonReport, inCi } from './tests/env'
import { CHROMIUM_ARGS, testChromiumExecutable } from './scripts/lib/chromium.mjs'

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  // `npm test` also asks for a JSON report, to name the failed tests at the very end of its output.
  reporter: e2eJsonReport() ? [['list'], ['json', { outputFile: e2eJsonReport() }]] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: baseUrlIfSet(),
    // A trace costs about a fifth of the suite's time; CI keeps only the report.
    trace: inCi() ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: testChromiumExecutable(),
      args: [...CHROMIUM_ARGS, '--disable-quic'],
    },
  },
  projects: [
    // The widths /accessibility names as the ones we test at.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: TESTED_WIDTHS_PX.desktop, height: 900 } } },
    // Tests whose outcome cannot depend on the width run once, at the desktop width.
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: TESTED_WIDTHS_PX.phone, height: 844 } },
      testIgnore: ANY_WIDTH_FILES.map((file) => `**/${file}`),
      grepInvert: new RegExp(ANY_WIDTH),
    },
  ],
})
