import type { WorkflowTemplate } from '@/shared/workflows'
import type { WorkflowDefinition } from './definition'
import { workflowSteps } from './n8n'
import { homeServicesLeadBooking } from './templates/home-services'
import { professionalServicesClientIntake } from './templates/professional-services'
import { realEstateLeadResponse } from './templates/real-estate'
import { researchAutomation } from './templates/research-automation'
import { restaurantReservations, restaurantReviewResponder } from './templates/restaurant'
import { retailOrderInventory } from './templates/retail'

/**
 * The agency's n8n workflows: the client templates of /workflows (SPEC §2 "Workflow Templates")
 * and the internal weekly research workflow, each exportable as n8n JSON.
 */

/** The templates offered to clients, in catalogue order. */
export const clientTemplates: readonly WorkflowDefinition[] = [
  restaurantReservations,
  restaurantReviewResponder,
  realEstateLeadResponse,
  homeServicesLeadBooking,
  professionalServicesClientIntake,
  retailOrderInventory,
]

/** Every workflow that can be exported: the client templates and the internal research workflow. */
export const allWorkflows: readonly WorkflowDefinition[] = [...clientTemplates, researchAutomation]

/**
 * What setting each template up for a client costs, one-off (within SPEC §1's $500-2000): the
 * one table of setup prices, read by the catalogue, the proposals' payback period and the
 * proposal document. The price grows with what there is to connect and tune for the client
 * (AI prompts, calendars, phone numbers, sheets), not with the savings.
 */
export const setupPrices: Readonly<Record<string, number>> = {
  'restaurant-reservations': 1000,
  'restaurant-review-responder': 500,
  'real-estate-lead-response': 2000,
  'home-services-lead-booking': 1500,
  'professional-services-client-intake': 1500,
  'retail-order-inventory': 1000,
}

export function setupPriceOf(id: string): number {
  const price = setupPrices[id]
  if (price === undefined || !Object.hasOwn(setupPrices, id)) throw new RangeError(`No setup price for the workflow ${id}`)
  return price
}

/** Any exportable workflow by id; undefined for an unknown one. */
export function findWorkflow(id: string): WorkflowDefinition | undefined {
  return allWorkflows.find((definition) => definition.id === id)
}

/** A client template as the API answers it (SPEC §3 "Workflow template"): its counts come from its workflow. */
export function templateSummary(definition: WorkflowDefinition): WorkflowTemplate {
  return {
    id: definition.id,
    name: definition.name,
    industry: definition.industry,
    description: definition.description,
    timeSavings: definition.timeSavings,
    costSavings: definition.costSavings,
    nodeCount: definition.workflow.nodes.length,
    setupPrice: setupPriceOf(definition.id),
    steps: workflowSteps(definition.workflow),
  }
}

/** GET /api/workflows/templates: every client template. */
export function workflowTemplates(): WorkflowTemplate[] {
  return clientTemplates.map(templateSummary)
}
