/**
 * The lead-scoring model of SPEC §9, as data: the server's scoring function and the pages that
 * explain it (/lead-scoring, the scoring tab of /client-form-demo) read these same constants.
 */

export type ScoringFactor = { key: string; label: string; min: number; max: number; description: string }
export type ScoringGroup = { key: string; label: string; weight: number; factors: readonly ScoringFactor[] }

export const scoringGroups = [
  {
    key: 'businessInformation',
    label: 'Business Information',
    weight: 25,
    factors: [
      { key: 'industry', label: 'Industry', min: 5, max: 15, description: 'How well the industry responds to automation' },
      { key: 'size', label: 'Business size', min: 3, max: 10, description: 'Revenue and team size, where known' },
      { key: 'age', label: 'Business age', min: 2, max: 5, description: 'An established business with steady demand' },
    ],
  },
  {
    key: 'automationOpportunity',
    label: 'Automation Opportunity',
    weight: 35,
    factors: [
      { key: 'manualTasks', label: 'Manual tasks', min: 10, max: 20, description: 'Repetitive work named in the request' },
      { key: 'timeSpent', label: 'Time spent', min: 5, max: 15, description: 'Hours a week lost to that work' },
      { key: 'techStack', label: 'Tech stack', min: 3, max: 8, description: 'Tools already in place to connect' },
    ],
  },
  {
    key: 'leadQuality',
    label: 'Lead Quality',
    weight: 25,
    factors: [
      { key: 'detail', label: 'Detail', min: 5, max: 10, description: 'How specific and complete the request is' },
      { key: 'contactInfo', label: 'Contact info', min: 3, max: 8, description: 'A business e-mail and a phone number' },
      { key: 'urgency', label: 'Urgency keywords', min: 2, max: 7, description: 'Words like "asap", "losing", "this month"' },
    ],
  },
  {
    key: 'aiEnhancement',
    label: 'AI Enhancement',
    weight: 15,
    factors: [
      { key: 'aiAnalysis', label: 'AI analysis', min: 5, max: 10, description: 'The language model’s read of fit and intent' },
      { key: 'industryMatch', label: 'Industry match', min: 2, max: 5, description: 'Fit with the industries we serve best' },
      { key: 'growth', label: 'Growth', min: 1, max: 5, description: 'Signals of growth plans' },
    ],
  },
] as const satisfies readonly ScoringGroup[]

export type ScoringGroupKey = (typeof scoringGroups)[number]['key']
export type ScoringFactorKey = (typeof scoringGroups)[number]['factors'][number]['key']

/** The twelve factors in one list, in group order. */
export const scoringFactors: readonly (ScoringFactor & { key: ScoringFactorKey })[] = scoringGroups.flatMap(
  (group): readonly (ScoringFactor & { key: ScoringFactorKey })[] => group.factors,
)

export const priorities = ['High', 'Medium', 'Low'] as const
export type Priority = (typeof priorities)[number]

/** High at 80 and above, Medium at 50 and above, Low below (SPEC §9: 95 High, 72 Medium, 43 Low). */
export const priorityThresholds = { High: 80, Medium: 50 } as const

export function priorityFor(score: number): Priority {
  if (score >= priorityThresholds.High) return 'High'
  if (score >= priorityThresholds.Medium) return 'Medium'
  return 'Low'
}

/** SPEC §9: what the pages show when a response lacks values. */
export const scoringDefaults = { score: 85, priority: 'High', tasksCreated: 5, emailsSent: 1 } as const

/** SPEC §9 claims about the model, shown where it is explained. */
export const scoringClaims = {
  highPriorityAccuracy: '85%+',
  analysisTime: 'under 3 s',
  dataPoints: '100+',
} as const

/** SPEC §9: follow-up e-mails after the first answer, and the per-lead task set. */
export const followUpSchedule = [
  { label: '24 hours', delayHours: 24 },
  { label: '7 days', delayHours: 24 * 7 },
] as const
export const followUpTaskCount = 5
