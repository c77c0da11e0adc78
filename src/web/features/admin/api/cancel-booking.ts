import { bookingAdminApi } from '@/shared/booking'
import { changeBooking, useBookingChange } from './booking-change'

/** POST /api/admin/bookings/:id/cancel (no body): cancelled on the lead's behalf; they get the cancellation e-mail. */
export function cancelBooking(id: string) {
  return changeBooking(bookingAdminApi.cancel(id))
}

export function useCancelBooking() {
  return useBookingChange(cancelBooking)
}
