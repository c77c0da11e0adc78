import { randomUUID } from 'node:crypto'
import { and, eq, like, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { leads, outbox, researchCompanies } from '@/server/db/schema'
import { callDueDate, nextWorkingDayAt10 } from '@/server/domain/research/call-time'
import { composeResearchOutreach, renderResearchOutreach } from '@/server/domain/research/outreach-email'
import { createLeadCreator } from '@/server/services/back-office/lead-creation'
import { escapeLike } from '@/server/services/back-office/query-parts'
import { createTaskBook } from '@/server/services/back-office/tasks'
import { jobNames } from '@/server/jobs/names'
import { bookingPageLink } from '@/server/services/booking/links'
import { RetryStep, type Attempt, type PipelineContext } from '@/server/services/pipeline/context'
import { deliverEmail, deliveryPolicy } from '@/server/services/pipeline/outbox'
import { createLeadRequestSchema, createTaskRequestSchema } from '@/shared/admin'
import { researchLeadDraft, type ResearchEmailDraft, type ScheduleResearchCallResponse, type SendResearchEmailResponse } from '@/shared/research'
import { findCompany, toResearchCompany } from './companies'

/**
 * What the operator does with a researched company (the research tab's buttons): add it to the
 * CRM's leads, write it an e-mail (a draft to edit, then sent through the outbox), and schedule
 * a call (a Call task). Each answers what really happened.
 */

/** A refusal the route answers as it is: the status, the message, and the field at fault. */
export type Refusal = { refused: true; status: 404 | 409 | 422; error: string; fields?: Record<string, string> }

const refuse = (status: Refusal['status'], error: string, fields?: Record<string, string>): Refusal => ({ refused: true, status, error, ...(fields ? { fields } : {}) })

const companyNotFound = refuse(404, 'Company not found')
/**
 * A company with no e-mail address on file: said in the operator's words (issue 25: no message
 * names an internal field). The back office's Add to Leads never meets it: it asks for the
 * address in the Add Lead dialog first (docs/decisions/035).
 */
const noEmailForLead = (name: string) =>
  refuse(422, `${name} has no e-mail address on file: enter one in the Add Lead form to add it to leads.`, { email: 'Enter the e-mail address to add this company to leads' })
const noEmailToWrite = (name: string) =>
  refuse(422, `${name} has no e-mail address on file: add it to leads with one first, or call it instead (Schedule Call).`, { contactEmail: 'No e-mail address on file' })
const sampleCompany = (name: string) => refuse(422, `${name} is sample data (offline), not a real business: research it from a places source first`)

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** The lead the company's e-mail already belongs to (one lead per address, case-insensitive). */
async function leadByEmail(context: PipelineContext, email: string) {
  const [lead] = await context.db.select().from(leads).where(sql`lower(${leads.email}) = lower(${email})`).limit(1)
  return lead
}

async function linkLead(context: PipelineContext, companyId: string, leadId: string) {
  await context.db.update(researchCompanies).set({ leadId, status: 'Added to Leads' }).where(eq(researchCompanies.id, companyId))
}

/** The lead as the operator completed it in the Add Lead dialog (the route has checked it). */
export type CompletedLead = z.output<typeof createLeadRequestSchema>

/**
 * 'Add to Leads': the CRM lead made from the company (as the CRM's Add Lead makes one: its
 * follow-up tasks, the Notion mirror when configured; no e-mail), or the lead that already has
 * its e-mail address, linked. Leads are found and kept by e-mail address: a company without one
 * is added with the lead the operator completed (`completed`, from the Add Lead dialog the
 * research filled in), whose address is then kept on the company too; without it, refused.
 */
export async function addCompanyToLeads(
  context: PipelineContext,
  companyId: string,
  completed?: CompletedLead,
): Promise<Refusal | { refused: false; leadId: string; created: boolean; message: string }> {
  const company = await findCompany(context.db, companyId)
  if (!company) return companyNotFound
  if (company.sample) return sampleCompany(company.name)
  const linked = (leadId: string) => ({ refused: false as const, leadId, created: false, message: `${company.name} was already a lead: linked.` })

  if (company.leadId) {
    await linkLead(context, company.id, company.leadId)
    return linked(company.leadId)
  }
  const email = completed?.email ?? company.contactEmail
  if (!email) return noEmailForLead(company.name)
  // The address the operator gave is the company's from now on (Send Email writes to it).
  if (!company.contactEmail) await context.db.update(researchCompanies).set({ contactEmail: email }).where(eq(researchCompanies.id, company.id))
  const existing = await leadByEmail(context, email)
  if (existing) {
    await linkLead(context, company.id, existing.id)
    return linked(existing.id)
  }

  const draft = researchLeadDraft(toResearchCompany(company))
  const request = completed ? { success: true as const, data: completed } : createLeadRequestSchema.safeParse({ ...draft, phone: draft.phone || undefined })
  if (!request.success) {
    const message = `${company.name}'s e-mail address on file is not a valid address: enter a valid one in the Add Lead form.`
    return refuse(422, message, { email: 'Enter a valid e-mail address' })
  }
  const outcome = await createLeadCreator(context)(request.data)
  if (!outcome.created) {
    // Another request added the address meanwhile: link to that lead.
    const raced = await leadByEmail(context, email)
    if (!raced) throw new Error('lead creation refused the e-mail, yet no lead has it')
    await linkLead(context, company.id, raced.id)
    return linked(raced.id)
  }
  const leadId = outcome.response.lead.id
  // The CRM form's leads are restaurants (SPEC's "Restaurant CRM"); a researched company says what it is.
  if (company.industry !== 'Restaurants') await context.db.update(leads).set({ businessType: null }).where(eq(leads.id, leadId))
  await linkLead(context, company.id, leadId)
  return { refused: false, leadId, created: true, message: `Added ${company.name} to leads.` }
}

/** Outbox keys of a company's research e-mails: `research-outreach:<company>:<draft>`. */
const draftKeyPrefix = (companyId: string) => `research-outreach:${companyId}:`
const companyIdOfKey = (key: string) => /^research-outreach:([0-9a-f-]{36}):/.exec(key)?.[1]

async function unsubscribed(context: PipelineContext, email: string): Promise<boolean> {
  const lead = await leadByEmail(context, email)
  return Boolean(lead?.unsubscribedAt)
}
const unsubscribedRefusal = refuse(409, 'This address unsubscribed from our e-mails: no e-mail is written to it')

/**
 * 'Send Email', first half: the draft, in the outbox as 'draft' (no job sends a draft), prefilled
 * from the research. The company's open draft when it has one, so opening the dialog twice
 * writes one draft.
 */
export async function prepareEmailDraft(context: PipelineContext, companyId: string): Promise<Refusal | ({ refused: false; created: boolean } & ResearchEmailDraft)> {
  const company = await findCompany(context.db, companyId)
  if (!company) return companyNotFound
  if (company.sample) return sampleCompany(company.name)
  if (!company.contactEmail) return noEmailToWrite(company.name)
  if (await unsubscribed(context, company.contactEmail)) return unsubscribedRefusal

  const [open] = await context.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'research-outreach'), eq(outbox.status, 'draft'), like(outbox.idempotencyKey, `${escapeLike(draftKeyPrefix(company.id))}%`)))
    .limit(1)
  if (open) return { refused: false, created: false, draftId: open.id, to: open.to, subject: open.subject, text: open.text }

  const draft = composeResearchOutreach({
    name: company.name,
    industry: company.industry,
    location: company.location,
    contactPerson: company.contactPerson,
    opportunities: company.opportunities,
    potentialSavings: company.potentialSavings,
  }, bookingPageLink(context.config))
  const rendered = renderResearchOutreach({ businessName: company.name, ...draft })
  const id = randomUUID()
  const domain = /@([^>\s]+)>?\s*$/.exec(context.config.providers.mailFrom)?.[1] ?? 'localhost'
  await context.db.insert(outbox).values({
    id,
    idempotencyKey: `${draftKeyPrefix(company.id)}${id}`,
    kind: 'research-outreach',
    leadId: company.leadId,
    to: company.contactEmail,
    subject: draft.subject,
    // The draft keeps the operator's text; the footer is added when it is sent.
    text: draft.text,
    html: rendered.html,
    status: 'draft',
    messageId: `<${id}@${domain}>`,
  })
  return { refused: false, created: true, draftId: id, to: company.contactEmail, subject: draft.subject, text: draft.text }
}

export type ResearchOutreachJobData = { outboxId: string }

/**
 * 'Send Email', second half: the draft with the operator's edits, queued for sending through the
 * outbox (the job below). The company is marked 'Contacted' once the mail server accepts it.
 */
export async function sendEmailDraft(
  context: PipelineContext,
  draftId: string,
  edits: { to: string; subject: string; text: string },
): Promise<Refusal | ({ refused: false } & SendResearchEmailResponse)> {
  const [row] = /^[0-9a-f-]{36}$/i.test(draftId) ? await context.db.select().from(outbox).where(and(eq(outbox.id, draftId), eq(outbox.kind, 'research-outreach'))) : []
  const companyId = row && companyIdOfKey(row.idempotencyKey)
  const company = companyId ? await findCompany(context.db, companyId) : undefined
  if (!row || !company) return refuse(404, 'E-mail draft not found')
  if (row.status !== 'draft') return refuse(409, `This e-mail is no longer a draft: it is ${row.status}`)
  if (await unsubscribed(context, edits.to)) return unsubscribedRefusal

  const rendered = renderResearchOutreach({ businessName: company.name, subject: edits.subject, text: edits.text })
  const queued = await context.db.transaction(async (tx) => {
    const updated = await tx
      .update(outbox)
      .set({ to: edits.to, subject: rendered.subject, text: rendered.text, html: rendered.html, status: 'pending', updatedAt: sql`now()` })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'draft')))
      .returning({ id: outbox.id })
    if (updated.length === 0) return false
    await context.queue.enqueue<ResearchOutreachJobData>(jobNames.sendResearchOutreach, { outboxId: row.id }, { tx })
    return true
  })
  if (!queued) return refuse(409, 'This e-mail is no longer a draft: it was sent meanwhile')
  context.queue.notify(jobNames.sendResearchOutreach)

  if (context.providers.live.mail.kind === 'local') {
    return {
      refused: false,
      draftId: row.id,
      status: 'not-sent',
      message: `Not sent: no mail server is configured (SMTP_URL). The e-mail to ${edits.to} is kept in the outbox; ${company.name} stays '${company.status}'.`,
    }
  }
  return { refused: false, draftId: row.id, status: 'queued', message: `E-mail to ${edits.to} queued; ${company.name} will be marked Contacted once it is sent.` }
}

/** The job: sends the research e-mail from its outbox row and, once sent, marks the company 'Contacted'. */
export async function deliverResearchOutreach(context: PipelineContext, outboxId: string, attempt: Attempt) {
  const delivery = await deliverEmail(context.db, context.providers.live.mail, outboxId, deliveryPolicy(context.config))
  if (delivery.outcome === 'failed' && !attempt.last) throw new RetryStep(`research e-mail not sent: ${delivery.failure.message}`)
  if (delivery.outcome === 'sent') {
    const companyId = companyIdOfKey(delivery.row.idempotencyKey)
    if (companyId) await context.db.update(researchCompanies).set({ status: 'Contacted' }).where(eq(researchCompanies.id, companyId))
  }
  context.log.info({ outboxId, outcome: delivery.outcome }, 'research e-mail delivery')
  return delivery.outcome
}

/**
 * 'Schedule Call': a Call task for the company (SPEC §3 "Sales task"), made as the Sales Tasks'
 * Add Task makes one (its Notion mirror when configured), due when the operator says or the
 * next working day at 10:00 in the owner's time zone.
 */
export async function scheduleCompanyCall(
  context: PipelineContext,
  companyId: string,
  request: { dueDate?: string | undefined },
): Promise<Refusal | { refused: 'bad-date'; message: string } | ({ refused: false } & ScheduleResearchCallResponse)> {
  const company = await findCompany(context.db, companyId)
  if (!company) return companyNotFound
  if (company.sample) return sampleCompany(company.name)
  const timeZone = context.config.ownerTimeZone
  const given = request.dueDate?.trim()
  const due = given ? callDueDate(given, timeZone) : nextWorkingDayAt10(context.now(), timeZone)
  if (!due) return { refused: 'bad-date', message: 'Due date must be a date (YYYY-MM-DD) or a date and time (ISO 8601)' }

  const description = [
    `Phone: ${company.contactPhone ?? 'none on file: find one before calling'}`,
    company.contactPerson && `Ask for: ${company.contactPerson}`,
    company.contactEmail && `E-mail: ${company.contactEmail}`,
    company.opportunities[0] && `Top opportunity: ${company.opportunities[0]}`,
    company.potentialSavings > 0 && `Estimated savings: ${dollars(company.potentialSavings)}/month`,
    `From business research (${company.researchSource}).`,
  ]
    .filter(Boolean)
    .join('\n')
  const task = createTaskRequestSchema.parse({
    title: `Call ${company.name}`.slice(0, 200),
    description: description.slice(0, 4000),
    type: 'Call',
    priority: company.priority,
    dueDate: due.toISOString(),
    relatedLead: company.name.slice(0, 200),
  })
  const created = await createTaskBook(context).create(task)
  return {
    refused: false,
    taskId: created.task.id,
    dueDate: created.task.dueDate ?? due.toISOString(),
    // ICU puts a narrow no-break space before AM/PM: a plain one reads the same everywhere.
    message: `Call task added for ${company.name}, due ${new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(due).replace(/\s/g, ' ')}.`,
  }
}
