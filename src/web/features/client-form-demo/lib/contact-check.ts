import { contactSubmissionSchema } from '@/shared/public-form'
import { consentPhoneProblem } from '@/web/lib/sms-consent'
import { requiredContactFields, requiredFieldsMessage, type ContactFormCheck, type ContactFormValues } from './contact-form'

/*
 * The form's checks before it sends, with the shared schema (the server's): a module of its own,
 * imported at the first submit, so the page builds no zod schema while it loads (decision 058).
 */

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
