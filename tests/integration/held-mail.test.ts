import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { automationLogs, outbox } from '@/server/db/schema'
import { adminApi, emailStateSchema, releaseHeldMailResponseSchema } from '@/shared/admin'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { mailText } from '../support/mail-text'
import { operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { testConfig, useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * A real campaign is not a flood (issue 34 item 4, decision 022), on both databases, with a cap
 * of 2 e-mails to visitors an hour: a lead of a tagged campaign goes through past it (up to ten
 * times the cap); others are held, and the owner is told at once, by e-mail and by text, once an
 * hour; the back office counts the held e-mails and sends them with one action, past the cap.
 */

let smtp: SmtpFake
let twilio: TwilioFake
const ownerPhone = '+18595550199'
beforeAll(async () => {
  ;[smtp, twilio] = await Promise.all([startSmtpFake(), startTwilioFake()])
})
afterAll(async () => {
  await Promise.all([smtp?.close(), twilio?.close()])
})
const harness = useTestApp(
  () => ({
    config: {
      ownerEmail,
      providers: fakeProviders({ smtp, twilio }),
      texts: { ...testConfig().texts, ownerPhone },
      automation: { visitorMailHourlyCap: 2 },
    },
  }),
  { reset: false },
)

let address = 0
async function submit(email: string, attribution?: object) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validContact({ email }), ...humanFormFields(), ...(attribution ? { attribution } : {}) },
    remoteAddress: `10.38.0.${++address}`,
  })
  expect(response.statusCode).toBe(201)
  // One at a time, so which one is held is known.
  return waitFor(async () => {
    const [row] = await harness.database.db.select({ status: outbox.status }).from(outbox).where(sql`${outbox.to} = ${email} and ${outbox.kind} = 'first-answer'`)
    return row && ['sent', 'held'].includes(row.status) ? row.status : undefined
  }, 10_000, `the first answer to ${email}`)
}
const heldAlerts = () => smtp.messages.filter((mail) => mail.to.includes(ownerEmail) && (mail.subject ?? '').includes('held by the hourly cap'))

describe(`held e-mails on ${process.env.TEST_DATABASE}`, () => {
  it('tells the owner once when the cap starts holding, lets a campaign’s leads through, and sends the held ones on the owner’s word', { timeout: 60_000 }, async () => {
    expect(await submit('plain-1@example.com')).toBe('sent')
    expect(await submit('plain-2@example.com')).toBe('sent')
    expect(await submit('plain-3@example.com')).toBe('held')
    // The owner hears of it at once: an e-mail and a text, without waiting for a quiet moment.
    await waitFor(async () => (heldAlerts().length === 1 ? true : undefined), 10_000, 'the owner’s e-mail about held e-mails')
    const [alert] = heldAlerts()
    expect(mailText(alert!)).toContain('1 e-mail to visitors is held and not sent: more than 2 e-mails to visitors in the last hour (VISITOR_MAIL_HOURLY_CAP).')
    expect(mailText(alert!)).toContain('/admin')
    await waitFor(async () => (twilio.messages.some((message) => message.to === ownerPhone) ? true : undefined), 10_000, 'the text to the owner')
    expect(twilio.messages.filter((message) => message.to === ownerPhone).map((message) => message.body)).toEqual([
      expect.stringMatching(/^E-mails to new leads are being held by the hourly cap\. Send them if this is your campaign: \S+\/admin$/),
    ])

    // A lead from a tagged campaign passed the same bot checks: it goes through (cap × 10).
    const campaign = { first: { utm_source: 'facebook', utm_medium: 'paid_social', utm_campaign: 'spring-roofs', fbclid: 'IwAR2', landingPath: '/', at: new Date().toISOString() } }
    expect(await submit('campaign-1@example.com', campaign)).toBe('sent')
    // Another plain one is held; the owner is not told twice in the hour.
    expect(await submit('plain-4@example.com')).toBe('held')
    await waitForIdleQueue(harness.database)
    expect(heldAlerts()).toHaveLength(1)
    expect(twilio.messages.filter((message) => message.to === ownerPhone)).toHaveLength(1)

    // The back office counts them, and sends them with one action, past the cap.
    const headers = await operatorHeaders(harness.app)
    const state = emailStateSchema.parse((await harness.app.inject({ method: 'GET', url: adminApi.emailState, headers })).json())
    expect(state.held).toBe(2)
    const released = await harness.app.inject({ method: 'POST', url: adminApi.releaseHeldMail, headers })
    expect(released.statusCode).toBe(200)
    expect(releaseHeldMailResponseSchema.parse(released.json())).toEqual({ released: 2 })
    await waitFor(async () => (['plain-3@example.com', 'plain-4@example.com'].every((to) => smtp.messages.some((mail) => mail.to.includes(to))) ? true : undefined), 10_000, 'the released e-mails')
    await waitForIdleQueue(harness.database)
    const rows = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(rows.filter((row) => row.status !== 'sent').map((row) => [row.to, row.status])).toEqual([])
    expect(emailStateSchema.parse((await harness.app.inject({ method: 'GET', url: adminApi.emailState, headers })).json()).held).toBe(0)
    const [logged] = await harness.database.db.select().from(automationLogs).where(sql`${automationLogs.message} like 'The owner released%'`)
    expect(logged?.message).toBe('The owner released 2 held e-mails: they are being sent now')
    // Sent once each; a second press finds nothing.
    expect(smtp.messages.filter((mail) => mail.to.includes('plain-3@example.com'))).toHaveLength(1)
    expect((await harness.app.inject({ method: 'POST', url: adminApi.releaseHeldMail, headers })).json()).toEqual({ released: 0 })
  })
})
