import { and, asc, eq } from 'drizzle-orm'
import type { App } from '@/server/app'
import type { InboundConfig } from '@/server/config'
import type { Database } from '@/server/db/client'
import { inboundMailboxes, inboundMessages, leads, outbox } from '@/server/db/schema'
import { afterAll, beforeAll } from 'vitest'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from './fixtures'
import { startDovecot, type Dovecot } from './dovecot'
import { waitForIdleQueue } from './pipeline'
import { fakeProviders } from './providers'
import { useTestApp } from './test-app'
import { waitFor } from './wait-for'

/** The address the product's e-mails give as Reply-To in the inbound tests: the mailbox read. */
export const readMailbox = 'replies@bluegrassai.com'

/**
 * For one test file: a Dovecot and an SMTP fake of its own, and one app reading that Dovecot for
 * all its tests (each test makes its own lead, so nothing is reset between them).
 */
export function useInboundTestApp(options: { idle?: boolean; inbound?: Partial<InboundConfig> } = {}) {
  const mailServers = {} as { dovecot: Dovecot; smtp: SmtpFake }
  beforeAll(async () => {
    ;[mailServers.dovecot, mailServers.smtp] = await Promise.all([startDovecot({ idle: options.idle ?? true }), startSmtpFake()])
  })
  afterAll(async () => {
    await Promise.all([mailServers.dovecot?.destroy(), mailServers.smtp?.close()])
  })
  const harness = useTestApp(
    () => ({ config: { providers: fakeProviders({ smtp: mailServers.smtp }), replyTo: readMailbox, inbound: inboundTestConfig(mailServers.dovecot, options.inbound) } }),
    { reset: false },
  )
  return { harness, mailServers }
}

/** How the inbound tests read the test Dovecot: short polls, leases and backoff, so outages pass in seconds. */
export function inboundTestConfig(dovecot: Dovecot, overrides: Partial<InboundConfig> = {}): InboundConfig {
  return {
    host: dovecot.host,
    port: dovecot.port,
    secure: false,
    requireStartTls: false,
    user: dovecot.user,
    password: dovecot.password,
    folder: 'INBOX',
    pollSeconds: 1,
    maxMessageBytes: 5 * 1024 * 1024,
    leaseSeconds: 3,
    reconnectDelayMs: { first: 200, max: 2_000 },
    timeoutMs: 3_000,
    ...overrides,
  }
}

/** A lead made by the contact form, answered (its first answer's Message-ID) with follow-ups scheduled. */
export async function answeredLead(app: App, database: Database, email: string, fullName = 'Riley Morgan') {
  const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email, fullName }), ...humanFormFields() } })
  if (response.statusCode !== 201) throw new Error(`contact form: ${response.statusCode} ${response.body}`)
  await waitForIdleQueue(database)
  const [lead] = await database.db.select().from(leads).where(eq(leads.email, email))
  const [firstAnswer] = await database.db.select().from(outbox).where(and(eq(outbox.leadId, lead!.id), eq(outbox.kind, 'first-answer')))
  return { lead: lead!, messageId: firstAnswer!.messageId }
}

/** Waits until the reader has opened the folder and set its checkpoint (mail appended after is new). */
export async function readerReady(database: Database, timeoutMs = 20_000) {
  return waitFor(
    async () => {
      const [row] = await database.db.select().from(inboundMailboxes)
      return row?.uidValidity != null && row.lastSuccessAt ? row : undefined
    },
    timeoutMs,
    'the mailbox reader to open the folder',
  )
}

/** The stored message with this UID, once the reader has acted on it. */
export async function processed(database: Database, uid: number, timeoutMs = 20_000) {
  return waitFor(
    async () => (await database.db.select().from(inboundMessages).where(eq(inboundMessages.uid, uid)).orderBy(asc(inboundMessages.createdAt)))[0],
    timeoutMs,
    `message ${uid} to be read`,
  )
}
