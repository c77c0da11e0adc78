import type { FactorInput } from '@/shared/scoring'

/**
 * SPEC §9's three examples (95 High, 72 Medium, 43 Low) as leads with factor values; the page
 * scores them with the server's own function, and a unit test holds them to SPEC's numbers.
 */
export const exampleLeads: readonly { key: string; expectedScore: number; who: string; request: string; factors: FactorInput }[] = [
  {
    key: 'hvac',
    expectedScore: 95,
    who: 'Family HVAC company, 14 staff, 20 years in business',
    request: '“We lose after-hours calls every week. We need booking and follow-ups automated asap.”',
    factors: {
      industry: 15, size: 9, age: 4,
      manualTasks: 20, timeSpent: 14, techStack: 7,
      detail: 10, contactInfo: 8, urgency: 6,
      aiAnalysis: 10, industryMatch: 5, growth: 4,
    },
  },
  {
    key: 'realtor',
    expectedScore: 72,
    who: 'Independent real-estate agent with an assistant',
    request: '“I’d like faster replies to website inquiries and reminders for showings.”',
    factors: {
      industry: 12, size: 7, age: 3,
      manualTasks: 15, timeSpent: 10, techStack: 6,
      detail: 8, contactInfo: 6, urgency: 4,
      aiAnalysis: 8, industryMatch: 3, growth: 3,
    },
  },
  {
    key: 'shop',
    expectedScore: 43,
    who: 'Gift shop that opened last month',
    request: '“Curious what AI could do for us someday.”',
    factors: {
      industry: 6, size: 4, age: 2,
      manualTasks: 11, timeSpent: 6, techStack: 3,
      detail: 5, contactInfo: 4, urgency: 2,
      aiAnalysis: 5, industryMatch: 2, growth: 1,
    },
  },
]
