import { useMutation, useQueryClient } from '@tanstack/react-query'
import { automationTestResponseSchema } from '@/shared/automation'
import { apiRequest } from '@/web/lib/api-client'
import { refreshAutomationStatus } from './get-automation-status'

/** POST /api/automation/test: the whole pipeline on a sample lead (sandbox when signed out). */
export async function runAutomationTest() {
  const res = await apiRequest('POST', '/api/automation/test')
  const body = automationTestResponseSchema.parse(await res.json())
  if (!body.success) throw new Error('Test failed')
  return body
}

export function useRunAutomationTest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runAutomationTest,
    onSuccess: () => refreshAutomationStatus(queryClient),
  })
}
