import { z } from './zod'

/**
 * GET /api/insights (issue 24; docs/decisions/037): what converts, over the leads made in a date
 * range of the owner's time zone, computed by SQL over the stored events (server/services/insights).
 */
export const insightsApi = '/api/insights'

const isoDate = z.iso.date({ error: 'Use a date as YYYY-MM-DD' })

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD, both days included, in OWNER_TIME_ZONE; at most 400 days. */
export const insightsQuerySchema = z
  .strictObject({ from: isoDate, to: isoDate })
  .refine((query) => query.from <= query.to, { error: 'from must not be after to', path: ['from'] })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= 400 * 24 * 60 * 60 * 1000, { error: 'The range is at most 400 days', path: ['to'] })
export type InsightsQuery = z.infer<typeof insightsQuerySchema>

/** The funnel's stages, in order. */
export const funnelStages = ['submissions', 'leads', 'answered within 60 s', 'replied or booked', 'proposal', 'won'] as const
export type FunnelStage = (typeof funnelStages)[number]

/** Leads, calls, wins and won revenue (dollars a month) of one group of leads. */
const outcomeCounts = {
  leads: z.number().int(),
  booked: z.number().int(),
  won: z.number().int(),
  revenue: z.number().int(),
}

export const insightsSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  /** Each stage's count, and its share of the stage before (percent to one decimal; null for the first or after 0). */
  funnel: z.array(z.object({ stage: z.enum(funnelStages), count: z.number().int(), rateFromPrevious: z.number().nullable() })),
  bySource: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), ...outcomeCounts })),
  byIndustry: z.array(z.object({ industry: z.string(), ...outcomeCounts })),
  byScoreBand: z.array(z.object({ band: z.string(), ...outcomeCounts })),
  /** Seconds from the lead to its first answer sent, per week (Monday) of the leads' creation; null without answers. */
  speedToLead: z.array(z.object({ week: z.string(), answered: z.number().int(), p50Seconds: z.number().nullable(), p95Seconds: z.number().nullable() })),
  /** Conversations with the site assistant begun in the range, and the leads and calls they took, by the visitor's first touch (issue 26). */
  assistantBySource: z.array(z.object({ source: z.string(), medium: z.string(), campaign: z.string(), conversations: z.number().int(), leads: z.number().int(), booked: z.number().int() })),
  /**
   * Calls to the business number begun in the range (issue 32), by what became of them: answered by
   * the owner, missed (not answered by the owner, whatever came after), left a voicemail, taken by
   * the receptionist, missed and then answered by a text from the caller, booked by the receptionist.
   */
  calls: z.object({
    total: z.number().int(),
    answered: z.number().int(),
    missed: z.number().int(),
    voicemail: z.number().int(),
    receptionist: z.number().int(),
    textBackReplied: z.number().int(),
    bookedByReceptionist: z.number().int(),
  }),
  /** Calls booked (by the week they were booked) and revenue won (by the week it was won), per week. */
  byWeek: z.array(z.object({ week: z.string(), bookings: z.number().int(), wonRevenue: z.number().int() })),
})
export type Insights = z.infer<typeof insightsSchema>

/** Stage-to-stage rate, percent to one decimal; null for the first stage or after an empty one. */
export function stageRate(count: number, previous: number | undefined): number | null {
  if (previous === undefined || previous === 0) return null
  return Math.round((count / previous) * 1000) / 10
}

/** The score bands of SPEC §9: High ≥ 80, Medium ≥ 50, Low below. */
export const scoreBands = ['High (80+)', 'Medium (50-79)', 'Low (0-49)'] as const
