import { useMutation } from '@tanstack/react-query'
import type { ContactRequest } from '@/shared/automation'
import { apiRequest } from '@/web/lib/api-client'
import { storedAttribution } from '@/web/lib/attribution'
import { toDemoResults } from '../lib/results'

/**
 * POST /api/contact: stores the submission and starts the lead-response pipeline. The body
 * carries the bot checks too (the `website` honeypot and the form token), and where the visitor
 * came from (issue 24).
 */
export async function submitContact(submission: ContactRequest) {
  const res = await apiRequest('POST', '/api/contact', { ...submission, attribution: storedAttribution() })
  const body: unknown = await res.json().catch(() => null)
  if (body !== null && typeof body === 'object' && 'success' in body && body.success === false) throw new Error('Submission failed')
  return toDemoResults(body)
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact })
}
