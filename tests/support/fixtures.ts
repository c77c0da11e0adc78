import type { AssessmentInput } from '@/shared/assessment'
import type { ContactSubmission } from '@/shared/automation'

/** A complete, valid assessment, as a visitor would fill it in. */
export function validAssessment(overrides: Partial<AssessmentInput> = {}): AssessmentInput {
  return {
    businessName: 'Summit Roofing Co.',
    fullName: 'Dana Whitaker',
    email: 'dana@summitroofing.com',
    phone: '(859) 555-0199',
    businessType: 'roofing',
    primaryPainPoint: 'not-enough-leads',
    monthlyRevenue: '50k-100k',
    currentMarketing: 'Word of mouth and a Facebook page',
    biggestGoal: 'Book 10 more roof inspections a month',
    ...overrides,
  }
}

/** A contact form (SPEC §3 "Contact submission form") as a visitor would fill it in. */
export function validContact(overrides: Partial<ContactSubmission> = {}): ContactSubmission {
  return {
    fullName: 'Riley Morgan',
    businessName: 'Morgan Heating & Air',
    email: 'riley@morganhvac.com',
    phone: '(859) 555-0177',
    automationNeeds:
      'We miss 10 calls a week while the techs are on jobs and lose those customers. Need instant replies, booking and follow-ups asap. We use Google and a spreadsheet.',
    ...overrides,
  }
}

/** The bot-check fields a real browser sends: empty honeypot, form shown a while ago. */
export function humanFormFields(now = Date.now()) {
  return { website: '', formStartedAt: now - 30_000 }
}
