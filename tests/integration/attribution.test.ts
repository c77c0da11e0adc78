import { describe, expect, it } from 'vitest'
import { assessments, bookings, contactSubmissions, leads } from '@/server/db/schema'
import { bookingApi, bookingPagePath, type SlotsResponse } from '@/shared/booking'
import { paths } from '@/shared/paths'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { useTestApp } from '../support/test-app'

/**
 * Attribution (issue 24 item 1), on both databases: what every public form sends is validated
 * and stored with the submission (both touches) and with the lead (its first touch and channel,
 * kept from the first submission); a form posted without JavaScript is attributed from its own request.
 */

/** Monday 8 March 2027, 07:00 in New York: the owner's default hours offer slots from 11:00. */
const monday = new Date('2027-03-08T12:00:00Z')
const harness = useTestApp({ now: () => monday }, { idleQueueMs: 15_000 })
let address = 0
const remoteAddress = () => `10.7.0.${++address % 250}`

const facebook = { utm_source: 'facebook', utm_medium: 'paid-social', utm_campaign: 'spring-hvac', fbclid: 'abc', landingPath: '/assessment', at: '2027-03-01T10:00:00.000Z' }
const linkedin = { li_fat_id: 'li-1', referrer: 'www.linkedin.com', landingPath: '/', at: '2027-03-07T10:00:00.000Z' }

const postContact = (body: Record<string, unknown>) =>
  harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact(), ...humanFormFields(monday.getTime()), ...body }, remoteAddress: remoteAddress() })

describe(`attribution on ${process.env.TEST_DATABASE}`, () => {
  it('stores both touches with the submission, and the first touch and its channel with the lead', async () => {
    expect((await postContact({ attribution: { first: facebook, last: linkedin } })).statusCode).toBe(201)
    const [submission] = await harness.database.db.select().from(contactSubmissions)
    expect(submission!.attribution).toEqual({ first: facebook, last: linkedin })
    const [lead] = await harness.database.db.select().from(leads)
    expect(lead).toMatchObject({ firstTouch: facebook, channelSource: 'facebook', channelMedium: 'paid-social', channelCampaign: 'spring-hvac' })
    await waitForIdleQueue(harness.database)
  })

  it('keeps the lead’s first touch when the same person comes back by another channel', async () => {
    await postContact({ attribution: { first: facebook, last: facebook } })
    await postContact({ attribution: { first: linkedin, last: linkedin } })
    const rows = await harness.database.db.select().from(contactSubmissions)
    expect(rows.map((row) => row.attribution?.first?.referrer ?? null).sort()).toEqual(['www.linkedin.com', null].sort())
    const all = await harness.database.db.select().from(leads)
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({ firstTouch: facebook, channelSource: 'facebook' })
    await waitForIdleQueue(harness.database)
  })

  it('refuses an attribution with an unknown key or an over-long value, and stores nothing', async () => {
    expect((await postContact({ attribution: { first: { ...facebook, email: 'x@y.z' } } })).statusCode).toBe(400)
    expect((await postContact({ attribution: { first: { utm_source: 's'.repeat(201) } } })).statusCode).toBe(400)
    expect(await harness.database.db.select().from(contactSubmissions)).toEqual([])
  })

  it('stores a submission without attribution, its lead a direct one in the insights', async () => {
    expect((await postContact({})).statusCode).toBe(201)
    const [lead] = await harness.database.db.select().from(leads)
    expect(lead).toMatchObject({ firstTouch: null, channelSource: null })
    await waitForIdleQueue(harness.database)
  })

  it('takes the landing path and campaign of an assessment posted without JavaScript from its own request', async () => {
    const token = (await harness.app.inject({ method: 'GET', url: '/api/form-token' })).json<{ token: string }>().token
    const response = await harness.app.inject({
      method: 'POST',
      url: paths.assessment.path,
      payload: new URLSearchParams({ ...validAssessment(), formToken: token, attribution: 'ignored' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'agency.example', referer: 'https://agency.example/assessment?utm_source=google&utm_medium=cpc&utm_campaign=roofers' },
      remoteAddress: remoteAddress(),
    })
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).not.toMatch(/utm|google/)
    const [row] = await harness.database.db.select().from(assessments)
    const touch = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'roofers', landingPath: '/assessment' }
    expect(row!.attribution).toEqual({ first: touch, last: touch })
    const [lead] = await harness.database.db.select().from(leads)
    expect(lead).toMatchObject({ channelSource: 'google', channelMedium: 'cpc', channelCampaign: 'roofers' })
    await waitForIdleQueue(harness.database)
  })

  it('stores the booking form’s attribution with the booking and its lead, and the no-JavaScript form’s from its request', async () => {
    const { slots } = (await harness.app.inject({ method: 'GET', url: bookingApi.slots })).json<SlotsResponse>()
    const visitor = { name: 'Jamie Rivera', email: 'jamie@riveraplumbing.com', ...humanFormFields(monday.getTime()) }
    const booked = await harness.app.inject({ method: 'POST', url: bookingApi.book, payload: { start: slots[0]!.start, ...visitor, attribution: { first: linkedin, last: facebook } }, remoteAddress: remoteAddress() })
    expect(booked.statusCode).toBe(201)
    const native = await harness.app.inject({
      method: 'POST',
      url: bookingPagePath,
      payload: new URLSearchParams({ start: slots[slots.length - 1]!.start, ...visitor, email: 'sam@example.com' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'agency.example', referer: 'https://www.bing.com/' },
      remoteAddress: remoteAddress(),
    })
    expect(native.statusCode).toBe(303)
    const rows = await harness.database.db.select().from(bookings)
    const byEmail = Object.fromEntries(rows.map((row) => [row.email, row.attribution]))
    expect(byEmail['jamie@riveraplumbing.com']).toEqual({ first: linkedin, last: facebook })
    expect(byEmail['sam@example.com']?.first).toMatchObject({ referrer: 'www.bing.com', landingPath: bookingPagePath })
    const people = Object.fromEntries((await harness.database.db.select().from(leads)).map((lead) => [lead.email, lead]))
    expect(people['jamie@riveraplumbing.com']).toMatchObject({ channelSource: 'linkedin', channelMedium: 'cpc' })
    expect(people['sam@example.com']).toMatchObject({ channelSource: 'www.bing.com', channelMedium: 'referral' })
    await waitForIdleQueue(harness.database)
  })
})
