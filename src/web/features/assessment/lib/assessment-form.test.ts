import { describe, expect, it } from 'vitest'
import { assessmentRequestSchema } from '@/shared/assessment'
import { smsConsent } from '@/shared/texts'
import { assessmentFormFields, assessmentFormSchema, emptyAssessmentForm } from './assessment-form'

const answers = {
  ...emptyAssessmentForm,
  businessName: 'Summit Roofing Co.',
  fullName: 'Dana Whitaker',
  email: 'dana@summitroofing.com',
  businessType: 'roofing',
  monthlyRevenue: '50k-100k',
  primaryPainPoint: 'not-enough-leads',
  currentMarketing: 'Referrals and a Facebook page',
  biggestGoal: 'Book 10 more inspections a month',
} as const

const phoneMessages = (values: typeof emptyAssessmentForm) => {
  const parsed = assessmentFormSchema.safeParse(values)
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === 'phone').map((issue) => issue.message)
}

describe('the assessment form with consent to texts', () => {
  it('starts with the box unticked, and sends whether it is ticked as the request expects', () => {
    expect(emptyAssessmentForm.smsConsent).toBe(false)
    expect(assessmentFormFields).toContain('smsConsent')
    const parsed = assessmentFormSchema.parse({ ...answers, phone: '(859) 555-0123', smsConsent: true })
    expect(parsed).toMatchObject({ phone: '(859) 555-0123', smsConsent: true })
    expect(assessmentRequestSchema.safeParse({ ...parsed, timeZone: 'America/New_York' }).success).toBe(true)
    expect(assessmentFormSchema.parse(answers).smsConsent).toBe(false)
  })

  it('asks for a number to text on the phone field when the box is ticked and the phone is empty', () => {
    expect(phoneMessages({ ...answers, smsConsent: true, phone: ' ' })).toEqual([smsConsent.phoneProblem])
    expect(phoneMessages({ ...answers, smsConsent: false, phone: '' })).toEqual([])
    expect(phoneMessages({ ...answers, smsConsent: true, phone: '(859) 555-0123' })).toEqual([])
  })

  it('names the phone along with every other field to fix', () => {
    const parsed = assessmentFormSchema.safeParse({ ...emptyAssessmentForm, smsConsent: true })
    const fields = parsed.success ? [] : parsed.error.issues.map((issue) => issue.path[0])
    expect(fields).toEqual(expect.arrayContaining(['businessName', 'email', 'phone']))
  })
})
