import type { ContactSubmission } from '@/shared/public-form'
import { serverFieldErrors } from '@/web/lib/form-errors'

/** SPEC §5: the one message for any empty required field. */
export const requiredFieldsMessage = 'Please fill in all required fields.'

export type ContactFormValues = {
  fullName: string
  businessName: string
  email: string
  phone: string
  /** "Text me about my request" (issue 31): unticked until the visitor ticks it. */
  smsConsent: boolean
  automationNeeds: string
}

export const emptyContactForm: ContactFormValues = { fullName: '', businessName: '', email: '', phone: '', smsConsent: false, automationNeeds: '' }

export const requiredContactFields = ['fullName', 'businessName', 'email', 'automationNeeds'] as const satisfies readonly (keyof ContactFormValues)[]

/** What the form sends: the submission, and whether the visitor ticked the box. */
export type ContactFormSubmission = ContactSubmission & { smsConsent: boolean }

/** What is wrong with the form: one message, and the fields it concerns. */
export type ContactFormProblem = { message: string; fields: (keyof ContactFormValues)[] }

export type ContactFormCheck = { ok: true; submission: ContactFormSubmission } | ({ ok: false } & ContactFormProblem)

const contactFormFields = Object.keys(emptyContactForm) as (keyof ContactFormValues)[]

/**
 * A refusal that names fields of the form (a 400, or the 422 of a ticked box with a phone that
 * cannot take a text): said as the form's own checks say it, with those fields marked. Anything
 * else is not the visitor's to fix here (null).
 */
export function refusedFields(error: unknown): ContactFormProblem | null {
  const named = serverFieldErrors(error, contactFormFields)
  if (named.length === 0) return null
  return { message: [...new Set(named.map(([, message]) => message))].join(' '), fields: named.map(([field]) => field as keyof ContactFormValues) }
}
