import type { InboundJobData } from '@/server/services/inbound/record-message'
import { inboundStep } from '@/server/services/inbound/record-message'
import { recordLogEntry } from '@/server/services/automation-log'
import { RetryStep, type PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail, deliveryPolicy } from '@/server/services/pipeline/outbox'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob } from './background-step'

/**
 * Issue 23: the owner is told of a lead's reply from its outbox row, written with the reply in
 * one transaction. Retried like a pipeline step; the row's key keeps it to one e-mail.
 */
export function inboundJobs(context: PipelineContext): JobDefinition<any>[] {
  return [
    backgroundStepJob<InboundJobData>(context, jobNames.inboundNotification, async ({ outboxId }, attempt) => {
      const delivery = await deliverEmail(context.db, context.providers.live.mail, outboxId, deliveryPolicy(context.config))
      if (delivery.outcome === 'in-flight') throw new RetryStep('the notification is being sent by another attempt')
      if (delivery.outcome === 'failed') {
        if (!attempt.last) throw new RetryStep(`reply notification not sent: ${delivery.failure.message}`)
        await recordLogEntry(context.db, {
          step: inboundStep,
          status: 'error',
          message: `The owner's notice of a reply was not sent: ${delivery.failure.message}; it stays in the outbox, marked failed`,
          details: { outboxId },
          leadId: delivery.row.leadId,
        })
      }
    }),
  ]
}
