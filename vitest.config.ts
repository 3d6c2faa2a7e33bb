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
            'storefront/build-tools/**/*.test.ts',
            'cms/src/**/*.test.ts',
          ],
          environment: 'node',
          // The unit tests run while `npm test` builds and seeds the test stacks: on two busy cores
          // a property test or a spawned child can take several times its idle 1 s. A bound here
          // says "it ends"; the tests that measure time assert their own bounds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/global-setup.ts'],
          // A test's bound says "it ends": property tests render whole pages dozens of times, and
          // on two loaded cores (this suite runs beside the end-to-end one) 30 s was not enough.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
