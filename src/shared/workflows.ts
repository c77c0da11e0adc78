import { z } from './zod'
import { prioritySchema } from './public-form'
import { researchRunSchema } from './research'

/**
 * n8n workflows (SPEC §2 "Workflows /workflows", §3 "Workflow template", "Proposals response",
 * §7 /api/workflows/*): the shapes the server answers with and the /workflows page parses.
 */

/** SPEC §3 "Workflow template": nodeCount is counted from the workflow itself. */
export const workflowTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  description: z.string(),
  /** Hours a week the workflow saves. */
  timeSavings: z.number(),
  /** Dollars a month the workflow saves. */
  costSavings: z.number(),
  nodeCount: z.number().int(),
  /** The one-off price of setting it up for a client (proposals' payback period). */
  setupPrice: z.number().int(),
  /** The workflow's nodes in execution order: View Details lists them. */
  steps: z.array(z.object({ name: z.string(), type: z.string() })),
})
export type WorkflowTemplate = z.infer<typeof workflowTemplateSchema>

export const workflowTemplatesResponseSchema = z.object({ templates: z.array(workflowTemplateSchema) })

/** SPEC §3 "Proposals response". */
export const workflowProposalSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  industry: z.string(),
  priority: prioritySchema,
  workflowId: z.string(),
  workflowName: z.string(),
  timeSavings: z.number(),
  costSavings: z.number(),
  /** Months: the template's setup price / monthly savings, rounded up to one decimal. */
  paybackPeriod: z.number(),
})
export type WorkflowProposal = z.infer<typeof workflowProposalSchema>

export const proposalsResponseSchema = z.object({
  totalProposals: z.number().int(),
  totalMonthlySavings: z.number(),
  totalTimeSavings: z.number(),
  proposals: z.array(workflowProposalSchema),
})
export type ProposalsResponse = z.infer<typeof proposalsResponseSchema>

/** POST /api/workflows/research-automation/trigger (SPEC §7: location 'Lexington, Kentucky', industry 'All'). */
export { startResearchRequestSchema as researchAutomationTriggerSchema } from './research'

/** SPEC §2 "Internal Automation": the weekly research workflow, with its real last and next run. */
export const researchAutomationSchema = z.object({
  /** The cron expression of the schedule (RESEARCH_SCHEDULE). */
  schedule: z.string(),
  /** The schedule in words, e.g. 'Every Monday at 07:00 (America/New_York)'. */
  scheduleDescription: z.string(),
  location: z.string(),
  nextRunAt: z.string().nullable(),
  lastRun: researchRunSchema.nullable(),
})
export type ResearchAutomation = z.infer<typeof researchAutomationSchema>

/** The /workflows calls (SPEC §7). Templates and their export are public; the rest need the operator session. */
export const workflowsApi = {
  templates: '/api/workflows/templates',
  export: (id: string) => `/api/workflows/export/${id}`,
  proposals: '/api/workflows/proposals',
  /** The proposal document of one company: an HTML page to read or print. */
  proposalDocument: (companyId: string) => `/api/workflows/proposals/${companyId}/document`,
  researchAutomation: '/api/workflows/research-automation',
  triggerResearchAutomation: '/api/workflows/research-automation/trigger',
} as const

/** The id of the internal weekly research workflow: 'Export Workflow' downloads it like a template. */
export const researchAutomationWorkflowId = 'weekly-business-research'
