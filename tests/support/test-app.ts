import { afterAll, beforeAll, beforeEach } from 'vitest'
import { buildApp, type App, type BuildAppOptions } from '@/server/app'
import { loadConfig, type AppConfig, type AutomationTimings, type ResearchConfig } from '@/server/config'
import type { Database } from '@/server/db/client'
import { testFormTokenSecret } from './fixtures'
import { testAdminPassword } from './operator'
import { waitForIdleQueue } from './pipeline'
import { silentLogger } from './silent-logger'
import { createTestDatabase, type TestDatabase } from './test-database'

export type TestConfig = Omit<Partial<AppConfig>, 'automation' | 'research'> & { automation?: Partial<AutomationTimings>; research?: Partial<ResearchConfig> }

/**
 * The configuration tests run with: no environment read beyond defaults (every provider is its
 * local twin), fast job polling, short provider timeouts, retries at the next poll, and no
 * minimum time on forms (browser tests type faster than people; bot tests set it); the assessment
 * report's e-mails are due at once. Business research never leaves the machine: Overpass is a
 * closed port on 127.0.0.1 (a stray run finds it unreachable and researches the offline sample
 * set), with short timeouts.
 */
export function testConfig(overrides: TestConfig = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test' })
  return {
    ...base,
    publicFormRateLimit: 1000,
    jobPollingSeconds: 0.5,
    adminPassword: testAdminPassword,
    formTokenSecret: testFormTokenSecret,
    ...overrides,
    automation: {
      ...base.automation,
      providerTimeoutMs: 2_000,
      stepRetryDelaySeconds: 0,
      minFormFillMs: 0,
      reportDelaysSeconds: { analysis: 0, strategy: 0 },
      ...overrides.automation,
    },
    research: {
      ...base.research,
      overpassUrl: 'http://127.0.0.1:4/interpreter',
      googlePlaces: undefined,
      sourceTimeoutMs: 2_000,
      runTimeoutMs: 20_000,
      ...overrides.research,
    },
  }
}

type TestAppOptions = Omit<Partial<BuildAppOptions>, 'config'> & { config?: TestConfig }

export async function buildTestApp(database: Database, options: TestAppOptions = {}) {
  return buildApp({
    // A test machine is busy (browsers, builds, two databases): shedding load is tested on its own
    // (load-shedding.test.ts), and never gets in the way of other tests.
    loadShedding: false,
    ...options,
    database,
    config: testConfig(options.config),
    logger: options.logger ?? silentLogger,
  })
}

/**
 * The set-up most test files share: a fresh database and an app over it, opened before the file's
 * tests and closed (and the database deleted) after them. Before each test the database is emptied,
 * unless `reset` is false; with `idleQueueMs`, only once the job queue has drained (waiting up to
 * that long), so no job of the last test runs into the next. `options` may be a function, read when
 * the app is built, so it can name fakes that an earlier `beforeAll` started. The returned object
 * holds the database and the app once they are open.
 */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}, between: { reset?: boolean; idleQueueMs?: number } = {}) {
  const opened = {} as { database: TestDatabase; app: App }
  beforeAll(async () => {
    opened.database = await createTestDatabase()
    opened.app = await buildTestApp(opened.database, typeof options === 'function' ? options() : options)
  })
  afterAll(async () => {
    await opened.app?.close()
    await opened.database?.destroy()
  })
  if (between.reset !== false) {
    beforeEach(async () => {
      if (between.idleQueueMs) await waitForIdleQueue(opened.database, between.idleQueueMs)
      await opened.database.reset()
    })
  }
  return opened
}
