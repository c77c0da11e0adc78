import { findWorkflow, templateSummary, workflowTemplates } from '@/server/domain/workflows/catalogue'
import type { WorkflowDefinition } from '@/server/domain/workflows/definition'
import { bestTemplateFor, buildProposals, proposalFor } from '@/server/domain/workflows/proposals'
import { findCompany, listCompaniesForProposals, toResearchCompany } from '@/server/services/research/companies'
import type { PipelineContext } from '@/server/services/pipeline/context'
import type { ResearchCompany } from '@/shared/research'
import type { ProposalsResponse, WorkflowProposal, WorkflowTemplate } from '@/shared/workflows'

/**
 * Client proposals from the research (SPEC §2 "Client Proposals"): the list with its totals, and
 * one company's proposal document. The matching and the figures are domain/workflows/proposals.ts.
 */

/** What the proposal document of one company shows. */
export type ProposalDocument = {
  company: ResearchCompany
  /** The template proposed, with its steps and setup price. */
  template: WorkflowTemplate
  definition: WorkflowDefinition
  /** Null when the company has no savings estimate: nothing honest to price. */
  proposal: WorkflowProposal | null
  preparedAt: Date
}

export type WorkflowProposals = {
  list(): Promise<ProposalsResponse>
  /** Undefined for an unknown company. */
  document(companyId: string): Promise<ProposalDocument | undefined>
}

export function createWorkflowProposals(context: PipelineContext): WorkflowProposals {
  const templates = workflowTemplates()
  return {
    async list() {
      return buildProposals(await listCompaniesForProposals(context.db), templates)
    },
    async document(companyId) {
      const row = await findCompany(context.db, companyId)
      if (!row) return undefined
      const company = toResearchCompany(row)
      // The fallback industry always has a template, so every company has one.
      const definition = findWorkflow(bestTemplateFor(company.industry, templates)!.id)!
      return {
        company,
        template: templateSummary(definition),
        definition,
        proposal: proposalFor(company, templates),
        preparedAt: context.now(),
      }
    },
  }
}
