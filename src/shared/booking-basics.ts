/**
 * The booking facts the /book page's code needs before anything is sent: paths, numbers, the
 * form's labels and messages. No zod here: the page's first render evaluates no schema, which on a
 * slow phone was most of its work at load (decision 053). shared/booking.ts re-exports all of it
 * with the schemas, so the rest of the code imports from there.
 */

/** SPEC §1: the free consultation lasts 30 minutes. */
export const callMinutes = 30

export const bookingApi = {
  /** GET ?from=YYYY-MM-DD&days=N: the free slots, in UTC. */
  slots: '/api/booking/slots',
  /** POST: book one (201), or 409 with nearby free slots, 422 naming each bad field, 429. */
  book: '/api/booking',
} as const

/** The operator's calls (need the session, like every back-office call). */
export const bookingAdminApi = {
  /** GET ?scope=upcoming|past: the calls, by day. */
  bookings: '/api/admin/bookings',
  cancel: (id: string) => `/api/admin/bookings/${id}/cancel`,
  reschedule: (id: string) => `/api/admin/bookings/${id}/reschedule`,
  /** A booking held for review (it failed the bot checks): confirmed by the owner, if the slot is still free. */
  confirm: (id: string) => `/api/admin/bookings/${id}/confirm`,
  /** GET and PUT: the availability the owner controls. */
  settings: '/api/admin/booking-settings',
} as const

/** The form page (prerendered; its days and slots are filled in by the server on each request). */
export const bookingPagePath = '/book'
/** A booking's own page: what was booked, with reschedule and cancel (the token is its only key). */
export const manageBookingPath = (token: string) => `/booking/${token}`
export const rescheduleBookingPath = (token: string) => `/booking/${token}/reschedule`
export const cancelBookingPath = (token: string) => `/booking/${token}/cancel`

/** The most days of free times one request may ask for. */
export const maxSlotDays = 60
/** How many days of free times are looked up when a request names none. */
export const defaultSlotDays = 14

/** A call's time, ISO 8601 in UTC (`2027-03-15T14:00:00.000Z`); shared/booking.ts's slotSchema reads it. */
export type Slot = { start: string; end: string }

/** The messages of the booking form, one per field (also the 422 body's `fields`). */
export const bookingFieldMessages = {
  start: 'Choose a time for your call',
  name: 'Your name is required',
  email: 'Valid email is required',
  phone: 'Phone must be at most 40 characters',
  notes: 'Please keep this under 2000 characters',
  timeZone: 'Choose a time zone',
} as const

/** The form's labels, for messages that name a field. */
export const bookingFieldLabels = {
  start: 'Time',
  name: 'Your name',
  email: 'Email',
  phone: 'Phone (optional)',
  notes: 'What would you like to discuss?',
  timeZone: 'Time zone',
} as const

/** 409's sentence when the time was taken (or is no longer offered). */
export const slotTakenMessage = 'That time was just taken. Please choose another.'
