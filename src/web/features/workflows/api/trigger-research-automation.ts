import { useMutation, useQueryClient } from '@tanstack/react-query'
import { startResearchResponseSchema } from '@/shared/research'
import { workflowsApi, type ResearchAutomation } from '@/shared/workflows'
import { adminRequest } from '@/web/lib/admin-request'
import { researchTriggerRequest } from '../lib/copy'
import { researchAutomationQueryOptions } from './get-research-automation'

/**
 * POST /api/workflows/research-automation/trigger (SPEC §7: Lexington, Kentucky, every industry).
 * The server answers at once with the run it queued (or the same run already under way).
 */
export function triggerResearchAutomation() {
  return adminRequest('POST', workflowsApi.triggerResearchAutomation, startResearchResponseSchema, { body: researchTriggerRequest })
}

export function useTriggerResearchAutomation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: triggerResearchAutomation,
    onSuccess: ({ run }) => {
      const { queryKey } = researchAutomationQueryOptions()
      // The run is the last run now: shown at once (which starts the 2 s poll), then the status asked again.
      queryClient.setQueryData(queryKey, (current: ResearchAutomation | undefined) => (current ? { ...current, lastRun: run } : current))
      return queryClient.invalidateQueries({ queryKey })
    },
  })
}
