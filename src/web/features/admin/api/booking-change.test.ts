import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AdminBooking } from '@/shared/booking'
import { ApiError } from '@/web/lib/api-error'
import { changeBooking, SlotTakenError } from './booking-change'

const booking: AdminBooking = {
  id: 'b1',
  leadId: 'l1',
  name: 'Dana Whitaker',
  email: 'dana@example.com',
  phone: null,
  notes: null,
  businessName: 'Bluegrass Bistro',
  start: '2027-03-16T14:00:00.000Z',
  end: '2027-03-16T14:30:00.000Z',
  status: 'confirmed',
  timeZone: 'America/New_York',
  rescheduled: 1,
  cancelledBy: null,
  cancelledAt: null,
  createdAt: '2027-03-01T10:00:00.000Z',
}

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => vi.unstubAllGlobals())

describe("the owner's change to a booking", () => {
  it('posts with no body (and no JSON type) when there is nothing to send, and reads the booking back', async () => {
    const fetch = answer(200, booking)
    await expect(changeBooking('/api/admin/bookings/b1/cancel')).resolves.toEqual(booking)
    const init = fetch.mock.calls[0]![1]!
    expect(init.method).toBe('POST')
    expect(init.body).toBeUndefined()
    expect(init.headers).toBeUndefined()
  })

  it('sends the new start as JSON', async () => {
    const fetch = answer(200, booking)
    await changeBooking('/api/admin/bookings/b1/reschedule', { start: booking.start })
    expect(fetch.mock.calls[0]![1]!.body).toBe(JSON.stringify({ start: booking.start }))
  })

  it('turns a 409 with slots into the slots to choose from', async () => {
    const slots = [{ start: '2027-03-16T15:00:00.000Z', end: '2027-03-16T15:30:00.000Z' }]
    answer(409, { error: 'That time was just taken. Please choose another.', slots })
    const error = await changeBooking('/api/admin/bookings/b1/reschedule', { start: booking.start }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SlotTakenError)
    expect((error as SlotTakenError).message).toBe('That time was just taken. Please choose another.')
    expect((error as SlotTakenError).slots).toEqual(slots)
  })

  it("keeps any other refusal's own words, even a 409 with no slot to offer", async () => {
    answer(409, { error: 'This call was already cancelled.', slots: [] })
    const error = await changeBooking('/api/admin/bookings/b1/cancel').catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).not.toBeInstanceOf(SlotTakenError)
    expect((error as ApiError).message).toBe('This call was already cancelled.')
    expect((error as ApiError).status).toBe(409)
  })

  it('answers 404 for a booking that is not there', async () => {
    answer(404, { error: 'Booking not found' })
    const error = await changeBooking('/api/admin/bookings/nope/confirm').catch((caught: unknown) => caught)
    expect((error as ApiError).message).toBe('Booking not found')
  })
})
