import { useMutation } from '@tanstack/react-query'
import type { ContactRequest } from '@/shared/automation'
import { apiRequest } from '@/web/lib/api-client'
import { toDemoResults } from '../lib/results'

/**
 * POST /api/contact: stores the submission and starts the lead-response pipeline. The body
 * carries the bot checks too (the `website` honeypot and the form token).
 */
export async function submitContact(submission: ContactRequest) {
  const res = await apiRequest('POST', '/api/contact', submission)
  const body: unknown = await res.json().catch(() => null)
  if (body !== null && typeof body === 'object' && 'success' in body && body.success === false) throw new Error('Submission failed')
  return toDemoResults(body)
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact })
}
