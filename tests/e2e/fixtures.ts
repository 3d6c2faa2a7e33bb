import { expect, test as base } from '@playwright/test'

/** Every page must load without console errors or failed requests to our own origin. */
const octet = () => Math.floor(Math.random() * 250) + 1

export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test browses as its own visitor address, so the per-IP limits on sign-in
  // (10 a minute) meet only the tests that are about them.
  extraHTTPHeaders: async ({}, use) => use({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` }),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'browser console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
