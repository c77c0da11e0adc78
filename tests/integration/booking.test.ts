import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { openDatabase, type Database } from '@/server/db/client'
import { automationLogs, bookings, leadEvents, leads, outbox, tasks } from '@/server/db/schema'
import { bookingAdminApi, bookingApi, type BookingCreated, type SlotsResponse } from '@/shared/booking'
import { adminApi } from '@/shared/admin'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'
import { findPart, mailText } from '../support/mail-text'

/**
 * Booking the free call (issue 22), on both databases: the slots, one booking and every effect
 * once, no two calls overlapping under any interleaving, the visitor's own page (move, cancel),
 * reminders, and the one nudge rule every follow-up obeys.
 */

let smtp: SmtpFake
/** Monday 8 March 2027, 07:00 in New York (EST): the owner's default hours are Mon-Fri 09:00-17:00 with 4 hours' notice. */
const monday = new Date('2027-03-08T12:00:00Z')
let clock = monday

beforeAll(async () => {
  smtp = await startSmtpFake()
})
afterAll(() => smtp?.close())
const harness = useTestApp(() => ({ now: () => clock, config: { providers: fakeProviders({ smtp }), ownerEmail } }), { idleQueueMs: 15_000 })
beforeEach(() => {
  clock = monday
  smtp.messages.length = 0
})

const visitor = { name: 'Jamie Rivera', email: 'Jamie@RiveraPlumbing.com', phone: '(859) 555-0123', notes: 'Missed calls while on jobs', timeZone: 'America/Chicago' }
let address = 0

async function slots(app: App = harness.app, query = '') {
  const response = await app.inject({ method: 'GET', url: `${bookingApi.slots}${query}` })
  expect(response.statusCode).toBe(200)
  return response.json<SlotsResponse>()
}

function book(start: string, app: App = harness.app, overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: bookingApi.book,
    payload: { start, ...visitor, ...humanFormFields(clock.getTime()), ...overrides },
    remoteAddress: `10.9.${Math.floor(++address / 250) % 250}.${address % 250}`,
  })
}

const rows = <Row>(result: unknown) => (result as { rows: Row[] }).rows
const jobStates = async (db: Database['db'] = harness.database.db) =>
  rows<{ state: string; start_after: Date }>(await db.execute(sql`select state, start_after from pgboss.job where name = 'booking-email' order by start_after`))

/** The iCalendar invitation of a message: its METHOD (from the part's Content-Type) and its text, unfolded. */
function calendarPart(raw: string): { method: string; ics: string } | undefined {
  const method = /content-type:\s*text\/calendar;[^\r\n]*method=(\w+)/i.exec(raw)?.[1]
  const ics = findPart(raw, /^text\/calendar/i)
  return method && ics ? { method: method.toUpperCase(), ics: ics.replace(/\r?\n[ \t]/g, '') } : undefined
}

/** Sent to this address (mail servers may lower-case the domain). */
const sentTo = (address: string) => (mail: { to: string[] }) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase())

describe(`booking on ${process.env.TEST_DATABASE}`, () => {
  it('offers 30-minute slots in the owner’s hours, from the minimum notice on, in UTC', async () => {
    const answer = await slots(harness.app, '?from=2027-03-08&days=2')
    expect(answer.timeZone).toBe('America/New_York')
    expect(answer.callMinutes).toBe(30)
    // Monday: 4 hours' notice from 07:00 EST leaves 11:00 (16:00Z) to 16:30; Tuesday from 09:00 (14:00Z).
    expect(answer.slots[0]).toEqual({ start: '2027-03-08T16:00:00.000Z', end: '2027-03-08T16:30:00.000Z' })
    expect(answer.slots.filter((slot) => slot.start.startsWith('2027-03-08'))).toHaveLength(12)
    expect(answer.slots.find((slot) => slot.start.startsWith('2027-03-09'))).toEqual({ start: '2027-03-09T14:00:00.000Z', end: '2027-03-09T14:30:00.000Z' })
    expect(answer.slots).toHaveLength(12 + 16)
  })

  it('refuses a bad slots query naming the field', async () => {
    const response = await harness.app.inject({ method: 'GET', url: `${bookingApi.slots}?days=500` })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ days: 'days must be a whole number from 1 to 60' })
  })

  // Issue 36: these answered 500 (RangeError: Invalid time value).
  it.each(['2026-02-30', '2026-13-45', '2026-00-10', '2027-02-29', '9999-12-31', '0000-01-01', '2027-3-8', ''])('refuses from=%s, a day that does not exist, with a 400 naming from', async (from) => {
    const response = await harness.app.inject({ method: 'GET', url: `${bookingApi.slots}?from=${from}` })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toEqual(['from'])
  })

  it('refuses a from outside the days it serves (yesterday to the horizon), naming them', async () => {
    // The clock is Monday 2027-03-08 in New York; the default horizon is 21 days.
    for (const from of ['2027-03-06', '2026-03-08', '2027-03-30', '2028-01-01']) {
      const response = await harness.app.inject({ method: 'GET', url: `${bookingApi.slots}?from=${from}` })
      expect(response.statusCode).toBe(400)
      expect(response.json().fields).toEqual({ from: 'from must be a date from 2027-03-07 to 2027-03-29' })
    }
    for (const from of ['2027-03-07', '2027-03-29']) expect((await harness.app.inject({ method: 'GET', url: `${bookingApi.slots}?from=${from}` })).statusCode).toBe(200)
  })

  it('books a call with every effect once: lead, status, task, confirmation with an invitation, owner notice, reminders', async () => {
    const response = await book('2027-03-09T20:00:00.000Z')
    expect(response.statusCode).toBe(201)
    const created = response.json<BookingCreated>()
    expect(created).toMatchObject({ start: '2027-03-09T20:00:00.000Z', end: '2027-03-09T20:30:00.000Z', heldForReview: false })
    expect(created.manageUrl).toMatch(/^\/booking\/[\w-]{43}$/)
    await waitForIdleQueue(harness.database)

    const db = harness.database.db
    const [lead] = await db.select().from(leads)
    expect(lead).toMatchObject({ email: visitor.email, fullName: visitor.name, status: 'Demo Scheduled', phone: visitor.phone })
    const prepared = await db.select().from(tasks).where(eq(tasks.leadId, lead!.id))
    expect(prepared.map((task) => [task.title, task.type, task.dueDate?.toISOString()])).toEqual([['Prepare for the call with Jamie Rivera', 'Call', '2027-03-09T19:00:00.000Z']])
    expect(await db.select({ type: leadEvents.type }).from(leadEvents)).toEqual(expect.arrayContaining([{ type: 'booked' }, { type: 'status-changed' }]))

    const toVisitor = smtp.messages.filter((mail) => sentTo(visitor.email)(mail))
    const toOwner = smtp.messages.filter((mail) => sentTo(ownerEmail)(mail))
    expect(toVisitor.map((mail) => mail.subject)).toEqual(['Your free call with Bluegrass AI: Tuesday, March 9 at 2:00 PM CST'])
    expect(toOwner.map((mail) => mail.subject)).toEqual(['New call booked: Jamie Rivera, Tuesday, March 9 at 3:00 PM EST'])
    expect(mailText(toVisitor[0]!)).toContain('booked for Tuesday, March 9 at 2:00 PM CST (3:00 PM EST for us)')
    const invite = calendarPart(toVisitor[0]!.raw)
    expect(invite?.method).toBe('REQUEST')
    expect(invite?.ics).toContain(`UID:${created.id}@bluegrassai.com`)
    expect(invite?.ics).toContain('SEQUENCE:0')
    expect(invite?.ics).toContain('DTSTART:20270309T200000Z')
    expect(invite?.ics).toContain('DTEND:20270309T203000Z')
    expect(invite?.ics).toMatch(/ORGANIZER;CN=[^:]+:mailto:owner@bluegrassai\.com/i)
    expect(invite?.ics).toMatch(/ATTENDEE;[^\n]*:mailto:Jamie@RiveraPlumbing\.com/i)
    expect(calendarPart(toOwner[0]!.raw)?.ics).toContain(`UID:${created.id}@bluegrassai.com`)

    // The reminders wait for 24 h and 1 h before the call.
    const reminders = await db.select().from(outbox).where(eq(outbox.kind, 'booking-reminder'))
    expect(reminders.map((row) => [row.status, row.sendAfter?.toISOString()]).sort()).toEqual([
      ['scheduled', '2027-03-08T20:00:00.000Z'],
      ['scheduled', '2027-03-09T19:00:00.000Z'],
    ])
  })

  it('sends a reminder when its time comes (the queue’s clock moved), and none after the call is moved', async () => {
    const created = (await book('2027-03-09T20:00:00.000Z')).json<BookingCreated>()
    await waitForIdleQueue(harness.database)
    const db = harness.database.db
    // Move the 24-hour reminder's time to now, as if a day had passed.
    await db.execute(sql`update pgboss.job set start_after = now() where name = 'booking-email' and id = (select job_id::uuid from outbox where idempotency_key like 'booking-reminder-24h:%')`)
    await waitForIdleQueue(harness.database)
    const reminder = smtp.messages.find((mail) => mail.subject === 'Reminder: your free call with Bluegrass AI tomorrow')
    expect(reminder && mailText(reminder)).toContain('your free 30-minute call is Tuesday, March 9 at 2:00 PM CST')

    // Moved: the waiting 1-hour reminder is cancelled (row and job), new ones replace both.
    const headers = await operatorHeaders(harness.app)
    const moved = await harness.app.inject({ method: 'POST', url: bookingAdminApi.reschedule(created.id), headers, payload: { start: '2027-03-10T15:00:00.000Z' } })
    expect(moved.statusCode).toBe(200)
    const states = await db.select({ key: outbox.idempotencyKey, status: outbox.status }).from(outbox).where(eq(outbox.kind, 'booking-reminder'))
    expect(states.map((row) => `${row.key.split(':')[0]}:${row.key.split(':')[2]} ${row.status}`).sort()).toEqual([
      'booking-reminder-1h:0 cancelled',
      'booking-reminder-1h:1 scheduled',
      'booking-reminder-24h:0 sent',
      'booking-reminder-24h:1 scheduled',
    ])
    expect((await jobStates()).filter((job) => job.state === 'cancelled')).toHaveLength(1)
  })

  it('skips a reminder whose time has passed when the call is booked', async () => {
    // Booked at 07:00 for 11:00 the same day: only the 1-hour reminder is still ahead.
    expect((await book('2027-03-08T16:00:00.000Z')).statusCode).toBe(201)
    const reminders = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'booking-reminder'))
    expect(reminders.map((row) => row.idempotencyKey.split(':')[0])).toEqual(['booking-reminder-1h'])
  })

  it('gives exactly one of 30 concurrent requests for one slot the call, across two instances', async () => {
    // A second instance on the same database (on PostgreSQL its own pool; PGlite is one process).
    const second = process.env.TEST_DATABASE === 'postgres' ? await openDatabase(harness.database.reopenOptions) : harness.database
    const other = await buildTestApp(second, { now: () => clock, config: { providers: fakeProviders({ smtp }), ownerEmail } })
    try {
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => book('2027-03-09T15:00:00.000Z', i % 2 === 0 ? harness.app : other, { email: `racer${i}@example.com` })))
      const codes = answers.map((answer) => answer.statusCode)
      expect(codes.filter((code) => code === 201)).toHaveLength(1)
      expect(codes.filter((code) => code === 409)).toHaveLength(29)
      // A refused booking offers nearby free times, never the taken one or its buffers.
      const refused = answers.find((answer) => answer.statusCode === 409)!.json<{ error: string; slots: { start: string }[] }>()
      expect(refused.error).toBe('That time was just taken. Please choose another.')
      expect(refused.slots.length).toBeGreaterThan(0)
      expect(refused.slots.map((slot) => slot.start)).not.toEqual(expect.arrayContaining(['2027-03-09T14:30:00.000Z', '2027-03-09T15:00:00.000Z', '2027-03-09T15:30:00.000Z']))
      const confirmed = await harness.database.db.select().from(bookings).where(eq(bookings.status, 'confirmed'))
      expect(confirmed).toHaveLength(1)
    } finally {
      await other.close()
      if (second !== harness.database) await second.close()
    }
  })

  it('keeps the buffer between calls: the neighbouring half hours are refused, an hour later is free', async () => {
    expect((await book('2027-03-09T15:00:00.000Z')).statusCode).toBe(201)
    expect((await book('2027-03-09T15:30:00.000Z', harness.app, { email: 'b@example.com' })).statusCode).toBe(409)
    expect((await book('2027-03-09T14:30:00.000Z', harness.app, { email: 'c@example.com' })).statusCode).toBe(409)
    expect((await book('2027-03-09T16:00:00.000Z', harness.app, { email: 'd@example.com' })).statusCode).toBe(201)
    const offered = (await slots(harness.app, '?from=2027-03-09&days=1')).slots.map((slot) => slot.start)
    expect(offered).not.toContain('2027-03-09T15:30:00.000Z')
    expect(offered).toContain('2027-03-09T17:00:00.000Z')
  })

  it('refuses a time that is not a slot (off the grid, outside the hours, too soon)', async () => {
    for (const start of ['2027-03-09T15:10:00.000Z', '2027-03-09T03:00:00.000Z', '2027-03-08T13:00:00.000Z', '2027-03-13T15:00:00.000Z']) {
      expect((await book(start)).statusCode).toBe(409)
    }
    expect(await harness.database.db.select().from(bookings)).toHaveLength(0)
  })

  it('answers 422 naming each bad field, and stores nothing', async () => {
    const response = await book('soon', harness.app, { name: 'J', email: 'not-an-address', timeZone: 'Mars/Olympus' })
    expect(response.statusCode).toBe(422)
    expect(response.json().fields).toEqual({ start: 'Choose a time for your call', name: 'Your name is required', email: 'Valid email is required', timeZone: 'Choose a time zone' })
    const unknown = await book('2027-03-09T15:00:00.000Z', harness.app, { admin: true })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().fields).toEqual({ admin: 'Unknown field' })
    expect(await harness.database.db.select().from(bookings)).toHaveLength(0)
  })

  it('holds a booking that fails the bot checks for review: stored, no e-mail, no hold on the slot', async () => {
    const held = await book('2027-03-09T15:00:00.000Z', harness.app, { website: 'http://spam.example' })
    expect(held.statusCode).toBe(201)
    expect(held.json<BookingCreated>().heldForReview).toBe(true)
    await waitForIdleQueue(harness.database)
    expect(smtp.messages).toHaveLength(0)
    expect(await harness.database.db.select().from(leads)).toHaveLength(0)
    expect((await slots(harness.app, '?from=2027-03-09&days=1')).slots.map((slot) => slot.start)).toContain('2027-03-09T15:00:00.000Z')
    // The owner confirms it: now it is a booking like any other.
    const confirmed = await harness.app.inject({ method: 'POST', url: bookingAdminApi.confirm(held.json<BookingCreated>().id), headers: await operatorHeaders(harness.app) })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().status).toBe('confirmed')
    const again = await harness.app.inject({ method: 'POST', url: bookingAdminApi.confirm(held.json<BookingCreated>().id), headers: await operatorHeaders(harness.app) })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('This booking is already confirmed')
    await waitForIdleQueue(harness.database)
    expect(smtp.messages.filter((mail) => sentTo(visitor.email)(mail))).toHaveLength(1)
  })

  it('finds the lead by its address whatever the case, and leaves its identity as it was', async () => {
    expect((await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email: 'jamie@riveraplumbing.com', fullName: 'Jamie R.' }), ...humanFormFields(clock.getTime()) } })).statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    expect((await book('2027-03-09T15:00:00.000Z')).statusCode).toBe(201)
    const all = await harness.database.db.select().from(leads)
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ fullName: 'Jamie R.', businessName: 'Morgan Heating & Air', email: 'jamie@riveraplumbing.com', status: 'Demo Scheduled' })
  })
})

describe(`the visitor's own page on ${process.env.TEST_DATABASE}`, () => {
  it('books without JavaScript: the form posts, the answer is a 303 to the call’s page, no personal data in any URL', async () => {
    const form = new URLSearchParams({ start: '2027-03-09T15:00:00.000Z', ...visitor, formToken: humanFormFields(clock.getTime()).formToken, website: '' })
    const posted = await harness.app.inject({ method: 'POST', url: '/book', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
    expect(posted.statusCode).toBe(303)
    const location = posted.headers.location as string
    expect(location).toMatch(/^\/booking\/[\w-]{43}$/)
    const page = await harness.app.inject({ method: 'GET', url: location })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Your call is booked')
    expect(page.body).toContain('Tuesday, March 9 at 9:00 AM CST (Tuesday, March 9 at 10:00 AM EST)')
    expect(page.body).not.toContain('<script')
    await waitForIdleQueue(harness.database)

    // Every link we sent: none carries the visitor's name, address or phone.
    const urls = smtp.messages.flatMap((mail) => mailText(mail).match(/https?:\/\/\S+/g) ?? [])
    expect(urls.length).toBeGreaterThan(0)
    for (const url of [location, ...urls]) {
      const decoded = decodeURIComponent(url).toLowerCase()
      for (const personal of [visitor.email.toLowerCase(), 'jamie', 'rivera', '555-0123']) expect(decoded).not.toContain(personal)
    }
  })

  it('names each field to fix when the form sent without JavaScript is incomplete, and books nothing', async () => {
    const form = new URLSearchParams({ name: 'Jamie Rivera', email: 'nope', formToken: humanFormFields(clock.getTime()).formToken })
    const posted = await harness.app.inject({ method: 'POST', url: '/book', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
    expect(posted.statusCode).toBe(422)
    expect(posted.body).toContain('<strong>Time</strong>: Choose a time for your call')
    expect(posted.body).toContain('<strong>Email</strong>: Valid email is required')
    expect(await harness.database.db.select().from(bookings)).toHaveLength(0)
  })

  it('offers nearby times, carrying the answers in the form, when the time chosen without JavaScript was taken', async () => {
    expect((await book('2027-03-09T15:00:00.000Z', harness.app, { email: 'first@example.com' })).statusCode).toBe(201)
    const form = new URLSearchParams({ start: '2027-03-09T15:00:00.000Z', ...visitor, formToken: humanFormFields(clock.getTime()).formToken })
    const posted = await harness.app.inject({ method: 'POST', url: '/book', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() })
    expect(posted.statusCode).toBe(409)
    expect(posted.body).toContain('That time was just taken')
    expect(posted.body).toContain('<input type="hidden" name="email" value="Jamie@RiveraPlumbing.com">')
    expect(posted.body).toMatch(/<input type="radio" name="start" value="2027-03-09T1[67]:00:00.000Z" required>/)
  })

  it('moves the call from its link: same UID, a higher SEQUENCE, and cancels it: METHOD:CANCEL, the slot free again', async () => {
    const created = (await book('2027-03-09T15:00:00.000Z')).json<BookingCreated>()
    await waitForIdleQueue(harness.database)
    const token = created.manageUrl.split('/').pop()!
    const form = (values: Record<string, string>) => ({ headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(values).toString() })

    const choose = await harness.app.inject({ method: 'GET', url: `/booking/${token}/reschedule` })
    expect(choose.statusCode).toBe(200)
    expect(choose.body).toContain('value="2027-03-10T15:00:00.000Z"')
    expect((await harness.app.inject({ method: 'POST', url: `/booking/${token}/reschedule`, ...form({ start: '2027-03-10T15:00:00.000Z' }) })).statusCode).toBe(303)
    await waitForIdleQueue(harness.database)
    const update = smtp.messages.find((mail) => sentTo(visitor.email)(mail) && mail.subject?.startsWith('Your call with Bluegrass AI is now'))
    expect(update?.subject).toBe('Your call with Bluegrass AI is now Wednesday, March 10 at 9:00 AM CST')
    const updated = calendarPart(update!.raw)
    expect(updated).toMatchObject({ method: 'REQUEST' })
    expect(updated!.ics).toContain(`UID:${created.id}@bluegrassai.com`)
    expect(updated!.ics).toContain('SEQUENCE:1')
    expect(updated!.ics).toContain('DTSTART:20270310T150000Z')

    expect((await harness.app.inject({ method: 'POST', url: `/booking/${token}/cancel` })).statusCode).toBe(303)
    await waitForIdleQueue(harness.database)
    const cancellation = smtp.messages.find((mail) => sentTo(visitor.email)(mail) && mail.subject?.endsWith('is cancelled'))
    const cancelled = calendarPart(cancellation!.raw)
    expect(cancelled?.method).toBe('CANCEL')
    expect(cancelled!.ics).toContain(`UID:${created.id}@bluegrassai.com`)
    expect(cancelled!.ics).toContain('SEQUENCE:2')
    expect(cancelled!.ics).toContain('STATUS:CANCELLED')
    expect(smtp.messages.filter((mail) => sentTo(ownerEmail)(mail) && mail.subject?.startsWith('Call cancelled'))).toHaveLength(1)

    const page = await harness.app.inject({ method: 'GET', url: `/booking/${token}` })
    expect(page.body).toContain('This call is cancelled')
    const [lead] = await harness.database.db.select().from(leads)
    expect(lead!.status).toBe('Interested')
    expect(await harness.database.db.select().from(tasks).where(eq(tasks.leadId, lead!.id))).toHaveLength(0)
    expect((await slots(harness.app, '?from=2027-03-10&days=1')).slots.map((slot) => slot.start)).toContain('2027-03-10T15:00:00.000Z')
    // The reminders are stopped with it.
    const reminders = await harness.database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.kind, 'booking-reminder'))
    expect(reminders.every((row) => row.status === 'cancelled')).toBe(true)
  })

  it('answers an unknown link with a 404 page', async () => {
    for (const url of ['/booking/nope', '/booking/nope/reschedule']) {
      const response = await harness.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('This link is not valid')
    }
  })
})

describe(`the nudge rule on ${process.env.TEST_DATABASE}`, () => {
  async function contactLead(app: App = harness.app) {
    expect((await app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact(), ...humanFormFields(clock.getTime()) } })).statusCode).toBe(201)
    await waitForIdleQueue(harness.database)
    const [lead] = await harness.database.db.select().from(leads)
    return lead!
  }

  it('cancels the follow-ups of a lead who books, and says why on the lead', async () => {
    const lead = await contactLead()
    expect((await book('2027-03-09T15:00:00.000Z', harness.app, { email: lead.email })).statusCode).toBe(201)
    const followUps = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'follow-up'))
    expect(followUps.map((row) => [row.status, row.lastError])).toEqual([
      ['cancelled', 'not sent: the lead booked a call'],
      ['cancelled', 'not sent: the lead booked a call'],
    ])
    const [entry] = await harness.database.db.select().from(automationLogs).where(and(eq(automationLogs.leadId, lead.id), eq(automationLogs.step, 'Follow-up scheduling'), sql`${automationLogs.message} like '%cancelled%'`))
    expect(entry?.message).toBe('2 scheduled follow-ups cancelled: the lead booked a call')
    const detail = await harness.app.inject({ method: 'GET', url: adminApi.lead(lead.id), headers: await operatorHeaders(harness.app) })
    expect(detail.json().nudge).toEqual({ allowed: false, reason: 'booked' })
    expect(detail.json().booking).toMatchObject({ start: '2027-03-09T15:00:00.000Z', status: 'confirmed', rescheduled: 0 })
  })

  it('sends no follow-up to a lead the owner moved past New, when it falls due, and logs why', async () => {
    const lead = await contactLead()
    const moved = await harness.app.inject({ method: 'PATCH', url: adminApi.lead(lead.id), headers: await operatorHeaders(harness.app), payload: { status: 'Contacted' } })
    expect(moved.statusCode).toBe(200)
    // A day passes for the queue: the 24-hour follow-up falls due.
    await harness.database.db.execute(sql`update pgboss.job set start_after = now() where name = 'lead-follow-up' and start_after = (select min(start_after) from pgboss.job where name = 'lead-follow-up')`)
    await waitForIdleQueue(harness.database)
    const [entry] = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'Follow-up email'))
    expect(entry?.message).toBe("Follow-up not sent: the lead was moved past 'New'")
    expect(smtp.messages.filter((mail) => mail.headers.get('x-follow-up'))).toHaveLength(0)
    const detail = await harness.app.inject({ method: 'GET', url: adminApi.lead(lead.id), headers: await operatorHeaders(harness.app) })
    expect(detail.json().nudge).toEqual({ allowed: false, reason: 'status' })
    const events = await harness.database.db.select({ type: leadEvents.type, data: leadEvents.data }).from(leadEvents)
    expect(events).toEqual([{ type: 'status-changed', data: { from: 'New', to: 'Contacted', by: 'owner' } }])
  })
})

describe(`the owner's bookings on ${process.env.TEST_DATABASE}`, () => {
  it('lists the calls, cancels one on the lead’s behalf with the same e-mails, and counts outcomes in /metrics', async () => {
    const headers = await operatorHeaders(harness.app)
    const created = (await book('2027-03-09T15:00:00.000Z')).json<BookingCreated>()
    expect((await book('2027-03-09T15:00:00.000Z', harness.app, { email: 'late@example.com' })).statusCode).toBe(409)
    const list = await harness.app.inject({ method: 'GET', url: `${bookingAdminApi.bookings}?scope=upcoming`, headers })
    expect(list.json().bookings).toEqual([expect.objectContaining({ id: created.id, name: 'Jamie Rivera', status: 'confirmed', timeZone: 'America/Chicago' })])
    const cancelled = await harness.app.inject({ method: 'POST', url: bookingAdminApi.cancel(created.id), headers })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'owner' })
    await waitForIdleQueue(harness.database)
    const toVisitor = smtp.messages.filter((mail) => sentTo(visitor.email)(mail)).map((mail) => mail.subject)
    expect(toVisitor).toEqual(['Your free call with Bluegrass AI: Tuesday, March 9 at 9:00 AM CST', 'Your call with Bluegrass AI on Tuesday, March 9 at 9:00 AM CST is cancelled'])
    expect((await harness.app.inject({ method: 'POST', url: bookingAdminApi.cancel(created.id), headers })).statusCode).toBe(409)
    const metrics = await harness.app.inject({ method: 'GET', url: '/metrics', headers })
    expect(metrics.body).toMatch(/bookings_total\{outcome="booked"\} [1-9]/)
    expect(metrics.body).toMatch(/bookings_total\{outcome="cancelled"\} [1-9]/)
    expect(metrics.body).toMatch(/bookings_total\{outcome="refused-taken"\} [1-9]/)
  })

  it('saves the availability for every instance, validates it, and offers slots by it', async () => {
    const headers = await operatorHeaders(harness.app)
    const current = (await harness.app.inject({ method: 'GET', url: bookingAdminApi.settings, headers })).json()
    expect(current).toMatchObject({ customised: false, timeZone: 'America/New_York', callMinutes: 30, calendar: { state: 'not-configured' }, externalSchedulerUrl: null })
    expect(current.settings).toEqual({ ...current.defaults })
    expect(current.settings).toMatchObject({ bufferMinutes: 15, minNoticeHours: 4, maxPerDay: 6, horizonDays: 21, daysOff: [] })
    const settings = { ...current.settings, daysOff: ['2027-03-09'], weeklyHours: { ...current.settings.weeklyHours, wed: [{ start: '10:00', end: '11:00' }] } }
    const saved = await harness.app.inject({ method: 'PUT', url: bookingAdminApi.settings, headers, payload: settings })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().customised).toBe(true)
    const offered = (await slots(harness.app, '?from=2027-03-09&days=2')).slots.map((slot) => slot.start)
    expect(offered).toEqual(['2027-03-10T15:00:00.000Z', '2027-03-10T15:30:00.000Z'])
    const bad = await harness.app.inject({ method: 'PUT', url: bookingAdminApi.settings, headers, payload: { ...settings, bufferMinutes: -5 } })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ bufferMinutes: 'Buffer must be a whole number from 0 to 240' })
  })
})
