import { z } from './zod'
import { prioritySchema } from './public-form'
import { leadBookingSchema, nudgeStopReasons } from './booking'

/**
 * The owner's back office (SPEC §2 "Admin", §3 admin entities, §5, §7): request and response
 * shapes shared by the server, which answers with them, and the /admin page, which parses them.
 */

// ---------------------------------------------------------------------------------------------
// Sign-in
// ---------------------------------------------------------------------------------------------

/** SPEC §8: the inline message for a wrong password; also the 401 body's `error`. */
export const invalidPasswordMessage = 'Invalid password'

export const loginRequestSchema = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1024, 'Password is too long'),
})
export type LoginRequest = z.infer<typeof loginRequestSchema>

/** GET /api/admin/session when signed in (401 otherwise); also the answer to a sign-in. */
export const operatorSessionSchema = z.object({
  signedIn: z.literal(true),
  /** When the session ends if left idle (30 min after the last request). */
  idleExpiresAt: z.string(),
  /** When it ends whatever happens (12 h after sign-in). */
  absoluteExpiresAt: z.string(),
})
export type OperatorSession = z.infer<typeof operatorSessionSchema>

// ---------------------------------------------------------------------------------------------
// CRM: leads (SPEC §3 "CRM lead form", "Recent leads")
// ---------------------------------------------------------------------------------------------

/** SPEC's five statuses, then the deal's outcome: won, or lost with a reason (docs/decisions/037). */
export const leadStatuses = ['New', 'Contacted', 'Interested', 'Demo Scheduled', 'Proposal Sent', 'Won', 'Lost'] as const
export const leadStatusSchema = z.enum(leadStatuses, { error: 'Choose a status' })
export type LeadStatus = z.infer<typeof leadStatusSchema>

/** The status that needs a reason (PATCH /api/admin/leads/:id with lostReason). */
export const lostStatus = 'Lost' satisfies LeadStatus
export const wonStatus = 'Won' satisfies LeadStatus

/** Deals under way: the statuses counted as Active Deals (decision 013, 037). */
export const activeDealStatuses = ['Interested', 'Demo Scheduled', 'Proposal Sent'] as const satisfies readonly LeadStatus[]

export const leadSources = ['Manual', 'Cold Email', 'LinkedIn', 'Cold Call', 'Referral', 'Website'] as const
/** Where a lead came from: SPEC's form options, the two public forms, and a text or a call from a new number. */
export const leadOrigins = [...leadSources, 'Assessment', 'SMS', 'Phone'] as const
export const leadSourceSchema = z.enum(leadSources, { error: 'Choose a source' })

const priority = z.enum(['Low', 'Medium', 'High'], { error: 'Choose a priority' })

const optionalText = (max: number, field: string) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).optional()

/** POST /api/notion/leads (SPEC §3 "CRM lead form"; §5: name, restaurant and email required). */
export const createLeadRequestSchema = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120, 'Name must be at most 120 characters'),
  restaurant: z
    .string({ error: 'Restaurant is required' })
    .trim()
    .min(1, 'Restaurant is required')
    .max(120, 'Restaurant must be at most 120 characters'),
  email: z.string({ error: 'Valid email is required' }).trim().max(254, 'Valid email is required').pipe(z.email('Valid email is required')),
  phone: optionalText(40, 'Phone'),
  status: leadStatusSchema.default('New'),
  priority: priority.default('Medium'),
  source: leadSourceSchema.default('Manual'),
  notes: optionalText(4000, 'Notes'),
  autoSendEmail: z.boolean().default(false),
})
export type CreateLeadRequest = z.input<typeof createLeadRequestSchema>

/** What the CRM list shows of a lead (SPEC §3 "Recent leads"). */
export const leadSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** SPEC calls it restaurant; it is the lead's business, whatever the trade. */
  restaurant: z.string(),
  /** Null for a lead that reached us by phone only (a text or a call): no e-mail goes to it. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: leadStatusSchema,
  priority: prioritySchema,
  score: z.number().int(),
  source: z.string(),
  /** Dollars a month the deal is worth to the agency (docs/decisions/013). */
  estimatedValue: z.number().int(),
  /** The last e-mail sent to the lead or the last submission from them, whichever is later. */
  lastContact: z.string().nullable(),
  createdAt: z.string(),
  unsubscribed: z.boolean(),
  /** When a person last answered one of our e-mails (issue 23; read from the mailbox). */
  repliedAt: z.string().nullable(),
  /** The address bounced for good (issue 23): nothing more is sent to it. */
  undeliverable: z.boolean(),
})
export type LeadSummary = z.infer<typeof leadSummarySchema>

export const pageSchema = z.object({ page: z.number().int().min(1), pageSize: z.number().int().min(1), total: z.number().int().min(0) })
export type Page = z.infer<typeof pageSchema>

/** Query of the paginated lists: ?page=1&pageSize=20 (&search=… where a list has search). */
export const listQuerySchema = z.strictObject({
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int('page must be a whole number from 1').min(1, 'page must be a whole number from 1').default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a whole number from 1 to 100' })
    .int('pageSize must be a whole number from 1 to 100')
    .min(1, 'pageSize must be a whole number from 1 to 100')
    .max(100, 'pageSize must be a whole number from 1 to 100')
    .default(20),
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
})
export type ListQuery = z.input<typeof listQuerySchema>

/** GET /api/notion/leads */
export const leadListSchema = z.object({ leads: z.array(leadSummarySchema), page: pageSchema })
export type LeadList = z.infer<typeof leadListSchema>

/** The most a deal value may be, in dollars a month. */
export const dealValueMax = 1_000_000

/**
 * PATCH /api/admin/leads/:id: status and priority can be changed from the list; the lead's
 * detail also sets the deal value the owner confirmed (null: back to the estimate) and, with
 * the status 'Lost', why (docs/decisions/037).
 */
export const updateLeadRequestSchema = z
  .strictObject({
    status: leadStatusSchema.optional(),
    priority: priority.optional(),
    dealValue: z
      .number({ error: `Deal value must be a whole number of dollars from 0 to ${dealValueMax}` })
      .int(`Deal value must be a whole number of dollars from 0 to ${dealValueMax}`)
      .min(0, `Deal value must be a whole number of dollars from 0 to ${dealValueMax}`)
      .max(dealValueMax, `Deal value must be a whole number of dollars from 0 to ${dealValueMax}`)
      .nullable()
      .optional(),
    lostReason: z.string().trim().min(1, 'Say why the deal was lost').max(500, 'The reason must be at most 500 characters').optional(),
  })
  .refine((body) => body.status !== undefined || body.priority !== undefined || body.dealValue !== undefined, { error: 'Give a status, a priority or a deal value' })
  .refine((body) => body.status !== lostStatus || body.lostReason !== undefined, { error: 'Say why the deal was lost', path: ['lostReason'] })
export type UpdateLeadRequest = z.infer<typeof updateLeadRequestSchema>

/** The answer to POST /api/notion/leads: SPEC's message, saying what was actually done. */
export const createLeadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  lead: leadSummarySchema,
  automation: z.object({
    tasksCreated: z.number().int().min(0),
    /** 'queued' when Notion is configured (a job mirrors it), 'not-configured' otherwise. */
    crm: z.enum(['queued', 'not-configured']),
    /** The outreach e-mail: queued for sending, kept in the outbox (no transport), or not asked for. */
    email: z.enum(['queued', 'outbox-only', 'not-requested']),
  }),
})
export type CreateLeadResponse = z.infer<typeof createLeadResponseSchema>

/** One stat card: its value now and the change against the previous 30 days. */
export const statCardSchema = z.object({
  value: z.number(),
  /** The same figure over the 30 days before (for the change caption). */
  previous: z.number(),
  current: z.number(),
})

/** GET /api/admin/crm-stats: SPEC's four stat cards, computed (docs/decisions/013). */
export const crmStatsSchema = z.object({
  totalLeads: statCardSchema,
  activeDeals: statCardSchema,
  /** Dollars a month. */
  monthlyRevenue: statCardSchema,
  /** Percent, one decimal. */
  conversionRate: statCardSchema,
  /** Sum of the estimated value of every lead (SPEC's "$… potential" caption). */
  potentialValue: z.number().int(),
})
export type CrmStats = z.infer<typeof crmStatsSchema>

/** The e-mail banner ('Smart Automation Active'): what e-mail really does now. */
export const emailStateSchema = z.object({
  /**
   * From services/email-state.ts (docs/decisions/017). ready: SMTP configured and the newest
   * evidence (the last delivery attempt, or the start-up check of the server) succeeded;
   * not-configured: SMTP_URL unset, e-mails stay in the outbox; failing: the newest evidence
   * failed; unverified: SMTP configured, nothing sent and the start-up check not answered yet.
   */
  state: z.enum(['ready', 'not-configured', 'failing', 'unverified']),
  fromEmail: z.string(),
  lastSentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Outbox rows waiting, failed or kept unsent. */
  unsent: z.number().int().min(0),
  /** Of those, e-mails to visitors the hourly cap holds until the owner sends them (decision 022). */
  held: z.number().int().min(0),
})
export type EmailState = z.infer<typeof emailStateSchema>

/** POST adminApi.releaseHeldMail: how many held e-mails were released (they are being sent). */
export const releaseHeldMailResponseSchema = z.object({ released: z.number().int().min(0) })

// ---------------------------------------------------------------------------------------------
// Lead detail
// ---------------------------------------------------------------------------------------------

/**
 * Where an e-mail in the outbox stands; 'held' is one to a visitor past the hourly cap
 * (VISITOR_MAIL_HOURLY_CAP), kept for the owner and not sent.
 */
export const outboxStatuses = ['draft', 'scheduled', 'pending', 'sending', 'sent', 'not-sent', 'failed', 'cancelled', 'held'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]
export const outboxStatusSchema = z.enum(outboxStatuses)

export const leadEmailSchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  sendAfter: z.string().nullable(),
  sentAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
})
export type LeadEmail = z.infer<typeof leadEmailSchema>

export const scoreBreakdownGroupSchema = z.object({ key: z.string(), label: z.string(), weight: z.number(), points: z.number() })

/** What a stored submission of either form holds about the visitor. */
const submissionFields = {
  id: z.string(),
  createdAt: z.string(),
  businessName: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
}
/** A stored contact form: the visitor, and what they need automated. */
const contactSubmissionFields = { ...submissionFields, automationNeeds: z.string() }

export const leadSubmissionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contact'), ...contactSubmissionFields }),
  z.object({
    type: z.literal('assessment'),
    ...submissionFields,
    businessType: z.string(),
    primaryPainPoint: z.string(),
    monthlyRevenue: z.string(),
    currentMarketing: z.string(),
    biggestGoal: z.string(),
  }),
])
export type LeadSubmission = z.infer<typeof leadSubmissionSchema>

export const taskTypes = ['Follow-up', 'Demo', 'Call', 'Email', 'Proposal', 'Meeting'] as const
export const taskTypeSchema = z.enum(taskTypes, { error: 'Choose a type' })

/** SPEC §3 "Sales task", as displayed. */
export const salesTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: taskTypeSchema,
  priority: prioritySchema,
  dueDate: z.string().nullable(),
  relatedLead: z.string(),
  leadId: z.string().nullable(),
  completed: z.boolean(),
  createdAt: z.string(),
})
export type SalesTask = z.infer<typeof salesTaskSchema>

/**
 * When each stage of the deal was reached, read from what happened (outbox, lead_events;
 * docs/decisions/037): null until it is.
 */
export const leadStagesSchema = z.object({
  firstAnswerSentAt: z.string().nullable(),
  firstReplyAt: z.string().nullable(),
  callBookedAt: z.string().nullable(),
  proposalSentAt: z.string().nullable(),
  wonAt: z.string().nullable(),
  lostAt: z.string().nullable(),
})
export type LeadStages = z.infer<typeof leadStagesSchema>

export const leadDetailSchema = z.object({
  lead: leadSummarySchema.extend({
    /** The deal value the owner confirmed; null while the estimate stands. */
    dealValue: z.number().int().nullable(),
    lostReason: z.string().nullable(),
    stages: leadStagesSchema,
    notes: z.string().nullable(),
    scoredBy: z.enum(['openai', 'local']),
    breakdown: z.array(scoreBreakdownGroupSchema),
  }),
  submissions: z.array(leadSubmissionSchema),
  /** The pipeline's log entries for this lead, oldest first. */
  log: z.array(
    z.object({ id: z.string(), step: z.string(), status: z.string(), message: z.string(), timestamp: z.string() }),
  ),
  emails: z.array(leadEmailSchema),
  tasks: z.array(salesTaskSchema),
  /** The lead's latest booked call (issue 22), if any: upcoming, past or cancelled. */
  booking: leadBookingSchema.nullable(),
  /**
   * Whether the product may still send this lead automated follow-ups (the one nudge rule,
   * server/domain/nudge.ts), and if not, why.
   */
  nudge: z.object({ allowed: z.boolean(), reason: z.enum(nudgeStopReasons).nullable() }),
  /** The report each assessment gets (docs/decisions/016), with the state of its two e-mails. */
  reports: z.array(
    z.object({
      id: z.string(),
      assessmentId: z.string(),
      /** queued: not generated yet; ready: generated; cancelled: the lead unsubscribed first. */
      status: z.enum(['queued', 'ready', 'cancelled']),
      generatedBy: z.enum(['openai', 'local']).nullable(),
      createdAt: z.string(),
      generatedAt: z.string().nullable(),
      /** The report's page (its unguessable token is the only key). */
      url: z.string(),
      /** Each e-mail's outbox state; null while it is not written yet. */
      analysisEmail: outboxStatusSchema.nullable(),
      strategyEmail: outboxStatusSchema.nullable(),
    }),
  ),
})
export type LeadDetail = z.infer<typeof leadDetailSchema>

// ---------------------------------------------------------------------------------------------
// Sales tasks
// ---------------------------------------------------------------------------------------------

/** POST /api/notion/tasks (SPEC §3 "Sales task"; §5: title required). */
export const createTaskRequestSchema = z.strictObject({
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  description: optionalText(4000, 'Description'),
  type: taskTypeSchema.default('Follow-up'),
  priority: priority.default('Medium'),
  /** A calendar date (YYYY-MM-DD) or a full ISO timestamp; empty means none. */
  dueDate: z
    .string()
    .trim()
    .refine((value) => value === '' || !Number.isNaN(Date.parse(value)), { error: 'Due date must be a date' })
    .optional(),
  relatedLead: optionalText(200, 'Related lead'),
})
export type CreateTaskRequest = z.input<typeof createTaskRequestSchema>

/** SPEC §8 task outcome: which toast the page shows. */
export const taskAutomationSchema = z.object({ actuallyCompleted: z.boolean(), autoPrepared: z.boolean() })

export const createTaskResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  task: salesTaskSchema,
  automation: taskAutomationSchema,
})
export type CreateTaskResponse = z.infer<typeof createTaskResponseSchema>

/** GET /api/notion/tasks: open tasks first (by due date), then completed ones. */
export const taskListSchema = z.object({ tasks: z.array(salesTaskSchema), page: pageSchema })
export type TaskList = z.infer<typeof taskListSchema>

/** PATCH /api/notion/tasks/:id */
export const updateTaskRequestSchema = z.strictObject({ completed: z.boolean({ error: 'completed must be true or false' }) })

// ---------------------------------------------------------------------------------------------
// Submissions (SPEC §2 "Contact Submissions", §7 GET /api/contact-submissions)
// ---------------------------------------------------------------------------------------------

/** Why a submission was kept aside (docs/decisions/027, 028). */
export const quarantineReasons = ['honeypot', 'no-token', 'too-fast', 'rate-limit'] as const
export const quarantineReasonSchema = z.enum(quarantineReasons)
export type QuarantineReason = z.infer<typeof quarantineReasonSchema>

/** SPEC §3 "Stored submission". */
export const storedSubmissionSchema = z.object({
  ...contactSubmissionFields,
  /** Set when the submission was quarantined (docs/decisions/027): kept for review, not answered. */
  quarantineReason: quarantineReasonSchema.nullable(),
})
export type StoredSubmission = z.infer<typeof storedSubmissionSchema>

export const storedAssessmentSchema = leadSubmissionSchema.options[1].omit({ type: true }).extend({ quarantineReason: quarantineReasonSchema.nullable() })
export type StoredAssessment = z.infer<typeof storedAssessmentSchema>

/** SPEC's four counters: Total Submissions, This Week (last 7 days), Today (since midnight), Filtered Results. */
export const submissionCountsSchema = z.object({
  total: z.number().int().min(0),
  thisWeek: z.number().int().min(0),
  today: z.number().int().min(0),
  filtered: z.number().int().min(0),
})
export type SubmissionCounts = z.infer<typeof submissionCountsSchema>

export const submissionListSchema = z.object({ submissions: z.array(storedSubmissionSchema), counts: submissionCountsSchema, page: pageSchema })
export type SubmissionList = z.infer<typeof submissionListSchema>

export const assessmentListSchema = z.object({ assessments: z.array(storedAssessmentSchema), counts: submissionCountsSchema, page: pageSchema })
export type AssessmentList = z.infer<typeof assessmentListSchema>

/** SPEC §7: the CSV's columns, in order, and its file name. */
export const submissionCsvColumns = ['Business Name', 'Full Name', 'Email', 'Phone', 'Automation Needs', 'Submitted At'] as const
export const submissionCsvFileName = 'contact-submissions.csv'
export const assessmentCsvColumns = [
  'Business Name',
  'Full Name',
  'Email',
  'Phone',
  'Business Type',
  'Primary Pain Point',
  'Monthly Revenue',
  'Current Marketing',
  'Biggest Goal',
  'Submitted At',
] as const
export const assessmentCsvFileName = 'assessments.csv'

/** SPEC §2 texts of the submissions tab. */
export const submissionsCopy = {
  searchPlaceholder: 'Search by business name, contact name, or email...',
  empty: 'No submissions yet',
  noMatch: 'No submissions match your search',
  loading: 'Loading submissions...',
} as const

/** SPEC §8 toasts and texts of the CRM. */
export const crmCopy = {
  leadAddedTitle: 'Automation Complete!',
  leadAddedFallback: 'Lead added and automated tasks created!',
  leadFailedFallback: 'Failed to add lead to Notion',
  taskFailedFallback: 'Failed to add task to Notion',
  taskCompleted: 'Task Completed!',
  taskPrepared: 'Task Prepared!',
  taskAdded: 'Task Added!',
  /** SPEC §2: the subject of the outreach e-mail a new lead gets with autoSendEmail. */
  outreachSubject: (restaurant: string) => `Save $3,200/month with AI automation - ${restaurant}`,
} as const

/** What releasing a held submission answers (the back office shows it as a toast). */
export const releaseMessages = {
  released: 'Released: the pipeline is answering it now.',
  'not-held': 'This submission is not held any more.',
  missing: 'No such submission.',
} as const

/** Every admin API path, named once (the server registers them, the page calls them). */
export const adminApi = {
  session: '/api/admin/session',
  leads: '/api/notion/leads',
  lead: (id: string) => `/api/admin/leads/${id}`,
  crmStats: '/api/admin/crm-stats',
  emailState: '/api/admin/email-state',
  /** The owner's "Send held e-mails": every e-mail the hourly cap holds, sent past it. */
  releaseHeldMail: '/api/admin/email-state/release-held',
  tasks: '/api/notion/tasks',
  task: (id: string) => `/api/notion/tasks/${id}`,
  submissions: '/api/contact-submissions',
  submissionsCsv: '/api/contact-submissions/export.csv',
  assessments: '/api/assessments',
  assessmentsCsv: '/api/assessments/export.csv',
  /** A held (quarantined) submission, released by the owner: the pipeline answers it. */
  releaseSubmission: (id: string) => `/api/contact-submissions/${id}/release`,
  releaseAssessment: (id: string) => `/api/assessments/${id}/release`,
} as const
