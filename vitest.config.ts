import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

type Database = 'pglite' | 'postgres'

/** A project whose tests run against a real database (TEST_DATABASE), set up once for the run. */
const withDatabase = (
  name: string,
  database: Database,
  test: { include: string[]; globalSetup?: string[]; isolate?: boolean; testTimeout: number; hookTimeout: number; expect?: { poll: { timeout: number; interval: number } } },
) => ({
  resolve: { alias },
  test: {
    name,
    environment: 'node' as const,
    env: { TEST_DATABASE: database },
    ...test,
    globalSetup: ['tests/support/global-database.ts', ...(test.globalSetup ?? [])],
  },
})

// Two cores on this machine and in CI: at most two test files at a time. An integration worker
// runs one file after another without importing the server afresh for each (isolate: false):
// every file builds its own app on its own database. One run each on this host, whose speed
// swings: integration-postgres 547 s isolated, 421 s not; integration-pglite, files shuffled,
// 417 s; unit and both integration projects together 887 s (imports 54 s of it).
const integration = (database: Database) =>
  withDatabase(`integration-${database}`, database, {
    include: ['tests/integration/**/*.test.ts'],
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  })

// The chaos suite (npm run test:chaos): the real server process killed, drained and cut off from
// its database under load; each test records its figures, printed as a table at the end.
const chaos = (database: Database) =>
  withDatabase(`chaos-${database}`, database, {
    include: ['tests/chaos/**/*.test.ts'],
    globalSetup: ['tests/support/chaos-figures.ts'],
    testTimeout: 180_000,
    hookTimeout: 60_000,
  })

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'], environment: 'node' },
      },
      integration('pglite'),
      integration('postgres'),
      chaos('pglite'),
      chaos('postgres'),
      withDatabase('browser', 'pglite', {
        include: ['e2e/**/*.test.ts'],
        globalSetup: ['e2e/support/global-build.ts'],
        testTimeout: 60_000,
        hookTimeout: 120_000,
        // A page's first load on a busy two-core CI machine can take seconds.
        expect: { poll: { timeout: 10_000, interval: 100 } },
      }),
    ],
  },
})
