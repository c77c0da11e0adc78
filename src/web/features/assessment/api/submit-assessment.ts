import { useMutation } from '@tanstack/react-query'
import { assessmentResponseSchema, type Assessment } from '@/shared/assessment'
import { apiRequest } from '@/web/lib/api-client'
import { storedAttribution } from '@/web/lib/attribution'

export async function submitAssessment(assessment: Assessment) {
  const response = await apiRequest('POST', '/api/assessment', { ...assessment, attribution: storedAttribution() })
  const body: unknown = await response.json().catch(() => ({}))
  // SPEC §3: the response may carry an id; without one the marker is 'completed'.
  const parsed = assessmentResponseSchema.partial().safeParse(body)
  return { id: parsed.success ? parsed.data.id : undefined }
}

export function useSubmitAssessment() {
  return useMutation({ mutationFn: submitAssessment })
}
