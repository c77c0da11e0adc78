import { useMutation, useQueryClient } from '@tanstack/react-query'
import { runAutomationTest } from '@/web/lib/automation-test'
import { refreshAutomationStatus } from './get-automation-status'

/** The whole pipeline on a sample lead (sandbox when signed out), then the status again. */
export function useRunAutomationTest() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: runAutomationTest,
    onSuccess: () => refreshAutomationStatus(queryClient),
  })
}
