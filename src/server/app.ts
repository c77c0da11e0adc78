import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import { openDatabase, type Database } from './db/client'
import { appJobs } from './jobs'
import { createJobQueue } from './jobs/queue'
import { handleError } from './plugins/errors'
import { isOperator, type OperatorCheck } from './plugins/operator'
import { securityPlugin } from './plugins/security'
import { webPlugin, type WebMode } from './plugins/web'
import { createProviders } from './providers'
import { assessmentRoutes } from './routes/assessment'
import { automationRoutes } from './routes/automation'
import { contactRoutes } from './routes/contact'
import { healthRoutes } from './routes/health'
import { unsubscribeRoutes } from './routes/unsubscribe'
import { createAutomationStatus } from './services/automation-status'
import { createAutomationTester } from './services/automation-test'
import { createLeadIntake } from './services/lead-intake'
import type { PipelineContext } from './services/pipeline/context'
import { createForegroundGate } from './services/pipeline/foreground'
import { createServiceTests } from './services/service-tests'
import { createUnsubscribes } from './services/unsubscribe'

/** Public form bodies are small; anything larger is refused with 413 before it is parsed. */
export const bodyLimitBytes = 16 * 1024

export type BuildAppOptions = {
  config: AppConfig
  /** A database opened by the caller (tests share one); the app then leaves it open on close. */
  database?: Database
  /** How to serve the web app; by default the build in production, Vite in development, none in test. */
  web?: WebMode | false
  /** Where the built web app is (default dist/web); the browser tests build their own copy. */
  webRoot?: string
  /** Defaults to a JSON logger at LOG_LEVEL. */
  logger?: FastifyBaseLogger
  /** Who is the operator; plugins/operator.ts decides unless a test says otherwise. */
  operatorCheck?: OperatorCheck
  /** The clock of the pipeline (bot timing, due dates); tests pass their own. */
  now?: () => Date
}

/**
 * Builds the whole application: plugins, then services, then routes, then the web app. The
 * caller listens (main.ts) or injects requests (tests); app.close() drains and releases all.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: config.logLevel } }),
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(handleError)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })

  const web = options.web ?? (config.env === 'production' ? 'static' : config.env === 'development' ? 'dev' : false)
  await app.register(securityPlugin, { config, dev: web === 'dev' })

  const database = options.database ?? (await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }))
  const providers = createProviders(config)
  // The workers and the services share one context; the queue joins it once created.
  const context = {
    db: database.db,
    providers,
    config,
    now: options.now ?? (() => new Date()),
    log: app.log,
    foreground: createForegroundGate({ quietMs: 100, maxWaitMs: 60_000 }),
  } as PipelineContext
  const queue = createJobQueue({
    database,
    jobs: appJobs(() => context),
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
  })
  context.queue = queue
  // onClose hooks run after in-flight requests finish: stop the workers (letting running jobs
  // end), then close the mail pool and the database, in that order.
  app.addHook('onClose', async () => {
    context.foreground.release()
    await queue.stop()
    providers.close()
    if (!options.database) await database.close()
  })
  try {
    await queue.start()
  } catch (error) {
    providers.close()
    if (!options.database) await database.close()
    throw error
  }

  const intake = createLeadIntake(context)
  const operatorCheck = options.operatorCheck ?? isOperator

  await app.register(healthRoutes, { database, queue })
  await app.register(assessmentRoutes, { intake })
  await app.register(contactRoutes, { intake })
  await app.register(automationRoutes, {
    status: createAutomationStatus({ database, queue, providers, now: context.now }),
    tester: createAutomationTester(context),
    serviceTests: createServiceTests(context),
    isOperator: operatorCheck,
    db: database.db,
  })
  await app.register(unsubscribeRoutes, { unsubscribes: createUnsubscribes(context) })

  if (web) await app.register(webPlugin, { mode: web, root: options.webRoot })
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }))

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
