import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppConfig } from '@/server/config'
import { isoSlot, type Bookings } from '@/server/services/booking/bookings'
import { apiErrorBodySchema } from '@/server/plugins/errors'
import { touchFromRequest } from '@/shared/attribution'
import { tooManySubmissionsMessage } from '@/shared/form-refusals'
import {
  bookingApi,
  bookingCreatedSchema,
  bookingFieldLabels,
  bookingInvalidSchema,
  bookingPagePath,
  bookingRequestSchema,
  cancelBookingPath,
  manageBookingPath,
  rescheduleBookingPath,
  slotTakenMessage,
  slotTakenSchema,
  slotsFromOutsideMessage,
  slotsQuerySchema,
  slotsResponseSchema,
  callMinutes,
  type BookingCreated,
  type BookingRequest,
} from '@/shared/booking'
import { renderFixFieldsPage, renderInvalidLinkPage, renderManagePage, renderReschedulePage, renderSlotTakenPage, type ManagedCall } from './booking-pages-html'
import { sendHtmlPage } from './page-head'
import { paragraph, renderPlainPage } from './plain-page'
import { smsConsentProblem } from '@/server/services/texts/consent'
import { formCheckbox } from '@/shared/texts'
import { fieldProblems, formOnly, formPage, formPostBody } from './public-form'

/**
 * Booking the free call (issue 22): the public API (GET /api/booking/slots, POST /api/booking),
 * the booking form sent without JavaScript (POST /book), and the call's own pages behind its
 * unguessable token (/booking/:token: see it, move it, cancel it; no sign-in). The /book page
 * itself is served by the web plugin with its slots filled in (routes/booking-page.ts).
 */

const formFields = Object.keys(bookingRequestSchema.shape) as (keyof BookingRequest)[]

export const bookingRoutes: FastifyPluginAsyncZod<{ bookings: Bookings; config: AppConfig; now: () => Date }> = async (app, { bookings, config, now }) => {
  const timeZone = config.ownerTimeZone
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)))
  })

  app.get(bookingApi.slots, { schema: { querystring: slotsQuerySchema, response: { 200: slotsResponseSchema, 400: apiErrorBodySchema } } }, async (request, reply) => {
    const { from } = request.query
    if (from) {
      const served = await bookings.servedDays()
      if (from < served.first || from > served.last) {
        const message = slotsFromOutsideMessage(served.first, served.last)
        return reply.code(400).send({ error: `Invalid request: from: ${message}`, fields: { from: message } })
      }
    }
    const slots = await bookings.slots(from, request.query.days)
    return reply.header('cache-control', 'no-store').send({ timeZone, callMinutes, slots: slots.map(isoSlot) })
  })

  app.post(
    bookingApi.book,
    {
      // Declared for the document, validated here rather than by the schema compiler: a bad
      // booking is a 422 naming each field.
      schema: { body: bookingRequestSchema, response: { 201: bookingCreatedSchema, 409: slotTakenSchema, 422: bookingInvalidSchema, 429: apiErrorBodySchema } },
      attachValidation: true,
    },
    async (request, reply) => {
      const parsed = bookingRequestSchema.safeParse(request.body ?? undefined)
      const untextable = parsed.success ? smsConsentProblem(parsed.data) : null
      if (!parsed.success || untextable) {
        const fields = parsed.success ? { ...untextable! } : fieldProblems(parsed.error)
        return reply.code(422).send({ error: `Please check: ${Object.keys(fields).join(', ')}`, fields })
      }
      const outcome = await bookings.book(parsed.data, { ip: request.ip, page: formPage(request, bookingPagePath) })
      if (outcome.kind === 'too-many') return reply.code(429).header('retry-after', String(outcome.retryAfterSeconds)).send({ error: tooManySubmissionsMessage })
      if (outcome.kind === 'unavailable') return reply.code(409).send({ error: slotTakenMessage, slots: outcome.slots.map(isoSlot) })
      const { booking, held } = outcome
      return reply.code(201).send({
        id: booking.id,
        start: booking.startAt.toISOString(),
        end: booking.endAt.toISOString(),
        manageUrl: manageBookingPath(booking.manageToken),
        heldForReview: held,
      } satisfies BookingCreated)
    },
  )

  // The form sent by a browser without JavaScript: a 303 to the call's page, or a page to fix it.
  app.post(bookingPagePath, { schema: { body: formPostBody(formFields), consumes: formOnly }, attachValidation: true }, async (request, reply) => {
    const sent = (request.body ?? {}) as Record<string, unknown>
    const fields: Record<string, unknown> = Object.fromEntries(formFields.filter((name) => typeof sent[name] === 'string' && sent[name] !== '').map((name) => [name, sent[name]]))
    // A ticked box is posted as `on`, an unticked one not at all.
    fields.smsConsent = formCheckbox(sent.smsConsent)
    // Without JavaScript nothing was kept in the browser: the request itself says where it came from.
    const touch = touchFromRequest(request.headers.referer, request.host, bookingPagePath)
    const parsed = bookingRequestSchema.safeParse({ ...fields, attribution: { first: touch, last: touch } })
    const untextable = parsed.success ? smsConsentProblem(parsed.data) : null
    if (!parsed.success || untextable) {
      const problems = (parsed.success ? untextable : fieldProblems(parsed.error)) as Partial<Record<keyof typeof bookingFieldLabels, string>>
      return sendHtmlPage(reply, 422, renderFixFieldsPage(problems))
    }
    const outcome = await bookings.book(parsed.data, { ip: request.ip, page: formPage(request, bookingPagePath) })
    if (outcome.kind === 'too-many') {
      reply.header('retry-after', String(outcome.retryAfterSeconds))
      return sendHtmlPage(reply, 429, renderPlainPage('Please try again in a minute', paragraph(`${tooManySubmissionsMessage} Nothing was booked.`)))
    }
    if (outcome.kind === 'unavailable') {
      const { start: _start, ...rest } = parsed.data
      return sendHtmlPage(reply, 409, renderSlotTakenPage(slotTakenMessage, rest, outcome.slots, parsed.data.timeZone ?? timeZone))
    }
    return reply.code(303).header('location', manageBookingPath(outcome.booking.manageToken)).send()
  })

  const tokenParams = z.strictObject({ token: z.string().max(100) })
  const managed = async (token: string): Promise<ManagedCall | undefined> => {
    const booking = await bookings.byManageToken(token)
    if (!booking) return undefined
    return { name: booking.name, start: booking.startAt, timeZone: booking.timeZone, phone: booking.phone, status: booking.status, past: booking.startAt <= now(), token }
  }
  const invalid = (reply: FastifyReply) => sendHtmlPage(reply, 404, renderInvalidLinkPage())

  app.get(manageBookingPath(':token'), { schema: { params: tokenParams } }, async (request, reply) => {
    const call = await managed(request.params.token)
    if (!call) return invalid(reply)
    const page = renderManagePage(call, timeZone)
    return sendHtmlPage(reply, page.status, page.html)
  })

  const reschedulePage = async (reply: FastifyReply, token: string, status: number, problem?: string) => {
    const call = await managed(token)
    if (!call) return invalid(reply)
    if (call.status !== 'confirmed' || call.past) {
      const page = renderManagePage(call, timeZone)
      return sendHtmlPage(reply, 409, page.html)
    }
    const booking = (await bookings.byManageToken(token))!
    const slots = await bookings.slots(undefined, 14, undefined, booking.id)
    return sendHtmlPage(reply, status, renderReschedulePage(call, slots, timeZone, problem))
  }

  app.get(rescheduleBookingPath(':token'), { schema: { params: tokenParams } }, async (request, reply) => reschedulePage(reply, request.params.token, 200))

  app.post(rescheduleBookingPath(':token'), { schema: { params: tokenParams, body: formPostBody(['start']), consumes: formOnly }, attachValidation: true }, async (request, reply) => {
    const booking = await bookings.byManageToken(request.params.token)
    if (!booking) return invalid(reply)
    const start = (request.body as Record<string, unknown> | undefined)?.start
    if (typeof start !== 'string' || Number.isNaN(Date.parse(start))) return reschedulePage(reply, request.params.token, 422, 'Choose a time for your call')
    const outcome = await bookings.reschedule(booking.id, start, 'visitor')
    if (outcome.kind === 'unavailable') return reschedulePage(reply, request.params.token, 409, slotTakenMessage)
    return reply.code(303).header('location', manageBookingPath(request.params.token)).send()
  })

  app.post(cancelBookingPath(':token'), { schema: { params: tokenParams } }, async (request, reply) => {
    const booking = await bookings.byManageToken(request.params.token)
    if (!booking) return invalid(reply)
    await bookings.cancel(booking.id, 'visitor')
    return reply.code(303).header('location', manageBookingPath(request.params.token)).send()
  })
}
