import { defaultResearchLocation, type StartResearchRequest } from '@/shared/research'

/** The page's fixed words and figures (SPEC §2 "Workflows", §7, §8, §9), listed once for the page and its tests. */
export const workflowsCopy = {
  title: 'n8n Workflow Automation',
  triggerWorkflow: 'Trigger Research Workflow',
  triggerNow: 'Trigger Research Now',
  exportWorkflow: 'Export Workflow',
  triggered: 'Research workflow triggered successfully!',
  triggerFailed: 'Could not trigger the research workflow',
  templatesFailed: 'Failed to fetch templates',
  proposalsFailed: 'Failed to fetch proposals',
  automationFailed: 'Failed to fetch the research workflow status',
} as const

/** SPEC §7: what both trigger buttons send. */
export const researchTriggerRequest = { location: defaultResearchLocation, industry: 'All' } as const satisfies StartResearchRequest

/**
 * SPEC §2 and §9's description of the internal weekly business-intelligence research workflow.
 * The figures are the workflow's own (server/domain/workflows/templates/research-automation.ts
 * holds the same 40 hours, $5,000 and 12 nodes), but the API serves them only inside the export.
 */
export const internalWorkflow = {
  name: 'Weekly Business Intelligence Research',
  hoursPerWeek: 40,
  monthlyValue: 5000,
  steps: 12,
  schedule: 'Weekly',
} as const
