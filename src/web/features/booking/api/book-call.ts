import { bookingApi, type BookingRequest } from '@/shared/booking'
import { sendRequest } from '@/web/lib/api-client'
import { storedAttribution } from '@/web/lib/attribution'
import { readBookingAnswer, type BookingAnswer } from '../lib/booking-answer'

/** POST /api/booking: the answer as a value the form acts on; a network failure is one too. */
export async function bookCall(request: BookingRequest): Promise<BookingAnswer> {
  let response: Response
  try {
    response = await sendRequest('POST', bookingApi.book, { body: { ...request, attribution: storedAttribution() } })
  } catch {
    return { kind: 'offline' }
  }
  const body: unknown = await response.json().catch(() => null)
  return readBookingAnswer(response.status, body)
}
