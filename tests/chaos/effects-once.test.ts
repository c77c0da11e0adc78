import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type Database } from '@/server/db/client'
import { leads, outbox } from '@/server/db/schema'
import { startNotionFake, type NotionFake } from '../fakes/notion-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { recordChaosFigures } from '../support/chaos-figures'
import { humanFormFields, validContact } from '../support/fixtures'
import { freePort, serverEnv, useServerProcesses, waitUntilHealthy } from '../support/server-process'
import { waitFor } from '../support/wait-for'

/**
 * Issue 14 item 8: each outbound effect is claimed in the database before it is made and recorded
 * after. Here the worker is killed between the claim and the record, twice over:
 * - the first answer's SMTP send hangs before the mail server accepts it (the outbox row stays
 *   `sending`): after a restart the claim lapses and the e-mail is sent, once;
 * - the Notion page is created but the answer is lost (`hang-after-effect`): after a restart (and
 *   the background step's expiry, two minutes) the step finds the page by the lead's id and records
 *   it, with no second page.
 */

// PostgreSQL only: the test reads the database while the server runs, which PGlite's single
// process cannot share; the claims are the same SQL on both.
describe.runIf(process.env.TEST_DATABASE === 'postgres')('effects claimed, killed before they are recorded', () => {
  const processes = useServerProcesses()
  let smtp: SmtpFake
  let notion: NotionFake
  let observer: Database

  beforeAll(async () => {
    ;[smtp, notion] = await Promise.all([startSmtpFake(), startNotionFake()])
    observer = await openDatabase(processes.database.reopenOptions)
  })
  afterAll(async () => {
    await observer?.close()
    await Promise.all([smtp?.close(), notion?.close()])
  })

  it('makes each effect once after a kill -9 between claim and record', { timeout: 300_000 }, async () => {
    const port = await freePort()
    const baseUrl = `http://127.0.0.1:${port}`
    const env = serverEnv(port, processes.database.reopenOptions, {
      SMTP_URL: smtp.url,
      NOTION_TOKEN: notion.token,
      NOTION_LEADS_DB: notion.leadsDatabaseId,
      NOTION_TASKS_DB: notion.tasksDatabaseId,
      NOTION_API_URL: notion.url,
    })
    const email = 'claimed@example.com'
    smtp.faults.inject('hang')
    notion.faults.inject('hang-after-effect', 1, 'create')

    let server = processes.start(env)
    await waitUntilHealthy(baseUrl, 60_000)
    const response = await fetch(`${baseUrl}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContact({ email }), ...humanFormFields() }),
    })
    expect(response.status).toBe(201)

    // Both effects under way: the e-mail claimed and hanging, the lead's page made, its answer lost.
    const firstAnswerRow = async () => (await observer.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, 'first-answer'))))[0]
    await waitFor(async () => ((await firstAnswerRow())?.status === 'sending' ? true : undefined), 30_000, 'the first answer to be claimed')
    const leadPages = () => notion.pages.filter((page) => notion.text(page, 'Email') === email)
    await waitFor(async () => (leadPages().length === 1 ? true : undefined), 30_000, 'the Notion page to be created')
    server.child.kill('SIGKILL')
    await server.exited
    const mailsTo = () => smtp.messages.filter((mail) => mail.to.includes(email))
    expect(mailsTo()).toEqual([])

    const restartedAt = Date.now()
    server = processes.start(env)
    await waitUntilHealthy(baseUrl, 60_000)
    await waitFor(async () => (mailsTo().length > 0 ? true : undefined), 90_000, 'the first answer after the restart')
    const sentAfterMs = Date.now() - restartedAt
    const lead = await waitFor(async () => {
      const [row] = await observer.db.select().from(leads).where(eq(leads.email, email))
      return row?.notionPageId ? row : undefined
    }, 180_000, 'the lead to carry its Notion page')
    await new Promise((resolve) => setTimeout(resolve, 1_000))

    expect(mailsTo()).toHaveLength(1)
    expect((await firstAnswerRow())?.status).toBe('sent')
    expect(leadPages()).toHaveLength(1)
    expect(lead.notionPageId).toBe(leadPages()[0]!.id)

    await recordChaosFigures(inject('chaosFiguresFile'), {
      scenario: 'kill -9 between claim and record',
      database: 'postgres',
      figures: {
        'first answer e-mails': mailsTo().length,
        'sent after restart': `${(sentAfterMs / 1000).toFixed(1)} s`,
        'Notion lead pages': leadPages().length,
      },
    })
  })
})
