import { budgetRanges } from '../data/claims'
import type { DemoLead, LeadForm } from './types'

export const emptyLeadForm: LeadForm = { name: '', email: '', phone: '', propertyType: '', budget: '' }

/**
 * A quick, explainable score: every detail the visitor gives makes the lead easier to work,
 * and a bigger budget is worth more. Kept within the 0-100 range SPEC gives lead scores.
 */
export function scoreLead(form: LeadForm): number {
  let score = 55
  if (form.email.trim()) score += 10
  if (form.phone.trim()) score += 10
  if (form.propertyType) score += 5
  const budgetIndex = budgetRanges.indexOf(form.budget as (typeof budgetRanges)[number])
  if (budgetIndex >= 0) score += 4 * (budgetIndex + 1)
  return Math.min(100, score)
}

/** SPEC §5: the form has no validation, so even an empty inquiry becomes a lead. */
export function createLead(form: LeadForm, sequence: number): DemoLead {
  return {
    id: `web-${sequence}`,
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    propertyType: form.propertyType,
    budget: form.budget,
    status: 'new',
    source: 'Website',
    lastContact: 'Just now',
    score: scoreLead(form),
  }
}

/** Newest first, as the Active Leads list shows them. */
export function addLead(leads: readonly DemoLead[], form: LeadForm, sequence: number): DemoLead[] {
  return [createLead(form, sequence), ...leads]
}
