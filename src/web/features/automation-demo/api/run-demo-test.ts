import { useMutation } from '@tanstack/react-query'
import { automationTestResponseSchema } from '@/shared/automation'
import { apiRequest } from '@/web/lib/api-client'

/** POST /api/automation/test: the real pipeline on a sample lead; for visitors it runs in sandbox mode. */
export async function runDemoTest() {
  const res = await apiRequest('POST', '/api/automation/test')
  const body = automationTestResponseSchema.parse(await res.json())
  if (!body.success) throw new Error('Test failed')
  return body
}

export function useRunDemoTest() {
  return useMutation({ mutationFn: runDemoTest })
}
