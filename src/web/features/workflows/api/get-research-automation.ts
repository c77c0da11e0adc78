import { useEffect, useRef } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ResearchRun } from '@/shared/research'
import { researchAutomationSchema, workflowsApi } from '@/shared/workflows'
import { adminQueryOptions } from '@/web/lib/admin-request'
import { automationPollInterval, runJustEnded } from '../lib/research-run'
import { refreshProposals } from './get-proposals'

/**
 * GET /api/workflows/research-automation: the weekly research workflow's schedule, next run and
 * last run (operator only). Asked again every 2 s while the last run is under way, so the
 * status shown is the run's own, not a guess.
 */
export function researchAutomationQueryOptions() {
  return queryOptions({
    ...adminQueryOptions(workflowsApi.researchAutomation, researchAutomationSchema),
    refetchInterval: (query) => automationPollInterval(query.state.data),
  })
}

export function useResearchAutomation() {
  const queryClient = useQueryClient()
  const automation = useQuery(researchAutomationQueryOptions())
  const lastRun = automation.data?.lastRun
  const previousRun = useRef<ResearchRun | null | undefined>(undefined)
  useEffect(() => {
    if (runJustEnded(previousRun.current, lastRun)) void refreshProposals(queryClient)
    previousRun.current = lastRun
  }, [lastRun, queryClient])
  return automation
}
