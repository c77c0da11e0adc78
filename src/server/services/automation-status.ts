import { gte, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { automationRuns } from '@/server/db/schema'
import type { JobQueue } from '@/server/jobs/queue'
import type { ProviderSet } from '@/server/providers'
import type { AutomationStatus } from '@/shared/automation'

/**
 * GET /api/automation/status: 'active' when the database and the job queue answer and the
 * workers run. Each feature works with its real provider or its local twin, so all are on
 * while the pipeline can run; `providers` says which implementation serves each.
 */
export function createAutomationStatus(deps: { database: Database; queue: JobQueue; providers: ProviderSet; now: () => Date }) {
  const probe = async (check: () => Promise<void>) => {
    try {
      await check()
      return true
    } catch {
      return false
    }
  }
  return {
    async read(): Promise<AutomationStatus> {
      const [database, queue] = await Promise.all([probe(deps.database.ping), probe(deps.queue.ping)])
      const active = database && queue
      const since = new Date(deps.now().getTime() - 24 * 3_600_000)
      const runs = database
        ? await deps.database.db
            .select({
              last24h: sql<number>`count(*)::int`,
              degraded: sql<number>`count(*) filter (where ${automationRuns.degraded})::int`,
            })
            .from(automationRuns)
            .where(gte(automationRuns.createdAt, since))
        : []
      return {
        status: active ? 'active' : 'inactive',
        features: { leadProcessing: active, emailAutomation: active, taskGeneration: active, leadScoring: active },
        providers: {
          llm: deps.providers.status('llm'),
          crm: deps.providers.status('crm'),
          mail: deps.providers.status('mail'),
          make: deps.providers.status('make'),
        },
        runs: runs[0] ?? { last24h: 0, degraded: 0 },
      }
    },
  }
}
