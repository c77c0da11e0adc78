import { bookingAdminApi } from '@/shared/booking'
import { changeBooking, useBookingChange } from './booking-change'

/** POST /api/admin/bookings/:id/reschedule { start }: moved on the lead's behalf; 409 { error, slots } when the time is gone. */
export function rescheduleBooking({ id, start }: { id: string; start: string }) {
  return changeBooking(bookingAdminApi.reschedule(id), { start })
}

export function useRescheduleBooking() {
  return useBookingChange(rescheduleBooking)
}
