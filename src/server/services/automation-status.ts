import { and, desc, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '@/server/db/client'
import { automationRuns } from '@/server/db/schema'
import type { JobQueue } from '@/server/jobs/queue'
import type { ProviderSet } from '@/server/providers'
import type { ProviderKey } from '@/server/providers/types'
import type { AdConnections, AutomationStatus, FeatureDetails } from '@/shared/automation'
import type { ProviderConfig } from '@/server/config'
import { adConnections } from './ads/connections'
import type { EmailStateService, EmailTruth } from './email-state'
import type { InboundStatusService } from './inbound/status'

/**
 * GET /api/automation/status: each feature from its own evidence (docs/decisions/017).
 *
 * - `status` is 'active' while the database and the job queue answer: the pipeline runs.
 * - Lead processing and task generation need the database and the queue, nothing else.
 * - E-mail comes from services/email-state.ts (the outbox and the start-up check).
 * - Lead scoring names who scores: the language model, the local rules, or the rules standing
 *   in for a model whose last call failed (leads are scored either way).
 * - CRM and Make: configured, not configured, or failing (their last call failed).
 *
 * The operator also gets the details (error texts, counts); anyone else gets the states alone.
 */

type Deps = {
  database: Database
  queue: JobQueue
  providers: ProviderSet
  emailState: EmailStateService
  inbound?: InboundStatusService
  /** The ad platforms' settings (issue 33): each connection's row in Connected services. */
  adSettings?: ProviderConfig
  now: () => Date
}

const probe = async (check: () => Promise<void>): Promise<string | null> => {
  try {
    await check()
    return null
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

export function createAutomationStatus(deps: Deps) {
  const { providers } = deps

  const connection = (key: Extract<ProviderKey, 'crm' | 'make'>): FeatureDetails['crm'] => {
    const configured = key === 'crm' ? providers.live.crm.kind !== 'local' : providers.live.make.kind !== 'local'
    if (!configured) return { state: 'not-configured' }
    if (providers.health.isDegraded(key)) return { state: 'failing', lastError: providers.health.lastProblem(key) ?? 'the last call failed' }
    return { state: 'configured' }
  }

  const leadScoring = (up: boolean): FeatureDetails['leadScoring'] => {
    const { llm } = providers.live
    if (!up) return { state: 'offline' }
    if (llm.kind === 'local') return { state: 'local' }
    if (providers.health.isDegraded('llm')) {
      return { state: 'degraded', model: llm.model, lastError: providers.health.lastProblem('llm') ?? 'the last call failed' }
    }
    return { state: 'openai', model: llm.model }
  }

  const emailAutomation = (truth: EmailTruth | null): FeatureDetails['emailAutomation'] => {
    if (!truth) return { state: 'offline' }
    return {
      state: truth.state,
      unsent: truth.unsent,
      ...(truth.lastError ? { lastError: truth.lastError } : {}),
      ...(truth.evidence ? { evidence: { kind: truth.evidence.kind, at: truth.evidence.at.toISOString() } } : {}),
    }
  }

  /** Pipeline runs of the last 24 hours, and the latest degraded run's first problem. */
  const runFigures = async () => {
    const since = new Date(deps.now().getTime() - 24 * 3_600_000)
    const [[counts], [latestDegraded]] = await Promise.all([
      deps.database.db
        .select({
          last24h: sql<number>`count(*)::int`,
          degraded: sql<number>`count(*) filter (where ${automationRuns.degraded})::int`,
        })
        .from(automationRuns)
        .where(gte(automationRuns.createdAt, since)),
      deps.database.db
        .select({ problems: automationRuns.problems })
        .from(automationRuns)
        .where(and(eq(automationRuns.degraded, true), gte(automationRuns.createdAt, since)))
        .orderBy(desc(automationRuns.createdAt))
        .limit(1),
    ])
    return { runs: counts ?? { last24h: 0, degraded: 0 }, lastProblem: latestDegraded?.problems.at(-1) }
  }

  return {
    async read(options: { operator: boolean }): Promise<AutomationStatus> {
      const [databaseDown, queueDown] = await Promise.all([probe(deps.database.ping), probe(deps.queue.ping)])
      const up = databaseDown === null && queueDown === null
      const down = databaseDown !== null ? `The database does not answer: ${databaseDown}` : queueDown !== null ? `The job queue does not answer: ${queueDown}` : undefined

      const [truth, figures, inbound, ads] = await Promise.all([
        up ? deps.emailState.read().catch(() => null) : Promise.resolve(null),
        databaseDown === null ? runFigures().catch(() => null) : Promise.resolve(null),
        deps.inbound ? deps.inbound.read() : Promise.resolve(null),
        deps.adSettings && databaseDown === null ? adConnections(deps.database.db, deps.adSettings).catch(() => null) : Promise.resolve(null),
      ])

      const pipeline = up ? ({ state: 'active' } as const) : ({ state: 'offline', lastError: down } as const)
      const details: FeatureDetails = {
        leadProcessing: {
          ...pipeline,
          ...(figures ? { runs: figures.runs } : {}),
          ...(up && figures?.lastProblem ? { lastError: figures.lastProblem } : {}),
        },
        emailAutomation: emailAutomation(truth),
        taskGeneration: pipeline,
        leadScoring: leadScoring(up),
        crm: connection('crm'),
        make: connection('make'),
        ...(inbound
          ? {
              inboundEmail: {
                state: inbound.state,
                ...(inbound.lastError ? { lastError: inbound.lastError } : {}),
                ...(inbound.folder ? { folder: inbound.folder } : {}),
                ...(inbound.lastSuccessAt ? { lastSuccessAt: inbound.lastSuccessAt } : {}),
              },
            }
          : {}),
        ...(ads ? { adConnections: ads } : {}),
      }

      const status: AutomationStatus = {
        status: up ? 'active' : 'inactive',
        features: {
          leadProcessing: up,
          emailAutomation: details.emailAutomation.state === 'active',
          taskGeneration: up,
          leadScoring: details.leadScoring.state !== 'offline',
        },
        providers: {
          llm: providers.status('llm'),
          crm: providers.status('crm'),
          mail: providers.status('mail'),
          make: providers.status('make'),
          sms: providers.status('sms'),
        },
        details: options.operator ? details : publicDetails(details),
      }
      return status
    },
  }
}

/** What the public dashboard needs: each feature's state, without counts or error texts. */
export function publicDetails(details: FeatureDetails): FeatureDetails {
  return {
    leadProcessing: { state: details.leadProcessing.state },
    emailAutomation: { state: details.emailAutomation.state },
    taskGeneration: { state: details.taskGeneration.state },
    leadScoring: { state: details.leadScoring.state },
    crm: { state: details.crm.state },
    make: { state: details.make.state },
    ...(details.inboundEmail ? { inboundEmail: { state: details.inboundEmail.state } } : {}),
    ...(details.adConnections
      ? { adConnections: Object.fromEntries(Object.entries(details.adConnections).map(([key, connection]) => [key, { state: connection.state }])) as AdConnections }
      : {}),
  }
}
