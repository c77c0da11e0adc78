import { answerAdLead, type AdLeadJobData } from '@/server/services/ads/ad-leads'
import { sendMetaConversion, type MetaConversionJobData } from '@/server/services/ads/meta-conversions'
import { attemptOf, type PipelineContext } from '@/server/services/pipeline/context'
import type { LeadIntake } from '@/server/services/lead-intake'
import { jobNames } from '../names'
import type { JobDefinition } from '../queue'
import { backgroundStepJob, stepRetry } from './background-step'

/**
 * Issue 33: a lead from an ad platform's lead form, read and answered. Its first answer is as
 * urgent as a site form's (foreground). An outage of the platform's API is retried with backoff
 * for longer than a pipeline step (about 20 minutes with the default delay): the lead is kept.
 * An outcome told to Meta waits for a quiet moment like any background step, retried as long.
 */
export function adJobs(context: PipelineContext, intake: LeadIntake): JobDefinition<any>[] {
  const retry = stepRetry(context)
  return [
    {
      name: jobNames.adLead,
      ...retry,
      retryLimit: Math.max(8, retry.retryLimit),
      async handler({ adLeadId }: AdLeadJobData, job) {
        await context.foreground.run(() => answerAdLead(context, intake, adLeadId, attemptOf(job)))
      },
    },
    backgroundStepJob<MetaConversionJobData>(context, jobNames.metaConversion, ({ conversionId }, attempt) => sendMetaConversion(context, conversionId, attempt), {
      retryLimit: Math.max(8, retry.retryLimit),
    }),
  ]
}
