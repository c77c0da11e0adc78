import { afterAll, beforeAll, describe, expect, inject, it, onTestFailed } from 'vitest'
import { openDatabase } from '@/server/db/client'
import { contactSubmissions } from '@/server/db/schema'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { recordChaosFigures } from '../support/chaos-figures'
import { freePort, postContact, serverEnv, useServerProcesses, waitUntilHealthy } from '../support/server-process'
import { waitFor } from '../support/wait-for'

/**
 * Issue 14 items 2 and 10: kill -9 under load, three times, restarting each time; every
 * acknowledged submission is stored and every acknowledged lead gets its first answer within
 * 60 s of the last restart, none twice. Jobs the dead process held are expired after the step's
 * expiry (30 s) by maintenance (every 10 s) and retried; an e-mail it left `sending` is taken over
 * once its claim lapses (20 s) — docs/decisions/021.
 */

const submissionsPerSecond = 10
const killRounds = 3
/** How long before a kill a first copy may have arrived and still be the e-mail the kill caught
 * between the mail server's acceptance and the row's update to sent (a few ms when quiet). */
const midSendWindowMs = 2_000

describe(`crash recovery on ${process.env.TEST_DATABASE}`, () => {
  const processes = useServerProcesses()
  let smtp: SmtpFake

  beforeAll(async () => {
    smtp = await startSmtpFake()
  })
  afterAll(() => smtp?.close())

  // One retry: on a host busy with the other database's chaos suite, a restart can take long
  // enough to eat the 60 s. The retry starts clean (the last try's processes killed, its own
  // addresses), and a failed try still prints where its time went (onTestFailed below).
  it('stores every acknowledged submission and sends its first answer within 60 s of the last restart after kill -9 rounds, none twice', { timeout: 180_000, retry: 1 }, async () => {
    await processes.killAll()
    const attempt = Date.now().toString(36)
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    // The visitor-mail cap (120 an hour, decision 022) out of the way: how many are acknowledged
    // depends on how long the restarts take (108-112 on a quiet host, over 120 on a busy one),
    // and past the cap first answers are held for the owner, which this test would read as lost;
    // the retry shares the hour's count with the first try.
    const env = serverEnv(port, processes.database.reopenOptions, { SMTP_URL: smtp.url, VISITOR_MAIL_HOURLY_CAP: '100000' })
    let server = processes.start(env)
    const servers = [server]
    await waitUntilHealthy(baseUrl)

    const acknowledged: string[] = []
    const firstAnswersTo = (email: string) => smtp.messages.filter((mail) => mail.to.includes(email))
    // What each process said, and who is still waiting: a failure here is timing under load,
    // so the report has to say where the time went.
    onTestFailed(() => {
      const waiting = acknowledged.filter((email) => firstAnswersTo(email).length === 0)
      const said = servers.map((each, index) => `process ${index}:\n${each.output().split('\n').filter((line) => /"level":(40|50|60)/.test(line)).slice(-30).join('\n')}`)
      console.error(`still waiting for a first answer: ${waiting.join(', ') || 'none'}\n${said.join('\n')}`)
    })
    let count = 0
    const submit = async () => {
      const index = count++
      const email = `crash-${attempt}-${index}@example.com`
      try {
        const response = await postContact(baseUrl, email, `10.2.${index >> 8}.${index & 255}`)
        if (response.status === 201) acknowledged.push(email)
      } catch {
        // Refused while the process is down: never acknowledged, so never promised.
      }
    }
    const inFlight: Promise<void>[] = []
    const load = setInterval(() => inFlight.push(submit()), 1000 / submissionsPerSecond)
    let restartedAt = 0
    const killedAt: number[] = []
    try {
      for (let round = 0; round < killRounds; round++) {
        await new Promise((resolve) => setTimeout(resolve, 3_000))
        killedAt.push(Date.now())
        server.child.kill('SIGKILL')
        await server.exited
        server = processes.start(env)
        servers.push(server)
        await waitUntilHealthy(baseUrl)
        restartedAt = Date.now()
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000))
    } finally {
      clearInterval(load)
      await Promise.all(inFlight)
    }
    expect(acknowledged.length).toBeGreaterThan(30)

    await waitFor(async () => (acknowledged.every((email) => firstAnswersTo(email).length > 0) ? true : undefined), 60_000, 'every first answer')
    const lastArrival = Math.max(...acknowledged.map((email) => Math.min(...firstAnswersTo(email).map((mail) => mail.receivedAt))))
    expect(lastArrival - restartedAt).toBeLessThanOrEqual(60_000)

    // None twice: one message per lead (a resend after a crash keeps its Message-ID, so a receiving
    // server could drop it). A second copy is allowed only for an e-mail the kill caught mid-send:
    // the mail server had taken it and the process died before recording it as sent, so its first
    // copy arrived in the moments before a kill. Foreground steps send side by side (decision
    // 047), so one kill can catch more than one; a copy sent again for any other reason fails here.
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const twice = acknowledged.filter((email) => new Set(firstAnswersTo(email).map((mail) => mail.messageId)).size !== 1)
    expect(twice).toEqual([])
    const resent = acknowledged.filter((email) => firstAnswersTo(email).length > 1)
    const caughtMidSend = (email: string) => {
      const first = Math.min(...firstAnswersTo(email).map((mail) => mail.receivedAt))
      return killedAt.some((kill) => first <= kill && kill - first <= midSendWindowMs)
    }
    const resentWithoutKill = resent.filter((email) => !caughtMidSend(email))
    expect(resentWithoutKill, `leads whose first answer reached the server twice though no kill came within ${midSendWindowMs} ms after the first copy`).toEqual([])

    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)

    // Acknowledged means stored (read once the process has let go of the database).
    const stored = new Set(await storedEmails(processes.database.reopenOptions))
    const lost = acknowledged.filter((email) => !stored.has(email))
    expect(lost).toEqual([])
    await recordChaosFigures(inject('chaosFiguresFile'), {
      scenario: `kill -9 ×${killRounds} under ${submissionsPerSecond}/s`,
      database: process.env.TEST_DATABASE ?? 'pglite',
      figures: {
        acknowledged: acknowledged.length,
        lost: lost.length,
        'not acknowledged (refused while down)': count - acknowledged.length,
        'last first answer after restart': `${((lastArrival - restartedAt) / 1000).toFixed(1)} s`,
        'duplicate Message-IDs': twice.length,
        'resent copies': resent.length,
      },
    })
  })
})

/** The e-mail addresses of the stored contact submissions (PGlite: once the server has let go). */
async function storedEmails(options: { databaseUrl?: string; dataDir: string }): Promise<string[]> {
  const database = await openDatabase(options)
  try {
    return (await database.db.select({ email: contactSubmissions.email }).from(contactSubmissions)).map((row) => row.email)
  } finally {
    await database.close()
  }
}

/**
 * Issue 36 item 6: the embedded database is opened by one process, so what a killed one left
 * half-done (its active jobs, an e-mail claimed mid-send) is taken up at the next start, not
 * after the job's expiry, the queue's maintenance and the claim's lease (up to 40 s and more on a
 * slow host). On PostgreSQL another instance may still hold them: the lease decides there
 * (effects-once.test.ts).
 */
describe.runIf(process.env.TEST_DATABASE === 'pglite')('killed mid-send on the embedded database', () => {
  const processes = useServerProcesses()
  let smtp: SmtpFake

  beforeAll(async () => {
    smtp = await startSmtpFake()
  })
  afterAll(() => smtp?.close())

  it('sends the first answer it was sending within 10 s of the restarted process answering, once', { timeout: 120_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const env = serverEnv(port, processes.database.reopenOptions, { SMTP_URL: smtp.url })
    // The mail server takes the first message and never answers: the sender waits, claimed.
    let hanging = false
    const take = smtp.faults.take
    smtp.faults.take = (kind) => {
      const fault = take(kind)
      if (fault === 'hang') hanging = true
      return fault
    }
    smtp.faults.inject('hang')
    let server = processes.start(env)
    await waitUntilHealthy(baseUrl, 60_000)
    const email = 'killed-mid-send@example.com'
    expect((await postContact(baseUrl, email, '10.36.6.1')).status).toBe(201)
    await waitFor(async () => (hanging ? true : undefined), 30_000, 'the first answer to reach the mail server')
    server.child.kill('SIGKILL')
    await server.exited

    const restartedAt = Date.now()
    server = processes.start(env)
    await waitUntilHealthy(baseUrl, 60_000)
    // Timed from the moment the new process answers: how long a start takes is the host's (5-8 s
    // under the other database's chaos suite), while the lease this replaces is 20 s and more.
    const healthyAt = Date.now()
    const mailsTo = () => smtp.messages.filter((mail) => mail.to.includes(email))
    await waitFor(async () => (mailsTo().length > 0 ? true : undefined), 60_000, 'the first answer after the restart')
    const sentAfterMs = mailsTo()[0]!.receivedAt - healthyAt
    expect(sentAfterMs, `sent ${sentAfterMs} ms after the restarted process answered (it took ${healthyAt - restartedAt} ms to start)`).toBeLessThanOrEqual(10_000)
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    expect(mailsTo()).toHaveLength(1)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    await recordChaosFigures(inject('chaosFiguresFile'), {
      scenario: 'kill -9 mid-send',
      database: 'pglite',
      figures: { 'start took': `${((healthyAt - restartedAt) / 1000).toFixed(1)} s`, 'first answer after it answered': `${(sentAfterMs / 1000).toFixed(1)} s`, copies: mailsTo().length },
    })
  })
})
