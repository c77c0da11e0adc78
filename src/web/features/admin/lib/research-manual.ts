import type { ManualResearchRequest } from '@/shared/research'

/** What the 'Add Manual Research Entry' form holds: every field as typed. */
export type ManualResearchForm = {
  name: string
  industry: string
  location: string
  website: string
  employees: string
  contactPerson: string
  contactEmail: string
  contactPhone: string
  currentPainPoints: string
  automationOpportunities: string
  potentialSavings: string
  priority: NonNullable<ManualResearchRequest['priority']>
  researchNotes: string
  bluegrassAiSolution: string
}

export const emptyManualResearch: ManualResearchForm = {
  name: '',
  industry: '',
  location: '',
  website: '',
  employees: '',
  contactPerson: '',
  contactEmail: '',
  contactPhone: '',
  currentPainPoints: '',
  automationOpportunities: '',
  potentialSavings: '',
  priority: 'Medium',
  researchNotes: '',
  bluegrassAiSolution: '',
}

/** SPEC §5: a text area's lines, trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** SPEC §5: potentialSavings parsed as an integer, 0 if unparseable ("$1,200" reads as 1200). */
export function parseSavings(text: string): number {
  const parsed = Number.parseInt(text.replace(/[$,\s]/g, ''), 10)
  return Number.isFinite(parsed) ? parsed : 0
}

/** The manual entry as POST /api/research/companies takes it (SPEC §4, status 'Research Complete'). */
export function toManualResearchRequest(form: ManualResearchForm): ManualResearchRequest {
  return {
    name: form.name,
    industry: form.industry,
    location: form.location,
    website: form.website,
    employees: form.employees,
    contactPerson: form.contactPerson,
    contactEmail: form.contactEmail.trim(),
    contactPhone: form.contactPhone,
    currentPainPoints: splitLines(form.currentPainPoints),
    automationOpportunities: splitLines(form.automationOpportunities),
    potentialSavings: parseSavings(form.potentialSavings),
    priority: form.priority,
    researchNotes: form.researchNotes,
    bluegrassAiSolution: form.bluegrassAiSolution,
    status: 'Research Complete',
  }
}

/** The form field a server message is about: the text areas hold the lists the server checks. */
export const manualFormFields: readonly (keyof ManualResearchForm)[] = Object.keys(emptyManualResearch) as (keyof ManualResearchForm)[]

/** The form field a server message names: 'currentPainPoints.3' (one line of a list) is the text area's. */
export function manualFormFieldOf(serverField: string): keyof ManualResearchForm | null {
  const field = serverField.split('.')[0] as keyof ManualResearchForm
  return manualFormFields.includes(field) ? field : null
}
