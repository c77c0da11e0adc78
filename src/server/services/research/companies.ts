import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { AppDatabase, Executor } from '@/server/db/client'
import { researchCompanies } from '@/server/db/schema'
import { averageMonthlySavings, filterTerms, type ResearchFilter } from '@/server/domain/research/filters'
import { manualCompanyValues, type ManualResearchRequest } from '@/server/domain/research/manual-entry'
import { escapeLike, isUuid, offsetOf, type PageRequest } from '@/server/services/back-office/query-parts'
import type { PipelineContext } from '@/server/services/pipeline/context'
import type { ResearchCompany, ResearchListResponse } from '@/shared/research'

/**
 * The researched companies (SPEC §2 "Lexington Research"): the filtered, paginated list with its
 * stats, one company, manual entries, and what the workflows' proposals read.
 */

export type CompanyRow = typeof researchCompanies.$inferSelect

export function toResearchCompany(row: CompanyRow): ResearchCompany {
  return {
    id: row.id,
    name: row.name,
    industry: row.industry,
    location: row.location,
    website: row.website,
    employees: row.employees,
    currentPainPoints: row.painPoints,
    automationOpportunities: row.opportunities,
    potentialSavings: row.potentialSavings,
    contactPerson: row.contactPerson,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    researchNotes: row.researchNotes,
    bluegrassAiSolution: row.solution,
    priority: row.priority,
    researchSource: row.researchSource,
    status: row.status,
    sample: row.sample,
    leadId: row.leadId,
    lastUpdated: row.lastUpdated.toISOString(),
  }
}

const contains = (column: AnyPgColumn, term: string) => sql`lower(${column}) like '%' || lower(${escapeLike(term)}) || '%'`

/**
 * SPEC §5's filters as SQL: exactly the terms of domain/research/filters.ts, each a
 * case-insensitive substring (the search over the generated search_text: name, industry and
 * location, lower-cased; its trigram index serves it). Undefined: no condition.
 */
export function researchWhere(filter: ResearchFilter): SQL | undefined {
  const terms = filterTerms(filter)
  return and(
    terms.location === null ? undefined : contains(researchCompanies.location, terms.location),
    terms.industry === null ? undefined : contains(researchCompanies.industry, terms.industry),
    terms.search === null ? undefined : sql`${researchCompanies.searchText} like '%' || lower(${escapeLike(terms.search)}) || '%'`,
  )
}

export type ListRequest = ResearchFilter & PageRequest

/** GET /api/research/companies: newest lastUpdated first; stats over the whole filtered set. */
export async function listCompanies(db: AppDatabase, request: ListRequest): Promise<ResearchListResponse> {
  const where = researchWhere(request)
  const matching = where ?? sql`true`
  const [[figures], rows] = await Promise.all([
    db
      .select({
        filtered: sql<number>`count(*) filter (where ${matching})::int`,
        total: sql<number>`coalesce(sum(${researchCompanies.potentialSavings}) filter (where ${matching}), 0)::float8`,
        high: sql<number>`count(*) filter (where ${matching} and ${researchCompanies.priority} = 'High')::int`,
        industries: sql<number>`count(distinct ${researchCompanies.industry}) filter (where ${matching} and ${researchCompanies.industry} <> '')::int`,
        all: sql<number>`count(*)::int`,
      })
      .from(researchCompanies),
    db
      .select()
      .from(researchCompanies)
      .where(where)
      .orderBy(desc(researchCompanies.lastUpdated), desc(researchCompanies.id))
      .limit(request.pageSize)
      .offset(offsetOf(request)),
  ])
  const total = Number(figures?.total ?? 0)
  const all = figures?.all ?? 0
  return {
    companies: rows.map(toResearchCompany),
    total: figures?.filtered ?? 0,
    page: request.page,
    pageSize: request.pageSize,
    stats: {
      totalPotentialValue: total,
      companiesResearched: figures?.filtered ?? 0,
      highPriority: figures?.high ?? 0,
      averageMonthlySavings: averageMonthlySavings(total, all),
      industries: figures?.industries ?? 0,
    },
  }
}

export async function findCompany(db: Executor, id: string): Promise<CompanyRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(researchCompanies).where(eq(researchCompanies.id, id))
  return row
}

/** POST /api/research/companies: a manual entry, stored as the operator wrote it. */
export async function addManualCompany(context: PipelineContext, request: ManualResearchRequest): Promise<ResearchCompany> {
  const now = context.now()
  const [row] = await context.db
    .insert(researchCompanies)
    .values({ ...manualCompanyValues(request), lastUpdated: now, createdAt: now })
    .returning()
  return toResearchCompany(row!)
}

/** What a workflow proposal needs of a researched company. */
export type CompanyForProposal = {
  id: string
  name: string
  industry: string
  priority: 'High' | 'Medium' | 'Low'
  potentialSavings: number
  /** From the offline sample set: not a real business. */
  sample: boolean
}

/**
 * Every researched company, for the workflows' client proposals: the most valuable first.
 * Sample companies (the offline set) are included, marked `sample`.
 */
export async function listCompaniesForProposals(db: AppDatabase): Promise<CompanyForProposal[]> {
  return db
    .select({
      id: researchCompanies.id,
      name: researchCompanies.name,
      industry: researchCompanies.industry,
      priority: researchCompanies.priority,
      potentialSavings: researchCompanies.potentialSavings,
      sample: researchCompanies.sample,
    })
    .from(researchCompanies)
    .orderBy(desc(researchCompanies.potentialSavings), desc(researchCompanies.lastUpdated), desc(researchCompanies.id))
}
