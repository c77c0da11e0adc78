import { contactSubmissionSchema, type ContactSubmission } from '@/shared/automation'

/** SPEC §5: the one message for any empty required field. */
export const requiredFieldsMessage = 'Please fill in all required fields.'

export type ContactFormValues = {
  fullName: string
  businessName: string
  email: string
  phone: string
  automationNeeds: string
}

export const emptyContactForm: ContactFormValues = { fullName: '', businessName: '', email: '', phone: '', automationNeeds: '' }

export const requiredContactFields = ['fullName', 'businessName', 'email', 'automationNeeds'] as const satisfies readonly (keyof ContactFormValues)[]

export type ContactFormCheck = { ok: true; submission: ContactSubmission } | { ok: false; message: string; fields: (keyof ContactFormValues)[] }

/**
 * SPEC §5: any empty required field gives 'Please fill in all required fields.'; otherwise the
 * shared schema (the server's) has the last word, e.g. on the e-mail's format.
 */
export function checkContactForm(values: ContactFormValues): ContactFormCheck {
  const empty = requiredContactFields.filter((field) => values[field].trim() === '')
  if (empty.length > 0) return { ok: false, message: requiredFieldsMessage, fields: empty }
  const parsed = contactSubmissionSchema.safeParse({ ...values, phone: values.phone.trim() || undefined })
  if (parsed.success) return { ok: true, submission: parsed.data }
  const issue = parsed.error.issues[0]!
  return { ok: false, message: issue.message, fields: [issue.path[0] as keyof ContactFormValues] }
}
