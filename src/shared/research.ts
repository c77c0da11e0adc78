import { z } from './zod'
import { createLeadRequestSchema, type CreateLeadRequest } from './admin'
import { prioritySchema } from './public-form'

/**
 * Business research (SPEC §2 Admin "Lexington Research", §3 "Research company", §4, §5, §7):
 * the shapes the server answers with and the back office's research tab parses.
 */

/** SPEC §2: the Location select's options, in order; the first is the default (SPEC §9). */
export const researchLocations = ['Lexington, Kentucky', 'Louisville, Kentucky', 'Frankfort, Kentucky', 'All Kentucky'] as const
export type ResearchLocation = (typeof researchLocations)[number]
export const defaultResearchLocation: ResearchLocation = 'Lexington, Kentucky'

/** SPEC §2: the Industry select's options after 'All'. */
export const researchIndustries = ['Professional Services', 'Logistics Warehousing', 'Retail Ecommerce', 'Equine Industry', 'Restaurants'] as const
export type ResearchIndustry = (typeof researchIndustries)[number]
export const industryFilterOptions = ['All', ...researchIndustries] as const

export const researchStatuses = ['Research Complete', 'Contacted', 'Added to Leads'] as const

/** SPEC §3 "Research company", as the server answers it. */
export const researchCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string(),
  location: z.string(),
  website: z.string().nullable(),
  /** A text range such as '10-25'. */
  employees: z.string(),
  currentPainPoints: z.array(z.string()),
  automationOpportunities: z.array(z.string()),
  /** Monthly dollars (the formula: server/domain/research, docs/decisions/018). */
  potentialSavings: z.number().int(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  researchNotes: z.string(),
  /** SPEC's {product}Solution: what the agency would build for this company. */
  bluegrassAiSolution: z.string(),
  priority: prioritySchema,
  /** Where the company was found: 'Manual Entry' (SPEC's default), 'OpenStreetMap (Overpass)', 'Google Places' or 'Sample data (offline)'. */
  researchSource: z.string(),
  status: z.string(),
  /** True for the bundled sample set used when no places source answers: never real businesses. */
  sample: z.boolean(),
  /** The CRM lead made from this company ('Add to Leads'), if any. */
  leadId: z.string().nullable(),
  lastUpdated: z.string(),
})
export type ResearchCompany = z.infer<typeof researchCompanySchema>

/** GET /api/research/companies: SPEC §5's filters and search, paginated by the server. */
export const researchListQuerySchema = z.object({
  location: z.string().trim().max(100).default('All'),
  industry: z.string().trim().max(100).default('All'),
  search: z.string().trim().max(200).default(''),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(12),
})
export type ResearchListQuery = z.input<typeof researchListQuerySchema>

/** SPEC §2's header and four stat cards, computed over the filtered companies (not one page). */
export const researchStatsSchema = z.object({
  /** 'Total Potential Value': sum of potentialSavings of the filtered companies (monthly). */
  totalPotentialValue: z.number().int(),
  /** 'Companies Researched': the filtered count. */
  companiesResearched: z.number().int(),
  /** 'High Priority': filtered companies of priority High. */
  highPriority: z.number().int(),
  /** 'Avg. Monthly Savings': total of the filtered divided by the count of all companies, rounded. */
  averageMonthlySavings: z.number().int(),
  /** 'Industries': distinct industries among the filtered. */
  industries: z.number().int(),
})
export type ResearchStats = z.infer<typeof researchStatsSchema>

export const researchListResponseSchema = z.object({
  companies: z.array(researchCompanySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: researchStatsSchema,
})
export type ResearchListResponse = z.infer<typeof researchListResponseSchema>

/** POST /api/research/start (SPEC §7: location, industry). */
export const startResearchRequestSchema = z.strictObject({
  location: z.enum(researchLocations, { error: 'Choose a location' }).default(defaultResearchLocation),
  industry: z.enum(industryFilterOptions, { error: 'Choose an industry' }).default('All'),
})
export type StartResearchRequest = z.input<typeof startResearchRequestSchema>

export const researchRunStatuses = ['queued', 'running', 'succeeded', 'failed'] as const

/** One research run: a job that asks the places source and analyses what it finds. */
export const researchRunSchema = z.object({
  id: z.string(),
  location: z.string(),
  industry: z.string(),
  /** Who started it: the operator, or the weekly schedule (Internal Automation). */
  trigger: z.enum(['operator', 'schedule']),
  status: z.enum(researchRunStatuses),
  /** The places source asked ('OpenStreetMap (Overpass)', 'Google Places', 'Sample data (offline)'), once known. */
  source: z.string().nullable(),
  /** Businesses the source answered with, after dedupe and the run's limit. */
  found: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  /** Why a failed run failed, in words the operator can act on. */
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
})
export type ResearchRun = z.infer<typeof researchRunSchema>

/** Whether a run is still under way (queued or running): the pages poll it until it is not. */
export function isRunActive(run: Pick<ResearchRun, 'status'> | null | undefined): boolean {
  return run?.status === 'queued' || run?.status === 'running'
}

/** The answer to POST /api/research/start: at once, before the run does anything. */
export const startResearchResponseSchema = z.object({ run: researchRunSchema })

/** GET /api/research/runs/:id (polled while a run is queued or running): the same shape as the start's answer. */
export const researchRunResponseSchema = startResearchResponseSchema

/** GET /api/research/runs: the latest runs, newest first (?limit=, default 10). */
export const researchRunListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) })
export const researchRunListResponseSchema = z.object({ runs: z.array(researchRunSchema) })

/**
 * POST /api/research/companies: a manual entry (SPEC §4, §5, §7). The form splits the text areas
 * on line breaks and parses potentialSavings (0 when unparseable) before sending; the server
 * checks the result again. A company needs a name; everything else may be left empty.
 */
const manualText = (max: number, field: string) => z.string().trim().max(max, `${field} must be at most ${max} characters`).default('')
const manualList = (field: string) =>
  z.array(z.string().trim().max(500, `Each line of ${field} must be at most 500 characters`)).max(50, `${field}: at most 50 lines`).default([])

export const manualResearchRequestSchema = z.strictObject({
  name: z.string({ error: 'Company name is required' }).trim().min(1, 'Company name is required').max(200, 'Company name must be at most 200 characters'),
  industry: manualText(100, 'Industry'),
  location: manualText(200, 'Location'),
  website: manualText(300, 'Website'),
  employees: manualText(40, 'Employees'),
  currentPainPoints: manualList('Pain points'),
  automationOpportunities: manualList('Automation opportunities'),
  potentialSavings: z.number({ error: 'Potential savings must be a number' }).int('Potential savings must be a whole number').min(0, 'Potential savings cannot be negative').max(10_000_000, 'Potential savings is too large').default(0),
  contactPerson: manualText(200, 'Contact person'),
  contactEmail: z.union([z.literal(''), z.string().trim().max(254).pipe(z.email('Contact email must be a valid email address'))]).default(''),
  contactPhone: manualText(40, 'Contact phone'),
  researchNotes: manualText(4000, 'Research notes'),
  bluegrassAiSolution: manualText(2000, 'Recommended solution'),
  priority: prioritySchema.default('Medium'),
  researchSource: manualText(100, 'Research source'),
  status: z.literal('Research Complete').default('Research Complete'),
  lastUpdated: z.string().max(40).optional(),
})
export type ManualResearchRequest = z.input<typeof manualResearchRequestSchema>

/**
 * 'Add to Leads' of a company with no e-mail address on file (most of OpenStreetMap's): the
 * optional body, the lead as the operator completed it in the Add Lead dialog that the research
 * filled in (docs/decisions/035). Without a body the lead is made from the research alone.
 */
export const researchToLeadRequestSchema = createLeadRequestSchema

const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`

/** The CRM lead's notes: where it came from, and what the research found (its website among them). */
export function researchLeadNotes(company: ResearchCompany): string {
  return [
    `From business research (${company.researchSource}, ${company.lastUpdated.slice(0, 10)}): ${[company.industry, company.location].filter(Boolean).join(', ') || 'no industry or location given'}.`,
    company.automationOpportunities[0] && `Top opportunity: ${company.automationOpportunities[0]}`,
    company.potentialSavings > 0 && `Estimated savings: ${dollars(company.potentialSavings)}/month.`,
    company.website && `Website: ${company.website}`,
  ]
    .filter(Boolean)
    .join('\n')
    .slice(0, 4000)
}

/**
 * The CRM lead a researched company makes, as the Add Lead form's values: its contact person (or
 * its name), the business, e-mail (empty when none is on file), phone, priority, source and notes.
 * The server makes the lead from it when the company has an e-mail; the dialog is filled in from
 * it when it has none. One lead per e-mail address, so the address is what the operator adds.
 */
export function researchLeadDraft(company: ResearchCompany): Required<Omit<CreateLeadRequest, 'phone' | 'notes'>> & { phone: string; notes: string } {
  return {
    name: (company.contactPerson ?? company.name).slice(0, 120),
    restaurant: company.name.slice(0, 120),
    email: company.contactEmail ?? '',
    phone: company.contactPhone?.slice(0, 40) ?? '',
    status: 'New',
    priority: company.priority,
    source: 'Manual',
    notes: researchLeadNotes(company),
    autoSendEmail: false,
  }
}

/** 'Add to Leads': the CRM lead made from (or already holding) the company. */
export const researchToLeadResponseSchema = z.object({
  leadId: z.string(),
  /** False when the company's e-mail already belonged to a lead: the company was attached to it. */
  created: z.boolean(),
  message: z.string(),
})

/** 'Send Email': a draft in the outbox, prefilled from the research, for the operator to edit and confirm. */
export const researchEmailDraftSchema = z.object({
  draftId: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
})
export type ResearchEmailDraft = z.infer<typeof researchEmailDraftSchema>

export const sendResearchEmailRequestSchema = z.strictObject({
  to: z.string({ error: 'Valid email is required' }).trim().max(254, 'Valid email is required').pipe(z.email('Valid email is required')),
  subject: z.string({ error: 'Subject is required' }).trim().min(1, 'Subject is required').max(200, 'Subject must be at most 200 characters'),
  text: z.string({ error: 'Message is required' }).trim().min(1, 'Message is required').max(10_000, 'Message must be at most 10000 characters'),
})

/** 'Schedule Call': a Call task (SPEC §3 "Sales task") for the company. */
export const scheduleResearchCallRequestSchema = z.strictObject({
  /** Defaults to the next working day at 10:00 in the owner's time zone. */
  dueDate: z.string().max(40).optional(),
})

/** What 'Send Email' did: queued for the mail server, or kept in the outbox (no SMTP_URL: nothing is sent). */
export const sendResearchEmailResponseSchema = z.object({
  draftId: z.string(),
  status: z.enum(['queued', 'not-sent']),
  message: z.string(),
})
export type SendResearchEmailResponse = z.infer<typeof sendResearchEmailResponseSchema>

/** The Call task 'Schedule Call' created. */
export const scheduleResearchCallResponseSchema = z.object({
  taskId: z.string(),
  /** ISO timestamp. */
  dueDate: z.string(),
  message: z.string(),
})
export type ScheduleResearchCallResponse = z.infer<typeof scheduleResearchCallResponseSchema>

/** The research calls (SPEC §7 and the tab's actions); every one needs the operator session. */
export const researchApi = {
  companies: '/api/research/companies',
  company: (id: string) => `/api/research/companies/${id}`,
  start: '/api/research/start',
  runs: '/api/research/runs',
  run: (id: string) => `/api/research/runs/${id}`,
  addToLeads: (id: string) => `/api/research/companies/${id}/lead`,
  emailDraft: (id: string) => `/api/research/companies/${id}/email-draft`,
  sendEmailDraft: (draftId: string) => `/api/research/email-drafts/${draftId}/send`,
  scheduleCall: (id: string) => `/api/research/companies/${id}/call-task`,
} as const
