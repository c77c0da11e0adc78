import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { AdLead } from '@/server/domain/ads/ad-leads'
import type { MetaConversionEvent } from '@/server/domain/ads/meta-conversions'
import type { Opportunity, StrategyReport } from '@/server/domain/assessment-report'
import type { CalendarAttachment, LeadAnalysis, LeadFacts } from './documents'
import type { Attribution, Touch } from '@/shared/attribution'
import type { AvailabilitySettings } from '@/shared/booking'
import type { ScoreBreakdown } from '@/shared/scoring'
import { outboxStatuses, quarantineReasons } from '@/shared/admin'
import { inboundClasses } from '@/shared/inbound'
import type { CallTurn } from '@/shared/voice'

/** What can happen on a lead's timeline (lead_events.type). */
export const leadEventTypes = [
  'booked',
  'rescheduled',
  'booking-cancelled',
  'status-changed',
  'unsubscribed',
  'replied',
  'bounced',
  'chatted',
  // Texts (issue 31): consent given on a form, a text sent, refused for good, or reported on.
  'sms-consented',
  'texted',
  'text-refused',
  'text-delivery',
] as const

/** The e-mails of a booked call (issue 22): to the visitor, and the owner's notice. */
export const bookingEmailKinds = ['booking-confirmation', 'booking-owner-notice', 'booking-reminder', 'booking-update', 'booking-cancellation'] as const

/** Tables are defined here once; `npm run db:generate` writes the migrations from them. */

/**
 * What the back office searches (business, name, e-mail), lower-cased and joined with the unit
 * separator (chr 31), which no search term contains (services/back-office/query-parts.ts strips
 * control characters): a term is a substring of this text exactly when it is a substring of one
 * of the fields. One stored column with one trigram index (pg_trgm, migration 0003) answers
 * `search_text like '%term%'` in milliseconds, and a scan of it costs one comparison a row.
 */
const searchText = (...columns: string[]) =>
  text('search_text').generatedAlwaysAs(sql.raw(`lower(${columns.map((column) => `"${column}"`).join(" || chr(31) || ")})`))
/** The same for a table with a column that may be null (a lead's e-mail): the null is searched as ''. */
const searchTextOfNullable = (...columns: string[]) =>
  text('search_text').generatedAlwaysAs(sql.raw(`lower(${columns.map((column) => `coalesce("${column}", '')`).join(" || chr(31) || ")})`))
const searchIndex = (table: string, column: AnyPgColumn) => index(`${table}_search_text_trgm_idx`).using('gin', sql`${column} gin_trgm_ops`)

/** Where the visitor came from, first and last touch, as the form sent it (issue 24). */
const attribution = () => jsonb('attribution').$type<Attribution>()

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * Why a submission was kept aside instead of answered (docs/decisions/027): stored for the
 * owner to review, with no lead, no AI call and no e-mail. Null for a submission answered as usual.
 */
const quarantineReason = () => text('quarantine_reason', { enum: quarantineReasons })

/**
 * One row per person, found by e-mail address (case-insensitive): every submission from the
 * same address attaches to it. Holds the latest score and what the pipeline did for the lead
 * once (CRM page, Make post, unsubscribe).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Null for a lead that reached us by phone only (a text or a call from a number no lead has,
     * issues 31 and 32): it has no e-mail until the owner adds one, and gets no e-mail.
     */
    email: text('email'),
    fullName: text('full_name').notNull(),
    businessName: text('business_name').notNull(),
    phone: text('phone'),
    /**
     * The phone in E.164 (libphonenumber-js, region US; domain/sms/phone.ts), or null when it is
     * not a valid number: how a text or a call is matched to its lead (issue 31).
     */
    phoneE164: text('phone_e164'),
    /** SPEC §3 assessment businessType when known. */
    businessType: text('business_type'),
    score: integer('score').notNull(),
    priority: text('priority', { enum: ['High', 'Medium', 'Low'] }).notNull(),
    scoreBreakdown: jsonb('score_breakdown').$type<ScoreBreakdown>().notNull(),
    /** Who produced the score: the language model, or the local rules. */
    scoredBy: text('scored_by', { enum: ['openai', 'local'] }).notNull().default('local'),
    /** SPEC §3 CRM lead status. */
    status: text('status').notNull().default('New'),
    notionPageId: text('notion_page_id'),
    makePostedAt: timestamp('make_posted_at', { withTimezone: true }),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /** Where the lead came from: 'Website' (contact form), 'Assessment', or the CRM form's source. */
    source: text('source').notNull().default('Website'),
    /** The owner's notes (CRM lead form). */
    notes: text('notes'),
    /** Dollars a month the deal is worth to the agency (domain/deal-value.ts, decision 013). */
    estimatedValue: integer('estimated_value').notNull().default(0),
    /** The deal's value as the owner confirmed it (dollars a month); the estimate counts until then (decision 037). */
    dealValue: integer('deal_value'),
    /** Why the deal was lost, when its status is 'Lost'. */
    lostReason: text('lost_reason'),
    /** The first touch of the submission that made the lead (issue 24), as the browser kept it. */
    firstTouch: jsonb('first_touch').$type<Touch>(),
    /** The first touch's channel (shared/attribution.ts channelOf), set once when the lead is made. */
    channelSource: text('channel_source'),
    channelMedium: text('channel_medium'),
    channelCampaign: text('channel_campaign'),
    /**
     * When the lead reached each stage of the deal (docs/decisions/037), kept by the database from
     * the events themselves (migration 0012's triggers on outbox and lead_events), so the insights
     * read one row per lead: the first answer sent, the first reply, the first call booked, the first
     * move to 'Proposal Sent', and the last move to 'Won' and to 'Lost' (counted only while the
     * lead still has that status: services/insights/stage-times.ts).
     */
    firstAnswerSentAt: timestamp('first_answer_sent_at', { withTimezone: true }),
    /** A person's first answer to one of our e-mails (issue 23: automatic replies are not 'replied' events). */
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    callBookedAt: timestamp('call_booked_at', { withTimezone: true }),
    proposalSentAt: timestamp('proposal_sent_at', { withTimezone: true }),
    wonAt: timestamp('won_at', { withTimezone: true }),
    lostAt: timestamp('lost_at', { withTimezone: true }),
    /** Made by the automation test (POST /api/automation/test…), not by a visitor. */
    isSample: boolean('is_sample').notNull().default(false),
    searchText: searchTextOfNullable('full_name', 'business_name', 'email'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_email_key').on(sql`lower(${table.email})`),
    // One lead per number among those that reached us by phone only: two texts at once from a new
    // number make one lead (services/phone-leads.ts).
    uniqueIndex('leads_phone_only_key').on(table.phoneE164).where(sql`email is null`),
    uniqueIndex('leads_unsubscribe_token_key').on(table.unsubscribeToken),
    uniqueIndex('leads_notion_page_id_key').on(table.notionPageId),
    index('leads_created_at_idx').on(table.createdAt),
    index('leads_status_idx').on(table.status),
    // Won revenue by week (the insights): the wins of a range, without reading every lead.
    index('leads_won_at_idx').on(table.wonAt).where(sql`status = 'Won'`),
    index('leads_phone_e164_idx').on(table.phoneE164),
    searchIndex('leads', table.searchText),
  ],
)

/**
 * Who sent a public form's submission (an assessment, a contact request), and the lead it made:
 * null for a quarantined submission, which made none, and for assessments stored before leads existed.
 */
const submissionSender = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id').references((): AnyPgColumn => leads.id),
  businessName: text('business_name').notNull(),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
})

/** How a submission was received: held for review or not, its search text, and when. */
const submissionReceipt = () => ({
  quarantineReason: quarantineReason(),
  attribution: attribution(),
  searchText: searchText('business_name', 'full_name', 'email'),
  createdAt: createdAt(),
})

/** A submission table is listed newest first, found by e-mail and by lead, and searched. */
const submissionIndexes = (
  name: string,
  table: { createdAt: AnyPgColumn; email: AnyPgColumn; leadId: AnyPgColumn; searchText: AnyPgColumn },
) => [
  index(`${name}_created_at_idx`).on(table.createdAt),
  index(`${name}_email_idx`).on(sql`lower(${table.email})`),
  index(`${name}_lead_id_idx`).on(table.leadId),
  searchIndex(name, table.searchText),
]

/** SPEC §3 "Assessment submission", as stored. */
export const assessments = pgTable(
  'assessments',
  {
    ...submissionSender(),
    businessType: text('business_type').notNull(),
    primaryPainPoint: text('primary_pain_point').notNull(),
    monthlyRevenue: text('monthly_revenue').notNull(),
    currentMarketing: text('current_marketing').notNull(),
    biggestGoal: text('biggest_goal').notNull(),
    ...submissionReceipt(),
  },
  (table) => submissionIndexes('assessments', table),
)

/** SPEC §3 "Contact submission", as stored (POST /api/contact). */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    ...submissionSender(),
    automationNeeds: text('automation_needs').notNull(),
    ...submissionReceipt(),
  },
  (table) => submissionIndexes('contact_submissions', table),
)

/**
 * One pass of the lead-response pipeline over one submission (or over a sample lead, for the
 * automation test). Steps read the submission's facts from here, so every step sees the same
 * input; `degraded` records that a provider failed on the way.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    /** 'manual': a lead the owner added in the CRM (POST /api/notion/leads). */
    source: text('source', { enum: ['contact', 'assessment', 'test', 'manual', 'booking'] }).notNull(),
    /** The contact submission, assessment or booking (none for a test run). */
    submissionId: uuid('submission_id'),
    /** 'sandbox': local providers whatever is configured; nothing leaves the server. */
    mode: text('mode', { enum: ['live', 'sandbox'] }).notNull(),
    facts: jsonb('facts').$type<LeadFacts>().notNull(),
    analysis: jsonb('analysis').$type<LeadAnalysis>(),
    degraded: boolean('degraded').notNull().default(false),
    /** One line per provider failure: step, provider and what went wrong. */
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('automation_runs_created_at_idx').on(table.createdAt), index('automation_runs_lead_id_idx').on(table.leadId)],
)

/** SPEC §3 "Sales task"; the pipeline creates a 5-task follow-up set per lead. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id').references(() => leads.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ['Follow-up', 'Demo', 'Call', 'Email', 'Proposal', 'Meeting'] })
      .notNull()
      .default('Follow-up'),
    priority: text('priority', { enum: ['High', 'Medium', 'Low'] }).notNull().default('Medium'),
    dueDate: timestamp('due_date', { withTimezone: true }),
    relatedLead: text('related_lead'),
    assignedTo: text('assigned_to'),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Set for tasks the pipeline creates, so a retried step creates none twice. */
    idempotencyKey: text('idempotency_key'),
    notionPageId: text('notion_page_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tasks_idempotency_key_key').on(table.idempotencyKey),
    uniqueIndex('tasks_notion_page_id_key').on(table.notionPageId),
    index('tasks_created_at_idx').on(table.createdAt),
    index('tasks_lead_id_idx').on(table.leadId),
  ],
)

export { outboxStatuses, type OutboxStatus } from '@/shared/admin'

/**
 * Every e-mail, written here before it is sent (DESIGN: "the outbox makes sending retryable and
 * visible"). The idempotency key (kind + lead or run) is unique: a retried step finds its row and
 * sends nothing twice. Without a mail transport rows end as 'not-sent'.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', {
      enum: [
        'first-answer',
        'follow-up',
        'owner-notification',
        'service-test',
        'outreach',
        'task-email',
        'assessment-analysis',
        'assessment-report',
        'research-outreach',
        'weekly-digest',
        ...bookingEmailKinds,
        // Issue 23: the owner told of a lead's reply, and the owner's own answer from the lead's thread.
        'reply-notification',
        'owner-reply',
      ],
    }).notNull(),
    leadId: uuid('lead_id').references(() => leads.id),
    runId: uuid('run_id').references(() => automationRuns.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe; an owner's reply's In-Reply-To and References). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** An iCalendar invitation sent with it (a booking's e-mails): its METHOD and the .ics text. */
    calendar: jsonb('calendar').$type<CalendarAttachment>(),
    status: text('status', { enum: outboxStatuses }).notNull(),
    /** Stable across retries, so a receiving server can drop a duplicate. */
    messageId: text('message_id').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** For a scheduled follow-up: when it is due, and the delayed job that will send it. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    jobId: text('job_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('outbox_idempotency_key_key').on(table.idempotencyKey),
    index('outbox_created_at_idx').on(table.createdAt),
    index('outbox_lead_id_idx').on(table.leadId),
    // The insights' speed to lead: each lead's first answer and when it went (issue 24).
    index('outbox_first_answer_idx').on(table.leadId, table.sentAt).where(sql`kind = 'first-answer'`),
    // The visitor-mail cap's count of the last hour's sends (services/pipeline/outbox.ts).
    index('outbox_sent_recent_idx').on(table.updatedAt).where(sql`status in ('sent', 'sending')`),
    // A reply's In-Reply-To and References, matched to what was sent whatever their case
    // (services/inbound/record-message.ts): without it each reply read the whole outbox.
    index('outbox_message_id_lower_idx').on(sql`lower(${table.messageId})`),
  ],
)

/** SPEC §3 "Log entry": one row per automation step, shown on /automation/logs. */
export const automationLogs = pgTable(
  'automation_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    step: text('step').notNull(),
    status: text('status', { enum: ['success', 'warning', 'error', 'processing'] }).notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    leadName: text('lead_name'),
    businessName: text('business_name'),
    runId: uuid('run_id'),
    leadId: uuid('lead_id'),
    /** Write order: breaks ties between entries written in the same microsecond. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    // The clock at the insert, not at the transaction's start: entries written together keep their order.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('automation_logs_created_at_idx').on(table.createdAt), index('automation_logs_run_id_idx').on(table.runId)],
)

/**
 * Operator sessions (DESIGN "Who may do what"): in the database, so several app instances on one
 * PostgreSQL share them. The cookie carries a random id; only its SHA-256 is stored, so a copy of
 * this table signs nobody in.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** 12 hours after sign-in, whatever happens. */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('operator_sessions_absolute_expires_at_idx').on(table.absoluteExpiresAt)],
)

/** Failed sign-ins, counted per address and for the one account to throttle guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_ip_attempted_at_idx').on(table.ip, table.attemptedAt), index('login_failures_attempted_at_idx').on(table.attemptedAt)],
)

/**
 * The free assessment's promised report (SPEC §2 thank-you page; docs/decisions/016), one per
 * assessment: written with it, generated by its first job (the AI analysis e-mail), completed by
 * the second (the strategy report e-mail). The token is the only key of its web page
 * (GET /report/:token): 256 random bits, nothing about the lead in the URL. The jobs' ids are
 * kept so that an unsubscribe can cancel those still waiting.
 */
export const assessmentReports = pgTable(
  'assessment_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => assessments.id),
    /** The submission's pipeline run: the log entries of the report's steps join it. */
    runId: uuid('run_id').references(() => automationRuns.id),
    token: text('token').notNull(),
    /** Who chose and worded the opportunities; the figures always come from the formula. */
    generatedBy: text('generated_by', { enum: ['openai', 'local'] }),
    /** The AI analysis: the top 3 opportunities as e-mailed and shown. */
    analysis: jsonb('analysis').$type<Opportunity[]>(),
    /** The custom strategy report, prices included as they were when it was made. */
    strategy: jsonb('strategy').$type<StrategyReport>(),
    /** 'ready' once generated; 'cancelled' when the lead unsubscribed before the last e-mail. */
    status: text('status', { enum: ['queued', 'ready', 'cancelled'] }).notNull().default('queued'),
    analysisJobId: text('analysis_job_id'),
    strategyJobId: text('strategy_job_id'),
    createdAt: createdAt(),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('assessment_reports_assessment_id_key').on(table.assessmentId),
    uniqueIndex('assessment_reports_token_key').on(table.token),
    index('assessment_reports_lead_id_idx').on(table.leadId),
  ],
)

/**
 * Business research (SPEC §3 "Research company"): companies found by a research run (from a
 * places source, analysed) or entered by hand. A found company is kept once: the run looks it up
 * by its source id, then by website host, then by name and address, and updates it in place.
 */
export const researchCompanies = pgTable(
  'research_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    industry: text('industry').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Street address as the source gave it (dedupe by name + address). */
    address: text('address'),
    website: text('website'),
    employees: text('employees').notNull().default(''),
    painPoints: jsonb('pain_points').$type<string[]>().notNull().default([]),
    opportunities: jsonb('opportunities').$type<string[]>().notNull().default([]),
    potentialSavings: integer('potential_savings').notNull().default(0),
    contactPerson: text('contact_person'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    researchNotes: text('research_notes').notNull().default(''),
    solution: text('solution').notNull().default(''),
    priority: text('priority', { enum: ['High', 'Medium', 'Low'] }).notNull().default('Medium'),
    researchSource: text('research_source').notNull().default('Manual Entry'),
    status: text('status').notNull().default('Research Complete'),
    /** The bundled offline sample set: never real businesses, always labelled as sample. */
    sample: boolean('sample').notNull().default(false),
    /** Who wrote the analysis: the language model or the industry rules; null for a manual entry. */
    analysedBy: text('analysed_by', { enum: ['openai', 'rules'] }),
    /** The source's own id, e.g. 'osm:node/123' or 'google:ChIJ…'; null for a manual entry. */
    sourceKey: text('source_key'),
    /** The website's host without www, lower-cased. */
    websiteKey: text('website_key'),
    /** Lower-cased name and address with punctuation removed. */
    nameAddressKey: text('name_address_key'),
    /** The run that last found or analysed it. */
    runId: uuid('run_id'),
    leadId: uuid('lead_id').references(() => leads.id),
    lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    searchText: searchText('name', 'industry', 'location'),
  },
  (table) => [
    uniqueIndex('research_companies_source_key_key').on(table.sourceKey),
    index('research_companies_website_key_idx').on(table.websiteKey),
    index('research_companies_name_address_key_idx').on(table.nameAddressKey),
    index('research_companies_created_at_idx').on(table.createdAt),
    searchIndex('research_companies', table.searchText),
  ],
)

/** One research run (a pg-boss job): what it asked, what it found, and how it ended. */
export const researchRuns = pgTable(
  'research_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    location: text('location').notNull(),
    industry: text('industry').notNull(),
    trigger: text('trigger', { enum: ['operator', 'schedule'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] }).notNull().default('queued'),
    source: text('source'),
    found: integer('found').notNull().default(0),
    added: integer('added').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    error: text('error'),
    jobId: text('job_id'),
    createdAt: createdAt(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('research_runs_created_at_idx').on(table.createdAt)],
)

/**
 * Fixed one-minute windows of requests per key (a client address and what it did), in the
 * database so that every instance counts the same requests (docs/decisions/027).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('rate_limit_windows_window_start_idx').on(table.windowStart)],
)

/**
 * Secrets the app makes for itself on first start and every instance shares (docs/decisions/028):
 * the form tokens' signing key, unless FORM_TOKEN_SECRET sets one.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * The availability the owner controls (issue 22): one row, written when the owner saves the
 * back office's settings; until then the BOOKING_* environment variables are the settings.
 * In the database so that every instance offers the same slots.
 */
export const bookingSettings = pgTable('booking_settings', {
  id: integer('id').primaryKey().default(1),
  settings: jsonb('settings').$type<AvailabilitySettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A booked free call (issue 22; docs/decisions/034). No two confirmed calls overlap, buffers
 * included: migration 0010 adds an exclusion constraint over [start_at, blocked_until), where
 * blocked_until is the end plus the buffer in force when it was booked, so two ranges overlap
 * exactly when two calls are closer than the buffer. The manage token is the only key of the
 * visitor's page (reschedule, cancel): 256 random bits, nothing personal in the URL.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null while held for review (no lead is made for a booking that failed the bot checks). */
    leadId: uuid('lead_id').references(() => leads.id),
    /** The booking's pipeline run: its e-mails and log entries belong to it. */
    runId: uuid('run_id').references(() => automationRuns.id),
    name: text('name').notNull(),
    /** Null for a call booked by phone (issue 32) by a caller whose lead has no e-mail address: texts confirm it. */
    email: text('email'),
    phone: text('phone'),
    notes: text('notes'),
    /** The visitor's time zone, for the times in their e-mails and on their page. */
    timeZone: text('time_zone').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** The end plus the buffer: the time no other call may start before. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['confirmed', 'cancelled', 'held'] }).notNull(),
    quarantineReason: quarantineReason(),
    /** iCalendar SEQUENCE: raised by each reschedule and by the cancellation. */
    sequence: integer('sequence').notNull().default(0),
    rescheduled: integer('rescheduled').notNull().default(0),
    manageToken: text('manage_token').notNull(),
    cancelledBy: text('cancelled_by', { enum: ['visitor', 'owner'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    attribution: attribution(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bookings_manage_token_key').on(table.manageToken),
    index('bookings_start_at_idx').on(table.startAt),
    index('bookings_created_at_idx').on(table.createdAt),
    index('bookings_lead_id_idx').on(table.leadId),
  ],
)

/**
 * One timeline per lead (DESIGN "The conversation loop"): what happened to the lead, as it
 * happened: a call booked, moved or cancelled, a status the owner set, an unsubscribe; replies
 * and bounces later. Whether the lead may still be nudged is decided from these (domain/nudge.ts).
 */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    type: text('type', { enum: leadEventTypes }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (table) => [index('lead_events_lead_id_at_idx').on(table.leadId, table.at), index('lead_events_type_at_idx').on(table.type, table.at)],
)

/**
 * Addresses a permanent bounce (a 5.x.x delivery status) showed cannot receive mail (issue 23):
 * nothing more is sent to them (services/pipeline/outbox.ts checks before each send). Keyed by
 * the lower-cased address, so one bounce stops every e-mail to it, whoever it is for.
 */
export const undeliverableAddresses = pgTable('undeliverable_addresses', {
  address: text('address').primaryKey(),
  /** The enhanced status code that said so, e.g. 5.1.1, and the server's words. */
  status: text('status').notNull(),
  diagnostic: text('diagnostic'),
  /** The bounce that said so. */
  inboundMessageId: uuid('inbound_message_id').references((): AnyPgColumn => inboundMessages.id),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every message read from the agency's mailbox (issue 23; docs/decisions/039), once: unique by
 * mailbox, UIDVALIDITY and UID, so a message read again (a restart before the checkpoint moved,
 * a second instance) inserts nothing and acts on nothing. Attachments are named, never stored; a
 * message over IMAP_MAX_MESSAGE_BYTES is kept by its headers alone.
 */
export const inboundMessages = pgTable(
  'inbound_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which mailbox and folder: `user@host/INBOX`. */
    mailbox: text('mailbox').notNull(),
    uidValidity: bigint('uid_validity', { mode: 'number' }).notNull(),
    uid: bigint('uid', { mode: 'number' }).notNull(),
    messageId: text('message_id'),
    leadId: uuid('lead_id').references(() => leads.id),
    /** The e-mail of ours it answered or returned, when it named one. */
    outboxId: uuid('outbox_id').references(() => outbox.id),
    class: text('class', { enum: inboundClasses }).notNull(),
    /** Why it was taken for an automatic reply (the header or the subject that said so). */
    autoReplyReason: text('auto_reply_reason'),
    bounceStatus: text('bounce_status'),
    bounceRecipient: text('bounce_recipient'),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    subject: text('subject').notNull(),
    preview: text('preview').notNull(),
    text: text('text').notNull(),
    /** Sanitised when read (domain/inbound/message.ts). */
    html: text('html'),
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; size: number }[]>().notNull().default([]),
    headersOnly: boolean('headers_only').notNull().default(false),
    size: integer('size').notNull(),
    /** When the mailbox received it (IMAP INTERNALDATE). */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inbound_messages_mailbox_uid_key').on(table.mailbox, table.uidValidity, table.uid),
    index('inbound_messages_lead_id_idx').on(table.leadId, table.receivedAt),
    index('inbound_messages_created_at_idx').on(table.createdAt),
  ],
)

/**
 * The reader's place in each mailbox (issue 23): the checkpoint (UIDVALIDITY and the last UID
 * acted on; a new UIDVALIDITY starts over) and the lease that lets one instance read at a time.
 * The lease names its holder and lapses at `lease_expires_at`, so a holder that dies is replaced.
 */
export const inboundMailboxes = pgTable('inbound_mailboxes', {
  mailbox: text('mailbox').primaryKey(),
  uidValidity: bigint('uid_validity', { mode: 'number' }),
  lastUid: bigint('last_uid', { mode: 'number' }).notNull().default(0),
  leaseHolder: text('lease_holder'),
  leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A day's figures of the insights: the columns `insight_days` and `insight_day_changes` share. */
const insightDayColumns = () => ({
  day: date('day', { mode: 'string' }).notNull(),
  dimension: text('dimension', { enum: ['all', 'source', 'industry', 'band', 'booked-on', 'won-on'] }).notNull(),
  key1: text('key1').notNull().default(''),
  key2: text('key2').notNull().default(''),
  key3: text('key3').notNull().default(''),
  leads: integer('leads').notNull().default(0),
  /** First answer sent within 60 seconds. */
  answered: integer('answered').notNull().default(0),
  /** Replied or booked. */
  engaged: integer('engaged').notNull().default(0),
  /** Proposal sent, or won. */
  proposal: integer('proposal').notNull().default(0),
  booked: integer('booked').notNull().default(0),
  won: integer('won').notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
})

/**
 * The insights' running totals (issue 24; docs/decisions/037): what GET /api/insights adds up
 * instead of reading every lead of a range. Kept by the database (migration 0013's triggers on
 * leads and lead_events, in the transaction of each change) per day of the owner's time zone:
 * the leads made that day, whole ('all') and by source, industry and score band, with how far
 * they have got; calls booked on the day ('booked-on'); revenue won on the day ('won-on'). A
 * lead's change takes its old contribution away and adds its new one. Never written by the
 * application, except rebuilt whole when the owner's time zone changes (insight-rollups.ts).
 * The triggers append each change to `insight_day_changes` instead of adding it here, and each
 * instance folds those in every minute (migration 0024, docs/decisions/054): every lead of a day shares the
 * day's rows, so adding to them in each lead's transaction made the submissions take turns.
 */
export const insightDays = pgTable(
  'insight_days',
  insightDayColumns(),
  (table) => [primaryKey({ columns: [table.day, table.dimension, table.key1, table.key2, table.key3] })],
)

/**
 * The insights' changes not yet added to `insight_days` (migration 0024, docs/decisions/054): what
 * the triggers write, one row per change, appended without a key so that transactions changing
 * leads of the same day never wait for each other. The insights read both tables together (the
 * view `insight_totals`); `insight_fold_changes()` moves these into `insight_days` (every minute,
 * services/insights/insight-rollups.ts).
 */
export const insightDayChanges = pgTable('insight_day_changes', insightDayColumns())

/** The owner's time zone the running totals are kept in: one row, set at start (insight-rollups.ts). */
export const insightSettings = pgTable('insight_settings', {
  id: integer('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull(),
})

/**
 * Each answered lead's seconds to its first answer (the insights' speed to lead), kept by the same
 * triggers: percentiles need every value, and this narrow table is read instead of the leads.
 */
export const leadAnswerTimes = pgTable(
  'lead_answer_times',
  {
    leadId: uuid('lead_id')
      .primaryKey()
      .references(() => leads.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    seconds: doublePrecision('seconds').notNull(),
  },
  (table) => [index('lead_answer_times_created_at_idx').on(table.createdAt)],
)

/** One message of a conversation with the site's assistant, as the visitor saw it. */
export type AssistantTurn = { role: 'visitor' | 'assistant'; text: string; at: string; blocked?: string }

/**
 * A conversation with the site's assistant (issue 26; docs/decisions/041): the transcript as the
 * visitor saw it (an answer the server withheld is kept with why), the tokens the model spent on
 * it, and the lead and booking it led to. `visitor_key` is a hash of the client's address:
 * the per-visitor budget and limits count by it without storing the address.
 */
export const assistantConversations = pgTable(
  'assistant_conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorKey: text('visitor_key').notNull(),
    turns: jsonb('turns').$type<AssistantTurn[]>().notNull().default([]),
    visitorMessages: integer('visitor_messages').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
    leadId: uuid('lead_id').references(() => leads.id),
    bookingId: uuid('booking_id').references(() => bookings.id),
    attribution: attribution(),
    /** The channel of the first touch (shared/attribution channelOf), for the insights by source. */
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('assistant_conversations_created_at_idx').on(table.createdAt),
    index('assistant_conversations_visitor_idx').on(table.visitorKey, table.createdAt),
    index('assistant_conversations_lead_id_idx').on(table.leadId),
  ],
)

/** The model's tokens spent by the assistant per UTC day, against CHAT_DAILY_TOKEN_BUDGET. */
export const assistantTokenDays = pgTable('assistant_token_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  tokens: bigint('tokens', { mode: 'number' }).notNull().default(0),
})

/** The owner's switch for the assistant's model (the back office), one row; none yet: on. */
export const assistantSettings = pgTable('assistant_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Every text that reaches the business number (issue 31; docs/decisions/043), once: unique by the
 * provider's MessageSid, so Twilio's redelivery of the same webhook inserts nothing and acts on
 * nothing. `keyword` says whether it was only STOP (opt-out), START (opt-in) or HELP.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    direction: text('direction', { enum: ['inbound'] }).notNull(),
    providerSid: text('provider_sid').notNull(),
    /** E.164, as the provider gives them. */
    from: text('from').notNull(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    keyword: text('keyword', { enum: ['opt-out', 'opt-in', 'help'] }),
    /** The lead whose number sent it (the latest, when several leads share it). */
    leadId: uuid('lead_id').references(() => leads.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('sms_messages_provider_sid_key').on(table.providerSid), index('sms_messages_from_idx').on(table.from, table.createdAt)],
)

/**
 * Whether a number may be texted at all (issue 31 item 5): a row per number (E.164) that ever
 * sent STOP; `optedOut` turns false again when it sends START. Written before the webhook answers,
 * and read before every text, automated or the owner's, for every lead with that number.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOut: boolean('opted_out').notNull(),
  /** The message that last changed it. */
  messageSid: text('message_sid').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Consent to texts (issue 31 item 2), as the visitor gave it: the box ticked on a public form,
 * with the disclosure's wording as shown, the page, the client address and the time. Without a
 * row for the lead and its number the product never texts it.
 */
export const smsConsents = pgTable(
  'sms_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    /** E.164: consent is for this number; a lead whose phone changes has none for the new one. */
    phone: text('phone').notNull(),
    wording: text('wording').notNull(),
    page: text('page').notNull(),
    clientAddress: text('client_address').notNull(),
    /** The visitor's IANA zone when the form sent it: automated texts keep to daytime there. */
    timeZone: text('time_zone'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sms_consents_lead_id_idx').on(table.leadId, table.givenAt), index('sms_consents_phone_idx').on(table.phone)],
)

export const smsOutboxKinds = ['first-answer', 'follow-up', 'owner-reply', 'owner-alert', 'help', 'missed-call', 'booking-confirmation'] as const

/**
 * Every text we send, written here before it is sent, as e-mails are in `outbox`: the key says
 * what it is for (`sms-first-answer:<lead>`), so a retried step finds its row; sending claims the
 * row first, so two workers never send it both. Twilio's delivery reports update `deliveryStatus`.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind', { enum: smsOutboxKinds }).notNull(),
    leadId: uuid('lead_id').references(() => leads.id),
    runId: uuid('run_id').references(() => automationRuns.id),
    /** E.164. */
    to: text('to').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: outboxStatuses }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Twilio's error code of a refusal or a failed delivery (21610: the number sent STOP). */
    errorCode: integer('error_code'),
    /** Not before (quiet hours; a scheduled follow-up), and the delayed job that will send it. */
    sendAfter: timestamp('send_after', { withTimezone: true }),
    jobId: text('job_id'),
    /** The provider's id (Twilio's MessageSid), once accepted. */
    providerSid: text('provider_sid'),
    /** The last delivery report: queued, sent, delivered, undelivered or failed. */
    deliveryStatus: text('delivery_status'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sms_outbox_idempotency_key_key').on(table.idempotencyKey),
    index('sms_outbox_lead_id_idx').on(table.leadId, table.createdAt),
    index('sms_outbox_provider_sid_idx').on(table.providerSid),
    index('sms_outbox_updated_at_idx').on(table.updatedAt),
  ],
)

/**
 * Numbers that can never take a text from us (issue 31 item 3): Twilio refused one for good
 * (21211 not a valid number, 21614 not a mobile, 21610 the number sent STOP to the carrier).
 * Read before every text, like `undeliverable_addresses` for e-mail.
 */
export const smsUnreachableNumbers = pgTable('sms_unreachable_numbers', {
  phone: text('phone').primaryKey(),
  code: integer('code'),
  reason: text('reason').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The short booking link of a text (`/b/<code>`; issue 31 item 3): a random code that stands for
 * the lead's signed /book link, since that link alone would fill most of a 160-character text.
 * The code names nothing personal; it expires with the signed link it opens.
 */
export const shortLinks = pgTable('short_links', {
  code: text('code').primaryKey(),
  leadId: uuid('lead_id')
    .notNull()
    .references(() => leads.id),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
})

/**
 * Calls to the business number (issue 32; docs/decisions/045), one row per Twilio CallSid: what
 * the owner's phone did (DialCallStatus), what took the call after (the receptionist, a
 * voicemail), the receptionist's turns as text, and the call's end. A missed call (not answered
 * by the owner, whatever came after) is `missedAt`: the moment the text-back is queued.
 */
export const voiceCalls = pgTable(
  'voice_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    callSid: text('call_sid').notNull(),
    /** As Twilio gave it, and in E.164 when it is a valid number (a withheld number is not). */
    from: text('from').notNull(),
    fromE164: text('from_e164'),
    to: text('to').notNull(),
    leadId: uuid('lead_id').references(() => leads.id),
    /** Whether it came within the owner's hours (VOICE_HOURS, else the booking hours). */
    inHours: boolean('in_hours').notNull(),
    /** The owner's phone rang: Twilio's DialCallStatus, and how long they talked. */
    dialStatus: text('dial_status'),
    ownerSeconds: integer('owner_seconds'),
    /** Who took the call when the owner did not: the receptionist or the voicemail. */
    handledBy: text('handled_by', { enum: ['receptionist', 'voicemail'] }),
    missedAt: timestamp('missed_at', { withTimezone: true }),
    recordingSid: text('recording_sid'),
    recordingUrl: text('recording_url'),
    recordingSeconds: integer('recording_seconds'),
    turns: jsonb('turns').$type<CallTurn[]>().notNull().default([]),
    /** When the receptionist began: its minutes count against VOICE_DAILY_MINUTES from here. */
    receptionistStartedAt: timestamp('receptionist_started_at', { withTimezone: true }),
    bookingId: uuid('booking_id'),
    /** Twilio's last CallStatus and the whole call's length, from the status callback. */
    callStatus: text('call_status'),
    durationSeconds: integer('duration_seconds'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('voice_calls_call_sid_key').on(table.callSid),
    index('voice_calls_lead_id_idx').on(table.leadId, table.createdAt),
    index('voice_calls_from_idx').on(table.fromE164, table.createdAt),
  ],
)

/**
 * The TwiML each voice webhook was answered with, by call and step: Twilio sends a webhook again
 * when an answer is slow or fails, and the same step gets the same answer, with nothing done twice.
 */
export const voiceWebhookAnswers = pgTable(
  'voice_webhook_answers',
  {
    callSid: text('call_sid').notNull(),
    step: text('step').notNull(),
    twiml: text('twiml').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.callSid, table.step] })],
)

/**
 * Leads from the ad platforms' lead forms (issue 33): one row per platform lead id, written when
 * the platform's webhook names it (store first: the webhook's 200 means it is kept), then read
 * (Meta: from the Graph API, retried through an outage) and answered through the pipeline as a
 * site form is. A delivery sent again finds the row and starts nothing.
 */
export const adLeads = pgTable(
  'ad_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform', { enum: ['meta', 'google'] }).notNull(),
    externalId: text('external_id').notNull(),
    /** received: named by the webhook; answered: in the pipeline; test: the platform's test data; unusable: no address to answer. */
    status: text('status', { enum: ['received', 'answered', 'test', 'unusable'] }).notNull().default('received'),
    /** What the webhook said (the ids it names). */
    delivery: jsonb('delivery').$type<Record<string, unknown>>().notNull(),
    /** The lead's answers, once read (services/ads). */
    lead: jsonb('lead').$type<AdLead>(),
    leadId: uuid('lead_id').references(() => leads.id),
    submissionId: uuid('submission_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ad_leads_platform_external_id_key').on(table.platform, table.externalId), index('ad_leads_lead_id_idx').on(table.leadId)],
)

/**
 * Outcomes told to an ad platform (issue 33 item 4): Meta's Conversions API events, stored in the
 * transaction that books the call or wins the customer, then sent by their job. One row per
 * outcome (`event_id`), so an outcome recorded twice is told once; Meta drops a second send of
 * the same event id too (a crash between its answer and our record).
 */
export const adConversions = pgTable(
  'ad_conversions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform', { enum: ['meta'] }).notNull(),
    eventId: text('event_id').notNull(),
    kind: text('kind', { enum: ['booked', 'won'] }).notNull(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    /** The event as sent (built when the outcome happened: domain/ads/meta-conversions.ts). */
    event: jsonb('event').$type<MetaConversionEvent>().notNull(),
    /** pending: stored, its job to send it; sent: the platform took it; failed: refused for good. */
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ad_conversions_platform_event_id_key').on(table.platform, table.eventId), index('ad_conversions_lead_id_idx').on(table.leadId)],
)

/** The conversions feed's reads (issue 33): when Google's scheduled upload last fetched it, for Connected services. */
export const adFeedReads = pgTable('ad_feed_reads', {
  feed: text('feed', { enum: ['google-conversions'] }).primaryKey(),
  lastReadAt: timestamp('last_read_at', { withTimezone: true }).notNull(),
  rows: integer('rows').notNull(),
  reads: integer('reads').notNull().default(1),
})
