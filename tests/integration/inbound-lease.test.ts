import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { inboundMailboxes, inboundMessages, leadEvents } from '@/server/db/schema'
import { advanceCheckpoint, LeaseLost, startingPoint, takeLease } from '@/server/services/inbound/mailbox-store'
import { mailFixture } from '../fixtures/mail'
import { answeredLead, processed, readerReady, readMailbox, useInboundTestApp } from '../support/inbound'
import { waitFor } from '../support/wait-for'

/**
 * Issue 23 item 1: one reader at a time, and each message once. The lease and the checkpoint as
 * the database keeps them, and a real folder whose UIDVALIDITY changes under the reader.
 */

// One app reading one mailbox for the whole file: each test makes its own lead (its own address).
const { harness, mailServers } = useInboundTestApp()

describe(`the reading lease and the checkpoint on ${process.env.TEST_DATABASE}`, { timeout: 90_000 }, () => {
  const mailbox = 'lease-test@imap.example/INBOX'

  it('lets one holder read; passes to another once it lapses; the old holder then commits nothing', async () => {
    const { db } = harness.database
    expect(await takeLease(db, mailbox, 'instance-a', 1)).toBe(true)
    expect(await takeLease(db, mailbox, 'instance-b', 1)).toBe(false)
    // Renewing is taking it again.
    expect(await takeLease(db, mailbox, 'instance-a', 1)).toBe(true)
    await startingPoint(db, mailbox, 'instance-a', { uidValidity: 7, uidNext: 42 })
    // Instance A dies without giving the lease up: after it lapses, B takes over.
    await new Promise((resolve) => setTimeout(resolve, 1_300))
    expect(await takeLease(db, mailbox, 'instance-b', 60)).toBe(true)
    await expect(db.transaction((tx) => advanceCheckpoint(tx, { mailbox, uidValidity: 7, uid: 42 }, 'instance-a'))).rejects.toBeInstanceOf(LeaseLost)
    await db.transaction((tx) => advanceCheckpoint(tx, { mailbox, uidValidity: 7, uid: 42 }, 'instance-b'))
    const [row] = await db.select().from(inboundMailboxes).where(eq(inboundMailboxes.mailbox, mailbox))
    expect(row).toMatchObject({ leaseHolder: 'instance-b', uidValidity: 7, lastUid: 42 })
  })

  it('starts a new mailbox at UIDNEXT, keeps its place, and starts over when UIDVALIDITY changes', async () => {
    const { db } = harness.database
    const fresh = 'checkpoint-test@imap.example/INBOX'
    expect(await takeLease(db, fresh, 'me', 60)).toBe(true)
    expect(await startingPoint(db, fresh, 'me', { uidValidity: 100, uidNext: 501 })).toBe(500)
    await db.transaction((tx) => advanceCheckpoint(tx, { mailbox: fresh, uidValidity: 100, uid: 503 }, 'me'))
    expect(await startingPoint(db, fresh, 'me', { uidValidity: 100, uidNext: 600 })).toBe(503)
    expect(await startingPoint(db, fresh, 'me', { uidValidity: 200, uidNext: 10 })).toBe(0)
    // The old UIDVALIDITY's checkpoint no longer moves.
    await expect(db.transaction((tx) => advanceCheckpoint(tx, { mailbox: fresh, uidValidity: 100, uid: 504 }, 'me'))).rejects.toBeInstanceOf(LeaseLost)
  })

  it('reads a real folder again after its UIDVALIDITY changed, acting on nothing twice and on the new mail once', async () => {
    const { app, database } = harness
    const { lead, messageId } = await answeredLead(app, database, 'uidvalidity@example.com', 'Val Idity')
    await readerReady(database)
    const first = await mailServers.dovecot.append(mailFixture('gmail-reply', { ourMessageId: messageId, leadEmail: lead.email!, readMailbox, theirMessageId: '<before-reset@mail.gmail.com>' }))
    await processed(database, first)
    const [before] = await database.db.select().from(inboundMailboxes).where(sql`${inboundMailboxes.mailbox} like ${`%${mailServers.dovecot.user}%`}`)

    await mailServers.dovecot.resetUidValidity()
    const second = await mailServers.dovecot.append(mailFixture('gmail-reply', { ourMessageId: messageId, leadEmail: lead.email!, readMailbox, theirMessageId: '<after-reset@mail.gmail.com>' }))
    const after = await waitFor(async () => {
      const [row] = await database.db.select().from(inboundMailboxes).where(eq(inboundMailboxes.mailbox, before!.mailbox))
      return row && row.uidValidity !== before!.uidValidity && row.lastUid >= second ? row : undefined
    }, 30_000, 'the reader to read the renumbered folder')
    expect(after.uidValidity).not.toBe(before!.uidValidity)
    const messages = await database.db.select().from(inboundMessages).where(eq(inboundMessages.leadId, lead.id))
    expect(messages.map((message) => message.messageId).sort()).toEqual(['<after-reset@mail.gmail.com>', '<before-reset@mail.gmail.com>'])
    const replied = await database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id))
    expect(replied.filter((event) => event.type === 'replied')).toHaveLength(2)
  })
})
