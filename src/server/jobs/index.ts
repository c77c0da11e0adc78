import type { LeadIntake } from '@/server/services/lead-intake'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { adJobs } from './handlers/ads'
import { assessmentReportJobs } from './handlers/assessment-report'
import { backOfficeJobs } from './handlers/back-office'
import { bookingJobs } from './handlers/booking'
import { inboundJobs } from './handlers/inbound'
import { pipelineJobs } from './handlers/pipeline'
import { researchJobs } from './handlers/research'
import { textJobs } from './handlers/texts'
import { workflowJobs } from './handlers/workflows'
import type { JobDefinition } from './queue'

/** The workers this process runs, with what each needs. */
export function appJobs(context: PipelineContext, { intake }: { intake: LeadIntake }): JobDefinition<any>[] {
  return [
    ...pipelineJobs(context),
    ...backOfficeJobs(context),
    ...assessmentReportJobs(context),
    ...researchJobs(context),
    ...workflowJobs(context),
    ...bookingJobs(context),
    ...inboundJobs(context),
    ...textJobs(context),
    ...adJobs(context, intake),
  ]
}
