import type { AddressInfo } from 'node:net'
import { inject } from 'vitest'
import type { App } from '@/server/app'
import { buildTestApp, type TestConfig } from '../../tests/support/test-app'
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-database'

export type TestServer = { app: App; database: TestDatabase; baseUrl: string; close(): Promise<void> }

/**
 * The whole app (built web, API, workers) on a free loopback port, on a fresh database; `config`
 * points it at fakes (e.g. `{ research: { overpassUrl } }`).
 */
export async function startTestServer(options: { config?: TestConfig } = {}): Promise<TestServer> {
  const database = await createTestDatabase()
  const app = await buildTestApp(database, { web: 'static', webRoot: inject('webRoot'), config: options.config })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close()
      await database.destroy()
    },
  }
}
