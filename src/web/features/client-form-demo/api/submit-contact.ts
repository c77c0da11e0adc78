import type { ContactRequest } from '@/shared/public-form'
import { sendRequest } from '@/web/lib/api-client'
import { toApiError } from '@/web/lib/api-error'
import { storedAttribution } from '@/web/lib/attribution'
import { visitorTimeZone } from '@/web/lib/visitor-time-zone'
import { toDemoResults } from '../lib/results'

const contactUrl = '/api/contact'

/**
 * POST /api/contact: stores the submission and starts the lead-response pipeline. The body
 * carries the bot checks too (the `website` honeypot and the form token), where the visitor
 * came from (issue 24), and their time zone, so any texts keep to their daytime (issue 31). A
 * refusal is an ApiError, with the fields it names.
 */
export async function submitContact(submission: ContactRequest) {
  const res = await sendRequest('POST', contactUrl, { body: { ...submission, timeZone: visitorTimeZone(), attribution: storedAttribution() } })
  if (!res.ok) throw toApiError(res.status, res.statusText, contactUrl, await res.text())
  const body: unknown = await res.json().catch(() => null)
  if (body !== null && typeof body === 'object' && 'success' in body && body.success === false) throw new Error('Submission failed')
  return toDemoResults(body)
}
