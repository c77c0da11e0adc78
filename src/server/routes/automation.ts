import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { isOperator, operatorSecurity, optionalOperatorSecurity, requireOperator } from '@/server/plugins/operator'
import { listLogEntries } from '@/server/services/automation-log'
import type { createAutomationStatus } from '@/server/services/automation-status'
import type { AutomationTester } from '@/server/services/automation-test'
import type { createServiceTests, ServiceTestAnswer } from '@/server/services/service-tests'
import type { AppDatabase } from '@/server/db/client'
import { automationStatusSchema } from '@/shared/automation'
import { automationTestResponseSchema, logEntrySchema, testWithLogsResponseSchema, type TestWithLogsResponse } from '@/shared/automation-test'

type Deps = {
  status: ReturnType<typeof createAutomationStatus>
  tester: AutomationTester
  serviceTests: ReturnType<typeof createServiceTests>
  db: AppDatabase
}

/** SPEC §7 automation calls. Who may do what: plugins/operator.ts. */
export const automationRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const operatorOnly = requireOperator()
  const noStore = { 'cache-control': 'no-store' }

  // Everyone gets each feature's state; the operator also gets the error texts and counts.
  app.get('/api/automation/status', { schema: { security: optionalOperatorSecurity, response: { 200: automationStatusSchema } } }, async (request, reply) =>
    reply.headers(noStore).send(await deps.status.read({ operator: isOperator(request) })),
  )

  // The full test: live providers for the operator, the sandbox for anyone else. Each run writes
  // a sample lead, so these share the public forms' per-IP limit.
  const fullTest = async (mode: 'live' | 'sandbox'): Promise<TestWithLogsResponse> => deps.tester.run(mode)
  // Live, the run calls the model, the mail server, Notion and Make in turn, each bounded by the
  // provider timeout: more than the app's usual request bound (plugins/request-deadline.ts).
  const fullTestConfig = { rateLimit: app.publicFormRateLimit, deadlineMs: 90_000 }
  app.post('/api/automation/test', { config: fullTestConfig, schema: { security: optionalOperatorSecurity, response: { 200: automationTestResponseSchema } } }, async (request, reply) => {
    const { success, mode, testResults } = await fullTest(isOperator(request) ? 'live' : 'sandbox')
    return reply.headers(noStore).send({ success, mode, testResults })
  })
  app.post('/api/automation/test-with-logs', { config: fullTestConfig, schema: { security: optionalOperatorSecurity, response: { 200: testWithLogsResponseSchema } } }, async (request, reply) => {
    return reply.headers(noStore).send(await fullTest(isOperator(request) ? 'live' : 'sandbox'))
  })

  const serviceTests: Record<string, () => Promise<ServiceTestAnswer<object>>> = {
    openai: deps.serviceTests.openai,
    notion: deps.serviceTests.notion,
    email: deps.serviceTests.email,
    make: deps.serviceTests.make,
  }
  for (const [service, run] of Object.entries(serviceTests)) {
    app.get(`/api/automation/${service}/test`, { preHandler: operatorOnly, schema: { security: operatorSecurity } }, async (_request, reply) => {
      const { statusCode, body } = await run()
      return reply.code(statusCode).headers(noStore).send(body)
    })
  }

  // SPEC §7 lists this call as "registered but disabled": here it answers the operator only
  // (docs/decisions/007-operator-guard-sandbox-and-logs.md).
  app.get(
    '/api/automation/logs',
    {
      preHandler: operatorOnly,
      schema: {
        security: operatorSecurity,
        querystring: z.strictObject({ limit: z.coerce.number().int().min(1).max(500).optional() }),
        response: { 200: z.object({ logs: z.array(logEntrySchema) }) },
      },
    },
    async (request, reply) => reply.headers(noStore).send({ logs: await listLogEntries(deps.db, { limit: request.query.limit ?? 100 }) }),
  )
}
