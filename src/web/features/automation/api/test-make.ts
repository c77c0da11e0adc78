import { makeTestSchema } from '@/shared/automation'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { automationStatusUrl } from './get-automation-status'

export const testMake = () => fetchServiceTest('/api/automation/make/test', makeTestSchema, serviceTestDefaults.make)

/** SPEC §7: after a successful service test the status is read again. */
export function useTestMake() {
  return useRefreshingMutation(testMake, [automationStatusUrl])
}
