import type { FactorValues, ScoreBreakdown } from '@/shared/scoring'

/** Shapes of the JSON documents stored in jsonb columns (schema.ts). */

/**
 * What the pipeline knows about a lead from one submission: the contact form gives the first
 * five fields and automationNeeds; the assessment gives the rest.
 */
export type LeadFacts = {
  source: 'contact' | 'assessment' | 'test' | 'manual' | 'booking'
  fullName: string
  businessName: string
  email: string
  phone: string | null
  automationNeeds?: string
  businessType?: string
  primaryPainPoint?: string
  monthlyRevenue?: string
  currentMarketing?: string
  biggestGoal?: string
  /** The conversation with the site assistant that took this lead (issue 26), as the visitor saw it. */
  chatTranscript?: string
}

/** The result of the analysis step: the score with its breakdown, and what to tell the lead. */
export type LeadAnalysis = {
  scoredBy: 'openai' | 'local'
  /** The model that answered, when scoredBy is 'openai'. */
  model?: string
  factors: FactorValues
  score: number
  priority: 'High' | 'Medium' | 'Low'
  breakdown: ScoreBreakdown
  /** One or two sentences for the owner. */
  summary: string
  /** The top automation opportunities for this business (SPEC: top 3), shown in the e-mail. */
  opportunities: string[]
}

/** An iCalendar invitation sent with an e-mail (outbox.calendar): METHOD:REQUEST or CANCEL. */
export type CalendarAttachment = { method: 'REQUEST' | 'CANCEL'; content: string }
