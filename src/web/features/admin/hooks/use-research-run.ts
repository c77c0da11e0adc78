import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { isRunActive, type ResearchRun } from '@/shared/research'
import { toast } from '@/web/hooks/use-toast'
import { refreshResearchCompanies } from '../api/research'
import { refreshAfterRunMs, runOutcomeToast } from '../lib/research-run'

/**
 * Ends a run the tab saw pending with its toast (SPEC §8: 'Research Complete' or 'Research
 * Failed'), and refreshes the companies 2 s after a success ("Refreshing data...").
 */
export function useResearchRunOutcome(run: ResearchRun | null | undefined) {
  const queryClient = useQueryClient()
  // The run this tab saw queued or running: only its ending is announced (not an old run's).
  const watching = useRef<string | null>(null)

  useEffect(() => {
    if (!run) return
    if (isRunActive(run)) {
      watching.current = run.id
      return
    }
    if (watching.current !== run.id) return
    watching.current = null
    toast(runOutcomeToast(run))
    if (run.status !== 'succeeded') return
    const timer = setTimeout(() => void refreshResearchCompanies(queryClient), refreshAfterRunMs)
    return () => clearTimeout(timer)
  }, [run, queryClient])
}
