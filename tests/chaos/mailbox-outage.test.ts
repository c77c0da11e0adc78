import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest'
import { mailFixture } from '../fixtures/mail'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { recordChaosFigures } from '../support/chaos-figures'
import { startDovecot, type Dovecot } from '../support/dovecot'
import { humanFormFields, validContact } from '../support/fixtures'
import { readMailbox } from '../support/inbound'
import { freePort, serverEnv, useServerProcesses, waitUntilHealthy } from '../support/server-process'
import { waitFor } from '../support/wait-for'

/**
 * Issue 23 item 5: the real server process reads a real Dovecot; Dovecot is stopped for 30 s
 * while replies keep arriving (written into its Maildir, as the delivery agent does while the
 * IMAP service is down). No crash, nothing processed twice, nothing missed once it returns:
 * every lead's reply tells the owner exactly once, and /metrics counts each reply once.
 */

const outageMs = 30_000
const metricsToken = 'chaos-metrics-token-0123456789'

let dovecot: Dovecot
let smtp: SmtpFake
beforeAll(async () => {
  ;[dovecot, smtp] = await Promise.all([startDovecot(), startSmtpFake()])
})
afterAll(async () => {
  await Promise.all([dovecot?.destroy(), smtp?.close()])
})

describe('a mailbox outage while replies arrive', () => {
  const processes = useServerProcesses()

  it('keeps the server up, and reads every reply exactly once when the mailbox returns', { timeout: 180_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const server = processes.start(
      serverEnv(port, processes.database.reopenOptions, {
        SMTP_URL: smtp.url,
        IMAP_URL: dovecot.url,
        IMAP_POLL_SECONDS: '5',
        IMAP_REPLY_TO: readMailbox,
        METRICS_TOKEN: metricsToken,
      }),
    )
    onTestFailed(async () => console.error(`server output:\n${server.output().slice(-6_000)}\ndovecot:\n${(await dovecot.log()).slice(-3_000)}`))
    await waitUntilHealthy(baseUrl)
    const health = async () => (await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(10_000) })).json() as Promise<{ status: string; inbound: { status: string; state: string } }>
    await waitFor(async () => ((await health()).inbound.state === 'active' ? true : undefined), 30_000, 'the reader to start')

    // Eight answered leads: their first answers' Message-IDs as the mail server received them.
    const leads = Array.from({ length: 8 }, (_, index) => ({ name: `Chaos Lead ${index}`, email: `chaos-reply-${index}@example.com`, messageId: '' }))
    for (const [index, lead] of leads.entries()) {
      const response = await fetch(`${baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.7.0.${index + 1}` },
        body: JSON.stringify({ ...validContact({ email: lead.email, fullName: lead.name }), ...humanFormFields() }),
      })
      expect(response.status).toBe(201)
    }
    for (const lead of leads) {
      const answer = await waitFor(async () => smtp.messages.find((mail) => mail.to.includes(lead.email) && mail.messageId), 30_000, `the first answer to ${lead.email}`)
      lead.messageId = answer.messageId!
    }
    const reply = (index: number) => mailFixture('gmail-reply', { ourMessageId: leads[index]!.messageId, leadEmail: leads[index]!.email, readMailbox, theirMessageId: `<chaos-${index}@mail.gmail.com>` })

    // Two replies before the outage, four during it, two after it.
    await dovecot.append(reply(0))
    await dovecot.append(reply(1))
    // The owner's notices, by lead: each reply must bring exactly one.
    const noticesFor = (index: number) => smtp.messages.filter((mail) => mail.subject?.startsWith(`${leads[index]!.name} replied: `)).length
    const notices = () => leads.reduce((sum, _lead, index) => sum + noticesFor(index), 0)
    await waitFor(async () => (notices() >= 2 ? true : undefined), 30_000, 'the first two replies')

    await dovecot.stop()
    const outageStarted = Date.now()
    let warned = false
    for (let index = 2; index < 6; index++) {
      await dovecot.deliver(reply(index))
      await new Promise((resolve) => setTimeout(resolve, outageMs / 5))
      const during = await health()
      expect(during.status).toBe('ok')
      if (during.inbound.status === 'warning') warned = true
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, outageMs - (Date.now() - outageStarted))))
    expect(server.alive()).toBe(true)
    expect(warned).toBe(true)
    await dovecot.start()
    const returnedAt = Date.now()
    await dovecot.append(reply(6))
    await dovecot.append(reply(7))

    await waitFor(async () => (notices() >= 8 ? true : undefined), 90_000, 'all eight replies')
    const caughtUpMs = Date.now() - returnedAt
    // Nothing twice: a while longer, still exactly one notice per reply.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(leads.map((_lead, index) => noticesFor(index))).toEqual([1, 1, 1, 1, 1, 1, 1, 1])
    const metrics = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text()
    expect(metrics).toMatch(/inbound_messages_total\{class="reply"\} 8\n/)
    expect(server.alive()).toBe(true)
    expect((await health()).inbound.status).toBe('ok')

    await recordChaosFigures(inject('chaosFiguresFile'), {
      scenario: `mailbox (Dovecot) down ${outageMs / 1000} s while replies arrive`,
      database: process.env.TEST_DATABASE ?? 'pglite',
      figures: { replies: 8, 'during outage': 4, 'processed twice': 0, missed: 0, 'caught up after return (s)': Math.round(caughtUpMs / 100) / 10 },
    })
  })
})
