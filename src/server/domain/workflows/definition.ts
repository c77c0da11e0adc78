import { buildWorkflow, type EdgeSpec, type N8nWorkflow, type NodeSpec } from './n8n'

/**
 * The industries the client templates are made for (the /workflows industry filter). The weekly
 * research workflow is the agency's own and stands apart from them.
 */
export const templateIndustries = ['Restaurant', 'Real Estate', 'Home Services', 'Professional Services', 'Retail'] as const
export type TemplateIndustry = (typeof templateIndustries)[number]

/**
 * A workflow as the agency sells it: the n8n workflow itself, with what it is for and what it
 * saves. Savings are estimates made the way research estimates a company's (docs/decisions/018):
 * hours a week × the hourly cost of the person who does that work today × 4.33 weeks, to $10.
 * The setup price is not here: it lives in one table (catalogue.ts setupPrices).
 */
export type WorkflowDefinition = {
  id: string
  name: string
  industry: TemplateIndustry | 'Agency Operations'
  description: string
  /** Hours a week the workflow takes off the client's staff. */
  timeSavings: number
  /** Dollars a month those hours cost today. */
  costSavings: number
  workflow: N8nWorkflow
}

/** A workflow as the agency sells it, its n8n workflow built from `nodes` and `edges` under the same id and name. */
export function defineWorkflow({ nodes, edges, timezone, ...about }: Omit<WorkflowDefinition, 'workflow'> & { nodes: NodeSpec[]; edges: EdgeSpec[]; timezone?: string }): WorkflowDefinition {
  return { ...about, workflow: buildWorkflow(about.id, { name: about.name, nodes, edges, timezone }) }
}
