import type { z } from 'zod'
import type { manualResearchRequestSchema } from '@/shared/research'
import { websiteKey } from './dedupe'

/**
 * A manual research entry (SPEC §4, §5: 'Add Manual Research Entry'), as it is stored. The shared
 * schema has checked and trimmed it; here the blanks become nulls, blank lines are dropped from
 * the lists (the form drops them; a caller of the API may not), and SPEC's defaults apply:
 * researchSource 'Manual Entry', status 'Research Complete'.
 */

export type ManualResearchRequest = z.output<typeof manualResearchRequestSchema>

export const manualEntrySource = 'Manual Entry'

const orNull = (value: string) => (value === '' ? null : value)
const lines = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean)

export function manualCompanyValues(request: ManualResearchRequest) {
  return {
    name: request.name,
    industry: request.industry,
    location: request.location,
    website: orNull(request.website),
    employees: request.employees,
    painPoints: lines(request.currentPainPoints),
    opportunities: lines(request.automationOpportunities),
    potentialSavings: request.potentialSavings,
    contactPerson: orNull(request.contactPerson),
    contactEmail: orNull(request.contactEmail),
    contactPhone: orNull(request.contactPhone),
    researchNotes: request.researchNotes,
    solution: request.bluegrassAiSolution,
    priority: request.priority,
    researchSource: request.researchSource || manualEntrySource,
    status: 'Research Complete' as const,
    sample: false,
    // A run that later finds the same business by its website updates this entry, not a copy.
    websiteKey: websiteKey(request.website),
  }
}
