import { openaiTestSchema } from '@/shared/automation'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { automationStatusUrl } from './get-automation-status'

export const testOpenai = () => fetchServiceTest('/api/automation/openai/test', openaiTestSchema, serviceTestDefaults.openai)

/** SPEC §7: after a successful service test the status is read again. */
export function useTestOpenai() {
  return useRefreshingMutation(testOpenai, [automationStatusUrl])
}
