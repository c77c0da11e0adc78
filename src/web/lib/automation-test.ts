import { automationTestResponseSchema } from '@/shared/automation-test'
import { apiRequest } from '@/web/lib/api-client'

/**
 * POST /api/automation/test: the whole lead-response pipeline on a sample lead (sandbox mode when
 * signed out). Used by the public demo and by the operator's dashboard.
 */
export async function runAutomationTest() {
  const res = await apiRequest('POST', '/api/automation/test')
  const body = automationTestResponseSchema.parse(await res.json())
  if (!body.success) throw new Error('Test failed')
  return body
}
