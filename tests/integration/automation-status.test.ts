import net, { type AddressInfo, type Socket } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { assessmentReports, automationRuns, outbox } from '@/server/db/schema'
import { adminApi, emailStateSchema } from '@/shared/admin'
import { automationStatusSchema, type AutomationStatus } from '@/shared/automation'
import { testWithLogsResponseSchema } from '@/shared/automation-test'
import { startNotionFake, type NotionFake } from '../fakes/notion-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { localAutomationStatus } from '../support/automation-status'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders, ownerEmail } from '../support/providers'
import { buildTestApp, type TestConfig } from '../support/test-app'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'

/**
 * GET /api/automation/status tells the truth (docs/decisions/017): each state from a real
 * configuration (no SMTP, the SMTP fake up, refusing, closed, or never greeting), never from a
 * stub of the status. And the e-mails say what really happened: the owner's notification lists
 * each step's outcome, the first answers promise only what the system does.
 */

let smtp: SmtpFake
let notion: NotionFake
let cleanups: (() => Promise<void>)[] = []

beforeAll(async () => {
  ;[smtp, notion] = await Promise.all([startSmtpFake(), startNotionFake()])
})
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
  cleanups = []
  smtp.faults.clear()
  notion.faults.clear()
  smtp.messages.length = 0
  notion.pages.length = 0
})
afterAll(async () => {
  await Promise.all([smtp?.close(), notion?.close()])
})

/** An app on a database of its own, so no other app's workers take its jobs. */
async function startApp(config: TestConfig = {}): Promise<{ app: App; database: TestDatabase; operator: { cookie: string } }> {
  const database = await createTestDatabase()
  const app = await buildTestApp(database, { config: { ownerEmail, ...config } })
  cleanups.push(async () => {
    await app.close()
    await database.destroy()
  })
  return { app, database, operator: await operatorHeaders(app) }
}

const withMail = (url: string): TestConfig['providers'] => ({ ...fakeProviders({}), smtp: { url } })

async function readStatus(app: App, headers: Record<string, string> = {}): Promise<AutomationStatus> {
  const response = await app.inject({ method: 'GET', url: '/api/automation/status', headers })
  expect(response.statusCode).toBe(200)
  return automationStatusSchema.parse(response.json())
}

async function submitContact(app: App, database: TestDatabase, overrides: Parameters<typeof validContact>[0] = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact(overrides), ...humanFormFields() } })
  expect(response.statusCode).toBe(201)
  await waitForIdleQueue(database, 30_000)
}

const emailOf = (status: AutomationStatus) => status.details!.emailAutomation

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/** A TCP server that accepts connections and never says a word: an SMTP server that hangs. */
async function silentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

describe(`e-mail automation's state, from real evidence, on ${process.env.TEST_DATABASE}`, () => {
  it('is local without SMTP_URL: stored, not sent, and not counted as e-mail automation', async () => {
    const { app, database, operator } = await startApp()
    await submitContact(app, database)

    const anyone = await readStatus(app)
    expect(anyone).toEqual(localAutomationStatus)
    // The operator also gets the counts: one run, nothing waiting to be sent (the rows are kept, not-sent).
    const details = (await readStatus(app, operator)).details!
    expect(details.leadProcessing).toEqual({ state: 'active', runs: { last24h: 1, degraded: 0 } })
    expect(details.emailAutomation).toEqual({ state: 'local', unsent: 0 })
    // The back office reads the same truth, in its banner's words.
    const banner = emailStateSchema.parse((await app.inject({ method: 'GET', url: adminApi.emailState, headers: operator })).json())
    expect(banner).toMatchObject({ state: 'not-configured', lastError: null, unsent: 2 })
  })

  it('is active once the start-up check greets a working mail server, and after a send', async () => {
    const { app, database, operator } = await startApp({ providers: withMail(smtp.url) })
    const checked = await waitFor(async () => {
      const status = await readStatus(app, operator)
      return emailOf(status).state === 'active' ? status : undefined
    }, 10_000, 'the start-up check')
    expect(checked.features.emailAutomation).toBe(true)
    expect(emailOf(checked)).toMatchObject({ state: 'active', unsent: 0, evidence: { kind: 'verify' } })
    expect(smtp.messages).toHaveLength(0)

    await submitContact(app, database)
    expect(smtp.messages.map((mail) => mail.to[0]).sort()).toEqual([ownerEmail, 'riley@morganhvac.com'])
    const afterSend = await readStatus(app, operator)
    expect(emailOf(afterSend)).toMatchObject({ state: 'active', unsent: 0, evidence: { kind: 'send' } })
    expect(Date.parse(emailOf(afterSend).evidence!.at)).toBeGreaterThanOrEqual(Date.parse(emailOf(checked).evidence!.at))
    expect((await readStatus(app)).details!.emailAutomation).toEqual({ state: 'active' })
  })

  it('is failing when the mail server refuses: the error and the unsent count for the operator, the state alone for anyone else', async () => {
    const { app, database, operator } = await startApp({ providers: withMail(smtp.url), automation: { stepRetryLimit: 0 } })
    await waitFor(async () => (emailOf(await readStatus(app, operator)).state === 'active' ? true : undefined), 10_000, 'the start-up check')

    smtp.faults.inject('500', 10)
    await submitContact(app, database)
    const forOperator = await readStatus(app, operator)
    expect(forOperator.features.emailAutomation).toBe(false)
    expect(forOperator.status).toBe('active')
    expect(emailOf(forOperator)).toMatchObject({ state: 'failing', unsent: 2, evidence: { kind: 'send' } })
    expect(emailOf(forOperator).lastError).toContain('451')

    const forAnyone = await readStatus(app)
    expect(forAnyone.details!.emailAutomation).toEqual({ state: 'failing' })
    expect(forAnyone.details!.leadProcessing).toEqual({ state: 'active' })
    expect(JSON.stringify(forAnyone)).not.toContain('451')

    // The back office's banner says the same.
    const banner = emailStateSchema.parse((await app.inject({ method: 'GET', url: adminApi.emailState, headers: operator })).json())
    expect(banner).toMatchObject({ state: 'failing', lastError: emailOf(forOperator).lastError, unsent: 2 })

    // The server accepts mail again: the next send makes it active.
    smtp.faults.clear()
    await submitContact(app, database, { email: 'second@morganhvac.com' })
    expect(emailOf(await readStatus(app, operator))).toMatchObject({ state: 'active', unsent: 2 })
  })

  it('is failing from the start-up check when nothing listens at SMTP_URL', async () => {
    const port = await closedPort()
    const { app, database, operator } = await startApp({ providers: withMail(`smtp://127.0.0.1:${port}`), automation: { stepRetryLimit: 0 } })
    const status = await waitFor(async () => {
      const read = await readStatus(app, operator)
      return emailOf(read).state === 'failing' ? read : undefined
    }, 10_000, 'the start-up check to fail')
    expect(emailOf(status)).toMatchObject({ state: 'failing', unsent: 0, evidence: { kind: 'verify' } })
    expect(emailOf(status).lastError).toContain('ECONNREFUSED')
    expect((await readStatus(app)).details!.emailAutomation).toEqual({ state: 'failing' })

    await submitContact(app, database)
    expect(emailOf(await readStatus(app, operator))).toMatchObject({ state: 'failing', unsent: 2, evidence: { kind: 'send' } })
  })

  it('does not hold up the start for a mail server that never answers: unverified until its check times out', async () => {
    const silent = await silentServer()
    cleanups.push(() => silent.close())
    const started = Date.now()
    const { app, operator } = await startApp({ providers: withMail(`smtp://127.0.0.1:${silent.port}`), automation: { providerTimeoutMs: 3_000 } })
    const first = await readStatus(app, operator)
    if (Date.now() - started < 3_000) {
      expect(emailOf(first).state).toBe('unverified')
      expect(first.features.emailAutomation).toBe(false)
    }
    const failing = await waitFor(async () => {
      const read = await readStatus(app, operator)
      return emailOf(read).state === 'failing' ? read : undefined
    }, 15_000, 'the start-up check to time out')
    expect(emailOf(failing).lastError).toBe('no answer within the timeout')
  })
})

describe('the owner notification says what each step really did', () => {
  const ownerNotification = async (database: TestDatabase, runId: string) => {
    const [row] = await database.db.select().from(outbox).where(and(eq(outbox.kind, 'owner-notification'), eq(outbox.runId, runId)))
    return row!
  }

  it('names a failed CRM mirror, with the error (the automation test, run live by the operator)', async () => {
    const { app, database, operator } = await startApp({ providers: fakeProviders({ smtp, notion }) })
    notion.faults.inject('500', 10)
    const body = testWithLogsResponseSchema.parse((await app.inject({ method: 'POST', url: '/api/automation/test-with-logs', headers: operator })).json())
    expect(body.mode).toBe('live')
    const crmError = body.logs.find((entry) => entry.step === 'CRM integration' && entry.status === 'error')
    expect(crmError).toBeDefined()

    const [run] = await database.db.select().from(automationRuns)
    const notification = await ownerNotification(database, run!.id)
    expect(notification.status).toBe('sent')
    expect(notification.text).toContain('What the automation has done for this lead, as of ')
    expect(notification.text).toMatch(/1\. Personal reply: sent to owner\+lead-test-[0-9a-f]{8}@bluegrassai\.com\./)
    expect(notification.text).toContain('2. Follow-up tasks: 5 created in the back office.')
    expect(notification.text).toMatch(/3\. Follow-up e-mails: scheduled for \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T and \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T\./)
    expect(notification.text).toContain(`4. CRM (Notion): failed: ${String(crmError!.details!.error)}.`)
    expect(notification.text).toContain('5. Make.com: not connected: no Make.com webhook is configured.')
    expect(notification.text).not.toContain('has gone out')
    // And the mail the owner got reads the same.
    expect(smtp.messages.some((mail) => mail.to.includes(ownerEmail))).toBe(true)
  })

  it('says "queued" for a CRM step still running when it is written', async () => {
    const { app, database } = await startApp({ providers: fakeProviders({ smtp, notion }), automation: { providerTimeoutMs: 4_000, stepRetryLimit: 0 } })
    notion.faults.inject('hang', 1)
    await submitContact(app, database)
    const [run] = await database.db.select().from(automationRuns)
    const text = (await ownerNotification(database, run!.id)).text
    expect(text).toContain('1. Personal reply: sent to riley@morganhvac.com.')
    expect(text).toContain('4. CRM (Notion): queued: still running when this was written.')
  })

  it('says what was kept unsent and skipped when nothing is configured', async () => {
    const { app, database } = await startApp()
    await submitContact(app, database)
    const [run] = await database.db.select().from(automationRuns)
    const notification = await ownerNotification(database, run!.id)
    expect(notification.status).toBe('not-sent')
    expect(notification.text).toContain('1. Personal reply: written but not sent: no mail server (SMTP_URL) is configured, so it waits in the outbox.')
    expect(notification.text).toContain('; without a mail server they will be kept in the outbox, not sent.')
    expect(notification.text).toContain('4. CRM (Notion): skipped: Notion is not configured; the lead is in the back office.')
  })
})

describe('the first answer promises what the system does', () => {
  const firstAnswer = async (database: TestDatabase) => {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    return row!.text
  }

  it('to a contact-form lead: the call on the owner’s list and the two follow-ups, no report', async () => {
    const { app, database } = await startApp()
    await submitContact(app, database)
    const text = await firstAnswer(database)
    expect(text).toContain('I have put a call to you on my list, to talk through what you need.')
    expect(text).toContain('You will also get a short follow-up e-mail in 24 hours and a last one in 7 days; the link at the bottom stops them.')
    expect(text).not.toMatch(/report|within 24 hours/)
    // Both follow-ups are really scheduled, and the call really is on the list.
    expect(await database.db.select().from(outbox).where(and(eq(outbox.kind, 'follow-up'), eq(outbox.status, 'scheduled')))).toHaveLength(2)
  })

  it('to an assessment: the AI analysis and the strategy report, when they are due', async () => {
    const { app, database } = await startApp({ automation: { reportDelaysSeconds: { analysis: 300, strategy: 3600 } } })
    const response = await app.inject({ method: 'POST', url: '/api/assessment', payload: { ...validAssessment(), ...humanFormFields() } })
    expect(response.statusCode).toBe(201)
    await waitForIdleQueue(database, 30_000)
    const text = await firstAnswer(database)
    expect(text).toContain(
      'Your AI analysis, with your top 3 automation opportunities, follows in about 5 minutes, and your full strategy report in about an hour; here is what stands out already.',
    )
    expect(text).toContain('I have put a call to you on my list')
    // The report that sentence promises is really scheduled.
    const [report] = await database.db.select().from(assessmentReports)
    expect(report?.analysisJobId).toBeTruthy()
  })
})
