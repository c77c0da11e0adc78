import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findWorkflow, workflowTemplates } from '@/server/domain/workflows/catalogue'
import type { PipelineContext } from '@/server/services/pipeline/context'
import { createWorkflowProposals } from '@/server/services/workflows/proposals'
import { createResearchAutomation } from '@/server/services/workflows/research-automation'
import { startResearchRequestSchema, startResearchResponseSchema } from '@/shared/research'
import { proposalsResponseSchema, researchAutomationSchema, workflowsApi, workflowTemplatesResponseSchema } from '@/shared/workflows'
import { sendHtmlPage } from './page-head'
import { bookingPageLink } from '@/server/services/booking/links'
import { renderProposalDocument, renderProposalNotFound } from './proposal-document-html'

/**
 * The n8n workflows (SPEC §2 "Workflows", §7 /api/workflows/*; docs/decisions/019).
 * Public: the template catalogue and each workflow's n8n JSON, the agency's published offer.
 * Private (registered in the operator scope): proposals from the research, a proposal document,
 * and the internal weekly research workflow's status and trigger.
 */

const paramsSchema = z.strictObject({ id: z.string().max(200) })

export const workflowTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const templates = { templates: workflowTemplates() }

  app.get(workflowsApi.templates, { schema: { response: { 200: workflowTemplatesResponseSchema } } }, async () => templates)

  // The file n8n's "Import from File" reads, saved as {id}-workflow.json (SPEC §7). Sent as the
  // JSON text it is: no response schema, which would serialise the text a second time.
  app.get(workflowsApi.export(':id'), { schema: { params: paramsSchema } }, async (request, reply) => {
    const definition = findWorkflow(request.params.id)
    if (!definition) return reply.code(404).send({ error: 'Workflow not found' })
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${definition.id}-workflow.json"`)
      .send(JSON.stringify(definition.workflow, null, 2))
  })
}

export const workflowRoutes: FastifyPluginAsyncZod<{ context: PipelineContext }> = async (app, { context }) => {
  const proposals = createWorkflowProposals(context)
  const automation = createResearchAutomation(context)
  // The proposal document wears the strategy report's stylesheet (routes/report-page.ts serves
  // it at /report.css, its URL versioned by its content the same way).
  const css = await readFile(new URL('./report-page.css', import.meta.url), 'utf8')
  const pageOptions = { cssHref: `/report.css?v=${createHash('sha256').update(css).digest('hex').slice(0, 12)}`, timeZone: context.config.ownerTimeZone, bookingUrl: bookingPageLink(context.config) }

  app.get(workflowsApi.proposals, { schema: { response: { 200: proposalsResponseSchema } } }, async () => proposals.list())

  app.get(workflowsApi.proposalDocument(':id'), { schema: { params: paramsSchema } }, async (request, reply) => {
    const document = await proposals.document(request.params.id)
    return sendHtmlPage(
      reply.header('x-robots-tag', 'noindex'),
      document ? 200 : 404,
      document ? renderProposalDocument(document, pageOptions) : renderProposalNotFound(pageOptions),
    )
  })

  app.get(workflowsApi.researchAutomation, { schema: { response: { 200: researchAutomationSchema } } }, async () => automation.status())

  // 201 with a new run; 200 with the run of the same location and industry still under way.
  app.post(
    workflowsApi.triggerResearchAutomation,
    { schema: { body: startResearchRequestSchema, response: { 200: startResearchResponseSchema, 201: startResearchResponseSchema } } },
    async (request, reply) => {
      const { run, created } = await automation.trigger(request.body)
      return reply.code(created ? 201 : 200).send({ run })
    },
  )
}
