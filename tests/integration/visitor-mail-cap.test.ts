import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { automationLogs, outbox } from '@/server/db/schema'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { waitFor } from '../support/wait-for'
import { useTestApp } from '../support/test-app'

/**
 * Issue 14 item 7: anyone can type any address into a form, so e-mails to visitors are capped
 * per hour (VISITOR_MAIL_HOURLY_CAP; 2 here): past the cap they are held for the owner, and a lead
 * whose first answer was not delivered gets no follow-ups.
 */

let smtp: SmtpFake

beforeAll(async () => {
  smtp = await startSmtpFake()
})
afterAll(() => smtp?.close())
const harness = useTestApp(
  () => ({ config: { providers: fakeProviders({ smtp }), automation: { visitorMailHourlyCap: 2, followUpDelaysSeconds: [8, 3600] } } }),
  { reset: false },
)

const emails = ['cap-1@example.com', 'cap-2@example.com', 'cap-3@example.com']

describe(`the hourly cap on e-mails to visitors on ${process.env.TEST_DATABASE}`, () => {
  it('sends the first answers up to the cap, holds the rest for the owner, and sends no follow-up after a held answer', { timeout: 60_000 }, async () => {
    for (const email of emails) {
      const response = await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email }), ...humanFormFields() } })
      expect(response.statusCode).toBe(201)
      // One at a time, so which one is held is known.
      await waitFor(async () => {
        const [row] = await harness.database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.to, email))
        return row && ['sent', 'held'].includes(row.status) ? true : undefined
      }, 10_000, `the first answer to ${email}`)
    }

    const firstAnswers = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    const statusOf = (email: string) => firstAnswers.find((row) => row.to === email)?.status
    expect(emails.map(statusOf)).toEqual(['sent', 'sent', 'held'])
    expect(smtp.messages.filter((mail) => mail.to.includes('cap-3@example.com'))).toEqual([])
    // The owner's own notifications are not visitor mail: all three went out, and the notice
    // that the cap holds e-mails (held-mail.test.ts).
    const toOwner = () => smtp.messages.filter((mail) => mail.to.includes('hello@bluegrassai.com'))
    await waitFor(async () => (toOwner().filter((mail) => !mail.subject?.includes('held by the hourly cap')).length === 3 ? true : undefined), 10_000, 'three owner notifications')
    expect(toOwner().filter((mail) => mail.subject?.includes('held by the hourly cap'))).toHaveLength(1)

    // The log and the owner's e-mail state say so.
    const [heldEntry] = await harness.database.db.select().from(automationLogs).where(sql`${automationLogs.message} like 'E-mail held, not sent:%'`)
    expect(heldEntry?.status).toBe('warning')
    expect(heldEntry?.message).toContain('more than 2 e-mails to visitors in the last hour (VISITOR_MAIL_HOURLY_CAP)')
    const state = await harness.app.inject({ method: 'GET', url: '/api/admin/email-state', headers: await operatorHeaders(harness.app) })
    expect(state.json()).toMatchObject({ unsent: 1 })

    // The held lead's follow-up falls due (8 s here: after the checks above, even on a busy
    // machine, so that no follow-up is held yet when they count) and is cancelled, not sent; nor is it held.
    await waitFor(
      async () => {
        const [row] = await harness.database.db.select({ status: outbox.status }).from(outbox).where(sql`${outbox.to} = 'cap-3@example.com' and ${outbox.kind} = 'follow-up' and ${outbox.sendAfter} < now() + interval '1 minute'`)
        return row?.status === 'cancelled' ? true : undefined
      },
      30_000,
      'the held lead’s first follow-up to be cancelled',
    )
    await waitForIdleQueue(harness.database)
    expect(smtp.messages.filter((mail) => mail.to.includes('cap-3@example.com'))).toEqual([])
    const [cancelledEntry] = await harness.database.db.select().from(automationLogs).where(sql`${automationLogs.message} like 'Follow-up not sent: the lead''s first answer was not delivered (held)%'`)
    expect(cancelledEntry).toBeDefined()
  })
})
