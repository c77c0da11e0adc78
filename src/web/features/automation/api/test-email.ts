import { emailTestSchema } from '@/shared/automation'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'
import { fetchServiceTest, serviceTestDefaults } from '../lib/service-test'
import { automationStatusUrl } from './get-automation-status'

export const testEmail = () => fetchServiceTest('/api/automation/email/test', emailTestSchema, serviceTestDefaults.email)

/** SPEC §7: after a successful service test the status is read again. */
export function useTestEmail() {
  return useRefreshingMutation(testEmail, [automationStatusUrl])
}
