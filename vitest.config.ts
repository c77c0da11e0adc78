import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

// Two cores on this machine and in CI: at most two test files at a time.
const integration = (database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `integration-${database}`,
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE: database },
    globalSetup: ['tests/support/global-database.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})

// The chaos suite (npm run test:chaos): the real server process killed, drained and cut off from
// its database under load; each test records its figures, printed as a table at the end.
const chaos = (database: 'pglite' | 'postgres') => ({
  resolve: { alias },
  test: {
    name: `chaos-${database}`,
    include: ['tests/chaos/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE: database },
    globalSetup: ['tests/support/global-database.ts', 'tests/support/chaos-figures.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      integration('pglite'),
      integration('postgres'),
      chaos('pglite'),
      chaos('postgres'),
      {
        resolve: { alias },
        test: {
          name: 'browser',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['tests/support/global-database.ts', 'e2e/support/global-build.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page's first load on a busy two-core CI machine can take seconds.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
})
