import { useEffect } from 'react'
import { island } from '@/web/components/island'
import { takeAssessmentMarker } from '../lib/session-marker'

/**
 * SPEC §4: reads the marker once and removes it; the page is the same either way. The thank-you
 * page's only code (decision 049), in a file of its own so that its island loads nothing else.
 */
function TakeAssessmentMarker() {
  useEffect(() => {
    takeAssessmentMarker(window.sessionStorage)
  }, [])
  return null
}

export const TakeAssessmentMarkerIsland = island('assessment-marker', TakeAssessmentMarker)
