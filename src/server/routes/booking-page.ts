import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppConfig } from '@/server/config'
import { isoSlot, type Bookings } from '@/server/services/booking/bookings'
import type { LeadIntake } from '@/server/services/lead-intake'
import { bookingPagePath, callMinutes } from '@/shared/booking'
import { bookingFormMarker, fillBookingPage, type BookingFormView } from '@/shared/booking-form'

/** Days of slots the page offers at first; the page asks the API for more when the visitor wants them. */
export const bookingPageDays = 14

/**
 * GET /book (issue 22 item 3): the prerendered page with its days and slots filled in by the
 * server on each request, so it works from the first paint and without JavaScript; the view is
 * also given to the page's code (a JSON data block, not a script), which hydrates from it. A
 * lead who comes from one of our e-mails (`?t=`, a signed, expiring token naming the lead) finds
 * the form filled in. With SCHEDULING_URL set, the page sends the visitor to that scheduler.
 */
export function bookingPageHook(deps: { bookings: Bookings; intake: Pick<LeadIntake, 'issueFormToken'>; config: AppConfig }) {
  return async (pagePath: string, request: FastifyRequest, reply: FastifyReply, html: string): Promise<string> => {
    if (pagePath !== bookingPagePath) return html
    if (deps.config.booking.schedulingUrl) {
      reply.redirect(deps.config.booking.schedulingUrl, 302)
      return html
    }
    // Without the marker (development: the page renders in the browser) the page fetches its own data.
    if (!html.includes(bookingFormMarker)) return html
    const [slots, { token }, values] = await Promise.all([deps.bookings.slots(undefined, bookingPageDays), deps.intake.issueFormToken(), prefill(request)])
    const view: BookingFormView = {
      timeZone: deps.config.ownerTimeZone,
      ownerTimeZone: deps.config.ownerTimeZone,
      callMinutes,
      slots: slots.map(isoSlot),
      values,
      errors: {},
      formToken: token,
      days: bookingPageDays,
    }
    // Each visitor's page is their own (a fresh form token, perhaps their name): never cached.
    reply.header('cache-control', 'no-store')
    return fillBookingPage(html, view)
  }

  function prefill(request: FastifyRequest): Promise<BookingFormView['values']> {
    const token = (request.query as Record<string, unknown> | undefined)?.t
    return typeof token === 'string' ? deps.bookings.prefillFor(token) : Promise.resolve({})
  }
}
