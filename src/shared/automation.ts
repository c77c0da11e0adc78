import { attributionField } from './attribution'
import { z } from './zod'
import { inboundStates } from './inbound'
import { smsConsentFields } from './texts'

/**
 * The automation API's shapes (SPEC §3 and §7), shared by the server, which answers with them,
 * and the pages, which parse them.
 */

export const prioritySchema = z.enum(['High', 'Medium', 'Low'])

/** SPEC §3 "Contact submission form"; SPEC §5: fullName, businessName, email, automationNeeds required. */
export const contactSubmissionSchema = z.strictObject({
  fullName: z.string({ error: 'Full name is required' }).trim().min(1, 'Full name is required').max(120, 'Full name must be at most 120 characters'),
  businessName: z.string({ error: 'Business name is required' }).trim().min(1, 'Business name is required').max(120, 'Business name must be at most 120 characters'),
  email: z.string({ error: 'Valid email is required' }).trim().max(254, 'Valid email is required').pipe(z.email('Valid email is required')),
  phone: z.string().trim().max(40, 'Phone must be at most 40 characters').optional(),
  automationNeeds: z.string({ error: 'Automation needs are required' }).trim().min(1, 'Automation needs are required').max(4000, 'Automation needs must be at most 4000 characters'),
})
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>

/**
 * Bot checks every public form sends with its fields (POST /api/contact, POST /api/assessment):
 * `website` is a honeypot that people never see and must stay empty; `formToken` is the token
 * GET /api/form-token issued when the visitor began the form (focused it first), signed by the
 * server, so the time a form took is measured on the server's clock (docs/decisions/028). A form
 * sent with the honeypot filled, without a valid token or sooner than a person could fill it is
 * stored quarantined, with the same answer as any other (docs/decisions/027).
 */
export const formBotFields = {
  website: z.string().max(2000).optional(),
  formToken: z.string().max(200).optional(),
}
export type FormBotFields = { website?: string; formToken?: string }

/** GET /api/form-token: a fresh token for a form the visitor has just begun. */
export { formTokenUrl } from './form-token-url'
/**
 * A form's token, and how long after it the form should wait before it sends (the server's
 * minimum fill time): a person who fills a form in one tap (a demo's sample data) waits that
 * long instead of being held for review (docs/decisions/030).
 */
export const formTokenResponseSchema = z.object({ token: z.string(), readyInMs: z.number().int().min(0) })

/** The body of POST /api/contact: the form's fields, the bot checks and where the visitor came from. */
export const contactRequestSchema = contactSubmissionSchema.extend(formBotFields).extend(attributionField).extend(smsConsentFields)
export type ContactRequest = z.infer<typeof contactRequestSchema>

export const providerStatusSchema = z.enum(['connected', 'local', 'degraded', 'error', 'not-configured'])
export type ProviderStatus = z.infer<typeof providerStatusSchema>

/**
 * SPEC §3 "Submission response" (and heldForReview). The score is the first, rule-based one (the analysis refines it
 * seconds later); tasksCreated and emailsSent count what the committed jobs will do: 5 and 1 for
 * a new lead, 0 and 0 for a repeat submission of a lead that already has them. realAutomation
 * is true when at least one real service (not a local twin) is configured; the three statuses
 * are ProviderStatus values.
 */
export const submissionResponseSchema = z.object({
  success: z.boolean(),
  automation: z.object({
    leadScore: z.number().int().min(0).max(100),
    priority: prioritySchema,
    tasksCreated: z.number().int().min(0),
    emailsSent: z.number().int().min(0),
    /**
     * The submission is stored and waits for a person at the agency before anything is sent
     * (quarantined; never says which check held it, docs/decisions/030): tasksCreated and
     * emailsSent are 0 until the owner releases it.
     */
    heldForReview: z.boolean().optional(),
    realAutomation: z.boolean(),
    openaiStatus: z.string(),
    notionStatus: z.string(),
    makeComStatus: z.string(),
    /** The mail server's state ('connected', 'degraded', or 'local': written, kept in the outbox, not sent). */
    emailStatus: z.string().optional(),
  }),
})
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>

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

/** SPEC §3 "Test results". */
export const testResultsSchema = z.object({
  leadScore: z.number().int().min(0).max(100),
  priority: prioritySchema,
  emailGenerated: z.boolean(),
  tasksCreated: z.number().int().min(0),
  emailsScheduled: z.number().int().min(0),
  /** Milliseconds from the start of the run to its end. */
  processingTime: z.number().min(0),
})
export type TestResults = z.infer<typeof testResultsSchema>

export const logStatusSchema = z.enum(['success', 'warning', 'error', 'processing'])
export type LogStatus = z.infer<typeof logStatusSchema>

/** SPEC §3 "Log entry". */
export const logEntrySchema = z.object({
  id: z.string(),
  step: z.string(),
  status: logStatusSchema,
  message: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
  timestamp: z.string(),
  leadName: z.string().nullable(),
  businessName: z.string().nullable(),
})
export type LogEntry = z.infer<typeof logEntrySchema>

export const automationTestResponseSchema = z.object({
  success: z.boolean(),
  /** 'sandbox' when run without the operator session: local providers, nothing leaves the server. */
  mode: z.enum(['live', 'sandbox']),
  testResults: testResultsSchema,
})
export const testWithLogsResponseSchema = automationTestResponseSchema.extend({ logs: z.array(logEntrySchema) })
export type TestWithLogsResponse = z.infer<typeof testWithLogsResponseSchema>

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

/**
 * The public forms' answer when the first answers are queued past their budget (503, with
 * Retry-After; decision 048): nothing was stored, and sending it again in a moment is safe.
 */
export const busySubmissionMessage = 'We are answering a lot of requests right now and could not take yours. Nothing was stored: please send it again in a few seconds.'

/** The public forms' answer past the per-client limit (429, with Retry-After). */
export const tooManySubmissionsMessage = 'Too many submissions from your network. Please try again in a minute.'
