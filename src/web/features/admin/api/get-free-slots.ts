import { queryOptions, useQuery } from '@tanstack/react-query'
import { bookingApi, slotsResponseSchema } from '@/shared/booking'
import { adminRequest, listUrl } from '@/web/lib/admin-request'

/** How far ahead a call can be moved from the back office: the public default horizon. */
export const rescheduleDays = 21

/** GET /api/booking/slots?days=N: the free slots (UTC) from today in the owner's time zone, as visitors see them. */
export function freeSlotsQueryOptions(days = rescheduleDays) {
  return queryOptions({
    queryKey: [bookingApi.slots, { days }],
    queryFn: ({ signal }) => adminRequest('GET', listUrl(bookingApi.slots, { days }), slotsResponseSchema, { signal }),
    // Slots are taken by others at any moment: read them afresh each time the choice opens.
    staleTime: 0,
  })
}

export function useFreeSlots() {
  return useQuery(freeSlotsQueryOptions())
}
