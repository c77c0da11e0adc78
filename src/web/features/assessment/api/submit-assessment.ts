import { useMutation } from '@tanstack/react-query'
import { assessmentResponseSchema, type AssessmentRequest } from '@/shared/assessment'
import { sendRequest } from '@/web/lib/api-client'
import { toApiError } from '@/web/lib/api-error'
import { storedAttribution } from '@/web/lib/attribution'
import { visitorTimeZone } from '@/web/lib/visitor-time-zone'

const assessmentUrl = '/api/assessment'

/**
 * POST /api/assessment, with where the visitor came from (issue 24) and their time zone, so any
 * texts keep to their daytime (issue 31). A refusal is an ApiError, with the fields it names.
 */
export async function submitAssessment(assessment: AssessmentRequest) {
  const response = await sendRequest('POST', assessmentUrl, { body: { ...assessment, timeZone: visitorTimeZone(), attribution: storedAttribution() } })
  if (!response.ok) throw toApiError(response.status, response.statusText, assessmentUrl, await response.text())
  const body: unknown = await response.json().catch(() => ({}))
  // SPEC §3: the response may carry an id; without one the marker is 'completed'.
  const parsed = assessmentResponseSchema.partial().safeParse(body)
  return { id: parsed.success ? parsed.data.id : undefined }
}

export function useSubmitAssessment() {
  return useMutation({ mutationFn: submitAssessment })
}
