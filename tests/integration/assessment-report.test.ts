import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import type { Database } from '@/server/db/client'
import { assessmentReports, automationLogs, automationRuns, leads, outbox } from '@/server/db/schema'
import { opportunityKeys, savingsOf, topOpportunities, type ReportAnswers } from '@/server/domain/assessment-report'
import { escapeHtml } from '@/server/domain/compose-email'
import { formatDollars, formatHours } from '@/server/domain/compose-report-email'
import { jobNames } from '@/server/jobs/names'
import { createJobQueue } from '@/server/jobs/queue'
import type { AssessmentInput } from '@/shared/assessment'
import { defaultReportAnswer, isReportRequest, startOpenAiFake, type OpenAiFake } from '../fakes/openai-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validAssessment } from '../support/fixtures'
import { mailText } from '../support/mail-text'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { silentLogger } from '../support/silent-logger'
import { buildTestApp, type TestConfig, useTestApp } from '../support/test-app'
import { createTestDatabase, type TestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'

/**
 * The free assessment's promised report (SPEC §2 thank-you page, docs/decisions/016): the AI
 * analysis e-mail and the strategy report e-mail, both scheduled with the submission, their web
 * page, the language model's part, and the unsubscribe that stops what is left.
 */

let openai: OpenAiFake
let smtp: SmtpFake

const roofer = validAssessment()
const restaurant = validAssessment({
  businessName: 'Blue Door Bistro',
  fullName: 'Sam Ortiz',
  email: 'sam@bluedoorbistro.com',
  businessType: 'restaurant',
  primaryPainPoint: 'no-tracking',
  monthlyRevenue: '100k-250k',
  currentMarketing: 'Instagram posts when we have time',
  biggestGoal: 'Know which promotions actually fill tables',
})

beforeAll(async () => {
  ;[openai, smtp] = await Promise.all([startOpenAiFake(), startSmtpFake()])
})
afterAll(() => Promise.all([openai?.close(), smtp?.close()]))
// No test here makes a provider hang: a generous timeout keeps a slow answer on a busy machine
// from turning into a retry, which would ask the model once more than the test expects.
const automation = { providerTimeoutMs: 10_000 }
const plain = useTestApp(() => ({ config: { providers: fakeProviders({ smtp }), automation } }), { idleQueueMs: 30_000 })
/** A second app with a language model (the OpenAI fake), on its own database: each app's workers take only its own jobs. */
const llm = useTestApp(() => ({ config: { providers: fakeProviders({ smtp, openai }), automation } }), { idleQueueMs: 30_000 })
beforeEach(() => {
  smtp.faults.clear()
  smtp.messages.length = 0
  openai.faults.clear()
  openai.completions.length = 0
  openai.reportAnswer = defaultReportAnswer
  openai.invalidReportAnswers = 0
})

async function submit(target: App, answers: AssessmentInput = roofer): Promise<string> {
  const response = await target.inject({ method: 'POST', url: '/api/assessment', payload: { ...answers, ...humanFormFields() } })
  expect(response.statusCode).toBe(201)
  return response.json().id
}

const analysisSubject = (answers: AssessmentInput) => `${answers.businessName}: your top 3 automation opportunities`
const strategySubject = (answers: AssessmentInput) => `${answers.businessName}: your custom AI strategy report`
const mailWithSubject = (subject: string) => smtp.messages.filter((mail) => mail.subject === subject)
const arrived = (subject: string) => waitFor(async () => mailWithSubject(subject)[0], 20_000, `the e-mail "${subject}"`)

/** The opportunity titles as the analysis e-mail lists them ("1. Title. Why…"). */
function listedTitles(text: string): string[] {
  return [...text.matchAll(/^\d\. (.+?)\. /gm)].map((match) => match[1]!)
}

function reportLink(text: string): string {
  const match = /https:\/\/bluegrassai\.com(\/report\/[\w-]{43})/.exec(text)
  expect(match, 'the report link').not.toBeNull()
  return match![1]!
}

async function reportOf(db: Database, assessmentId: string) {
  const [row] = await db.db.select().from(assessmentReports).where(eq(assessmentReports.assessmentId, assessmentId))
  return row!
}

async function jobsNamed(db: Database, name: string) {
  const result = (await db.db.execute(sql`select id, state, start_after, created_on from pgboss.job where name = ${name} order by created_on`)) as unknown as {
    rows: { id: string; state: string; start_after: Date; created_on: Date }[]
  }
  return result.rows
}

async function unsubscribe(target: App, db: Database, email: string) {
  const [lead] = await db.db.select().from(leads).where(eq(leads.email, email))
  const response = await target.inject({
    method: 'POST',
    url: '/api/unsubscribe',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${encodeURIComponent(lead!.unsubscribeToken)}`,
  })
  expect(response.statusCode).toBe(200)
}

/** Runs the report's jobs again, as a redelivered or duplicated job would. */
async function runReportJobsAgain(db: Database, reportId: string) {
  const queue = createJobQueue({ database: db, log: silentLogger, pollingIntervalSeconds: 1 })
  await queue.start()
  try {
    await queue.enqueue(jobNames.reportAnalysis, { reportId })
    await queue.enqueue(jobNames.reportStrategy, { reportId })
  } finally {
    await queue.stop()
  }
  await waitForIdleQueue(db, 30_000)
}

/** An app on a database of its own, with other report timings. */
async function withOwnApp(config: TestConfig, test: (target: App, db: TestDatabase) => Promise<void>) {
  const own = await createTestDatabase()
  const target = await buildTestApp(own, { config: { providers: fakeProviders({ smtp }), ...config } })
  try {
    await test(target, own)
  } finally {
    await target.close()
    await own.destroy()
  }
}

describe(`the assessment report on ${process.env.TEST_DATABASE}`, () => {
  it('e-mails the AI analysis, then the strategy report, both drawn from the answers', async () => {
    const assessmentId = await submit(plain.app)
    const analysis = await arrived(analysisSubject(roofer))
    const strategy = await arrived(strategySubject(roofer))
    await waitForIdleQueue(plain.database)
    expect(analysis.to).toEqual([roofer.email])
    expect(analysis.receivedAt).toBeLessThanOrEqual(strategy.receivedAt)

    const expected = topOpportunities(roofer as ReportAnswers)
    const analysisText = mailText(analysis)
    expect(listedTitles(analysisText)).toEqual(expected.map((opportunity) => opportunity.title))
    for (const opportunity of expected) expect(analysisText).toContain(opportunity.why)
    // The visitor's own words that pointed to an opportunity ("Book 10 more roof inspections").
    expect(analysisText).toContain('You wrote: “Book”, “inspections”.')

    const strategyText = mailText(strategy)
    for (const opportunity of expected) {
      expect(strategyText).toContain(`${opportunity.title}: about ${formatHours(opportunity.hoursPerWeek)} a week, ${formatDollars(opportunity.dollarsPerMonth)} a month.`)
    }
    const total = expected.reduce((sum, opportunity) => sum + opportunity.dollarsPerMonth, 0)
    expect(strategyText).toContain(`a month.\nHow we estimate`)
    expect(strategyText).toContain(`worth about ${formatDollars(total)} a month`)
    expect(strategyText).toContain('Days 1-30: the quickest win')
    // The booking page, filled in for this lead by a signed token (nothing personal in the URL).
    expect(strategyText).toMatch(/Schedule Your Call Now: https:\/\/bluegrassai\.com\/book\?t=p1\.[0-9a-f-]{36}\.\d+\.[\w-]{43}\n/)
    for (const mail of [analysis, strategy]) {
      expect(mail.headers.get('list-unsubscribe')).toMatch(/^<https:\/\/bluegrassai\.com\/api\/unsubscribe\?token=[\w-]{43}>$/)
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    }

    // One outbox row each, under the keys that make a retry harmless; the report stored once.
    const rows = await plain.database.db.select().from(outbox).where(sql`${outbox.kind} in ('assessment-analysis', 'assessment-report')`)
    expect(rows.map((row) => [row.idempotencyKey, row.status]).sort()).toEqual([
      [`assessment-analysis:${assessmentId}`, 'sent'],
      [`assessment-report:${assessmentId}`, 'sent'],
    ])
    const report = await reportOf(plain.database, assessmentId)
    expect(report).toMatchObject({ status: 'ready', generatedBy: 'local' })
    expect(report.token).toMatch(/^[\w-]{43}$/)
    expect(report.analysis!.map((opportunity) => opportunity.key)).toEqual(expected.map((opportunity) => opportunity.key))

    const entries = await plain.database.db.select().from(automationLogs).where(sql`${automationLogs.step} in ('AI analysis report', 'Strategy report')`)
    expect(entries.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([
        'Assessment report scheduled: the AI analysis e-mail in 0 minutes, the strategy report in 0 minutes',
        expect.stringMatching(/^Report generated, opportunities chosen by the local rules: /),
        `AI analysis e-mail sent: "${analysisSubject(roofer)}"`,
        `Strategy report e-mail sent: "${strategySubject(roofer)}"`,
      ]),
    )
    expect(entries.every((entry) => entry.status === 'success' && entry.leadName === roofer.fullName)).toBe(true)
  })

  it('gives two different businesses different opportunities', async () => {
    await submit(plain.app, roofer)
    await submit(plain.app, restaurant)
    const titles = listedTitles(mailText(await arrived(analysisSubject(roofer))))
    const restaurantTitles = listedTitles(mailText(await arrived(analysisSubject(restaurant))))
    await waitForIdleQueue(plain.database)
    expect(titles).toHaveLength(3)
    expect(restaurantTitles).toHaveLength(3)
    expect(restaurantTitles).not.toEqual(titles)
    expect(restaurantTitles).toContain('Call tracking and a lead-source dashboard')
    expect(mailText(mailWithSubject(strategySubject(restaurant))[0]!)).toContain('valued at $22 an hour')
  })

  it('renders the report page behind the e-mail’s link with the same numbers, printable, never indexed', async () => {
    const assessmentId = await submit(plain.app)
    const strategyText = mailText(await arrived(strategySubject(roofer)))
    await waitForIdleQueue(plain.database)
    const path = reportLink(strategyText)
    const report = await reportOf(plain.database, assessmentId)
    expect(path).toBe(`/report/${report.token}`)

    const page = await plain.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
    // The token never leaves in a Referer (the call link may open another site: SCHEDULING_URL).
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.headers['content-security-policy']).toContain("style-src 'self'")
    expect(page.body).toContain('<meta name="robots" content="noindex">')
    expect(page.body).toContain('<title>AI Strategy Report: Summit Roofing Co. | Bluegrass AI</title>')
    expect(page.body).not.toMatch(/<script|<style|\son\w+=/)
    for (const opportunity of report.strategy!.opportunities) {
      expect(page.body).toContain(escapeHtml(opportunity.title))
      expect(page.body).toContain(`${formatHours(opportunity.hoursPerWeek)} a week`)
      expect(page.body).toContain(`${formatDollars(opportunity.dollarsPerMonth)} a month`)
      expect(strategyText).toContain(`${formatDollars(opportunity.dollarsPerMonth)} a month`)
    }
    expect(page.body).toContain(formatDollars(report.strategy!.totals.dollarsPerMonth))
    for (const service of report.strategy!.services) {
      expect(page.body).toContain(escapeHtml(service.name))
      expect(page.body).toContain(formatDollars(service.setupPrice))
    }
    expect(page.body).toContain('<a class="button" href="https://bluegrassai.com/book">Schedule Your Call Now</a>')
    expect(page.body).toContain('Prepared for Dana Whitaker')

    const cssHref = /<link rel="stylesheet" href="([^"]+)">/.exec(page.body)![1]!
    expect(cssHref).toMatch(/^\/report\.css\?v=[0-9a-f]{12}$/)
    const css = await plain.app.inject({ method: 'GET', url: cssHref })
    expect(css.statusCode).toBe(200)
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8')
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(css.body).toContain('@media print')
    expect(css.body).toMatch(/break-inside:\s*avoid/)

    for (const url of ['/report/nope', `/report/${'x'.repeat(43)}`, `/report/${report.token.slice(0, 42)}`]) {
      const missing = await plain.app.inject({ method: 'GET', url })
      expect(missing.statusCode).toBe(404)
      expect(missing.body).toContain('Report not found')
      expect(missing.headers['x-robots-tag']).toBe('noindex')
    }
  })

  it('schedules both e-mails from the submission, durably, and says the report is being prepared until then', async () => {
    await withOwnApp({ automation: { reportDelaysSeconds: { analysis: 300, strategy: 3600 } } }, async (target, own) => {
      const assessmentId = await submit(target)
      await waitForIdleQueue(own)
      const report = await reportOf(own, assessmentId)
      expect(report).toMatchObject({ status: 'queued', generatedAt: null, strategy: null })
      const [job] = await jobsNamed(own, jobNames.reportAnalysis)
      expect(job).toMatchObject({ id: report.analysisJobId, state: 'created' })
      expect(new Date(job!.start_after).getTime() - report.createdAt.getTime()).toBeCloseTo(300_000, -3)
      expect(mailWithSubject(analysisSubject(roofer))).toHaveLength(0)

      const page = await target.inject({ method: 'GET', url: `/report/${report.token}` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Your report is being prepared')
      expect(page.body).toContain('within 24 hours of your assessment')

      // Unsubscribed before it was made: the waiting job is cancelled and the page says so.
      await unsubscribe(target, own, roofer.email)
      expect((await jobsNamed(own, jobNames.reportAnalysis))[0]!.state).toBe('cancelled')
      expect((await reportOf(own, assessmentId)).status).toBe('cancelled')
      const stopped = await target.inject({ method: 'GET', url: `/report/${report.token}` })
      expect(stopped.body).toContain('This report was not prepared')
      const [entry] = await own.db.select().from(automationLogs).where(eq(automationLogs.step, 'Unsubscribe'))
      expect(entry!.message).toBe("The lead unsubscribed; 2 scheduled follow-ups cancelled; the assessment report's remaining e-mails stopped")
    })
  })

  it('stops the strategy report when the lead unsubscribes after the analysis, and keeps the page', async () => {
    await withOwnApp({ automation: { reportDelaysSeconds: { analysis: 0, strategy: 3600 } } }, async (target, own) => {
      const assessmentId = await submit(target)
      await arrived(analysisSubject(roofer))
      await waitForIdleQueue(own)
      const report = await reportOf(own, assessmentId)
      const [strategyJob] = await jobsNamed(own, jobNames.reportStrategy)
      expect(strategyJob).toMatchObject({ id: report.strategyJobId, state: 'created' })
      // Due an hour after the submission, not after the analysis.
      expect(new Date(strategyJob!.start_after).getTime() - report.createdAt.getTime()).toBeCloseTo(3_600_000, -3)

      await unsubscribe(target, own, roofer.email)
      expect((await jobsNamed(own, jobNames.reportStrategy))[0]!.state).toBe('cancelled')
      expect((await reportOf(own, assessmentId)).status).toBe('cancelled')
      // Generated before the unsubscribe: its page still shows it.
      const page = await target.inject({ method: 'GET', url: `/report/${report.token}` })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('Your top 3 automation opportunities')
      expect(mailWithSubject(strategySubject(roofer))).toHaveLength(0)
    })
  })

  it('sends no strategy report when the lead unsubscribed, even if its job was not cancelled', async () => {
    await withOwnApp({ automation: { reportDelaysSeconds: { analysis: 0, strategy: 3 } } }, async (target, own) => {
      const assessmentId = await submit(target)
      await arrived(analysisSubject(roofer))
      await waitForIdleQueue(own)
      // Unsubscribed by hand, the job left in place: the step itself must hold back.
      await own.db.update(leads).set({ unsubscribedAt: new Date() })
      await waitFor(async () => ((await jobsNamed(own, jobNames.reportStrategy))[0]?.state === 'completed' ? true : undefined), 20_000, 'the strategy job')
      expect(mailWithSubject(strategySubject(roofer))).toHaveLength(0)
      expect((await reportOf(own, assessmentId)).status).toBe('cancelled')
      const [entry] = await own.db.select().from(automationLogs).where(eq(automationLogs.step, 'Strategy report'))
      expect(entry!.message).toBe('The lead has unsubscribed: no strategy report e-mail sent')
    })
  })

  it('retries an e-mail the mail server refused, delivers it once, and sends nothing twice when a job runs again', async () => {
    smtp.faults.inject('500', 1, analysisSubject(roofer))
    const assessmentId = await submit(plain.app)
    await arrived(strategySubject(roofer))
    await waitForIdleQueue(plain.database)
    const countOf = () => [mailWithSubject(analysisSubject(roofer)).length, mailWithSubject(strategySubject(roofer)).length]
    expect(countOf()).toEqual([1, 1])
    const [analysisRow] = await plain.database.db.select().from(outbox).where(eq(outbox.kind, 'assessment-analysis'))
    expect(analysisRow).toMatchObject({ status: 'sent', attempts: 2 })
    const [warning] = await plain.database.db
      .select()
      .from(automationLogs)
      .where(and(eq(automationLogs.step, 'AI analysis report'), eq(automationLogs.status, 'warning')))
    expect(warning!.message).toMatch(/^SMTP failed \(.+\), attempt 1 of 4; retrying$/)
    const [run] = await plain.database.db.select().from(automationRuns)
    expect(run!.degraded).toBe(true)

    const report = await reportOf(plain.database, assessmentId)
    await runReportJobsAgain(plain.database, report.id)
    expect(countOf()).toEqual([1, 1])
    const rows = await plain.database.db.select().from(outbox).where(sql`${outbox.kind} in ('assessment-analysis', 'assessment-report')`)
    expect(rows.map((row) => [row.kind, row.status, row.attempts]).sort()).toEqual([
      ['assessment-analysis', 'sent', 2],
      ['assessment-report', 'sent', 1],
    ])
    const again = await reportOf(plain.database, assessmentId)
    expect(again.generatedAt!.getTime()).toBe(report.generatedAt!.getTime())
    expect(again.strategyJobId).toBe(report.strategyJobId)
  })
})

describe(`the assessment report with a language model, on ${process.env.TEST_DATABASE}`, () => {
  const reportRequests = () => openai.completions.filter(isReportRequest)

  it('uses the model’s choice and words, and the formula’s figures', async () => {
    const assessmentId = await submit(llm.app)
    const analysisText = mailText(await arrived(analysisSubject(roofer)))
    const strategyText = mailText(await arrived(strategySubject(roofer)))
    await waitForIdleQueue(llm.database)

    expect(reportRequests()).toHaveLength(1)
    const request = reportRequests()[0]!.body as { messages: { role: string; content: string }[] }
    expect(request).toMatchObject({ model: 'gpt-4o-mini', temperature: 0.2, max_tokens: 500, response_format: { type: 'json_object' } })
    const user = request.messages.find((message) => message.role === 'user')!.content
    expect(user).toContain('Biggest goal: Book 10 more roof inspections a month')
    for (const key of opportunityKeys) expect(user).toContain(`- ${key}: `)
    expect(user).not.toContain(roofer.email)

    const chosen = defaultReportAnswer.opportunities
    expect(listedTitles(analysisText)).toEqual(chosen.map((opportunity) => opportunity.title))
    expect(analysisText).toContain(chosen[0]!.why)
    expect(analysisText).toContain('Our AI model chose and described them')
    for (const opportunity of chosen) {
      const { hoursPerWeek, dollarsPerMonth } = savingsOf(opportunity.key as (typeof opportunityKeys)[number], roofer as ReportAnswers)
      expect(strategyText).toContain(`${opportunity.title}: about ${formatHours(hoursPerWeek)} a week, ${formatDollars(dollarsPerMonth)} a month.`)
    }
    expect(strategyText).toContain('Review Automation: $500 one-time setup')

    const report = await reportOf(llm.database, assessmentId)
    expect(report.generatedBy).toBe('openai')
    const page = await llm.app.inject({ method: 'GET', url: reportLink(strategyText) })
    expect(page.body).toContain(escapeHtml(chosen[1]!.title))

    // Run again, the report is not generated again: the model is not asked twice.
    await runReportJobsAgain(llm.database, report.id)
    expect(reportRequests()).toHaveLength(1)
    expect(mailWithSubject(analysisSubject(roofer))).toHaveLength(1)
    expect(mailWithSubject(strategySubject(roofer))).toHaveLength(1)
  })

  it('asks once more after an unusable answer, and uses the second', async () => {
    openai.invalidReportAnswers = 1
    const assessmentId = await submit(llm.app)
    await arrived(strategySubject(roofer))
    await waitForIdleQueue(llm.database)
    expect(reportRequests()).toHaveLength(2)
    const retry = (reportRequests()[1]!.body as { messages: { role: string; content: string }[] }).messages
    expect(retry.at(-1)!.content).toMatch(/^That answer cannot be used \(.+\)\. Answer again/)
    expect((await reportOf(llm.database, assessmentId)).generatedBy).toBe('openai')
  })

  it('falls back to the rules after two unusable answers, with the same figures', async () => {
    openai.invalidReportAnswers = 2
    const assessmentId = await submit(llm.app)
    const analysisText = mailText(await arrived(analysisSubject(roofer)))
    await arrived(strategySubject(roofer))
    await waitForIdleQueue(llm.database)
    expect(reportRequests()).toHaveLength(2)
    const rules = topOpportunities(roofer as ReportAnswers)
    expect(listedTitles(analysisText)).toEqual(rules.map((opportunity) => opportunity.title))
    const report = await reportOf(llm.database, assessmentId)
    expect(report.generatedBy).toBe('local')
    expect(report.strategy!.totals.dollarsPerMonth).toBe(rules.reduce((sum, opportunity) => sum + opportunity.dollarsPerMonth, 0))
    const [warning] = await llm.database.db
      .select()
      .from(automationLogs)
      .where(and(eq(automationLogs.step, 'AI analysis report'), eq(automationLogs.status, 'warning')))
    expect(warning!.message).toBe('The local rules chose the report’s opportunities instead (OpenAI: unreadable answer)')
  })

  it('retries the job when OpenAI answers 500, then uses the model', async () => {
    openai.faults.inject('500', 1, 'report')
    const assessmentId = await submit(llm.app)
    await arrived(strategySubject(roofer))
    await waitForIdleQueue(llm.database)
    expect(reportRequests()).toHaveLength(2)
    expect((await reportOf(llm.database, assessmentId)).generatedBy).toBe('openai')
  })
})
