
/** SPEC §4: where the thank-you page finds the marker, and the value when no id came back. */
export const assessmentSessionKey = 'assessmentId'
export const assessmentCompletedMarker = 'completed'

/**
 * SPEC §4: the form leaves a marker in session storage for the thank-you page, which reads it
 * once and removes it. Storage is passed in so the logic is testable without a browser.
 */
export function storeAssessmentMarker(storage: Pick<Storage, 'setItem'>, id: string | undefined) {
  try {
    storage.setItem(assessmentSessionKey, id || assessmentCompletedMarker)
  } catch {
    // Private browsing can refuse storage; the thank-you page shows the same content anyway.
  }
}

export function takeAssessmentMarker(storage: Pick<Storage, 'getItem' | 'removeItem'>): string | null {
  try {
    const marker = storage.getItem(assessmentSessionKey)
    if (marker !== null) storage.removeItem(assessmentSessionKey)
    return marker
  } catch {
    return null
  }
}
