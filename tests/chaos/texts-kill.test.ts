import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase } from '@/server/db/client'
import { smsOutbox } from '@/server/db/schema'
import { startTwilioFake, type TwilioFake } from '../fakes/twilio-fake'
import { recordChaosFigures } from '../support/chaos-figures'
import { humanFormFields, validContact } from '../support/fixtures'
import { freePort, serverEnv, useServerProcesses, waitUntilHealthy } from '../support/server-process'
import { waitFor } from '../support/wait-for'

/**
 * Issue 31 item 3: kill -9 during a burst of first texts, then a restart; every lead gets its
 * first text exactly once. Twilio here takes each text at once and answers it 3 s later, so texts
 * are in flight when the process dies: a row still `sending` may have been taken by Twilio without
 * the product hearing it. Its next attempt (on PGlite at the next start, on PostgreSQL once the
 * job's expiry and the claim's lease have passed) asks Twilio's message list first and records
 * the text it finds as sent instead of sending it again (services/texts/outbox.ts).
 */

// Twice the worker's batch (jobs/handlers/pipeline.ts: foreground steps fetch 20 at a time), so
// the kill finds one batch taken by Twilio and the next not yet sent.
const leadsInBurst = 40
const answerDelayMs = 3_000

describe(`texts killed mid-burst on ${process.env.TEST_DATABASE}`, () => {
  const processes = useServerProcesses()
  let twilio: TwilioFake

  beforeAll(async () => {
    twilio = await startTwilioFake()
    twilio.slowAnswers(answerDelayMs)
  })
  afterAll(() => twilio?.close())

  it('texts every lead exactly once after a kill -9 with sends in flight', { timeout: 240_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const env = serverEnv(port, processes.database.reopenOptions, {
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_PHONE_NUMBER: twilio.phoneNumber,
      TWILIO_API_URL: twilio.url,
      SMS_HOURLY_CAP: '1000',
    })
    let server = processes.start(env)
    await waitUntilHealthy(baseUrl, 60_000)

    // Each lead its own mobile number, clear of the fake's business number (+18595550100).
    const phones = Array.from({ length: leadsInBurst }, (_, index) => `+1859555${String(1000 + index)}`)
    const responses = await Promise.all(
      phones.map(async (phone, index) => {
        const response = await fetch(`${baseUrl}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.31.3.${index + 1}` },
          body: JSON.stringify({
            ...validContact({ email: `texted-${index}@example.com`, phone: `(859) 555-${phone.slice(-4)}` }),
            ...humanFormFields(),
            smsConsent: true,
            timeZone: 'America/New_York',
          }),
          signal: AbortSignal.timeout(10_000),
        })
        await response.text()
        return response.status
      }),
    )
    expect(responses.every((status) => status === 201)).toBe(true)

    // Killed with some texts answered, some taken by Twilio and still waiting for its answer, and
    // some not sent yet (the worker sends twenty at a time).
    const textsTo = (phone: string) => twilio.messages.filter((message) => message.to === phone)
    const inFlight = () => twilio.messages.some((message) => Date.now() - message.at < answerDelayMs - 1_000)
    await waitFor(
      async () => (twilio.messages.length >= leadsInBurst / 2 && twilio.messages.length < leadsInBurst && inFlight() ? true : undefined),
      60_000,
      'texts answered and texts in flight',
    )
    server.child.kill('SIGKILL')
    await server.exited
    const takenBeforeKill = new Set(twilio.messages.map((message) => message.to))

    // What the dead process left, read before anything takes it up.
    const atKill = await firstTextStatuses(processes.database.reopenOptions)
    const sendingAtKill = phones.filter((phone) => atKill.get(phone) === 'sending')
    expect(sendingAtKill.length, 'texts in flight at the kill').toBeGreaterThan(0)
    expect(phones.filter((phone) => !takenBeforeKill.has(phone)).length, 'leads not texted before the kill').toBeGreaterThan(0)

    server = processes.start(env)
    await waitUntilHealthy(baseUrl, 60_000)
    const restartedAt = Date.now()
    // Every lead texted, and every text that was in flight at the kill taken up again (its next
    // attempt asks Twilio's list first): then nothing is left to send.
    await waitFor(
      async () => (phones.every((phone) => textsTo(phone).length > 0) && sendingAtKill.every((phone) => twilio.lookups.includes(phone)) ? true : undefined),
      150_000,
      'every lead texted and every text in flight at the kill taken up again',
    )
    const lastTextAfterRestart = Math.max(...twilio.messages.map((message) => message.at)) - restartedAt
    // A moment more, so that a late extra copy would be seen.
    await new Promise((resolve) => setTimeout(resolve, answerDelayMs + 2_000))

    const missing = phones.filter((phone) => textsTo(phone).length === 0)
    expect(missing).toEqual([])
    // Exactly once: a text Twilio took before the kill, its answer never heard, is found, not resent.
    const twice = phones.filter((phone) => textsTo(phone).length > 1)
    expect(twice).toEqual([])

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    // Every first text recorded as sent (read once the process has let go of the database).
    const atEnd = await firstTextStatuses(processes.database.reopenOptions)
    expect(phones.filter((phone) => atEnd.get(phone) !== 'sent')).toEqual([])

    await recordChaosFigures(inject('chaosFiguresFile'), {
      scenario: `kill -9 mid-burst of ${leadsInBurst} texts`,
      database: process.env.TEST_DATABASE ?? 'pglite',
      figures: {
        'taken by Twilio before the kill': takenBeforeKill.size,
        'sending at the kill': sendingAtKill.length,
        'leads texted': phones.length - missing.length,
        'second copies (sending at the kill)': twice.length,
        'other leads texted twice': twice.filter((phone) => !sendingAtKill.includes(phone)).length,
        'last text after restart': `${(lastTextAfterRestart / 1000).toFixed(1)} s`,
      },
    })
  })
})

/** Each lead's first-text row status by number (PGlite: once the server has let go). */
async function firstTextStatuses(options: { databaseUrl?: string; dataDir: string }): Promise<Map<string, string>> {
  const database = await openDatabase(options)
  try {
    const rows = await database.db.select({ to: smsOutbox.to, status: smsOutbox.status }).from(smsOutbox).where(eq(smsOutbox.kind, 'first-answer'))
    return new Map(rows.map((row) => [row.to, row.status]))
  } finally {
    await database.close()
  }
}
