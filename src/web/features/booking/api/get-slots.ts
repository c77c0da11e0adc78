import { formTokenUrl } from '@/shared/form-token-url'
import { formTokenResponseSchema } from '@/shared/public-form'
import { bookingApi, slotsResponseSchema, type SlotsResponse } from '@/shared/booking'

/**
 * GET /api/booking/slots: the free times, when the page did not come with them (in development,
 * where Vite serves no prerendered page, or after a visit through the router), and the nearby
 * ones after a refusal that named none.
 */
export async function getSlots(days: number): Promise<SlotsResponse> {
  const response = await fetch(`${bookingApi.slots}?days=${days}`, { credentials: 'same-origin', cache: 'no-store' })
  if (!response.ok) throw new Error(`${response.status}: the free times could not be read`)
  return slotsResponseSchema.parse(await response.json())
}

/** GET /api/form-token, for a form the server did not write a token into; '' when none came (the booking is still stored, held for review). */
export async function getFormToken(): Promise<string> {
  try {
    const response = await fetch(formTokenUrl, { credentials: 'same-origin', cache: 'no-store' })
    if (!response.ok) return ''
    return formTokenResponseSchema.parse(await response.json()).token
  } catch {
    return ''
  }
}
