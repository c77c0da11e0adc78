import { assessmentSchema, type AssessmentInput } from '@/shared/assessment'
import { z } from '@/shared/zod'
import { consentPhoneProblem, smsConsent } from '@/web/lib/sms-consent'

/**
 * What the assessment form checks before it sends: the assessment's fields with the server's
 * messages, and "Text me about my request" (issue 31), which needs a phone to text when ticked
 * (said on the phone field). Whether the number can take a text is the server's call.
 */
export const assessmentFormSchema = assessmentSchema.extend({ smsConsent: z.boolean() }).refine((values) => !consentPhoneProblem(values.smsConsent, values.phone), {
  path: ['phone'],
  message: smsConsent.phoneProblem,
  // Said with the other fields' messages, not only once they are all right.
  when: ({ value }) => typeof value === 'object' && value !== null,
})

/** What the form holds while it is being filled in (selects start empty, the box unticked). */
export type AssessmentFormInput = z.input<typeof assessmentFormSchema>
export type AssessmentFormValues = z.output<typeof assessmentFormSchema>

export const emptyAssessmentForm: AssessmentFormInput = {
  businessName: '',
  fullName: '',
  email: '',
  phone: '',
  smsConsent: false,
  businessType: '' as AssessmentInput['businessType'],
  primaryPainPoint: '' as AssessmentInput['primaryPainPoint'],
  monthlyRevenue: '' as AssessmentInput['monthlyRevenue'],
  currentMarketing: '',
  biggestGoal: '',
}

/** The form's field names, for the messages of a refusal (a 400's or a 422's `fields`). */
export const assessmentFormFields = Object.keys(emptyAssessmentForm) as (keyof AssessmentFormInput)[]
