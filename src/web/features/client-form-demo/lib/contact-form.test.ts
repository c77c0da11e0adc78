import { describe, expect, it } from 'vitest'
import { scoringDefaults } from '@/shared/scoring-model'
import { smsConsent } from '@/shared/texts'
import { ApiError, toApiError } from '@/web/lib/api-error'
import { sampleRestaurant } from '../data/sample-restaurant'
import { checkContactForm } from './contact-check'
import { emptyContactForm, refusedFields, requiredFieldsMessage } from './contact-form'
import { toDemoResults } from './results'

describe('contact form check', () => {
  it("says 'Please fill in all required fields.' when any required field is empty", () => {
    expect(requiredFieldsMessage).toBe('Please fill in all required fields.')
    expect(checkContactForm(emptyContactForm)).toEqual({
      ok: false,
      message: requiredFieldsMessage,
      fields: ['fullName', 'businessName', 'email', 'automationNeeds'],
    })
    for (const field of ['fullName', 'businessName', 'email', 'automationNeeds'] as const) {
      const check = checkContactForm({ ...sampleRestaurant, [field]: '   ' })
      expect(check).toEqual({ ok: false, message: requiredFieldsMessage, fields: [field] })
    }
  })

  it('treats the phone as optional and leaves it out when blank', () => {
    const check = checkContactForm({ ...sampleRestaurant, phone: ' ' })
    expect(check.ok).toBe(true)
    expect(check.ok && check.submission.phone).toBeUndefined()
  })

  it("passes the sample restaurant, trimmed, and uses the shared schema's message for a bad e-mail", () => {
    const check = checkContactForm({ ...sampleRestaurant, fullName: '  Maria Lopez ' })
    expect(check.ok && check.submission.fullName).toBe('Maria Lopez')
    expect(checkContactForm({ ...sampleRestaurant, email: 'maria@' })).toEqual({ ok: false, message: 'Valid email is required', fields: ['email'] })
  })
})

describe('consent to texts on the contact form', () => {
  it('starts unticked, and the sample restaurant never ticks it', () => {
    expect(emptyContactForm.smsConsent).toBe(false)
    expect(sampleRestaurant.smsConsent).toBe(false)
  })

  it('sends whether the box is ticked', () => {
    const unticked = checkContactForm(sampleRestaurant)
    expect(unticked.ok && unticked.submission.smsConsent).toBe(false)
    const ticked = checkContactForm({ ...sampleRestaurant, smsConsent: true })
    expect(ticked.ok && ticked.submission).toMatchObject({ phone: '(859) 555-0187', smsConsent: true })
  })

  it('asks for a number to text when the box is ticked and the phone is empty, on the phone', () => {
    expect(checkContactForm({ ...sampleRestaurant, smsConsent: true, phone: '  ' })).toEqual({ ok: false, message: smsConsent.phoneProblem, fields: ['phone'] })
    // The required fields are named first.
    expect(checkContactForm({ ...emptyContactForm, smsConsent: true })).toMatchObject({ message: requiredFieldsMessage })
  })

  it("shows a refusal's field messages on their fields, and leaves any other refusal to the pipeline", () => {
    const unTextable = toApiError(422, 'Unprocessable Entity', '/api/contact', JSON.stringify({ error: 'Please check: phone', fields: { phone: smsConsent.phoneProblem } }))
    expect(refusedFields(unTextable)).toEqual({ message: smsConsent.phoneProblem, fields: ['phone'] })
    const invalid = toApiError(400, 'Bad Request', '/api/contact', JSON.stringify({ error: 'Invalid request', fields: { email: 'Valid email is required', formToken: 'Expired' } }))
    expect(refusedFields(invalid)).toEqual({ message: 'Valid email is required', fields: ['email'] })
    expect(refusedFields(new ApiError(429, '/api/contact', 'Too many submissions'))).toBeNull()
    expect(refusedFields(new ApiError(500, '/api/contact', '500: Internal Server Error'))).toBeNull()
    expect(refusedFields(new Error('Submission failed'))).toBeNull()
  })
})

describe('demo results', () => {
  it('shows the response values', () => {
    const body = {
      success: true,
      automation: {
        leadScore: 72,
        priority: 'Medium',
        tasksCreated: 5,
        emailsSent: 1,
        realAutomation: false,
        openaiStatus: 'local',
        notionStatus: 'local',
        makeComStatus: 'not-configured',
        emailStatus: 'local',
      },
    }
    expect(toDemoResults(body)).toEqual({
      leadScore: 72,
      priority: 'Medium',
      tasksCreated: 5,
      emailsSent: 1,
      heldForReview: false,
      realAutomation: false,
      services: { openai: 'local', notion: 'local', make: 'not-configured', email: 'local' },
    })
    // Held for review: the answer's own zeros, never the defaults.
    const held = { ...body, automation: { ...body.automation, tasksCreated: 0, emailsSent: 0, heldForReview: true } }
    expect(toDemoResults(held)).toMatchObject({ tasksCreated: 0, emailsSent: 0, heldForReview: true })
  })

  it('uses SPEC §9 defaults where the response lacks values: 85, High, 5 tasks, 1 email', () => {
    expect(toDemoResults({ success: true })).toMatchObject({
      leadScore: scoringDefaults.score,
      priority: 'High',
      tasksCreated: 5,
      emailsSent: 1,
      realAutomation: null,
      services: { openai: null, notion: null, make: null, email: null },
    })
    expect(toDemoResults(null).leadScore).toBe(85)
    expect(toDemoResults({ automation: { leadScore: 43 } })).toMatchObject({ leadScore: 43, priority: 'Low' })
    // A priority the demo does not know is none: the score's own priority stands in.
    expect(toDemoResults({ automation: { leadScore: 43, priority: 'Urgent' } })).toMatchObject({ leadScore: 43, priority: 'Low' })
    expect(toDemoResults({ automation: { leadScore: 43, priority: 'Medium' } })).toMatchObject({ priority: 'Medium' })
  })
})
