import type { FastifyBaseLogger } from 'fastify'
import type { AppConfig } from '@/server/config'
import type { AppDatabase } from '@/server/db/client'
import type { JobQueue } from '@/server/jobs/queue'
import type { ProviderMode, ProviderSet, Providers } from '@/server/providers'
import type { EmailStateService } from '../email-state'
import type { FormTokens } from '../form-tokens'
import type { AppMetrics } from '../metrics'
import type { ForegroundGate } from './foreground'

/** What every pipeline step needs; built once by the app, shared by the workers and the test run. */
export type PipelineContext = {
  db: AppDatabase
  queue: JobQueue
  providers: ProviderSet
  config: AppConfig
  /** The clock (tests pass their own). */
  now: () => Date
  log: FastifyBaseLogger
  /** Submissions and first answers go first; background steps wait for a quiet moment. */
  foreground: ForegroundGate
  /** What e-mail really does now: the status and the back office read it (services/email-state.ts). */
  emailState: EmailStateService
  /** Counters and histograms for /metrics (services/metrics.ts). */
  metrics: AppMetrics
  /** The public forms' tokens, and the key the server signs its other links with (services/form-tokens.ts). */
  formTokens: FormTokens
}

export function providersFor(context: PipelineContext, mode: ProviderMode): Providers {
  return mode === 'sandbox' ? context.providers.sandbox : context.providers.live
}

/**
 * Which attempt of a step this is. A step whose provider fails asks for a retry unless this is
 * the last attempt; then it gives up (or falls back) and says so in the log.
 */
export type Attempt = { number: number; of: number; last: boolean }

export const onlyAttempt: Attempt = { number: 1, of: 1, last: true }

export function attemptOf(job: { retryCount: number; retryLimit: number }): Attempt {
  return { number: job.retryCount + 1, of: job.retryLimit + 1, last: job.retryCount >= job.retryLimit }
}

/** Thrown by a step to have the job queue run it again later; the log already says why. */
export class RetryStep extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RetryStep'
  }
}
