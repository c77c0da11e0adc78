import { notionTestSchema } from '@/shared/automation'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { automationStatusUrl } from './get-automation-status'

export const testNotion = () => fetchServiceTest('/api/automation/notion/test', notionTestSchema, serviceTestDefaults.notion)

/** SPEC §7: after a successful service test the status is read again. */
export function useTestNotion() {
  return useRefreshingMutation(testNotion, [automationStatusUrl])
}
