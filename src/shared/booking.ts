import { z } from './zod'
import { isTimeZone } from './zoned-time'
import { attributionField } from './attribution'
import { formBotFields } from './public-form'
import { smsConsentFields } from './texts'
import { bookingFieldMessages, defaultSlotDays, maxSlotDays, type Slot } from './booking-basics'

export * from './booking-basics'

/**
 * Booking the free 30-minute call (issue 22; docs/decisions/034): the public API the /book page
 * and any other client use, and the owner's API behind the back office's Bookings tab. The
 * server answers with these shapes; the pages parse them.
 */

// ---------------------------------------------------------------------------------------------
// Availability
// ---------------------------------------------------------------------------------------------

export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]
export const weekdayLabels: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
}

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time such as 09:00')
/** One stretch of working time on a weekday, in the owner's time zone (end after start). */
export const timeRangeSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((range) => range.start < range.end, { error: 'The end must be after the start', path: ['end'] })
export type TimeRange = z.infer<typeof timeRangeSchema>

/** The owner's weekly hours: for each weekday, its stretches of working time (none: closed). */
export const weeklyHoursSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, z.array(timeRangeSchema).max(6, 'At most 6 stretches a day')])) as Record<
    Weekday,
    z.ZodArray<typeof timeRangeSchema>
  >,
)
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>

/** A day of the calendar, YYYY-MM-DD, that exists (no 2027-02-30). */
const isoDate = z.iso.date({ error: 'Use a date such as 2027-01-15' })

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number from ${min} to ${max}` })
    .int(`${field} must be a whole number from ${min} to ${max}`)
    .min(min, `${field} must be a whole number from ${min} to ${max}`)
    .max(max, `${field} must be a whole number from ${min} to ${max}`)

/** What the owner controls (defaults from BOOKING_* in the environment; stored once edited). */
export const availabilitySettingsSchema = z.strictObject({
  weeklyHours: weeklyHoursSchema,
  bufferMinutes: wholeNumber('Buffer', 0, 240),
  minNoticeHours: wholeNumber('Minimum notice', 0, 336),
  maxPerDay: wholeNumber('Calls per day', 1, 48),
  horizonDays: wholeNumber('Horizon', 1, 365),
  /** Whole days without calls, in the owner's time zone (YYYY-MM-DD), sorted. */
  daysOff: z.array(isoDate).max(366, 'At most 366 days off'),
})
export type AvailabilitySettings = z.infer<typeof availabilitySettingsSchema>

/** The owner's calendar feed (OWNER_CALENDAR_ICS_URL): whether it is read, and since when it is not. */
export const calendarFeedStateSchema = z.object({
  /** not-configured: no feed set; ok: its last read succeeded; failing: it could not be read. */
  state: z.enum(['not-configured', 'ok', 'failing']),
  lastReadAt: z.string().nullable(),
  /** The first failed read of the current run of failures. */
  failingSince: z.string().nullable(),
  lastError: z.string().nullable(),
  /** Busy periods found in the feed over the booking horizon at its last read. */
  busyPeriods: z.number().int().nullable(),
})
export type CalendarFeedState = z.infer<typeof calendarFeedStateSchema>

/** GET /api/admin/booking-settings; PUT answers the same after saving. */
export const bookingSettingsResponseSchema = z.object({
  settings: availabilitySettingsSchema,
  /** What the environment sets (BOOKING_*): the settings until the owner saves others. */
  defaults: availabilitySettingsSchema,
  /** Whether the settings are the owner's own (saved in the back office) or the defaults. */
  customised: z.boolean(),
  timeZone: z.string(),
  callMinutes: z.number().int(),
  calendar: calendarFeedStateSchema,
  /** SCHEDULING_URL: when set, every booking link goes to this external scheduler instead. */
  externalSchedulerUrl: z.string().nullable(),
})
export type BookingSettingsResponse = z.infer<typeof bookingSettingsResponseSchema>

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------

/**
 * GET /api/booking/slots: `from` defaults to today in the owner's time zone, `days` to 14. A
 * `from` outside the days served (yesterday to the booking horizon) is a 400 naming it.
 */
export const slotsQuerySchema = z.strictObject({
  from: isoDate.optional(),
  days: z.coerce
    .number({ error: `days must be a whole number from 1 to ${maxSlotDays}` })
    .int(`days must be a whole number from 1 to ${maxSlotDays}`)
    .min(1, `days must be a whole number from 1 to ${maxSlotDays}`)
    .max(maxSlotDays, `days must be a whole number from 1 to ${maxSlotDays}`)
    .default(defaultSlotDays),
})
export type SlotsQuery = z.infer<typeof slotsQuerySchema>

export const slotsFromOutsideMessage = (first: string, last: string) => `from must be a date from ${first} to ${last}`

/** A call's time (the type Slot, shared/booking-basics.ts). */
export const slotSchema = z.object({ start: z.string(), end: z.string() }) satisfies z.ZodType<Slot>

export const slotsResponseSchema = z.object({
  /** The owner's time zone (IANA). */
  timeZone: z.string(),
  callMinutes: z.number().int(),
  slots: z.array(slotSchema),
})
export type SlotsResponse = z.infer<typeof slotsResponseSchema>

/** The visitor's fields (the form's, and the API's). */
export const bookingFieldsSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: bookingFieldMessages.start }),
  name: z.string({ error: bookingFieldMessages.name }).trim().min(2, bookingFieldMessages.name).max(120, 'Your name must be at most 120 characters'),
  email: z.string({ error: bookingFieldMessages.email }).trim().max(254, bookingFieldMessages.email).pipe(z.email(bookingFieldMessages.email)),
  phone: z.string().trim().max(40, bookingFieldMessages.phone).optional(),
  notes: z.string().trim().max(2000, bookingFieldMessages.notes).optional(),
  /** The visitor's time zone (IANA), for the times in their e-mails; the owner's when absent. */
  timeZone: z
    .string()
    .max(64, bookingFieldMessages.timeZone)
    .refine(isTimeZone, bookingFieldMessages.timeZone)
    .optional(),
})
export type BookingFields = z.infer<typeof bookingFieldsSchema>

/** POST /api/booking: the fields and the bot checks every public form sends. */
export const bookingRequestSchema = bookingFieldsSchema.extend(formBotFields).extend(attributionField).extend({ smsConsent: smsConsentFields.smsConsent })
export type BookingRequest = z.infer<typeof bookingRequestSchema>

export const bookingCreatedSchema = z.object({
  id: z.string(),
  start: z.string(),
  end: z.string(),
  /** The booking's own page (reschedule, cancel); its token is the only key. */
  manageUrl: z.string(),
  /** Held for the owner's review (failed a bot check): no e-mail goes out until the owner confirms it. */
  heldForReview: z.boolean(),
})
export type BookingCreated = z.infer<typeof bookingCreatedSchema>

/** 409: the slot was taken (or is no longer offered); nearby free slots to choose from. */
export const slotTakenSchema = z.object({ error: z.string(), slots: z.array(slotSchema) })

/** 422: each bad field named, with its message. */
export const bookingInvalidSchema = z.object({ error: z.string(), fields: z.record(z.string(), z.string()) })

// ---------------------------------------------------------------------------------------------
// The owner's view
// ---------------------------------------------------------------------------------------------

export const bookingStatuses = ['confirmed', 'cancelled', 'held'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

export const adminBookingSchema = z.object({
  id: z.string(),
  leadId: z.string().nullable(),
  name: z.string(),
  /** Null for a call booked by phone by a caller with no e-mail address. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  businessName: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  status: z.enum(bookingStatuses),
  /** The visitor's time zone. */
  timeZone: z.string(),
  /** How many times it was moved. */
  rescheduled: z.number().int(),
  /** Who cancelled it: the visitor (their link) or the owner. */
  cancelledBy: z.enum(['visitor', 'owner']).nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminBooking = z.infer<typeof adminBookingSchema>

export const bookingsQuerySchema = z.strictObject({ scope: z.enum(['upcoming', 'past']).default('upcoming') })

export const bookingListSchema = z.object({
  timeZone: z.string(),
  /** Upcoming: soonest first; past: latest first. At most 500. */
  bookings: z.array(adminBookingSchema),
})
export type BookingList = z.infer<typeof bookingListSchema>

export const rescheduleRequestSchema = z.strictObject({ start: z.iso.datetime({ offset: true, error: bookingFieldMessages.start }) })

/** What a booking holds for the lead's detail in the CRM. */
export const leadBookingSchema = adminBookingSchema.pick({ id: true, start: true, end: true, status: true, rescheduled: true, cancelledBy: true, timeZone: true })
export type LeadBooking = z.infer<typeof leadBookingSchema>

/** Why the product no longer sends a lead automated nudges (follow-ups); null: it still may. */
export const nudgeStopReasons = ['booked', 'status', 'unsubscribed', 'bounced', 'replied'] as const
export type NudgeStopReason = (typeof nudgeStopReasons)[number]
export const nudgeStopLabels: Record<NudgeStopReason, string> = {
  booked: 'the lead booked a call',
  status: "the lead was moved past 'New'",
  unsubscribed: 'the lead unsubscribed',
  bounced: "the lead's address bounced",
  replied: 'the lead replied',
}
