import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { automationLogs, outbox, undeliverableAddresses } from '@/server/db/schema'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { readMailbox } from '../support/inbound'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { useTestApp } from '../support/test-app'

/**
 * Issue 23 item 2: every e-mail the product sends can be answered and matched (a Message-ID on
 * the sender's domain, recorded in the outbox, and a Reply-To that reaches the read mailbox);
 * and nothing more goes to an address that bounced for good.
 */

let smtp: SmtpFake
const lead = validContact()

beforeAll(async () => {
  smtp = await startSmtpFake()
})
afterAll(() => smtp?.close())
const harness = useTestApp(() => ({ config: { providers: fakeProviders({ smtp }), replyTo: readMailbox } }), { idleQueueMs: 15_000 })
beforeEach(() => {
  smtp.messages.length = 0
})

async function submit() {
  const response = await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...lead, ...humanFormFields() } })
  expect(response.statusCode).toBe(201)
  await waitForIdleQueue(harness.database)
}

describe(`outgoing e-mail on ${process.env.TEST_DATABASE}`, () => {
  it("sends each e-mail with the outbox row's Message-ID on the sender's domain and a Reply-To to the read mailbox", async () => {
    await submit()
    const [firstAnswer] = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(firstAnswer!.messageId).toMatch(/^<[0-9a-f-]{36}@bluegrassai\.com>$/)
    const received = smtp.messages.filter((mail) => mail.to.includes(lead.email))
    expect(received).toHaveLength(1)
    expect(received[0]!.messageId).toBe(firstAnswer!.messageId)
    expect(received[0]!.headers.get('reply-to')).toBe(readMailbox)
    // The owner's notice carries them too: every e-mail the product sends.
    const notice = smtp.messages.find((mail) => !mail.to.includes(lead.email))
    expect(notice?.headers.get('reply-to')).toBe(readMailbox)
  })

  it('sends nothing to an address that bounced for good: the row is cancelled and says why, the log warns', async () => {
    await harness.database.db.insert(undeliverableAddresses).values({ address: lead.email.toLowerCase(), status: '5.1.1', diagnostic: 'no such user' })
    await submit()
    expect(smtp.messages.filter((mail) => mail.to.includes(lead.email))).toEqual([])
    const [firstAnswer] = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(firstAnswer).toMatchObject({ status: 'cancelled', lastError: `not sent: ${lead.email} bounced permanently (5.1.1)` })
    const entries = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.status, 'warning'))
    expect(entries.map((entry) => entry.message)).toContain(`E-mail not sent: ${lead.email} bounced permanently (5.1.1); nothing more is sent to it`)
    // The follow-ups that wait for the first answer are not sent either.
    const followUps = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'follow-up'))
    expect(followUps.every((row) => row.status !== 'sent')).toBe(true)
  })
})
