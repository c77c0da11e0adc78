import { sql } from 'drizzle-orm'
import { escapeHtml } from '@/server/domain/compose-email'
import type { Executor } from '@/server/db/client'
import { jobNames } from '@/server/jobs/names'
import { providersFor, type PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail, deliveryPolicy, ensureEmail } from '@/server/services/pipeline/outbox'
import type { Insights } from '@/shared/insights'
import { createInsights } from './insights'

/**
 * The weekly digest (issue 24 item 5): every Monday at 08:00 in OWNER_TIME_ZONE, last week's
 * figures e-mailed to OWNER_EMAIL through the outbox. pg-boss's cron sends one job per tick
 * across every instance, and the e-mail's key (the week) makes a second one send nothing. The
 * figures are the insights API's for that week (services/insights/insights.ts), so the e-mail,
 * the tab and the CSV agree.
 */

export const weeklyDigestCron = '0 8 * * 1'
const dayMs = 24 * 60 * 60 * 1000
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10)

/** Last week (Monday to Sunday) in the owner's time zone, seen from `now`. */
export function lastWeek(now: Date, timeZone: string): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  const monday = addDays(today, -sinceMonday)
  return { from: addDays(monday, -7), to: addDays(monday, -1) }
}

export type DigestFigures = {
  from: string
  to: string
  leads: number
  /** Leads answered within 60 s, percent of the week's leads (one decimal); null without leads. */
  answeredWithin60sPercent: number | null
  callsBooked: number
  wonRevenue: number
  topSources: { source: string; medium: string; campaign: string; leads: number }[]
  /** Leads still 'New' more than 24 hours after they came in: nobody has taken them on. */
  waiting: { name: string; business: string; hours: number }[]
}

/** The digest's figures, from the week's insights and the leads waiting for a person. */
export function digestFigures(insights: Insights, waiting: DigestFigures['waiting']): DigestFigures {
  const count = (stage: string) => insights.funnel.find((row) => row.stage === stage)?.count ?? 0
  const leads = count('leads')
  return {
    from: insights.from,
    to: insights.to,
    leads,
    answeredWithin60sPercent: leads === 0 ? null : Math.round((count('answered within 60 s') / leads) * 1000) / 10,
    callsBooked: insights.byWeek.reduce((sum, week) => sum + week.bookings, 0),
    wonRevenue: insights.byWeek.reduce((sum, week) => sum + week.wonRevenue, 0),
    topSources: insights.bySource.slice(0, 3).map(({ source, medium, campaign, leads }) => ({ source, medium, campaign, leads })),
    waiting,
  }
}

const dollars = (value: number) => `$${value.toLocaleString('en-US')}`

/** The digest's e-mail, text and HTML. */
export function composeWeeklyDigest(figures: DigestFigures): { subject: string; text: string; html: string } {
  const answered = figures.answeredWithin60sPercent === null ? '—' : `${figures.answeredWithin60sPercent}%`
  const lines: [string, string][] = [
    ['Leads', String(figures.leads)],
    ['Answered within 60 s', answered],
    ['Calls booked', String(figures.callsBooked)],
    ['Won revenue', `${dollars(figures.wonRevenue)} a month`],
  ]
  const sources = figures.topSources.map((row) => `${row.source} / ${row.medium} / ${row.campaign}: ${row.leads}`)
  const waiting = figures.waiting.map((lead) => `${lead.name} (${lead.business}), ${lead.hours} h`)
  const subject = `Your week: ${figures.leads} leads, ${figures.callsBooked} calls booked (${figures.from} to ${figures.to})`
  const text = [
    `Last week, ${figures.from} to ${figures.to}`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    'Top sources:',
    ...(sources.length ? sources.map((line) => `- ${line}`) : ['- none']),
    '',
    `Waiting over 24 h for a person: ${figures.waiting.length}`,
    ...waiting.map((line) => `- ${line}`),
    '',
  ].join('\n')
  const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '<p>None.</p>')
  const html = `<h1 style="font-size:20px">Last week, ${escapeHtml(figures.from)} to ${escapeHtml(figures.to)}</h1>
<table role="presentation" style="border-collapse:collapse">${lines.map(([label, value]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`).join('')}</table>
<h2 style="font-size:16px">Top sources</h2>${list(sources)}
<h2 style="font-size:16px">Waiting over 24 h for a person: ${figures.waiting.length}</h2>${list(waiting)}`
  return { subject, text, html }
}

/**
 * Leads still 'New' more than 24 hours after they came in that no person has answered yet (no
 * reply of the owner's sent from their thread), oldest first (at most 20 named).
 */
async function waitingLeads(db: Executor, now: Date): Promise<DigestFigures['waiting']> {
  const result = (await db.execute(sql`
    select full_name as name, business_name as business, floor(extract(epoch from (${now.toISOString()}::timestamptz - created_at)) / 3600)::int as hours
    from leads where is_sample = false and status = 'New' and unsubscribed_at is null and created_at < ${now.toISOString()}::timestamptz - interval '24 hours'
      and not exists (select 1 from outbox where outbox.lead_id = leads.id and outbox.kind = 'owner-reply' and outbox.sent_at is not null)
    order by created_at limit 20`)) as unknown as { rows: DigestFigures['waiting'] }
  return result.rows
}

/** Last week's digest figures, as the job sends them. */
export async function readWeeklyDigest(db: Executor, timeZone: string, now: Date): Promise<DigestFigures> {
  const insights = await createInsights({ db, timeZone }).read(lastWeek(now, timeZone))
  return digestFigures(insights, await waitingLeads(db, now))
}

/** The job: writes last week's digest to the outbox (once per week) and sends it. */
export async function sendWeeklyDigest(context: PipelineContext) {
  const { config } = context
  const figures = await readWeeklyDigest(context.db, config.ownerTimeZone, context.now())
  const { row } = await ensureEmail(
    context.db,
    { ...composeWeeklyDigest(figures), headers: {}, idempotencyKey: `weekly-digest:${figures.from}`, kind: 'weekly-digest', to: config.ownerEmail, leadId: null, runId: null },
    config.providers.mailFrom,
  )
  const delivery = await deliverEmail(context.db, providersFor(context, 'live').mail, row.id, deliveryPolicy(config))
  context.log.info({ job: jobNames.weeklyDigest, week: figures.from, outcome: delivery.outcome }, 'weekly digest')
  return delivery
}

/** Sets the digest's schedule at start-up (its queue exists once the workers started). */
export async function scheduleWeeklyDigest(context: PipelineContext) {
  await context.queue.schedule(jobNames.weeklyDigest, weeklyDigestCron, {}, { tz: context.config.ownerTimeZone })
}
