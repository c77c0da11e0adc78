import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import type { LeadAnalysis, LeadFacts } from './documents'
import type { ScoreBreakdown } from '@/shared/scoring'

/** Tables are defined here once; `npm run db:generate` writes the migrations from them. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * One row per person, found by e-mail address (case-insensitive): every submission from the
 * same address attaches to it. Holds the latest score and what the pipeline did for the lead
 * once (CRM page, Make post, unsubscribe).
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    businessName: text('business_name').notNull(),
    phone: text('phone'),
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
    /** Made by the automation test (POST /api/automation/test…), not by a visitor. */
    isSample: boolean('is_sample').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('leads_email_key').on(sql`lower(${table.email})`),
    uniqueIndex('leads_unsubscribe_token_key').on(table.unsubscribeToken),
    uniqueIndex('leads_notion_page_id_key').on(table.notionPageId),
    index('leads_created_at_idx').on(table.createdAt),
  ],
)

/** SPEC §3 "Assessment submission", as stored. */
export const assessments = pgTable(
  'assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null only for rows stored before leads existed. */
    leadId: uuid('lead_id').references((): AnyPgColumn => leads.id),
    businessName: text('business_name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    businessType: text('business_type').notNull(),
    primaryPainPoint: text('primary_pain_point').notNull(),
    monthlyRevenue: text('monthly_revenue').notNull(),
    currentMarketing: text('current_marketing').notNull(),
    biggestGoal: text('biggest_goal').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('assessments_created_at_idx').on(table.createdAt),
    index('assessments_email_idx').on(sql`lower(${table.email})`),
    index('assessments_lead_id_idx').on(table.leadId),
  ],
)

/** SPEC §3 "Contact submission", as stored (POST /api/contact). */
export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    businessName: text('business_name').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    automationNeeds: text('automation_needs').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('contact_submissions_created_at_idx').on(table.createdAt),
    index('contact_submissions_email_idx').on(sql`lower(${table.email})`),
    index('contact_submissions_lead_id_idx').on(table.leadId),
  ],
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
    source: text('source', { enum: ['contact', 'assessment', 'test'] }).notNull(),
    /** The contact submission or assessment (none for a test run). */
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

export const outboxStatuses = ['scheduled', 'pending', 'sending', 'sent', 'not-sent', 'failed', 'cancelled'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]

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
      enum: ['first-answer', 'follow-up', 'owner-notification', 'service-test'],
    }).notNull(),
    leadId: uuid('lead_id').references(() => leads.id),
    runId: uuid('run_id').references(() => automationRuns.id),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
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
