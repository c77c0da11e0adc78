import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppConfig } from '@/server/config'
import type { Executor } from '@/server/db/client'
import type { AvailabilityStore } from '@/server/services/booking/availability-store'
import { listBookings, toAdminBooking } from '@/server/services/booking/booking-list'
import { isoSlot, type Bookings, type ChangeOutcome } from '@/server/services/booking/bookings'
import type { CalendarFeed } from '@/server/services/booking/calendar'
import {
  adminBookingSchema,
  availabilitySettingsSchema,
  bookingAdminApi,
  bookingListSchema,
  bookingSettingsResponseSchema,
  bookingsQuerySchema,
  callMinutes,
  rescheduleRequestSchema,
  slotTakenMessage,
  slotTakenSchema,
  type BookingSettingsResponse,
  type BookingStatus,
} from '@/shared/booking'
import { ownerDay } from '@/server/domain/booking/availability'
import { errorBodySchema, idParamsSchema } from './common'

const notFound = { error: 'Booking not found' }

/**
 * The Bookings tab (issue 22 item 7): the calls, cancel and reschedule on the lead's behalf (the
 * same e-mails go out), confirm one held for review, and the availability settings with the
 * calendar feed's state. In the operator scope: every route needs the session.
 */
/** Why a call cannot be changed, by what was asked and the state the call is in. */
const notChangeable: Record<'change' | 'confirm', Record<BookingStatus, string>> = {
  change: {
    cancelled: 'This call is already cancelled',
    held: 'This booking waits for review: confirm it first',
    confirmed: 'This call has already started or passed',
  },
  confirm: {
    cancelled: 'This call is already cancelled',
    held: 'This booking waits for review: confirm it first',
    confirmed: 'This booking is already confirmed',
  },
}

export type BookingAdminOptions = { db: Executor; bookings: Bookings; availability: AvailabilityStore; calendar: CalendarFeed; config: AppConfig; now: () => Date }

export const bookingAdminRoutes: FastifyPluginAsyncZod<BookingAdminOptions> = async (app, { db, bookings, availability, calendar, config, now }) => {
  const timeZone = config.ownerTimeZone

  app.get(bookingAdminApi.bookings, { schema: { querystring: bookingsQuerySchema, response: { 200: bookingListSchema } } }, async (request) =>
    listBookings(db, request.query.scope, now(), timeZone),
  )

  /** A change's answer: the call as it is now, 404, 409 with free slots, or 409 when it cannot change. */
  const answer = (reply: FastifyReply, outcome: ChangeOutcome, asked: 'change' | 'confirm') => {
    if (outcome.kind === 'not-found') return reply.code(404).send(notFound)
    if (outcome.kind === 'unavailable') return reply.code(409).send({ error: slotTakenMessage, slots: outcome.slots.map(isoSlot) })
    if (outcome.kind === 'not-changeable') return reply.code(409).send({ error: notChangeable[asked][outcome.booking.status], slots: [] })
    return reply.send(toAdminBooking(outcome.booking, null))
  }
  const changeSchema = { params: idParamsSchema, response: { 200: adminBookingSchema, 404: errorBodySchema, 409: slotTakenSchema } }

  app.post(bookingAdminApi.cancel(':id'), { schema: changeSchema }, async (request, reply) => answer(reply, await bookings.cancel(request.params.id, 'owner'), 'change'))
  app.post(bookingAdminApi.confirm(':id'), { schema: changeSchema }, async (request, reply) => answer(reply, await bookings.confirmHeld(request.params.id), 'confirm'))
  app.post(bookingAdminApi.reschedule(':id'), { schema: { ...changeSchema, body: rescheduleRequestSchema } }, async (request, reply) =>
    answer(reply, await bookings.reschedule(request.params.id, request.body.start, 'owner'), 'change'),
  )

  const settingsResponse = async (): Promise<BookingSettingsResponse> => {
    const { settings, customised } = await availability.get()
    // A read of the feed now, so the state shown is this moment's (within its timeout).
    const today = new Date(`${ownerDay(now(), timeZone)}T00:00:00Z`)
    await calendar.busy({ from: today, to: new Date(today.getTime() + settings.horizonDays * 24 * 3600_000) })
    return { settings, defaults: availability.defaults, customised, timeZone, callMinutes, calendar: calendar.state(), externalSchedulerUrl: config.booking.schedulingUrl ?? null }
  }

  app.get(bookingAdminApi.settings, { schema: { response: { 200: bookingSettingsResponseSchema } } }, async () => settingsResponse())

  app.put(bookingAdminApi.settings, { schema: { body: availabilitySettingsSchema, response: { 200: bookingSettingsResponseSchema } } }, async (request) => {
    await availability.save(request.body)
    return settingsResponse()
  })
}
