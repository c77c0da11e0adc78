import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingAdminApi, bookingListSchema } from '@/shared/booking'
import { adminRequest, listUrl } from '@/web/lib/admin-request'

export type BookingScope = 'upcoming' | 'past'

/**
 * GET /api/admin/bookings?scope=upcoming|past: the calls (upcoming soonest first, past latest
 * first) and the owner's time zone. The key starts with the path, so invalidating
 * [bookingAdminApi.bookings] refreshes both scopes.
 */
export function bookingsQueryOptions(scope: BookingScope) {
  return queryOptions({
    queryKey: [bookingAdminApi.bookings, { scope }],
    queryFn: ({ signal }) => adminRequest('GET', listUrl(bookingAdminApi.bookings, { scope }), bookingListSchema, { signal }),
    // Visitors book while the page is open: coming back to the tab after a minute reads the calls again.
    staleTime: 60_000,
  })
}

export function useBookings(scope: BookingScope) {
  return useQuery(bookingsQueryOptions(scope))
}
