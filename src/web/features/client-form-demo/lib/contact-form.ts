import { contactSubmissionSchema, type ContactSubmission } from '@/shared/public-form'
import { serverFieldErrors } from '@/web/lib/form-errors'
import { consentPhoneProblem } from '@/web/lib/sms-consent'

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

/**
 * SPEC §5: any empty required field gives 'Please fill in all required fields.'; then a ticked
 * box needs a phone to text; otherwise the shared schema (the server's) has the last word, e.g.
 * on the e-mail's format.
 */
export function checkContactForm(values: ContactFormValues): ContactFormCheck {
  const empty = requiredContactFields.filter((field) => values[field].trim() === '')
  if (empty.length > 0) return { ok: false, message: requiredFieldsMessage, fields: empty }
  const phoneProblem = consentPhoneProblem(values.smsConsent, values.phone)
  if (phoneProblem) return { ok: false, message: phoneProblem, fields: ['phone'] }
  const { smsConsent, ...fields } = values
  const parsed = contactSubmissionSchema.safeParse({ ...fields, phone: values.phone.trim() || undefined })
  if (parsed.success) return { ok: true, submission: { ...parsed.data, smsConsent } }
  const issue = parsed.error.issues[0]!
  return { ok: false, message: issue.message, fields: [issue.path[0] as keyof ContactFormValues] }
}

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
