import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { automationLogs, inboundMailboxes, inboundMessages, leadEvents, leads, outbox, tasks, undeliverableAddresses } from '@/server/db/schema'
import { replyTaskDue } from '@/server/domain/inbound/reply-task'
import { defaultWeeklyHours } from '@/server/domain/booking/weekly-hours'
import { threadApi, type LeadThread } from '@/shared/inbound'
import { mailFixture, type MailFixtureName } from '../fixtures/mail'
import { answeredLead, inboundTestConfig, processed, readerReady, readMailbox, useInboundTestApp } from '../support/inbound'
import { operatorHeaders } from '../support/operator'
import { buildTestApp } from '../support/test-app'
import { fakeProviders } from '../support/providers'
import { waitForIdleQueue } from '../support/pipeline'
import { waitFor } from '../support/wait-for'

/**
 * Issue 23 items 1-3 and 5 against a real IMAP server (Debian's Dovecot on loopback): each
 * fixture put in through IMAP APPEND, read by the app's reader, classified and acted on once.
 */

// One app reading one mailbox for the whole file: each test makes its own lead (its own address).
const { harness, mailServers } = useInboundTestApp()

let leadCount = 0
async function leadAndAppend(fixture: MailFixtureName, options: { leadEmail?: string; theirMessageId?: string } = {}) {
  const email = options.leadEmail ?? `lead-${++leadCount}@example-${process.env.TEST_DATABASE}.com`
  const { lead, messageId } = await answeredLead(harness.app, harness.database, email, `Lead ${leadCount}`)
  await readerReady(harness.database)
  const uid = await mailServers.dovecot.append(mailFixture(fixture, { ourMessageId: messageId, leadEmail: email, readMailbox, theirMessageId: options.theirMessageId }))
  const stored = await processed(harness.database, uid)
  await waitForIdleQueue(harness.database)
  return { lead, messageId, uid, stored }
}

const followUpsOf = (leadId: string) =>
  harness.database.db.select({ status: outbox.status, lastError: outbox.lastError }).from(outbox).where(and(eq(outbox.leadId, leadId), eq(outbox.kind, 'follow-up')))
const eventsOf = (leadId: string) => harness.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId))
const seen = async (uid: number) => (await mailServers.dovecot.flags()).get(uid)?.includes('\\Seen') ?? false

describe(`inbound e-mail from a real IMAP server on ${process.env.TEST_DATABASE}`, { timeout: 90_000 }, () => {
  it("takes a Gmail reply for the lead's: replied with the time, nudges stopped, a task within business hours, the owner told once, \\Seen", async () => {
    const { lead, uid, stored } = await leadAndAppend('gmail-reply')
    expect(stored).toMatchObject({ class: 'reply', leadId: lead.id, preview: 'Yes, call me Tuesday after 2pm — we lose about ten leads a week to voicemail.\n\nThanks,\nDana' })
    const [after] = await harness.database.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(after!.firstReplyAt?.toISOString()).toBe(stored.receivedAt.toISOString())
    expect((await eventsOf(lead.id)).map((event) => event.type)).toContain('replied')
    const followUps = await followUpsOf(lead.id)
    expect(followUps.length).toBeGreaterThan(0)
    expect(followUps).toEqual(followUps.map(() => ({ status: 'cancelled', lastError: 'not sent: the lead replied' })))
    const [task] = await harness.database.db.select().from(tasks).where(and(eq(tasks.leadId, lead.id), eq(tasks.title, `Reply to ${lead.fullName}`)))
    expect(task?.dueDate?.toISOString()).toBe(
      replyTaskDue({ receivedAt: stored.receivedAt, weeklyHours: defaultWeeklyHours, daysOff: [], timeZone: 'America/New_York' }).toISOString(),
    )
    const notices = await waitFor(async () => {
      const found = mailServers.smtp.messages.filter((mail) => mail.subject === `${lead.fullName} replied: Re: Your lead-response plan for Whitfield Roofing`)
      return found.length > 0 ? found : undefined
    })
    expect(notices).toHaveLength(1)
    expect(notices[0]!.raw).toContain('Yes, call me Tuesday after 2pm')
    expect(await seen(uid)).toBe(true)
  })

  it('records an out-of-office and changes nothing', async () => {
    const { lead, stored } = await leadAndAppend('out-of-office')
    expect(stored).toMatchObject({ class: 'auto-reply', leadId: lead.id, autoReplyReason: 'Auto-Submitted: auto-replied' })
    const [after] = await harness.database.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(after!.firstReplyAt).toBeNull()
    expect((await followUpsOf(lead.id)).every((row) => row.status === 'scheduled')).toBe(true)
    expect(await eventsOf(lead.id)).toEqual([])
    expect(await harness.database.db.select().from(tasks).where(eq(tasks.title, `Reply to ${lead.fullName}`))).toEqual([])
  })

  it("makes a hard bounce's address undeliverable, flags the lead and stops its nudges", async () => {
    const { lead, stored } = await leadAndAppend('postfix-hard-bounce')
    expect(stored).toMatchObject({ class: 'bounce-permanent', leadId: lead.id, bounceStatus: '5.1.1', bounceRecipient: lead.email })
    const [undeliverable] = await harness.database.db.select().from(undeliverableAddresses).where(eq(undeliverableAddresses.address, lead.email!))
    expect(undeliverable).toMatchObject({ status: '5.1.1', inboundMessageId: stored.id })
    expect((await eventsOf(lead.id)).map((event) => [event.type, event.data.permanent])).toEqual([['bounced', true]])
    expect((await followUpsOf(lead.id)).every((row) => row.status === 'cancelled' && row.lastError === "not sent: the lead's address bounced")).toBe(true)
  })

  it('only logs a soft bounce', async () => {
    const { lead, stored } = await leadAndAppend('soft-bounce')
    expect(stored).toMatchObject({ class: 'bounce-temporary', bounceStatus: '4.2.2' })
    expect(await harness.database.db.select().from(undeliverableAddresses).where(eq(undeliverableAddresses.address, lead.email!))).toEqual([])
    expect((await followUpsOf(lead.id)).every((row) => row.status === 'scheduled')).toBe(true)
    const [entry] = await harness.database.db.select().from(automationLogs).where(and(eq(automationLogs.leadId, lead.id), eq(automationLogs.step, 'Inbound e-mail')))
    expect(entry?.message).toBe(`Delivery to ${lead.email} delayed (4.2.2); the mail server keeps trying. Nothing changed.`)
  })

  it('reads an Outlook reply in HTML only, its HTML sanitised', async () => {
    const { stored } = await leadAndAppend('outlook-html-reply')
    expect(stored.class).toBe('reply')
    expect(stored.preview).toMatch(/^Interested\. What would the missed-call text-back cost/)
    expect(stored.html).toContain('Interested.')
    expect(stored.html).not.toMatch(/javascript:|<script|<style/i)
  })

  it('records a reply with a 10 MB attachment by its headers only, and still acts on it', async () => {
    const { lead, stored } = await leadAndAppend('large-attachment-reply')
    expect(stored).toMatchObject({ class: 'reply', headersOnly: true, text: '', attachments: [] })
    expect(stored.size).toBeGreaterThan(10 * 1024 * 1024)
    const [after] = await harness.database.db.select().from(leads).where(eq(leads.id, lead.id))
    expect(after!.firstReplyAt).not.toBeNull()
  })

  it('survives malformed MIME and takes it for the reply it is', async () => {
    const { stored } = await leadAndAppend('malformed-mime')
    expect(stored.class).toBe('reply')
    expect(stored.text).toContain('Sounds good, what does it cost?')
  })

  it('matches a reply from another address by the Message-ID it quotes', async () => {
    const { lead, stored } = await leadAndAppend('reply-from-another-address')
    expect(stored).toMatchObject({ class: 'reply', leadId: lead.id, fromAddress: 'Office.Manager@BellHVAC.example' })
  })

  it('leaves unmatched mail as it was: not \\Seen, not moved, not deleted', async () => {
    await readerReady(harness.database)
    const stranger = mailFixture('gmail-reply', { ourMessageId: '<not-ours@elsewhere.example>', leadEmail: 'stranger@nowhere.example', readMailbox, theirMessageId: '<stranger-1@nowhere.example>' })
    const uid = await mailServers.dovecot.append(stranger)
    const stored = await processed(harness.database, uid)
    expect(stored).toMatchObject({ class: 'unmatched', leadId: null })
    const flags = await mailServers.dovecot.flags()
    expect(flags.has(uid)).toBe(true)
    expect(flags.get(uid)).not.toContain('\\Seen')
  })

  it('acts once on a message that arrives twice (a copy under a new UID, same Message-ID)', async () => {
    const { lead, messageId } = await leadAndAppend('gmail-reply', { theirMessageId: '<copied-twice@mail.gmail.com>' })
    const copy = await mailServers.dovecot.append(mailFixture('gmail-reply', { ourMessageId: messageId, leadEmail: lead.email!, readMailbox, theirMessageId: '<copied-twice@mail.gmail.com>' }))
    await waitFor(async () => ((await harness.database.db.select().from(inboundMailboxes))[0]!.lastUid >= copy ? true : undefined), 20_000, 'the copy to be read')
    expect(await harness.database.db.select().from(inboundMessages).where(eq(inboundMessages.leadId, lead.id))).toHaveLength(1)
    expect((await eventsOf(lead.id)).filter((event) => event.type === 'replied')).toHaveLength(1)
  })

  it("shows the lead's thread in time order, and sends the owner's answer threaded (In-Reply-To, References), kept and shown", async () => {
    const { lead, messageId, stored } = await leadAndAppend('gmail-reply', { theirMessageId: '<thread-reply@mail.gmail.com>' })
    const headers = await operatorHeaders(harness.app)
    const thread = (await harness.app.inject({ method: 'GET', url: threadApi.thread(lead.id), headers })).json() as LeadThread
    expect(thread.repliedAt).toBe(stored.receivedAt.toISOString())
    expect(thread.entries.map((entry) => entry.at)).toEqual([...thread.entries.map((entry) => entry.at)].sort())
    const theirs = thread.entries.find((entry) => entry.direction === 'in')
    expect(theirs).toMatchObject({ class: 'reply', preview: 'Yes, call me Tuesday after 2pm — we lose about ten leads a week to voicemail.\n\nThanks,\nDana' })
    expect(thread.entries.find((entry) => entry.direction === 'out' && entry.kind === 'first-answer')).toMatchObject({ status: 'sent' })
    expect(thread.entries.some((entry) => entry.direction === 'out' && entry.kind === 'reply-notification')).toBe(false)
    // Dovecot announces IDLE: new mail is pushed, not polled for.
    expect(thread.inbound).toMatchObject({ state: 'active', mode: 'idle', folder: 'INBOX' })

    const answered = await harness.app.inject({ method: 'POST', url: threadApi.reply(lead.id), headers, payload: { text: 'Tuesday at 2:30 works.\n\nTalk then!' } })
    expect(answered.statusCode).toBe(201)
    expect(answered.json()).toMatchObject({ outcome: 'sent', entry: { kind: 'owner-reply', status: 'sent', subject: 'Re: Your lead-response plan for Whitfield Roofing' } })
    const sent = await waitFor(async () => mailServers.smtp.messages.find((mail) => mail.to.includes(lead.email!) && mail.subject === 'Re: Your lead-response plan for Whitfield Roofing'))
    expect(sent.headers.get('in-reply-to')).toBe('<thread-reply@mail.gmail.com>')
    expect(sent.headers.get('references')).toBe(`${messageId} <thread-reply@mail.gmail.com>`)
    expect(sent.headers.get('reply-to')).toBe(readMailbox)
    const after = (await harness.app.inject({ method: 'GET', url: threadApi.thread(lead.id), headers })).json() as LeadThread
    expect(after.entries.at(-1)).toMatchObject({ direction: 'out', kind: 'owner-reply', text: expect.stringContaining('Tuesday at 2:30 works.') })
  })

  it("refuses to answer a lead whose address bounced for good (409), and 404s an unknown lead", async () => {
    const [bounced] = await harness.database.db.select().from(leads).where(sql`lower(${leads.email}) in (select address from undeliverable_addresses)`)
    const headers = await operatorHeaders(harness.app)
    const refused = await harness.app.inject({ method: 'POST', url: threadApi.reply(bounced!.id), headers, payload: { text: 'Hello?' } })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ outcome: 'undeliverable', message: `Not sent: ${bounced!.email} bounced permanently (5.1.1).` })
    const thread = (await harness.app.inject({ method: 'GET', url: threadApi.thread(bounced!.id), headers })).json() as LeadThread
    expect(thread.undeliverable).toMatchObject({ status: '5.1.1' })
    expect((await harness.app.inject({ method: 'GET', url: threadApi.thread('00000000-0000-4000-8000-000000000000'), headers })).statusCode).toBe(404)
  })

  it('counts inbound messages by class on /metrics', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/metrics', headers: await operatorHeaders(harness.app) })
    expect(response.body).toMatch(/inbound_messages_total\{class="reply"\} [1-9]/)
    expect(response.body).toMatch(/inbound_messages_total\{class="unmatched"\} 1/)
  })

  it('processes each message once across a restart and with a second instance: one reads, the other waits', async () => {
    const before = await harness.database.db.select({ count: sql<number>`count(*)::int` }).from(inboundMessages)
    const second = await buildTestApp(harness.database, { config: { providers: fakeProviders({ smtp: mailServers.smtp }), replyTo: readMailbox, inbound: inboundTestConfig(mailServers.dovecot) } })
    try {
      const { lead, stored } = await leadAndAppend('gmail-reply', { theirMessageId: '<second-instance-reply@mail.gmail.com>' })
      expect(stored.class).toBe('reply')
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      const rows = await harness.database.db.select().from(inboundMessages).where(eq(inboundMessages.leadId, lead.id))
      expect(rows).toHaveLength(1)
      const after = await harness.database.db.select({ count: sql<number>`count(*)::int` }).from(inboundMessages)
      expect(after[0]!.count).toBe(before[0]!.count + 1)
      const health = (await second.inject({ method: 'GET', url: '/healthz' })).json()
      expect(health.inbound.state).toBe('standby')
    } finally {
      await second.close()
    }
  })

  it('reports a mailbox outage on /healthz as a warning (still 200), and recovers without a restart', async () => {
    await readerReady(harness.database)
    await mailServers.dovecot.stop()
    try {
      const warned = await waitFor(async () => {
        const response = await harness.app.inject({ method: 'GET', url: '/healthz' })
        const body = response.json()
        return body.inbound.status === 'warning' ? { response, body } : undefined
      }, 20_000, 'the inbound warning')
      expect(warned.response.statusCode).toBe(200)
      expect(warned.body.status).toBe('ok')
      expect(warned.body.warnings[0]).toMatch(/^inbound e-mail: /)
    } finally {
      await mailServers.dovecot.start()
    }
    await waitFor(async () => ((await harness.app.inject({ method: 'GET', url: '/healthz' })).json().inbound.status === 'ok' ? true : undefined), 20_000, 'recovery')
  })
})
