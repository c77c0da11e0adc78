import { useMutation } from '@tanstack/react-query'
import { testWithLogsResponseSchema } from '@/shared/automation-test'
import { apiRequest } from '@/web/lib/api-client'

/** POST /api/automation/test-with-logs: runs the pipeline on a sample lead and returns every step's log entry. */
export async function runTestWithLogs() {
  const res = await apiRequest('POST', '/api/automation/test-with-logs')
  return testWithLogsResponseSchema.parse(await res.json())
}

export function useRunTestWithLogs() {
  return useMutation({ mutationFn: runTestWithLogs })
}
