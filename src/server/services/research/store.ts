import { or, sql, eq, type SQL } from 'drizzle-orm'
import type { AppDatabase } from '@/server/db/client'
import { researchCompanies } from '@/server/db/schema'
import type { ResearchAnalysis } from '@/server/domain/research/analysis'
import { keysOf } from '@/server/domain/research/dedupe'
import type { PlaceCandidate } from '@/server/domain/research/place'

/**
 * Stores one found and analysed business: updates the company it already is (found by source
 * id, then website host, then name and address: domain/research/dedupe.ts), or adds it. One
 * transaction per company, so a run that fails half-way keeps what it stored; the transaction
 * takes an advisory lock so two runs side by side never add the same business twice.
 */

export type FoundCompany = {
  candidate: PlaceCandidate
  analysis: ResearchAnalysis
  notes: string
  analysedBy: 'openai' | 'rules'
  location: string
  source: string
  runId: string
  now: Date
}

export async function storeFoundCompany(db: AppDatabase, input: FoundCompany): Promise<'added' | 'updated'> {
  const { candidate, analysis } = input
  const keys = keysOf(candidate)
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bluegrass:research-companies'))`)
    const matches: SQL[] = []
    if (keys.sourceKey) matches.push(eq(researchCompanies.sourceKey, keys.sourceKey))
    if (keys.websiteKey) matches.push(eq(researchCompanies.websiteKey, keys.websiteKey))
    if (keys.nameAddressKey) matches.push(eq(researchCompanies.nameAddressKey, keys.nameAddressKey))
    const [existing] = await tx
      .select()
      .from(researchCompanies)
      .where(or(...matches))
      .orderBy(
        sql`${researchCompanies.sourceKey} is not distinct from ${keys.sourceKey} desc`,
        sql`${researchCompanies.websiteKey} is not distinct from ${keys.websiteKey} desc`,
        researchCompanies.createdAt,
      )
      .limit(1)

    const found = {
      name: candidate.name,
      industry: candidate.industry,
      location: input.location,
      address: candidate.street,
      website: candidate.website,
      employees: analysis.employees,
      painPoints: analysis.painPoints,
      opportunities: analysis.opportunities,
      potentialSavings: analysis.potentialSavings,
      contactEmail: candidate.email,
      contactPhone: candidate.phone,
      researchNotes: input.notes,
      solution: analysis.solution,
      priority: analysis.priority,
      researchSource: input.source,
      sample: candidate.sample,
      analysedBy: input.analysedBy,
      websiteKey: keys.websiteKey,
      nameAddressKey: keys.nameAddressKey,
      runId: input.runId,
      lastUpdated: input.now,
    }

    if (!existing) {
      await tx.insert(researchCompanies).values({ ...found, sourceKey: keys.sourceKey, status: 'Research Complete', createdAt: found.lastUpdated })
      return 'added'
    }

    const manual = existing.analysedBy === null && existing.sourceKey === null
    await tx
      .update(researchCompanies)
      .set(
        manual
          ? // The operator's own entry: their analysis stays; the source fills what they left empty.
            {
              sourceKey: keys.sourceKey,
              website: existing.website ?? found.website,
              websiteKey: existing.websiteKey ?? found.websiteKey,
              nameAddressKey: existing.nameAddressKey ?? found.nameAddressKey,
              address: existing.address ?? found.address,
              contactEmail: existing.contactEmail ?? found.contactEmail,
              contactPhone: existing.contactPhone ?? found.contactPhone,
              runId: found.runId,
              lastUpdated: found.lastUpdated,
            }
          : {
              ...found,
              // A source that has lost a detail since does not erase it.
              website: found.website ?? existing.website,
              websiteKey: found.websiteKey ?? existing.websiteKey,
              contactEmail: found.contactEmail ?? existing.contactEmail,
              contactPhone: found.contactPhone ?? existing.contactPhone,
              sourceKey: existing.sourceKey ?? keys.sourceKey,
            },
      )
      .where(eq(researchCompanies.id, existing.id))
    return 'updated'
  })
}
