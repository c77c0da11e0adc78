import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { automationLogs, automationRuns, leads, outbox, tasks } from '@/server/db/schema'
import { jobNames } from '@/server/jobs/names'
import { createJobQueue } from '@/server/jobs/queue'
import { defaultModelAnswer } from '../fakes/openai-fake'
import { humanFormFields, validContact } from '../support/fixtures'
import { logEntries, waitForIdleQueue } from '../support/pipeline'
import { useProviderFakes } from '../support/provider-fakes'
import { fakeProviders, ownerEmail } from '../support/providers'
import { silentLogger } from '../support/silent-logger'
import { useTestApp } from '../support/test-app'

/**
 * The pipeline with the real clients (openai SDK, @notionhq/client, nodemailer, fetch) against
 * fakes on 127.0.0.1, and the faults of DESIGN "Reliability": a provider that answers 500, hangs
 * past its timeout or answers nonsense never fails a submission; the step is retried (at most
 * 3 times), the run is marked degraded, and no retry sends a second e-mail or makes a second page.
 */

const lead = validContact()

const fakes = useProviderFakes()
const harness = useTestApp(() => ({ config: { providers: fakeProviders(fakes), ownerEmail, automation: { providerTimeoutMs: 2_000 } } }), { idleQueueMs: 30_000 })
beforeEach(() => fakes.clear())

async function submitAndSettle() {
  const response = await harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...lead, ...humanFormFields() } })
  expect(response.statusCode).toBe(201)
  await waitForIdleQueue(harness.database, 30_000)
  const [run] = await harness.database.db.select().from(automationRuns)
  return { response, run: run!, logs: await logEntries(harness.database, run!.id) }
}

const mailsTo = (address: string) => fakes.smtp.messages.filter((mail) => mail.to.includes(address))
const leadPages = () => fakes.notion.pages.filter((page) => fakes.notion.text(page, 'Lead ID') !== undefined)
const taskPages = () => fakes.notion.pages.filter((page) => fakes.notion.text(page, 'Task ID') !== undefined)

describe(`the pipeline with real clients against fakes, on ${process.env.TEST_DATABASE}`, () => {
  it('scores with the model, e-mails the lead and the owner, mirrors lead and tasks to Notion, posts to Make', async () => {
    const { response, run, logs } = await submitAndSettle()
    expect(response.json().automation).toMatchObject({ realAutomation: true, openaiStatus: 'connected', notionStatus: 'connected', makeComStatus: 'connected' })

    // The model: SPEC §9 low temperature and 500 tokens, JSON answer parsed and scored.
    expect(fakes.openai.completions).toHaveLength(1)
    expect(fakes.openai.completions[0]!.body).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2, max_tokens: 500, response_format: { type: 'json_object' } })
    const [stored] = await harness.database.db.select().from(leads)
    expect(stored).toMatchObject({ score: 95, priority: 'High', scoredBy: 'openai' })
    expect(run.analysis!.opportunities).toEqual(defaultModelAnswer.opportunities)

    // One personal e-mail, with the outbox row's Message-ID and a one-click unsubscribe.
    const [answer] = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(answer).toMatchObject({ status: 'sent', attempts: 1 })
    const received = mailsTo(lead.email)
    expect(received).toHaveLength(1)
    expect(received[0]!.messageId).toBe(answer!.messageId)
    expect(received[0]!.headers.get('list-unsubscribe')).toBe(`<https://bluegrassai.com/api/unsubscribe?token=${stored!.unsubscribeToken}>`)
    expect(received[0]!.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    expect(received[0]!.raw).toContain('AI caller for inspection requests')
    expect(mailsTo(ownerEmail)).toHaveLength(1)
    expect(mailsTo(ownerEmail)[0]!.subject).toBe('High priority lead (95): Riley Morgan, Morgan Heating & Air')

    // Notion: one lead page carrying our id, five task pages; the page id is on the lead.
    expect(leadPages()).toHaveLength(1)
    expect(fakes.notion.text(leadPages()[0]!, 'Lead ID')).toBe(stored!.id)
    expect(fakes.notion.text(leadPages()[0]!, 'Priority')).toBe('High')
    expect(stored!.notionPageId).toBe(leadPages()[0]!.id)
    expect(taskPages()).toHaveLength(5)
    expect((await harness.database.db.select().from(tasks)).every((task) => task.notionPageId)).toBe(true)

    // Make: one webhook post with the idempotency key.
    expect(fakes.make.webhookPosts).toHaveLength(1)
    expect(fakes.make.webhookPosts[0]!.headers['x-idempotency-key']).toBe(`lead:${stored!.id}`)
    expect(fakes.make.webhookPosts[0]!.body).toMatchObject({ event: 'lead.created', lead: { email: lead.email, score: 95 } })
    expect(stored!.makePostedAt).toBeInstanceOf(Date)

    expect(run.degraded).toBe(false)
    expect(logs.every((entry) => entry.status === 'success')).toBe(true)
  })

  it.each([
    ['answers 500', '500'],
    ['hangs past its timeout', 'hang'],
    ['answers a malformed body', 'malformed'],
  ] as const)('retries the analysis when OpenAI %s, marks the run degraded, and still scores with the model', async (_what, mode) => {
    fakes.openai.faults.inject(mode, 1, 'chat')
    const { run, logs } = await submitAndSettle()
    expect(fakes.openai.completions).toHaveLength(2)
    expect(run.degraded).toBe(true)
    expect(run.problems).toEqual([expect.stringContaining('AI lead analysis: OpenAI')])
    expect(logs.find((entry) => entry.status === 'warning')).toMatchObject({
      step: 'AI lead analysis',
      message: expect.stringMatching(/^OpenAI failed \(.+\), attempt 1 of 4; retrying$/),
    })
    const [stored] = await harness.database.db.select().from(leads)
    expect(stored!.scoredBy).toBe('openai')
    expect(mailsTo(lead.email)).toHaveLength(1)
  })

  it('falls back to the local rules after the last attempt when the model keeps answering nonsense', async () => {
    fakes.openai.answer = 'Sure! This lead looks great.'
    const { run, logs } = await submitAndSettle()
    expect(fakes.openai.completions).toHaveLength(4)
    const [stored] = await harness.database.db.select().from(leads)
    expect(stored!.scoredBy).toBe('local')
    expect(run.degraded).toBe(true)
    const analysisLogs = logs.filter((entry) => entry.step === 'AI lead analysis')
    expect(analysisLogs.map((entry) => entry.status)).toEqual(['warning', 'warning', 'warning', 'warning', 'success'])
    expect(analysisLogs[3]!.message).toMatch(/^Scored with the local rules instead/)
    // The lead is answered all the same.
    expect(mailsTo(lead.email)).toHaveLength(1)
  })

  it.each([
    ['answers 451', '500'],
    ['hangs past its timeout', 'hang'],
  ] as const)('sends exactly one personal e-mail when the SMTP server %s once', async (_what, mode) => {
    // The analysis, the owner and the lead all send mail; fail the first message, the lead's answer.
    fakes.smtp.faults.inject(mode, 1)
    const { run } = await submitAndSettle()
    expect(mailsTo(lead.email)).toHaveLength(1)
    expect(mailsTo(ownerEmail)).toHaveLength(1)
    const rows = await harness.database.db.select().from(outbox)
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(2)
    expect(rows.reduce((sum, row) => sum + row.attempts, 0)).toBe(3)
    expect(run.degraded).toBe(true)
  })

  it('gives up after 3 retries, keeps the e-mail in the outbox as failed, logs an error, and the submission stands', async () => {
    fakes.smtp.faults.inject('500', 8)
    const { response, run, logs } = await submitAndSettle()
    expect(response.statusCode).toBe(201)
    const [answer] = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(answer).toMatchObject({ status: 'failed', attempts: 4, lastError: expect.stringContaining('451') })
    expect(logs.filter((entry) => entry.step === 'Email generation').map((entry) => entry.status)).toEqual(['warning', 'warning', 'warning', 'error'])
    expect(run.degraded).toBe(true)
  })

  it('never sends a second e-mail when the send job is delivered again', async () => {
    const { run } = await submitAndSettle()
    expect(mailsTo(lead.email)).toHaveLength(1)
    const second = createJobQueue({ database: harness.database, log: silentLogger, pollingIntervalSeconds: 1 })
    await second.start()
    try {
      await second.enqueue(jobNames.firstAnswer, { runId: run.id })
      await second.enqueue(jobNames.firstAnswer, { runId: run.id })
    } finally {
      await second.stop()
    }
    await waitForIdleQueue(harness.database)
    expect(mailsTo(lead.email)).toHaveLength(1)
    const [answer] = await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'first-answer'))
    expect(answer!.attempts).toBe(1)
  })

  it('retries Notion after a 500 and creates one page', async () => {
    fakes.notion.faults.inject('500', 1, 'create')
    const { run } = await submitAndSettle()
    expect(leadPages()).toHaveLength(1)
    expect(taskPages()).toHaveLength(5)
    expect(run.degraded).toBe(true)
  })

  it('finds the page a lost answer created instead of creating a second one', async () => {
    // Notion creates the page, but its answer never arrives: the client times out.
    fakes.notion.faults.inject('hang-after-effect', 1, 'create')
    await submitAndSettle()
    expect(leadPages()).toHaveLength(1)
    const [stored] = await harness.database.db.select().from(leads)
    expect(stored!.notionPageId).toBe(leadPages()[0]!.id)
    const crmLogs = await harness.database.db.select().from(automationLogs).where(eq(automationLogs.step, 'CRM integration'))
    expect(crmLogs.map((entry) => entry.message)).toContainEqual(expect.stringContaining('page found from an earlier attempt'))
  })

  it('retries Notion after a malformed answer to its query', async () => {
    fakes.notion.faults.inject('malformed', 1, 'query')
    await submitAndSettle()
    expect(leadPages()).toHaveLength(1)
  })

  it('retries the Make webhook after a 500 and posts the lead once', async () => {
    fakes.make.faults.inject('500', 1, 'webhook')
    const { run } = await submitAndSettle()
    expect(fakes.make.webhookPosts).toHaveLength(1)
    const [stored] = await harness.database.db.select().from(leads)
    expect(stored!.makePostedAt).toBeInstanceOf(Date)
    expect(run.degraded).toBe(true)
  })
})
