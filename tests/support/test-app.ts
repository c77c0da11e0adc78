import { buildApp, type BuildAppOptions } from '@/server/app'
import { loadConfig, type AppConfig, type AutomationTimings } from '@/server/config'
import type { Database } from '@/server/db/client'
import { testAdminPassword } from './operator'
import { silentLogger } from './silent-logger'

export type TestConfig = Omit<Partial<AppConfig>, 'automation'> & { automation?: Partial<AutomationTimings> }

/**
 * The configuration tests run with: no environment read beyond defaults (every provider is its
 * local twin), fast job polling, short provider timeouts, retries at the next poll, and no
 * minimum time on forms (browser tests type faster than people; bot tests set it); the assessment
 * report's e-mails are due at once.
 */
export function testConfig(overrides: TestConfig = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test' })
  return {
    ...base,
    publicFormRateLimit: 1000,
    jobPollingSeconds: 0.5,
    adminPassword: testAdminPassword,
    ...overrides,
    automation: {
      ...base.automation,
      providerTimeoutMs: 2_000,
      stepRetryDelaySeconds: 0,
      minFormFillMs: 0,
      reportDelaysSeconds: { analysis: 0, strategy: 0 },
      ...overrides.automation,
    },
  }
}

type TestAppOptions = Omit<Partial<BuildAppOptions>, 'config'> & { config?: TestConfig }

export async function buildTestApp(database: Database, options: TestAppOptions = {}) {
  return buildApp({
    ...options,
    database,
    config: testConfig(options.config),
    logger: options.logger ?? silentLogger,
  })
}
