import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { openDatabase, type Database } from '@/server/db/client'
import { automationLogs, leads, outbox } from '@/server/db/schema'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'
import { createTestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'

/** SPEC §9 follow-ups at +24 h and +7 d: durable delayed jobs, cancelled by the unsubscribe link. */

let smtp: SmtpFake
const lead = validContact()

beforeAll(async () => {
  smtp = await startSmtpFake()
})
afterAll(() => smtp?.close())
const harness = useTestApp(() => ({ config: { providers: fakeProviders({ smtp }) } }), { idleQueueMs: 15_000 })
beforeEach(() => {
  smtp.messages.length = 0
})

async function submit(target: App = harness.app) {
  const response = await target.inject({ method: 'POST', url: '/api/contact', payload: { ...lead, ...humanFormFields() } })
  expect(response.statusCode).toBe(201)
}

/** The lead of a contact form sent to the shared app, once its pipeline has run. */
async function submittedLead() {
  await submit()
  await waitForIdleQueue(harness.database)
  const [stored] = await harness.database.db.select().from(leads)
  return stored!
}

const followUpJobs = async (db: Database = harness.database) =>
  ((await db.db.execute(sql`select state from pgboss.job where name = 'lead-follow-up' order by start_after`)) as unknown as { rows: { state: string }[] }).rows.map(
    (row) => row.state,
  )

describe(`follow-ups on ${process.env.TEST_DATABASE}`, () => {
  it('sends a scheduled follow-up when it falls due, after a restart of the process', async () => {
    const own = await createTestDatabase()
    const config = { providers: fakeProviders({ smtp }), automation: { followUpDelaysSeconds: [8, 3600] } }
    const first = await buildTestApp(own, { config })
    await submit(first)
    await waitForIdleQueue(own)
    const [scheduled] = await own.db.select().from(outbox).where(eq(outbox.idempotencyKey, sql`'follow-up-1:' || ${outbox.leadId}`))
    expect(scheduled).toMatchObject({ status: 'scheduled', kind: 'follow-up' })
    await first.close()
    await own.close()
    expect(smtp.messages.filter((mail) => mail.to.includes(lead.email))).toHaveLength(1)

    // A new process on the same database: the delayed job is still there and runs when due.
    const reopened = await openDatabase(own.reopenOptions)
    const second = await buildTestApp(reopened, { config })
    try {
      const followUp = await waitFor(
        async () => smtp.messages.find((mail) => mail.to.includes(lead.email) && mail.headers.get('x-follow-up') === '24 hours'),
        15_000,
        'the follow-up e-mail',
      )
      expect(followUp.receivedAt).toBeGreaterThanOrEqual(scheduled!.sendAfter!.getTime() - 50)
      expect(followUp.subject).toBe('Morgan Heating & Air: one idea to start with')
      expect(followUp.messageId).toBe(scheduled!.messageId)
      expect(followUp.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/bluegrassai\.com\/api\/unsubscribe\?token=[\w-]{43}>$/)
      await waitForIdleQueue(reopened)
      const rows = await reopened.db.select().from(outbox).where(eq(outbox.kind, 'follow-up'))
      expect(rows.map((row) => row.status).sort()).toEqual(['scheduled', 'sent'])
      const [entry] = await reopened.db.select().from(automationLogs).where(eq(automationLogs.step, 'Follow-up email'))
      expect(entry).toMatchObject({ status: 'success', message: '24 hours follow-up sent: "Morgan Heating & Air: one idea to start with"' })
    } finally {
      await second.close()
      await reopened.close()
      await own.destroy()
    }
  })

  it('shows a confirmation page for the unsubscribe link, changing nothing', async () => {
    const stored = await submittedLead()
    const response = await harness.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${stored.unsubscribeToken}` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.body).toContain('<title>Stop follow-up e-mails? | Bluegrass AI</title>')
    expect(response.body).toContain('<form method="post" action="/api/unsubscribe">')
    expect(response.body).toContain(`value="${stored.unsubscribeToken}"`)
    expect(response.body).not.toContain('<script')
    const [after] = await harness.database.db.select().from(leads)
    expect(after!.unsubscribedAt).toBeNull()
    expect(await followUpJobs()).toEqual(['created', 'created'])
  })

  it('unsubscribes from the page’s form: the follow-ups and their jobs are cancelled', async () => {
    const stored = await submittedLead()
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(stored.unsubscribeToken)}`,
    })
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('You are unsubscribed')
    expect(response.body).toContain('Bluegrass AI')

    const [after] = await harness.database.db.select().from(leads)
    expect(after!.unsubscribedAt).toBeInstanceOf(Date)
    const followUps = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'follow-up'))
    expect(followUps.map((row) => row.status)).toEqual(['cancelled', 'cancelled'])
    expect(await followUpJobs()).toEqual(['cancelled', 'cancelled'])
    const [entry] = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'Unsubscribe'))
    expect(entry).toMatchObject({ message: 'The lead unsubscribed; 2 scheduled follow-ups cancelled', leadName: 'Riley Morgan' })

    const again = await harness.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${stored.unsubscribeToken}` })
    expect(again.body).toContain('You are already unsubscribed')
  })

  it('accepts a mail client’s one-click unsubscribe (RFC 8058)', async () => {
    const stored = await submittedLead()
    const response = await harness.app.inject({
      method: 'POST',
      url: `/api/unsubscribe?token=${stored.unsubscribeToken}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(response.statusCode).toBe(200)
    expect(await followUpJobs()).toEqual(['cancelled', 'cancelled'])
  })

  it('answers an unknown token with a 404 page', async () => {
    for (const url of ['/api/unsubscribe?token=nope', '/api/unsubscribe']) {
      const response = await harness.app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('This link is not valid')
    }
    const posted = await harness.app.inject({ method: 'POST', url: '/api/unsubscribe?token=nope' })
    expect(posted.statusCode).toBe(404)
  })

  it('does not send a follow-up that falls due after the lead unsubscribed, even if its job was not cancelled', async () => {
    // Its own database: another app on the shared one would take the jobs with its own settings.
    const own = await createTestDatabase()
    const quick = await buildTestApp(own, { config: { providers: fakeProviders({ smtp }), automation: { followUpDelaysSeconds: [3] } } })
    try {
      await submit(quick)
      await waitForIdleQueue(own)
      expect(await followUpJobs(own)).toEqual(['created'])
      // Unsubscribed by hand, the job left in place: the follow-up step must still hold back.
      await own.db.update(leads).set({ unsubscribedAt: new Date() })
      await waitFor(async () => ((await followUpJobs(own))[0] === 'completed' ? true : undefined), 15_000, 'the follow-up job')
      const [row] = await own.db.select().from(outbox).where(eq(outbox.kind, 'follow-up'))
      expect(row!.status).toBe('cancelled')
      expect(smtp.messages.filter((mail) => mail.headers.get('x-follow-up'))).toHaveLength(0)
      const [entry] = await own.db.select().from(automationLogs).where(eq(automationLogs.step, 'Follow-up email'))
      expect(entry!.message).toBe('Follow-up not sent: the lead unsubscribed')
    } finally {
      await quick.close()
      await own.destroy()
    }
  })
})
