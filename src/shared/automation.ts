import { z } from './zod'

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
 * `website` is a honeypot that people never see and must stay empty; `formStartedAt` is
 * Date.now() in the browser when the form was first shown (set in an effect). A form sent with
 * the honeypot filled, or less than a few seconds after it was shown, gets a normal-looking 2xx
 * answer and is neither stored nor answered. Without `formStartedAt` only the timing check is
 * skipped.
 */
export const formBotFields = {
  website: z.string().max(2000).optional(),
  formStartedAt: z.number().int().min(0).optional(),
}
export type FormBotFields = { website?: string; formStartedAt?: number }

/** The body of POST /api/contact: the form's fields and the bot checks. */
export const contactRequestSchema = contactSubmissionSchema.extend(formBotFields)
export type ContactRequest = z.infer<typeof contactRequestSchema>

export const providerStatusSchema = z.enum(['connected', 'local', 'degraded', 'error', 'not-configured'])
export type ProviderStatus = z.infer<typeof providerStatusSchema>

/**
 * SPEC §3 "Submission response". The score is the first, rule-based one (the analysis refines it
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
    realAutomation: z.boolean(),
    openaiStatus: z.string(),
    notionStatus: z.string(),
    makeComStatus: z.string(),
  }),
})
export type SubmissionResponse = z.infer<typeof submissionResponseSchema>

/** SPEC §3 "Automation status"; LIVE on the dashboard when status is 'active'. */
export const automationStatusSchema = z.object({
  status: z.enum(['active', 'inactive']),
  features: z.object({
    leadProcessing: z.boolean(),
    emailAutomation: z.boolean(),
    taskGeneration: z.boolean(),
    leadScoring: z.boolean(),
  }),
  /** Which implementation serves each provider: the real service or its local twin. */
  providers: z.object({
    llm: providerStatusSchema,
    crm: providerStatusSchema,
    mail: providerStatusSchema,
    make: providerStatusSchema,
  }),
  /** Pipeline runs of the last 24 hours, and how many of them met a failing provider. */
  runs: z.object({ last24h: z.number().int().min(0), degraded: z.number().int().min(0) }).optional(),
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
 * the Make webhook, the follow-up schedule, follow-ups sent and unsubscribes).
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
