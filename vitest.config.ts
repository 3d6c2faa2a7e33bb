import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // Integration files share one stack and its data; they run one after another.
    fileParallelism: false,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'scripts/**/*.test.ts',
            'shared/src/**/*.test.ts',
            'storefront/app/**/*.test.ts',
            'storefront/server/**/*.test.ts',
            'cms/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
