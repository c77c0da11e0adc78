import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminApi } from '@/shared/admin'
import { adminBookingSchema, bookingAdminApi, bookingApi, slotTakenSchema, type AdminBooking, type Slot } from '@/shared/booking'
import { ApiError, toApiError } from '@/web/lib/api-error'
import { sendRequest } from '@/web/lib/api-client'
import { isLeadDetailKey } from './get-lead'

/** A 409 that says the time is gone, with the nearby free slots the server offers instead. */
export class SlotTakenError extends ApiError {
  readonly slots: readonly Slot[]

  constructor(url: string, { error, slots }: { error: string; slots: Slot[] }) {
    super(409, url, error)
    this.name = 'SlotTakenError'
    this.slots = slots
  }
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/**
 * One of the owner's POSTs on a booking (cancel, reschedule, confirm): 200 with the booking as it
 * now stands, or a SlotTakenError (409 offering free slots), or the ApiError of any other refusal
 * (404; a 409 with no slots to offer, such as a call already cancelled, is told in its own words).
 */
export async function changeBooking(url: string, body?: unknown): Promise<AdminBooking> {
  const res = await sendRequest('POST', url, { body })
  const text = await res.text()
  if (!res.ok) {
    const taken = res.status === 409 ? slotTakenSchema.safeParse(readJson(text)) : null
    if (taken?.success && taken.data.slots.length > 0) throw new SlotTakenError(url, taken.data)
    throw toApiError(res.status, res.statusText, url, text)
  }
  return adminBookingSchema.parse(JSON.parse(text))
}

/**
 * After a booking changes, whether or not the change went through (a 409 means the calendar
 * moved under us): the calls, the free slots, and what the booking touches in the CRM (the
 * lead's status and detail, its preparation task, the figures).
 */
export function refreshAfterBookingChange(queryClient: QueryClient) {
  return Promise.all([
    ...[bookingAdminApi.bookings, bookingApi.slots, adminApi.leads, adminApi.tasks, adminApi.crmStats].map((url) =>
      queryClient.invalidateQueries({ queryKey: [url] }),
    ),
    queryClient.invalidateQueries({ predicate: (query) => isLeadDetailKey(query.queryKey) }),
  ])
}

/** A booking change as a mutation that refreshes everything it may have touched once it settles. */
export function useBookingChange<Variables>(mutationFn: (variables: Variables) => Promise<AdminBooking>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => refreshAfterBookingChange(queryClient) })
}
