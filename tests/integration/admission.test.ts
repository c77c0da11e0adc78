import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assessments, contactSubmissions, leads, outbox } from '@/server/db/schema'
import { busySubmissionMessage } from '@/shared/form-refusals'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { humanFormFields, validAssessment, validContact } from '../support/fixtures'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * Issue 34 item 2 (docs/decisions/048): when the first answers are queued past their budget, a
 * public form's new lead is refused before anything is stored (503 with Retry-After), and taken
 * again once the queue has drained. The queue is made to back up for real: the mail server holds
 * every e-mail, so each fetch loop of the first-answer worker waits on the batch it took while the
 * next leads' jobs queue behind. With a budget of 1 s and a drain of 1 a second assumed (nothing
 * measured faster), one lead queued is within the budget and two are past it.
 */

let smtp: SmtpFake
beforeAll(async () => {
  smtp = await startSmtpFake()
})
afterAll(() => smtp?.close())

// Long enough that the held e-mail outlasts the checks below on a busy machine.
const holdMs = 8_000
const harness = useTestApp(
  () => ({
    config: {
      providers: fakeProviders({ smtp }),
      automation: { providerTimeoutMs: holdMs },
      admission: { maxWaitMs: 1_000, minDrainPerSecond: 1, drainWindowMs: 3_000, sampleMs: 0 },
    },
  }),
  { reset: false },
)

let address = 0
const postContact = (email: string) =>
  harness.app.inject({ method: 'POST', url: '/api/contact', payload: { ...validContact({ email }), ...humanFormFields() }, remoteAddress: `10.1.0.${++address}` })

const storedWith = async (email: string) => ({
  submissions: (await harness.database.db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(eq(contactSubmissions.email, email))).length,
  assessments: (await harness.database.db.select({ id: assessments.id }).from(assessments).where(eq(assessments.email, email))).length,
  leads: (await harness.database.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).length,
})

describe(`admission of new leads on ${process.env.TEST_DATABASE}`, () => {
  it('refuses a lead with 503 and Retry-After, storing nothing, while the first answers are queued past their budget; takes it once they drained', { timeout: 90_000 }, async () => {
    // Every e-mail is held by the mail server: the first-answer jobs fetched stay running.
    smtp.faults.inject('hang', 1_000)
    const taken: string[] = []
    let refused: Awaited<ReturnType<typeof postContact>> | undefined
    for (let i = 1; i <= 10 && !refused; i++) {
      const email = `lead-${i}@example.com`
      const response = await postContact(email)
      if (response.statusCode === 201) taken.push(email)
      else refused = response
      // Each fetch loop takes what is queued, then waits on the mail server.
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    // Taken while the queue ahead was within the budget: the first ones, at least one.
    expect(taken.length).toBeGreaterThanOrEqual(1)

    // Two queued ahead at one a second: 2 s, past the 1 s budget.
    expect(refused?.statusCode, refused?.body).toBe(503)
    expect(refused!.headers['retry-after']).toBe('2')
    expect(refused!.json()).toMatchObject({ error: busySubmissionMessage, requestId: expect.any(String) })
    // The assessment feeds the same first answers: refused too.
    const assessment = await harness.app.inject({
      method: 'POST',
      url: '/api/assessment',
      payload: { ...validAssessment({ email: 'refused-assessment@example.com' }), ...humanFormFields() },
      remoteAddress: '10.1.1.1',
    })
    expect(assessment.statusCode, assessment.body).toBe(503)
    expect(Number(assessment.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // Refused before storing: no row, no lead.
    const refusedEmail = `lead-${taken.length + 1}@example.com`
    expect(await storedWith(refusedEmail)).toEqual({ submissions: 0, assessments: 0, leads: 0 })
    expect(await storedWith('refused@example.com')).toEqual({ submissions: 0, assessments: 0, leads: 0 })
    expect(await storedWith('refused-assessment@example.com')).toEqual({ submissions: 0, assessments: 0, leads: 0 })

    // The mail server answers again: the held e-mails time out and are sent again; the queue drains.
    smtp.faults.clear()
    await waitFor(async () => {
      const rows = await harness.database.db.select({ status: outbox.status }).from(outbox).where(sql`${outbox.kind} = 'first-answer'`)
      return rows.length === taken.length && rows.every((row) => row.status === 'sent') ? true : undefined
    }, 40_000, 'the first answers of the leads taken to be sent')
    await waitForIdleQueue(harness.database, 30_000)

    // The visitor sends it again: taken, stored, answered once.
    const again = await postContact(refusedEmail)
    expect(again.statusCode, again.body).toBe(201)
    expect(await storedWith(refusedEmail)).toEqual({ submissions: 1, assessments: 0, leads: 1 })
    await waitFor(async () => (smtp.messages.filter((mail) => mail.to.includes(refusedEmail)).length === 1 ? true : undefined), 10_000, 'the first answer to the lead sent again')
    for (const email of taken) {
      expect(smtp.messages.filter((mail) => mail.to.includes(email) && !mail.to.includes('hello@bluegrassai.com'))).toHaveLength(1)
    }
  })
})
