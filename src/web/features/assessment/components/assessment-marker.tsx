import { useEffect } from 'react'
import { takeAssessmentMarker } from '../lib/session-marker'

/**
 * SPEC §4: reads the marker once and removes it; the page is the same either way. Rendered where
 * the thank-you page runs as part of the app (a visit through the router). Loaded as a page, it
 * is no island: its entry (app/islands/assessment-thank-you.tsx) takes the marker itself, so the
 * page loads no React for one storage call.
 */
export function TakeAssessmentMarker() {
  useEffect(() => {
    takeAssessmentMarker(window.sessionStorage)
  }, [])
  return null
}
