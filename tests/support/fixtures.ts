import { expect } from 'vitest'
import type { LeadAnalysis, LeadFacts } from '@/server/db/documents'
import type { PlaceCandidate } from '@/server/domain/research/place'
import type { AssessmentInput } from '@/shared/assessment'
import type { ContactSubmission } from '@/shared/public-form'
import { scoreLead } from '@/shared/scoring'
import { signFormToken } from '@/server/domain/form-token'

/** A builder of valid input: `defaults`, with what a test changes laid over them. */
function builder<Input>(defaults: Input): (overrides?: Partial<Input>) => Input {
  return (overrides = {}) => ({ ...defaults, ...overrides })
}

/** A complete, valid assessment, as a visitor would fill it in. */
export const validAssessment = builder<AssessmentInput>({
  businessName: 'Summit Roofing Co.',
  fullName: 'Dana Whitaker',
  email: 'dana@summitroofing.com',
  phone: '(859) 555-0199',
  businessType: 'roofing',
  primaryPainPoint: 'not-enough-leads',
  monthlyRevenue: '50k-100k',
  currentMarketing: 'Word of mouth and a Facebook page',
  biggestGoal: 'Book 10 more roof inspections a month',
})

/** What the assessment says of each of its required fields left empty. */
export const assessmentRequiredMessages = {
  businessName: 'Business name is required',
  fullName: 'Your name is required',
  email: 'Valid email is required',
  businessType: 'Please select your business type',
  primaryPainPoint: 'Please select your main challenge',
  monthlyRevenue: 'Please select your revenue range',
  currentMarketing: 'Brief description is fine',
  biggestGoal: 'Brief description is fine',
} as const

/** A contact form (SPEC §3 "Contact submission form") as a visitor would fill it in. */
export const validContact = builder<ContactSubmission>({
  fullName: 'Riley Morgan',
  businessName: 'Morgan Heating & Air',
  email: 'riley@morganhvac.com',
  phone: '(859) 555-0177',
  automationNeeds:
    'We miss 10 calls a week while the techs are on jobs and lose those customers. Need instant replies, booking and follow-ups asap. We use Google and a spreadsheet.',
})

/** The key test apps and spawned test servers sign form tokens with (FORM_TOKEN_SECRET). */
export const testFormTokenSecret = 'test-form-token-secret-0123456789abcdef'

/** The bot-check fields a real browser sends: empty honeypot, a token issued half a minute ago. */
export function humanFormFields(now = Date.now()) {
  return { website: '', formToken: signFormToken(testFormTokenSecret, now - 30_000, 'test-visit') }
}

/** A contact-form lead as the pipeline sees it, for the e-mail composers' unit tests. */
export const sampleFacts: LeadFacts = {
  source: 'contact',
  fullName: 'Riley Morgan',
  businessName: 'Morgan Heating & Air',
  email: 'riley@morganhvac.com',
  phone: null,
  automationNeeds: 'Our furnace calls go to voicemail.',
}

const sampleScore = scoreLead({ industry: 15, size: 10, age: 5, manualTasks: 20, timeSpent: 15, techStack: 8, detail: 10, contactInfo: 8, urgency: 4, aiAnalysis: 9, industryMatch: 5, growth: 3 })

/** That lead's analysis by the local rules. */
export const sampleAnalysis: LeadAnalysis = {
  scoredBy: 'local',
  factors: sampleScore.factors,
  score: sampleScore.score,
  priority: sampleScore.priority,
  breakdown: sampleScore.breakdown,
  summary: 'An HVAC company missing calls.',
  opportunities: ['Answer every call', 'Book jobs online', 'Ask for reviews'],
}

/** The `automation` part of a form's 201 answer with nothing configured: every provider is its local twin. */
export const localAutomationResult = {
  leadScore: expect.any(Number),
  priority: expect.stringMatching(/^(High|Medium|Low)$/),
  tasksCreated: 5,
  emailsSent: 1,
  heldForReview: false,
  realAutomation: false,
  openaiStatus: 'local',
  notionStatus: 'local',
  makeComStatus: 'not-configured',
  emailStatus: 'local',
}

/** A place found by research: Paddock Grill on Main Street in Lexington, with `overrides`. */
export function placeCandidate(overrides: Partial<PlaceCandidate> = {}): PlaceCandidate {
  return {
    sourceKey: 'osm:node/1',
    name: 'Paddock Grill',
    industry: 'Restaurants',
    category: 'restaurant',
    street: '101 West Main Street',
    city: 'Lexington',
    website: null,
    email: null,
    phone: null,
    brand: null,
    sample: false,
    ...overrides,
  }
}
