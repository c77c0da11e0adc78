import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyBaseLogger, type FastifyRequest } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppConfig } from './config'
import { setTimeout as turnEventLoop } from 'node:timers/promises'
import { openDatabase, type Database } from './db/client'
import { keepInsightTotalsIn, startInsightFolding } from './services/insights/insight-rollups'
import { appJobs } from './jobs'
import { createJobQueue } from './jobs/queue'
import { withRequestId } from './jobs/request-trace'
import { handleError } from './plugins/errors'
import { requestDeadlinePlugin } from './plugins/request-deadline'
import { defaultLoadShedding, loadSheddingPlugin, type LoadSheddingOptions } from './plugins/load-shedding'
import { metricsPlugin } from './plugins/metrics'
import { openApiPlugin } from './plugins/openapi'
import { guardOperatorScope, operatorSessionPlugin } from './plugins/operator'
import { securityPlugin } from './plugins/security'
import { textInputPlugin } from './plugins/text-input'
import { webPlugin, type WebMode } from './plugins/web'
import { createProviders } from './providers'
import { assessmentRoutes, formTokenCookieFor } from './routes/assessment'
import { automationRoutes } from './routes/automation'
import { bookingAdminRoutes } from './routes/back-office/bookings'
import { threadRoutes } from './routes/back-office/thread'
import { callRoutes } from './routes/back-office/calls'
import { voiceRoutes } from './routes/voice'
import { adRoutes } from './routes/ads'
import { createVoiceCalls } from './services/voice/calls'
import { createReceptionist } from './services/voice/receptionist'
import { createRecordings } from './services/voice/recordings'
import { bookingRoutes } from './routes/booking'
import { bookingPageHook } from './routes/booking-page'
import { contactRoutes } from './routes/contact'
import { backOfficeRoutes } from './routes/back-office'
import { healthRoutes } from './routes/health'
import { operatorSessionRoutes } from './routes/operator-session'
import { reportPageRoutes } from './routes/report-page'
import { researchRoutes } from './routes/research'
import { smsRoutes } from './routes/sms'
import { unsubscribeRoutes } from './routes/unsubscribe'
import { workflowRoutes, workflowTemplateRoutes } from './routes/workflows'
import { createAutomationStatus } from './services/automation-status'
import { createAvailabilityStore } from './services/booking/availability-store'
import { createBookings } from './services/booking/bookings'
import { createAssistant } from './services/assistant/assistant'
import { assistantRoutes } from './routes/assistant'
import { assistantAdminRoutes } from './routes/back-office/assistant'
import { bookingPageLink } from './services/booking/links'
import { createCalendarFeed } from './services/booking/calendar'
import { createAutomationTester } from './services/automation-test'
import { createEmailState } from './services/email-state'
import { createInboundReader, type InboundReader } from './services/inbound/reader'
import { createInboundStatus } from './services/inbound/status'
import { createLeadThreads } from './services/inbound/threads'
import { createFormTokens } from './services/form-tokens'
import { createReportPages } from './services/assessment-report/report-pages'
import { createMetrics } from './services/metrics'
import { createLeadIntake } from './services/lead-intake'
import { createLoginThrottle } from './services/operator-auth/login-throttle'
import { hashPassword, resolveAdminPassword } from './services/operator-auth/password'
import { createSessionStore } from './services/operator-auth/sessions'
import type { PipelineContext } from './services/pipeline/context'
import { createForegroundGate } from './services/pipeline/foreground'
import { releaseOrphanedSends } from './services/pipeline/outbox'
import { createInboundTexts } from './services/texts/inbound'
import { openShortLink } from './services/texts/short-links'
import { releaseOrphanedTexts } from './services/texts/outbox'
import { createServiceTests } from './services/service-tests'
import { createUnsubscribes } from './services/unsubscribe'
import { scheduleResearchAutomation } from './services/workflows/research-automation'
import { scheduleWeeklyDigest } from './services/insights/weekly-digest'

/**
 * What the access log records of a request: the path without its query string, which can carry
 * what someone typed (the back office's search, an unsubscribe token), so no field value ever
 * reaches a log line; nor does a report page's token, which is its key.
 */
export function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: request.url.split('?')[0]!.replace(/^\/report\/[^/]+/, '/report/:token'), remoteAddress: request.ip }
}

/** Public form bodies are small; anything larger is refused with 413 before it is parsed. */
export const bodyLimitBytes = 16 * 1024

/** How long a client may take to send a whole request, headers and body (then 408 and close). */
export const requestTimeoutMs = 10_000

/**
 * How long the app may take to answer a request before it answers 503 itself (decision 042):
 * well past any route's own waits (a database call's 5 s, a provider's 10 s), well within a
 * visitor's patience. A route that calls several providers in turn sets its own (config.deadlineMs).
 */
export const requestDeadlineMs = 30_000

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
  /** The clock of the pipeline (bot timing, due dates); tests pass their own. */
  now?: () => Date
  /** When to answer 503 for being overloaded (plugins/load-shedding.ts); false: never (tests). */
  loadShedding?: LoadSheddingOptions | false
  /** A request's bound (plugins/request-deadline.ts); default requestDeadlineMs. */
  requestDeadlineMs?: number
}

/**
 * Builds the whole application: plugins, then services, then routes, then the web app. The
 * caller listens (main.ts) or injects requests (tests); app.close() drains and releases all.
 */
export async function buildApp(options: BuildAppOptions) {
  const { config } = options
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: config.logLevel, serializers: { req: requestForLog } } }),
    genReqId: () => randomUUID(),
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    bodyLimit: bodyLimitBytes,
    // A slow or lying client (a Content-Length larger than what it sends, headers that never end)
    // is cut off instead of holding a connection for Node's 300 s: every request of ours is a
    // small body, whole within seconds. Node checks these deadlines every connectionsCheckingInterval.
    requestTimeout: requestTimeoutMs,
    http: { headersTimeout: requestTimeoutMs, connectionsCheckingInterval: 1_000 },
    // An idle socket (no bytes either way) closes after a minute; a streamed CSV export keeps writing.
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    // A hop count as proxy-addr's rule: the hop-th address from the right is the client's.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>()

  // Every route, as registered: the test that proves each private one answers 401 reads it.
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url })
  })
  app.decorate('registeredRoutes', routes)

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.setErrorHandler(handleError)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  // The rest of the request runs with its id in reach: jobs it enqueues carry it (jobs/request-trace.ts).
  app.addHook('onRequest', (request, _reply, done) => withRequestId(request.id, done))

  // GET /api/openapi.json, from the routes' zod schemas: registered before any route, so every
  // route registered after it (wherever, whatever scope) is in the document (plugins/openapi.ts).
  await app.register(openApiPlugin, { publicUrl: config.publicUrl })

  const web = options.web ?? (config.env === 'production' ? 'static' : config.env === 'development' ? 'dev' : false)
  const loadShedding = options.loadShedding ?? (config.maxEventLoopDelayMs > 0 ? { ...defaultLoadShedding, maxEventLoopDelayMs: config.maxEventLoopDelayMs } : false)
  if (loadShedding) await app.register(loadSheddingPlugin, { options: loadShedding })
  await app.register(securityPlugin, { config, dev: web === 'dev' })
  await app.register(textInputPlugin)

  const database = options.database ?? (await openDatabase({
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      onPoolError: (error) => app.log.error({ err: error }, 'an idle PostgreSQL connection failed; the pool will open a new one'),
    }))
  await app.register(requestDeadlinePlugin, { deadlineMs: options.requestDeadlineMs ?? requestDeadlineMs, describeLoad: database.describeLoad })
  const providers = createProviders(config)
  const metrics = createMetrics({ db: database.db, database })
  const queue = createJobQueue({
    database,
    log: app.log,
    pollingIntervalSeconds: config.jobPollingSeconds,
    onJobDone: (name, outcome, seconds) => metrics.jobDuration.observe({ queue: name, outcome }, seconds),
  })
  const now = options.now ?? (() => new Date())
  // The workers and the services share one context, built whole before any worker starts.
  const context: PipelineContext = {
    db: database.db,
    queue,
    providers,
    config,
    now,
    log: app.log,
    foreground: createForegroundGate({ quietMs: 100, maxWaitMs: 60_000 }),
    metrics,
    formTokens: createFormTokens({ db: database.db, now, configuredSecret: config.formTokenSecret }),
    emailState: createEmailState({
      db: database.db,
      mail: providers.live.mail,
      onCheckError: (error) => app.log.warn({ err: error }, 'the start-up check of the mail server could not be recorded'),
    }),
  }
  // The mailbox reader is made once the services it needs exist (below); stopped first on close.
  const late: { inboundReader?: InboundReader; insightFolding?: ReturnType<typeof startInsightFolding> } = {}
  // onClose hooks run after in-flight requests finish: stop the mailbox reader (its message in
  // hand committed or rolled back) and the workers (letting running jobs end), then close the
  // mail pool and the database, in that order.
  app.addHook('onClose', async () => {
    await late.inboundReader?.stop()
    await late.insightFolding?.stop()
    context.emailState.stop()
    context.foreground.release()
    await queue.stop()
    providers.close()
    if (!options.database) await database.close()
  })
  const intake = createLeadIntake(context)
  try {
    // PGlite answers on this thread and its calls settle as microtasks: a chain of them never lets
    // the event loop turn (its timers wait), and load shedding counts a second without a turn as
    // overload, so the first requests after the start got 503. The loop turns between the steps.
    await turnEventLoop(0)
    // The insights' running totals, in the owner's time zone (rebuilt only when it changed).
    if (await keepInsightTotalsIn(database, config.ownerTimeZone)) app.log.info({ timeZone: config.ownerTimeZone }, 'the insights were totalled in the owner’s time zone')
    await turnEventLoop(0)
    // The form tokens' key, made or read now: the pipeline signs booking links with it inside its
    // transactions, where reading it from the database would wait on itself (decision 042).
    await context.formTokens.key()
    // One process opens the embedded database: what a dead one left half-sent is taken up at once.
    if (database.kind === 'pglite') {
      const released = await releaseOrphanedSends(database.db)
      if (released > 0) app.log.warn({ released }, 'e-mails left sending by a process that stopped are sent again')
      const texts = await releaseOrphanedTexts(database.db)
      if (texts > 0) app.log.warn({ texts }, 'texts left sending by a process that stopped are sent again')
    }
    await queue.start(appJobs(context, { intake }))
    await turnEventLoop(0)
    // The weekly research workflow's pg-boss schedule (its queue exists once the workers started).
    await scheduleResearchAutomation(context)
    await scheduleWeeklyDigest(context)
    // The insights' changes folded into their totals every minute (decision 054).
    late.insightFolding = startInsightFolding({ db: database.db, log: app.log })
  } catch (error) {
    providers.close()
    if (!options.database) await database.close()
    throw error
  }
  // The mail server's start-up check (docs/decisions/017): in the background, never awaited, so
  // a slow or absent server does not hold up the start; the status reads its time and result.
  void context.emailState.checkAtStart()

  // Booking the free call (issue 22): the owner's availability, their calendar, the bookings.
  const availability = createAvailabilityStore(database.db, config.booking.defaults)
  const calendar = createCalendarFeed({
    url: config.booking.calendarUrl,
    timeoutMs: config.booking.calendarTimeoutMs,
    refreshSeconds: config.booking.calendarRefreshSeconds,
    ownerTimeZone: config.ownerTimeZone,
    horizonDays: async () => (await availability.get()).settings.horizonDays,
    now: context.now,
    log: app.log,
  })
  const bookings = createBookings(context, { availability, calendar, intake })
  // Inbound e-mail (issue 23): replies and bounces read from the mailbox, only when IMAP_URL is set.
  const inboundReader = config.inbound
    ? createInboundReader({
        config: config.inbound,
        db: database.db,
        log: app.log,
        record: { context, businessHours: async (tx) => (await availability.get(tx)).settings },
      })
    : undefined
  const inboundStatus = createInboundStatus({ config: config.inbound, db: database.db, reader: inboundReader, now: context.now })
  late.inboundReader = inboundReader
  inboundReader?.start()
  const sessions = createSessionStore(database.db, context.now)
  const adminPassword = await resolveAdminPassword({
    configured: config.adminPassword,
    dataDir: config.dataDir,
    // Printed once, on the console rather than in the JSON log, for the person starting the server.
    announce: (message) => console.log(message),
  })
  await app.register(operatorSessionPlugin, { sessions })
  await app.register(metricsPlugin, { metrics, token: config.metricsToken })

  await app.register(healthRoutes, { database, queue, inbound: inboundStatus })
  await app.register(assessmentRoutes, { intake })
  await app.register(contactRoutes, { intake })
  await app.register(automationRoutes, {
    status: createAutomationStatus({ database, queue, providers, emailState: context.emailState, inbound: inboundStatus, adSettings: config.providers, now: context.now }),
    tester: createAutomationTester(context),
    serviceTests: createServiceTests(context),
    db: database.db,
  })
  await app.register(unsubscribeRoutes, { unsubscribes: createUnsubscribes(context) })
  await app.register(smsRoutes, {
    config,
    db: database.db,
    texts: createInboundTexts({ context, businessHours: async (tx) => (await availability.get(tx)).settings }),
    openShortLink: (code) => openShortLink(context, code),
  })
  // Calls to the business number (issue 32): Twilio's voice webhook and the steps it follows.
  await app.register(voiceRoutes, { config, calls: createVoiceCalls({ context, businessHours: async (tx) => (await availability.get(tx)).settings, receptionist: createReceptionist(context, { bookings }) }) })
  // Leads from the ad platforms' lead forms (issue 33): their webhooks.
  await app.register(adRoutes, { context })
  await app.register(reportPageRoutes, { pages: createReportPages(database.db), timeZone: config.ownerTimeZone, bookingUrl: bookingPageLink(config) })
  await app.register(workflowTemplateRoutes)
  await app.register(bookingRoutes, { bookings, config, now: context.now })
  // The site assistant (issue 26): answered by the model when one is configured, else SPEC's keyword chat.
  const assistant = createAssistant(context, { intake, bookings })
  await app.register(assistantRoutes, { assistant })
  await app.register(operatorSessionRoutes, {
    sessions,
    throttle: createLoginThrottle(database.db, context.now),
    password: await hashPassword(adminPassword),
    publicUrl: config.publicUrl,
  })
  // The back office: every route in this scope needs the operator session (plugins/operator.ts).
  await app.register(async (scope) => {
    guardOperatorScope(scope, { publicUrl: config.publicUrl })
    await scope.register(backOfficeRoutes, { context, intake })
    await scope.register(callRoutes, { recordings: createRecordings({ db: database.db, config, timeoutMs: config.automation.providerTimeoutMs }) })
    await scope.register(threadRoutes, { threads: createLeadThreads(context, inboundStatus), inbound: inboundStatus })
    await scope.register(researchRoutes, { context })
    await scope.register(workflowRoutes, { context })
    await scope.register(bookingAdminRoutes, { db: database.db, bookings, availability, calendar, config, now: context.now })
    await scope.register(assistantAdminRoutes, { assistant })
  })

  if (web) {
    await app.register(webPlugin, {
      mode: web,
      root: options.webRoot,
      pageHooks: [formTokenCookieFor(intake), bookingPageHook({ bookings, intake, config })],
    })
  }
  else app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'Not Found' }))

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>

export type RegisteredRoute = { method: string; url: string }

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered (method and URL pattern), in registration order. */
    registeredRoutes: readonly RegisteredRoute[]
  }
}
