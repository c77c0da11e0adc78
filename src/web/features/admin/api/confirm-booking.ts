import { bookingAdminApi } from '@/shared/booking'
import { changeBooking, useBookingChange } from './booking-change'

/** POST /api/admin/bookings/:id/confirm (no body): a held booking confirmed by the owner; 409 when its slot has gone meanwhile. */
export function confirmBooking(id: string) {
  return changeBooking(bookingAdminApi.confirm(id))
}

export function useConfirmBooking() {
  return useBookingChange(confirmBooking)
}
