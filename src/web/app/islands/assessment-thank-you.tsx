import { takeAssessmentMarker } from '@/web/features/assessment/lib/session-marker'
import { initAnalytics } from '@/web/lib/analytics'
import { hydrateIslands } from '@/web/lib/hydrate-islands'

/**
 * The page's code when it is loaded as a page (app/islands/entries.ts, decision 049): it has no
 * island, only SPEC §4's marker to take (features/assessment/components/assessment-marker.tsx
 * does it when the page is rendered by the app).
 */
takeAssessmentMarker(window.sessionStorage)
hydrateIslands({})
initAnalytics()
