import { randomUUID } from 'node:crypto'
import { composeServiceTestEmail } from '@/server/domain/compose-email'
import type { ProviderFailure } from '@/server/providers/types'
import { serviceTestErrors, type EmailTest, type MakeTest, type NotionTest, type OpenaiTest } from '@/shared/automation'
import type { PipelineContext } from './pipeline/context'
import { deliverEmail, deliveryPolicy, ensureEmail } from './pipeline/outbox'

/**
 * GET /api/automation/{openai,notion,email,make}/test (SPEC §3 response shapes). A local twin
 * answers for itself (success, apiStatus 'local'); a real service is called. A failure answers
 * 502 with `error` = SPEC §8's text and the reason, so the page shows what went wrong (an OpenAI
 * quota message stays in it, SPEC §8).
 */

export type ServiceTestAnswer<T> = { statusCode: 200 | 502; body: T }

const failedWith = (base: string, failure: ProviderFailure) => ({
  apiStatus: failure.kind === 'http' && failure.status ? `error ${failure.status}` : failure.kind,
  message: failure.message,
  error: `${base}: ${failure.message}`,
})

export function createServiceTests(context: PipelineContext) {
  const { live } = context.providers

  return {
    async openai(): Promise<ServiceTestAnswer<OpenaiTest>> {
      if (live.llm.kind === 'local') {
        return {
          statusCode: 200,
          body: {
            success: true,
            apiStatus: 'local',
            model: live.llm.model,
            message: `No OPENAI_API_KEY is set: the local rules score leads and write the e-mails (model ${context.config.providers.openaiModel} when a key is set)`,
          },
        }
      }
      const tested = await live.llm.test()
      if (!tested.ok) return { statusCode: 502, body: { success: false, model: live.llm.model, ...failedWith(serviceTestErrors.openai, tested.failure) } }
      return {
        statusCode: 200,
        body: { success: true, apiStatus: 'connected', model: tested.value.model, message: `${tested.value.model} answered in ${tested.value.latencyMs} ms` },
      }
    },

    async notion(): Promise<ServiceTestAnswer<NotionTest>> {
      if (live.crm.kind === 'local') {
        return {
          statusCode: 200,
          body: { success: true, apiStatus: 'local', databases: [], message: 'Notion is not configured: leads and tasks are kept in our own tables' },
        }
      }
      const tested = await live.crm.test()
      if (!tested.ok) return { statusCode: 502, body: { success: false, ...failedWith(serviceTestErrors.notion, tested.failure) } }
      const missing = tested.value.databases.filter((database) => !database.found).map((database) => database.name)
      if (missing.length > 0) {
        const message = `Not found or not shared with the integration: ${missing.join(', ')}`
        return {
          statusCode: 502,
          body: { success: false, apiStatus: 'connected', databases: tested.value.databases, message, error: `${serviceTestErrors.notion}: ${message}` },
        }
      }
      return {
        statusCode: 200,
        body: {
          success: true,
          apiStatus: 'connected',
          databases: tested.value.databases,
          message: `Connected: ${tested.value.databases.map((database) => database.name).join(' and ')} found`,
        },
      }
    },

    async email(): Promise<ServiceTestAnswer<EmailTest>> {
      const { mail } = live
      const fromEmail = mail.from
      if (mail.kind === 'local') {
        return {
          statusCode: 200,
          body: {
            success: true,
            apiStatus: 'local',
            fromEmail,
            testEmailSent: false,
            message: 'No SMTP_URL is set: e-mails are kept in the outbox, marked "not sent: no mail transport"',
          },
        }
      }
      const verified = await mail.verify()
      if (!verified.ok) return { statusCode: 502, body: { success: false, fromEmail, testEmailSent: false, ...failedWith(serviceTestErrors.email, verified.failure) } }
      const { row } = await ensureEmail(
        context.db,
        { ...composeServiceTestEmail(context.now()), idempotencyKey: `service-test:${randomUUID()}`, kind: 'service-test', to: context.config.ownerEmail, leadId: null, runId: null },
        fromEmail,
      )
      const delivery = await deliverEmail(context.db, mail, row.id, deliveryPolicy(context.config))
      if (delivery.outcome === 'failed') {
        return { statusCode: 502, body: { success: false, fromEmail, testEmailSent: false, ...failedWith(serviceTestErrors.email, delivery.failure) } }
      }
      return {
        statusCode: 200,
        body: { success: true, apiStatus: 'connected', fromEmail, testEmailSent: delivery.outcome === 'sent', message: `Test e-mail sent to ${row.to}` },
      }
    },

    async make(): Promise<ServiceTestAnswer<MakeTest>> {
      const { make } = live
      if (!make.apiConfigured) {
        const message = make.webhookConfigured
          ? 'MAKE_API_TOKEN is not set: new leads are posted to the webhook, but the connection cannot be tested'
          : 'Make.com is not configured: set MAKE_API_TOKEN to test the connection and MAKE_WEBHOOK_URL to post new leads'
        return { statusCode: 200, body: { success: false, apiStatus: 'not-configured', message, error: `${serviceTestErrors.make}: not configured` } }
      }
      const tested = await make.test()
      if (!tested.ok) return { statusCode: 502, body: { success: false, ...failedWith(serviceTestErrors.make, tested.failure) } }
      return {
        statusCode: 200,
        body: {
          success: true,
          apiStatus: 'connected',
          scenariosCount: tested.value.scenariosCount,
          connection: { user: { name: tested.value.userName } },
          message: `Connected as ${tested.value.userName}: ${tested.value.scenariosCount} scenarios`,
        },
      }
    },
  }
}
