import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/** The page's code when it is loaded as a page: its islands (app/islands/entries.ts, decision 049). */
hydrateIslands({
  'assessment-form': () => import('@/web/features/assessment/components/assessment-form').then((module) => module.AssessmentFormIsland),
})
initAnalytics()
