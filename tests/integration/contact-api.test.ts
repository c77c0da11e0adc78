import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { automationLogs, automationRuns, contactSubmissions, leads, outbox, rateLimitWindows, tasks } from '@/server/db/schema'
import { noTransportNote } from '@/server/providers/mail/local'
import { signFormToken } from '@/server/domain/form-token'
import { adminApi, releaseMessages } from '@/shared/admin'
import { formTokenUrl } from '@/shared/form-token-url'
import { humanFormFields, localAutomationResult, validContact } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { logEntries, pendingJobs, waitForIdleQueue } from '../support/pipeline'
import { useTestApp } from '../support/test-app'

/** POST /api/contact with nothing configured: every provider is its local twin. */

/** The app's clock runs this far ahead of the real one (bot timing tests move it). */
let clockOffsetMs = 0
let address = 0

// Registered before the apps' own beforeEach, which waits for the last test's jobs: those finish
// on today's clock and healthy fakes, not on what the last test set.
beforeEach(() => {
  clockOffsetMs = 0
})
const harness = useTestApp(
  // Admission off (decision 048): the per-client limit's flood of 62 would otherwise meet it first
  // when the first answers drain slowly; tests/integration/admission.test.ts covers admission.
  { config: { publicFormRateLimit: 3, automation: { minFormFillMs: 3_000 }, admission: { maxWaitMs: 0, minDrainPerSecond: 20, drainWindowMs: 3_000, sampleMs: 200 } }, now: () => new Date(Date.now() + clockOffsetMs) },
  { idleQueueMs: 15_000 },
)

/** Each call comes from its own address unless told otherwise, so the per-IP limit stays out of the way. */
const post = (payload: unknown, ip = `10.0.0.${++address % 250}`) =>
  harness.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip })

const count = async (table: typeof leads | typeof contactSubmissions | typeof automationRuns | typeof automationLogs | typeof tasks | typeof outbox) =>
  (await harness.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n

/** Quarantined (docs/decisions/027): the submission is kept with its reason, and nothing else happens. */
async function onlyQuarantined(reasons: string[]) {
  const rows = await harness.database.db.select().from(contactSubmissions)
  expect(rows.map((row) => row.quarantineReason)).toEqual(reasons)
  expect(rows.every((row) => row.leadId === null)).toBe(true)
  expect(await count(leads)).toBe(0)
  expect(await count(automationRuns)).toBe(0)
  expect(await count(outbox)).toBe(0)
  expect(await pendingJobs(harness.database)).toEqual([])
}

async function nothingStored() {
  expect(await count(contactSubmissions)).toBe(0)
  expect(await count(leads)).toBe(0)
  expect(await count(automationRuns)).toBe(0)
  expect(await count(automationLogs)).toBe(0)
  expect(await count(outbox)).toBe(0)
  expect(await pendingJobs(harness.database)).toEqual([])
}

describe(`POST /api/contact on ${process.env.TEST_DATABASE}`, () => {
  it('stores the submission with its lead and run, and answers the SPEC submission response', async () => {
    const response = await post({ ...validContact(), ...humanFormFields() })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({
      success: true,
      automation: localAutomationResult,
    })
    const [submission] = await harness.database.db.select().from(contactSubmissions)
    const [lead] = await harness.database.db.select().from(leads)
    expect(submission).toMatchObject({ fullName: 'Riley Morgan', businessName: 'Morgan Heating & Air', email: 'riley@morganhvac.com', leadId: lead!.id })
    expect(lead).toMatchObject({ email: 'riley@morganhvac.com', status: 'New', isSample: false, unsubscribedAt: null })
    expect(lead!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const [capture] = await harness.database.db.select().from(automationLogs)
    expect(capture).toMatchObject({ step: 'Lead capture', status: 'success', leadName: 'Riley Morgan', businessName: 'Morgan Heating & Air' })
  })

  it('runs the whole pipeline offline: scored, answered into the outbox, 5 tasks, 2 follow-ups, owner notified', async () => {
    const response = await post({ ...validContact(), ...humanFormFields() })
    await waitForIdleQueue(harness.database)
    const [run] = await harness.database.db.select().from(automationRuns)
    const entries = await logEntries(harness.database, run!.id)
    expect(entries.map((entry) => entry.step).sort()).toEqual(
      ['Lead capture', 'AI lead analysis', 'Task automation', 'Follow-up scheduling', 'Email generation', 'CRM integration', 'Make.com webhook', 'Admin notification'].sort(),
    )
    expect(entries.every((entry) => entry.status === 'success')).toBe(true)
    expect(run!.degraded).toBe(false)

    const [lead] = await harness.database.db.select().from(leads)
    expect(lead!.scoredBy).toBe('local')
    expect(lead!.score).toBe(run!.analysis!.score)
    expect(lead!.scoreBreakdown.groups.map((group) => group.weight)).toEqual([25, 35, 25, 15])
    // The immediate answer used the same rules, so it already had the final score.
    expect(response.json().automation.leadScore).toBe(lead!.score)

    expect(await count(tasks)).toBe(5)
    const mails = await harness.database.db.select().from(outbox)
    const byKind = (kind: string) => mails.filter((mail) => mail.kind === kind)
    expect(byKind('first-answer')).toEqual([expect.objectContaining({ status: 'not-sent', lastError: noTransportNote, to: 'riley@morganhvac.com' })])
    expect(byKind('first-answer')[0]!.subject).toContain('Morgan Heating & Air')
    expect(byKind('first-answer')[0]!.text).toContain(`/api/unsubscribe?token=${lead!.unsubscribeToken}`)
    expect(byKind('owner-notification')).toEqual([expect.objectContaining({ status: 'not-sent', to: 'hello@bluegrassai.com' })])
    const followUps = byKind('follow-up').sort((a, b) => a.sendAfter!.getTime() - b.sendAfter!.getTime())
    expect(followUps.map((mail) => mail.status)).toEqual(['scheduled', 'scheduled'])
    const hoursAhead = followUps.map((mail) => Math.round((mail.sendAfter!.getTime() - Date.now()) / 3_600_000))
    expect(hoursAhead).toEqual([24, 168])
    expect(followUps.every((mail) => mail.jobId)).toBe(true)
  })

  it('attaches a repeat submission to the same lead (e-mail case ignored) without a second answer, task set or follow-ups', async () => {
    await post({ ...validContact(), ...humanFormFields() })
    await waitForIdleQueue(harness.database)
    const again = await post({ ...validContact({ email: 'Riley@MorganHVAC.com', phone: undefined, automationNeeds: 'Also want review replies.' }), ...humanFormFields() })
    expect(again.statusCode).toBe(201)
    expect(again.json().automation).toMatchObject({ tasksCreated: 0, emailsSent: 0 })
    await waitForIdleQueue(harness.database)

    const allLeads = await harness.database.db.select().from(leads)
    expect(allLeads).toHaveLength(1)
    // The phone given the first time is kept.
    expect(allLeads[0]!.phone).toBe('(859) 555-0177')
    const submissions = await harness.database.db.select().from(contactSubmissions)
    expect(submissions.map((row) => row.leadId)).toEqual([allLeads[0]!.id, allLeads[0]!.id])
    expect(await count(automationRuns)).toBe(2)
    expect(await count(tasks)).toBe(5)
    const mails = await harness.database.db.select().from(outbox)
    expect(mails.filter((mail) => mail.kind === 'first-answer')).toHaveLength(1)
    expect(mails.filter((mail) => mail.kind === 'follow-up')).toHaveLength(2)
    // The owner hears of both submissions.
    expect(mails.filter((mail) => mail.kind === 'owner-notification')).toHaveLength(2)
    const emailLogs = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'Email generation'))
    expect(emailLogs.map((entry) => entry.message).some((message) => message.includes('no second one'))).toBe(true)
  })

  it('never lets a repeat submission overwrite the lead: name, business, score and status stay the owner’s', async () => {
    await post({ ...validContact(), ...humanFormFields() })
    await waitForIdleQueue(harness.database)
    const [before] = await harness.database.db.select().from(leads)
    await harness.database.db.update(leads).set({ status: 'Interested' }).where(eq(leads.id, before!.id))

    const hijack = await post({
      ...validContact({ email: 'RILEY@morganhvac.COM', fullName: 'Mallory Overwrite', businessName: 'Hijacked Name Ltd', automationNeeds: 'nothing' }),
      ...humanFormFields(),
    })
    expect(hijack.statusCode).toBe(201)
    await waitForIdleQueue(harness.database)

    const [after] = await harness.database.db.select().from(leads)
    expect(after).toMatchObject({
      fullName: before!.fullName,
      businessName: before!.businessName,
      score: before!.score,
      priority: before!.priority,
      status: 'Interested',
    })
    // The owner sees what was sent: the second submission, under the same lead, as written.
    const submissions = await harness.database.db.select().from(contactSubmissions).orderBy(contactSubmissions.createdAt)
    expect(submissions.map((row) => [row.fullName, row.leadId])).toEqual([
      [before!.fullName, before!.id],
      ['Mallory Overwrite', before!.id],
    ])
    const runs = await harness.database.db.select().from(automationRuns).orderBy(automationRuns.createdAt)
    expect(runs).toHaveLength(2)
    expect(runs[1]!.analysis).not.toBeNull()
  })

  it('rejects a submission missing its required fields with 400 naming each', async () => {
    const response = await post({ phone: '123' })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({
      fullName: 'Full name is required',
      businessName: 'Business name is required',
      email: 'Valid email is required',
      automationNeeds: 'Automation needs are required',
    })
    await nothingStored()
  })

  it('rejects an unknown field and a bad e-mail address', async () => {
    expect((await post({ ...validContact(), isAdmin: true })).json().fields).toEqual({ isAdmin: 'Unknown field' })
    expect((await post({ ...validContact({ email: 'riley@' }) })).json().fields).toEqual({ email: 'Valid email is required' })
    await nothingStored()
  })
})

describe('bot checks on the contact form: stored first, held for review without saying why (decisions 027, 030)', () => {
  it('quarantines a filled honeypot', async () => {
    const response = await post({ ...validContact(), ...humanFormFields(), website: 'http://spam.example' })
    expect(response.statusCode).toBe(201)
    // It says the submission waits for a person and that nothing was sent; never which check held it.
    expect(response.json()).toMatchObject({ success: true, automation: { tasksCreated: 0, emailsSent: 0, heldForReview: true } })
    expect(response.body).not.toMatch(/honeypot|bot|spam|quarantin/i)
    await onlyQuarantined(['honeypot'])
  })

  it('quarantines a form sent sooner than the minimum time after its token was issued', async () => {
    const token = (await harness.app.inject({ method: 'GET', url: formTokenUrl })).json<{ token: string }>().token
    clockOffsetMs = 1_000 // the server's clock reads one second after it issued the token
    const response = await post({ ...validContact(), website: '', formToken: token })
    expect(response.statusCode).toBe(201)
    await onlyQuarantined(['too-fast'])

    clockOffsetMs = 3_500
    expect((await post({ ...validContact(), website: '', formToken: token })).statusCode).toBe(201)
    expect(await count(leads)).toBe(1)
  })

  it('quarantines a form sent without a token, or with one the server did not sign', async () => {
    expect((await post({ ...validContact({ email: 'no-token@morganhvac.com' }), website: '' })).statusCode).toBe(201)
    const forged = signFormToken('a-secret-the-server-does-not-know-0000', Date.now() - 60_000, 'forged')
    expect((await post({ ...validContact({ email: 'forged@morganhvac.com' }), website: '', formToken: forged })).statusCode).toBe(201)
    await onlyQuarantined(['no-token', 'no-token'])
  })

  it('issues tokens that are never cached', async () => {
    const response = await harness.app.inject({ method: 'GET', url: formTokenUrl })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    // With how long a form waits before it sends (the minimum fill time), so a person is never held for being quick.
    expect(response.json()).toEqual({ token: expect.stringMatching(/^v1\.\d+\.[\w-]+\.[\w-]+$/), readyInMs: 3_000 })
  })

  it('stores every submission past the per-client limit, quarantined, answered as if all were well', async () => {
    clockOffsetMs = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 - Date.now()
    const statuses = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await post({ ...validContact({ email: `lead${i}@morganhvac.com` }), ...humanFormFields() }, '192.0.2.7')).statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201])
    expect(await count(contactSubmissions)).toBe(5)
    expect(await count(leads)).toBe(3)
    const quarantined = await harness.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.quarantineReason, 'rate-limit'))
    expect(quarantined.map((row) => row.email).sort()).toEqual(['lead3@morganhvac.com', 'lead4@morganhvac.com'])
    // Each request counted once: the first three with their leads, in one statement; the others
    // failed that statement past the limit (nothing of them written) and were counted on their own.
    expect((await harness.database.db.select({ count: rateLimitWindows.count }).from(rateLimitWindows).where(eq(rateLimitWindows.key, 'form:192.0.2.7'))).map((row) => row.count)).toEqual([5])
    // Another address is not affected.
    await post({ ...validContact({ email: 'other@morganhvac.com' }), ...humanFormFields() }, '192.0.2.8')
    expect(await count(leads)).toBe(4)
  })

  it('answers an honest 429 with Retry-After past the accepted limit, and stores nothing more', async () => {
    // The app's clock at the start of a minute: the counts' one-minute window holds the whole burst.
    clockOffsetMs = Math.ceil(Date.now() / 60_000) * 60_000 + 1_000 - Date.now()
    const statuses: number[] = []
    for (let i = 0; i < 62; i++) statuses.push((await post({ ...validContact({ email: `flood${i}@example.com` }), ...humanFormFields() }, '192.0.2.9')).statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(60)
    const refused = await post({ ...validContact({ email: 'flood-last@example.com' }), ...humanFormFields() }, '192.0.2.9')
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    expect(refused.json()).toEqual({ error: 'Too many submissions from your network. Please try again in a minute.' })
    expect(await count(contactSubmissions)).toBe(60)
  })
})

describe('releasing a held submission from the back office (decision 030)', () => {
  it('answers it as if it had passed the checks, once; only the operator may', async () => {
    await post({ ...validContact(), ...humanFormFields(), website: 'http://spam.example' })
    const [held] = await harness.database.db.select().from(contactSubmissions)
    const release = (id: string, headers: Record<string, string> = {}) => harness.app.inject({ method: 'POST', url: adminApi.releaseSubmission(id), headers })

    expect((await release(held!.id)).statusCode).toBe(401)
    await onlyQuarantined(['honeypot'])

    const headers = await operatorHeaders(harness.app)
    const released = await release(held!.id, headers)
    expect(released.statusCode).toBe(200)
    expect(released.json()).toEqual({ message: releaseMessages.released })
    await waitForIdleQueue(harness.database)
    const [lead] = await harness.database.db.select().from(leads)
    const [row] = await harness.database.db.select().from(contactSubmissions)
    expect(row).toMatchObject({ quarantineReason: null, leadId: lead!.id })
    expect(await count(automationRuns)).toBe(1)
    expect(await count(tasks)).toBe(5)
    const firstAnswers = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(firstAnswers).toHaveLength(1)
    const [capture] = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'Lead capture'))
    expect(capture!.message).toMatch(/released by the owner after review/)

    // A second tap, an unknown id and a malformed one change nothing.
    expect((await release(held!.id, headers)).statusCode).toBe(409)
    expect((await release('00000000-0000-4000-8000-000000000000', headers)).statusCode).toBe(404)
    expect((await release('not-an-id', headers)).statusCode).toBe(404)
    expect(await count(leads)).toBe(1)
    expect(await count(automationRuns)).toBe(1)
  })
})
