import type { Executor } from '@/server/db/client'
import { recordLogEntries, recordLogEntry, type LogStatus } from '@/server/services/automation-log'
import type { PipelineStep } from '@/shared/automation'
import type { MailProvider, ProviderFailure } from '@/server/providers/types'
import { RetryStep, type Attempt, type PipelineContext } from '../context'
import { deliverEmail, deliveryPolicy, type Delivery } from '../outbox'
import { markDegraded, type RunRow } from '../records'
import { alertOwnerOfHeldMail } from '../held-mail'

/** What a log entry needs to know about its run. */
export type LoggableRun = Pick<RunRow, 'id' | 'mode' | 'facts' | 'leadId'>

/** Writes a log entry for one step of one run, naming the lead (SPEC §3 "Log entry"). */
export function logStep(
  db: Executor,
  run: LoggableRun,
  step: PipelineStep,
  status: LogStatus,
  message: string,
  details: Record<string, unknown> = {},
) {
  return recordLogEntry(db, {
    step,
    status,
    message,
    details: { runId: run.id, mode: run.mode, ...details },
    leadName: run.facts.fullName,
    businessName: run.facts.businessName,
    runId: run.id,
    leadId: run.leadId,
  })
}

export type StepLog = { step: PipelineStep; status: LogStatus; message: string; details?: Record<string, unknown> }

/** Several steps' entries in one statement (entries keep their order: clock_timestamp per row). */
export function logSteps(db: Executor, run: LoggableRun, entries: StepLog[]) {
  return recordLogEntries(db, logRows(run, entries))
}

/** The rows of a run's log entries, naming its lead (its id, or the SQL that reads it; decision 059). */
export function logRows<LeadId>(run: Omit<LoggableRun, 'leadId'> & { leadId: LeadId }, entries: StepLog[]) {
  return entries.map((entry) => ({
    step: entry.step,
    status: entry.status,
    message: entry.message,
    details: { runId: run.id, mode: run.mode, ...entry.details },
    leadName: run.facts.fullName,
    businessName: run.facts.businessName,
    runId: run.id,
    leadId: run.leadId,
  }))
}

/**
 * A provider failed during a step: the run is marked degraded and the log says what happened.
 * Before the last attempt this throws RetryStep (the job queue runs the step again, with
 * backoff); on the last attempt it returns and the step gives up or falls back.
 */
export async function handleProviderFailure(
  context: PipelineContext,
  run: LoggableRun,
  step: PipelineStep,
  service: string,
  failure: ProviderFailure,
  attempt: Attempt,
  givingUp: { status: 'warning' | 'error'; message: string },
): Promise<void> {
  const problem = `${step}: ${service} ${failure.kind} (${failure.message})`
  await markDegraded(context.db, run.id, problem)
  const details = { service, failure: failure.kind, error: failure.message, attempt: attempt.number, attempts: attempt.of }
  if (!attempt.last) {
    await logStep(context.db, run, step, 'warning', `${service} failed (${describeKind(failure)}), attempt ${attempt.number} of ${attempt.of}; retrying`, details)
    throw new RetryStep(problem)
  }
  context.log.warn({ runId: run.id, step, failure }, 'pipeline step gave up on its provider')
  await logStep(context.db, run, step, givingUp.status, `${givingUp.message} (${service}: ${describeKind(failure)})`, details)
}

function describeKind(failure: ProviderFailure): string {
  switch (failure.kind) {
    case 'timeout':
      return 'no answer in time'
    case 'http':
      return failure.status ? `error ${failure.status}` : 'error answer'
    case 'malformed':
      return 'unreadable answer'
    case 'network':
      return 'connection problem'
  }
}

/** What the log says of each outcome of an e-mail's delivery. */
export type DeliveryMessages = { sent: string; notSent: (note: string) => string; failed: string }

/** The attempt of a run's step an e-mail is delivered in, and what its log entry carries. */
export type DeliveryStep = { run: LoggableRun; step: PipelineStep; attempt: Attempt; details?: Record<string, unknown> }

/**
 * Logs what a delivery did: sent, kept unsent (no transport), or failed (retried, then given up
 * with `failed`). A skipped delivery says nothing: the attempt that sent it wrote the entry.
 */
export async function logDelivery(context: PipelineContext, { run, step, attempt, details }: DeliveryStep, delivery: Delivery, messages: DeliveryMessages): Promise<void> {
  switch (delivery.outcome) {
    case 'sent':
      if (!delivery.logged) await logStep(context.db, run, step, 'success', messages.sent, details)
      break
    case 'not-sent':
      await logStep(context.db, run, step, 'success', messages.notSent(delivery.note), details)
      break
    case 'skipped':
      break
    case 'undeliverable':
      await logStep(context.db, run, step, 'warning', `E-mail not sent: ${delivery.row.to} bounced permanently (${delivery.status}); nothing more is sent to it`, details)
      break
    case 'held':
      await logStep(context.db, run, step, 'warning', `E-mail held, not sent: "${delivery.row.subject}" (${delivery.row.lastError}); it waits in the outbox`, details)
      await alertOwnerOfHeldMail(context, delivery.row)
      break
    case 'in-flight':
      // Another attempt claimed it moments ago (or died doing so): come back once its claim lapses.
      throw new RetryStep('the e-mail is being sent by another attempt')
    case 'failed':
      await handleProviderFailure(context, run, step, 'SMTP', delivery.failure, attempt, { status: 'error', message: messages.failed })
      break
  }
}

/**
 * Delivers an outbox e-mail through `mail` under the configured delivery policy, and logs what it
 * did: a sent e-mail's entry is written with its sent mark, in the same statement (decision 061).
 */
export async function deliverAndLog(context: PipelineContext, at: DeliveryStep, mail: MailProvider, outboxId: string, messages: DeliveryMessages): Promise<Delivery> {
  const [sentEntry] = logRows(at.run, [{ step: at.step, status: 'success', message: messages.sent, ...(at.details ? { details: at.details } : {}) }])
  const delivery = await deliverEmail(context.db, mail, outboxId, deliveryPolicy(context.config), { logWhenSent: sentEntry })
  await logDelivery(context, at, delivery, messages)
  return delivery
}
