import { z } from './zod'
import { inboundStates } from './inbound'

/**
 * The automation API's shapes (SPEC §3 and §7), shared by the server, which answers with them,
 * and the pages, which parse them.
 */

export const providerStatusSchema = z.enum(['connected', 'local', 'degraded', 'error', 'not-configured'])
export type ProviderStatus = z.infer<typeof providerStatusSchema>

/**
 * Each feature's state, from its own evidence (docs/decisions/017-truthful-status.md):
 * - lead processing and task generation: 'active' while the database and the job queue answer;
 * - e-mail: 'active' when a mail server is configured and the latest evidence (a send, or the
 *   start-up check) succeeded; 'local' without a mail server (stored, not sent); 'unverified'
 *   while nothing proves it either way yet; 'failing' when the latest evidence failed;
 * - lead scoring: who scores, the language model ('openai'), the local rules ('local'), or the
 *   rules standing in for a failing model ('degraded');
 * - CRM (Notion) and Make: 'configured', 'not-configured', or 'failing' (the last call failed);
 * - 'offline' for the pipeline's features when the database or the job queue does not answer.
 */
export const pipelineFeatureStateSchema = z.enum(['active', 'offline'])
export const emailAutomationStateSchema = z.enum(['active', 'local', 'unverified', 'failing', 'offline'])
export type EmailAutomationState = z.infer<typeof emailAutomationStateSchema>
export const leadScoringStateSchema = z.enum(['openai', 'local', 'degraded', 'offline'])
export const connectionStateSchema = z.enum(['configured', 'not-configured', 'failing'])

/** Fields marked "operator only" are sent to the signed-in operator alone (counts, error texts). */
const operatorOnlyError = z.string().optional()
const count = z.number().int().min(0)

/**
 * A connection with an ad platform (issue 33): 'off' while its variables are unset, 'on', or
 * 'failing' while its latest event failed; for the operator, when its last event happened (a
 * lead in, an outcome taken, the feed fetched) and the failure.
 */
export const adConnectionSchema = z.object({
  state: z.enum(['on', 'off', 'failing']),
  /** Operator only: when the last event happened; null when none has yet. */
  lastEventAt: z.string().nullable().optional(),
  lastError: operatorOnlyError,
})
export type AdConnection = z.infer<typeof adConnectionSchema>
export type AdConnections = NonNullable<FeatureDetails['adConnections']>

export const featureDetailsSchema = z.object({
  leadProcessing: z.object({
    state: pipelineFeatureStateSchema,
    /** Operator only: pipeline runs of the last 24 hours, and how many met a failing provider. */
    runs: z.object({ last24h: count, degraded: count }).optional(),
    /** Operator only: what is down, or the latest degraded run's problem. */
    lastError: operatorOnlyError,
  }),
  emailAutomation: z.object({
    state: emailAutomationStateSchema,
    /** Operator only: the failure that makes it 'failing'. */
    lastError: operatorOnlyError,
    /** Operator only: outbox rows waiting to go or failed (pending, sending, failed). */
    unsent: count.optional(),
    /** Operator only: what decided the state, a delivery attempt or the start-up check, and when. */
    evidence: z.object({ kind: z.enum(['send', 'verify']), at: z.string() }).optional(),
  }),
  taskGeneration: z.object({ state: pipelineFeatureStateSchema, lastError: operatorOnlyError }),
  leadScoring: z.object({
    state: leadScoringStateSchema,
    /** Operator only: the model asked when the state is 'openai' or 'degraded'. */
    model: z.string().optional(),
    lastError: operatorOnlyError,
  }),
  crm: z.object({ state: connectionStateSchema, lastError: operatorOnlyError }),
  make: z.object({ state: connectionStateSchema, lastError: operatorOnlyError }),
  /**
   * Issue 23: reading replies and bounces from the mailbox (IMAP_URL). 'active' only while the
   * last read succeeded; 'off' when no mailbox is configured. Optional: older payloads lack it.
   */
  inboundEmail: z
    .object({
      state: z.enum(inboundStates),
      lastError: operatorOnlyError,
      /** Operator only: the folder read and when the last read succeeded. */
      folder: z.string().optional(),
      lastSuccessAt: z.string().optional(),
    })
    .optional(),
  /** Issue 33: each connection with an ad platform. Optional: older payloads lack it. */
  adConnections: z
    .object({ metaLeads: adConnectionSchema, metaConversions: adConnectionSchema, googleLeads: adConnectionSchema, googleConversions: adConnectionSchema })
    .optional(),
})
export type FeatureDetails = z.infer<typeof featureDetailsSchema>

/**
 * SPEC §3 "Automation status"; LIVE on the dashboard when status is 'active' (the database and
 * the job queue answer, so the pipeline runs). SPEC's `status` and `features` are required; all
 * else is optional, so any payload with those two is a valid status. A feature's boolean is true
 * only when the feature works now: `emailAutomation` only when e-mail is 'active'.
 */
export const automationStatusSchema = z.object({
  status: z.enum(['active', 'inactive']),
  features: z.object({
    leadProcessing: z.boolean(),
    emailAutomation: z.boolean(),
    taskGeneration: z.boolean(),
    leadScoring: z.boolean(),
  }),
  /** Which implementation serves each provider: the real service or its local twin. */
  providers: z
    .object({
      llm: providerStatusSchema,
      crm: providerStatusSchema,
      mail: providerStatusSchema,
      make: providerStatusSchema,
      /** Texts (issue 31): 'not-configured' means texts are off (no TWILIO_*); optional for older servers. */
      sms: providerStatusSchema.optional(),
    })
    .optional(),
  /** Each feature's state, and for the operator its details. */
  details: featureDetailsSchema.optional(),
})
export type AutomationStatus = z.infer<typeof automationStatusSchema>

const serviceTestBase = { success: z.boolean(), apiStatus: z.string(), message: z.string(), error: z.string().optional() }

/** SPEC §3 service test responses. */
export const openaiTestSchema = z.object({ ...serviceTestBase, model: z.string().optional() })
export const notionTestSchema = z.object({
  ...serviceTestBase,
  databases: z.array(z.object({ name: z.string(), found: z.boolean() })).optional(),
})
export const emailTestSchema = z.object({ ...serviceTestBase, fromEmail: z.string().optional(), testEmailSent: z.boolean().optional() })
export const makeTestSchema = z.object({
  ...serviceTestBase,
  scenariosCount: z.number().int().optional(),
  connection: z.object({ user: z.object({ name: z.string() }) }).optional(),
})
export type OpenaiTest = z.infer<typeof openaiTestSchema>
export type NotionTest = z.infer<typeof notionTestSchema>
export type EmailTest = z.infer<typeof emailTestSchema>
export type MakeTest = z.infer<typeof makeTestSchema>

/** SPEC §7 polling interval of the status query. */
export const statusPollMs = 30_000

/**
 * The step names the pipeline writes into its log entries (SPEC §2 live demo: lead capture, AI
 * lead analysis, email generation, CRM integration, task automation, admin notification; plus
 * the Make webhook, the follow-up schedule, follow-ups sent, unsubscribes and the assessment report).
 */
export const pipelineSteps = {
  capture: 'Lead capture',
  analysis: 'AI lead analysis',
  tasks: 'Task automation',
  followUps: 'Follow-up scheduling',
  email: 'Email generation',
  crm: 'CRM integration',
  make: 'Make.com webhook',
  owner: 'Admin notification',
  followUpSent: 'Follow-up email',
  unsubscribe: 'Unsubscribe',
  /** The assessment's promised report (SPEC §2 thank-you page; docs/decisions/016). */
  reportAnalysis: 'AI analysis report',
  reportStrategy: 'Strategy report',
  /** A booked call (issue 22): booked, moved or cancelled, and its e-mails. */
  booking: 'Call booking',
  bookingEmail: 'Booking email',
  /** Texts (issue 31): the first answer by text, the Day 3 text, and the Day 7 call task. */
  text: 'Text message',
  followUpText: 'Follow-up text',
  callTask: 'Call task',
  /** Calls to the business number (issue 32): each call, its text-back and its task. */
  calls: 'Phone call',
  /** Leads from the ad platforms' lead forms (issue 33). */
  adLead: 'Ad lead form',
  /** Outcomes told to the ad platform that brought the lead (issue 33). */
  adConversion: 'Ad conversion',
} as const
export type PipelineStep = (typeof pipelineSteps)[keyof typeof pipelineSteps]

/** SPEC §8 defaults of the four service tests, also the server's error texts. */
export const serviceTestErrors = {
  openai: 'OpenAI connection failed',
  make: 'Make.com connection failed',
  notion: 'Notion connection failed',
  email: 'Email service failed',
} as const

/** GET /api/automation/logs and the service tests answer this, with 401, when signed out. */
export const operatorRequiredMessage = 'Operator sign-in required'
