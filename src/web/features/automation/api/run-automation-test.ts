import { runAutomationTest } from '@/web/lib/automation-test'
import { useRefreshingMutation } from '@/web/lib/refreshing-mutation'
import { automationStatusUrl } from './get-automation-status'

/** The whole pipeline on a sample lead (sandbox when signed out), then the status again. */
export function useRunAutomationTest() {
  return useRefreshingMutation(runAutomationTest, [automationStatusUrl])
}
