import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { createCrmFigures } from '@/server/services/back-office/crm-figures'
import { createLeadCreator } from '@/server/services/back-office/lead-creation'
import { createLeadBook } from '@/server/services/back-office/leads'
import { createSubmissionBook } from '@/server/services/back-office/submissions'
import { createTaskBook } from '@/server/services/back-office/tasks'
import type { LeadIntake } from '@/server/services/lead-intake'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { releaseHeldMail } from '@/server/services/pipeline/held-mail'
import { crmRoutes } from './back-office/crm'
import { leadRoutes } from './back-office/leads'
import { submissionRoutes } from './back-office/submissions'
import { taskRoutes } from './back-office/tasks'
import { insightsRoutes } from './back-office/insights'
import { createInsights } from '@/server/services/insights/insights'

/**
 * The back office's data calls (SPEC §7): leads, tasks, submissions, assessments, CSV export,
 * and the insights (issue 24).
 * Registered inside the operator scope (app.ts): every route here needs the operator session.
 */
export const backOfficeRoutes: FastifyPluginAsyncZod<{ context: PipelineContext; intake: LeadIntake }> = async (app, { context, intake }) => {
  await app.register(leadRoutes, { leads: createLeadBook(context), addLead: createLeadCreator(context) })
  await app.register(crmRoutes, { figures: createCrmFigures(context), releaseHeldMail: () => releaseHeldMail(context) })
  await app.register(insightsRoutes, { insights: createInsights({ db: context.db, timeZone: context.config.ownerTimeZone }) })
  await app.register(taskRoutes, { tasks: createTaskBook(context) })
  await app.register(submissionRoutes, { submissions: createSubmissionBook(context), intake })
}
