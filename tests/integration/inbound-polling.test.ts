import { describe, expect, it } from 'vitest'
import { threadApi } from '@/shared/inbound'
import { mailFixture } from '../fixtures/mail'
import { answeredLead, processed, readerReady, readMailbox, useInboundTestApp } from '../support/inbound'
import { operatorHeaders } from '../support/operator'
import { useTestApp } from '../support/test-app'

/**
 * Issue 23 item 1: a server without IDLE is read by polling (IMAP_POLL_SECONDS), and inbound
 * e-mail left unconfigured is off, and says so.
 */

// One app reading one mailbox for the whole file: each test makes its own lead (its own address).
const { harness, mailServers } = useInboundTestApp({ idle: false, inbound: { pollSeconds: 2 } })

describe(`reading a mailbox without IDLE on ${process.env.TEST_DATABASE}`, { timeout: 60_000 }, () => {
  it('polls every IMAP_POLL_SECONDS, and reads a reply within one interval', async () => {
    const { lead, messageId } = await answeredLead(harness.app, harness.database, 'poll-lead@example.com', 'Polly Lead')
    await readerReady(harness.database)
    const health = (await harness.app.inject({ method: 'GET', url: '/healthz' })).json()
    expect(health.inbound).toMatchObject({ status: 'ok', state: 'active' })
    const status = (await harness.app.inject({ method: 'GET', url: '/api/automation/status' })).json()
    expect(status.details.inboundEmail).toEqual({ state: 'active' })
    const inbound = (await harness.app.inject({ method: 'GET', url: threadApi.inboundStatus, headers: await operatorHeaders(harness.app) })).json()
    expect(inbound).toMatchObject({ state: 'active', mode: 'poll', folder: 'INBOX' })

    const appended = Date.now()
    const uid = await mailServers.dovecot.append(mailFixture('gmail-reply', { ourMessageId: messageId, leadEmail: lead.email!, readMailbox }))
    const stored = await processed(harness.database, uid, 15_000)
    expect(stored).toMatchObject({ class: 'reply', leadId: lead.id })
    // Within one poll interval (2 s) and the time to act on it.
    expect(Date.now() - appended).toBeLessThan(6_000)
  })
})

describe('inbound e-mail unconfigured', () => {
  const unconfigured = useTestApp({}, { reset: false })
  it('is off: /healthz and the dashboard say so, and nothing warns', async () => {
    const health = (await unconfigured.app.inject({ method: 'GET', url: '/healthz' })).json()
    expect(health).toMatchObject({ status: 'ok', inbound: { status: 'off', state: 'off' }, warnings: [] })
    const status = (await unconfigured.app.inject({ method: 'GET', url: '/api/automation/status' })).json()
    expect(status.details.inboundEmail).toEqual({ state: 'off' })
  })
})
