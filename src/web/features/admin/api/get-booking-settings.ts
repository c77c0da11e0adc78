import { useQuery } from '@tanstack/react-query'
import { bookingAdminApi, bookingSettingsResponseSchema } from '@/shared/booking'
import { adminQueryOptions } from '@/web/lib/admin-request'

/**
 * GET /api/admin/booking-settings: the availability in force, the environment's defaults, whether
 * the owner changed them, the owner's time zone and the calendar feed's state.
 */
export function bookingSettingsQueryOptions() {
  return adminQueryOptions(bookingAdminApi.settings, bookingSettingsResponseSchema)
}

export function useBookingSettings() {
  return useQuery(bookingSettingsQueryOptions())
}

/** The owner's time zone (IANA), for times shown outside the Bookings tab; undefined while it loads. */
export function useOwnerTimeZone() {
  return useQuery({ ...bookingSettingsQueryOptions(), select: (settings) => settings.timeZone }).data
}
