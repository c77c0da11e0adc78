import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { leadEvents, leads, outbox } from '@/server/db/schema'
import { jobNames } from '@/server/jobs/names'
import { createJobQueue, type JobQueue } from '@/server/jobs/queue'
import { lastWeek, readWeeklyDigest, weeklyDigestCron } from '@/server/services/insights/weekly-digest'
import { insightsApi, insightsSchema } from '@/shared/insights'
import { operatorHeaders } from '../support/operator'
import { ownerEmail } from '../support/providers'
import { silentLogger } from '../support/silent-logger'
import { useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/** The weekly digest (issue 24 item 5), on both databases: every figure is the insights API's for last week. */

const timeZone = 'America/New_York'
/** Monday 8 March 2027, 08:00 in New York: the digest's moment. */
const monday = new Date('2027-03-08T13:00:00Z')
const harness = useTestApp({ now: () => monday, config: { ownerTimeZone: timeZone, ownerEmail } })
const queues: JobQueue[] = []
afterAll(async () => {
  for (const queue of queues) await queue.stop()
})

async function addLead(createdAt: Date, fields: Partial<typeof leads.$inferInsert> = {}, answeredAfterSeconds?: number, events: { type: 'booked' | 'status-changed'; at: Date; to?: string }[] = []) {
  const id = randomUUID()
  const db = harness.database.db
  await db.insert(leads).values({ id, email: `${id}@example.com`, fullName: `Lead ${id.slice(0, 4)}`, businessName: 'Shop', score: 70, priority: 'Medium', scoreBreakdown: { groups: [] } as never, unsubscribeToken: id, createdAt, ...fields })
  if (answeredAfterSeconds !== undefined) {
    await db.insert(outbox).values({ idempotencyKey: `first-answer:${id}`, kind: 'first-answer', leadId: id, to: 'x@example.com', subject: 's', text: 't', html: 'h', status: 'sent', messageId: `<${id}@t>`, sentAt: new Date(createdAt.getTime() + answeredAfterSeconds * 1000) })
  }
  for (const event of events) await db.insert(leadEvents).values({ leadId: id, type: event.type, at: event.at, data: event.to ? { to: event.to } : {} })
  return id
}

describe(`the weekly digest on ${process.env.TEST_DATABASE}`, () => {
  it('is scheduled for Mondays at 08:00 in the owner’s time zone, and covers last Monday to Sunday', async () => {
    const schedules = (await harness.database.db.execute(sql`select cron, timezone from pgboss.schedule where name = ${jobNames.weeklyDigest}`)) as unknown as { rows: unknown[] }
    expect(schedules.rows).toEqual([{ cron: weeklyDigestCron, timezone: timeZone }])
    expect(weeklyDigestCron).toBe('0 8 * * 1')
    expect(lastWeek(monday, timeZone)).toEqual({ from: '2027-03-01', to: '2027-03-07' })
    // Sunday 23:30 in New York is still that week.
    expect(lastWeek(new Date('2027-03-15T03:30:00Z'), timeZone)).toEqual({ from: '2027-03-01', to: '2027-03-07' })
  })

  it('e-mails the owner last week’s figures, each equal to the insights API’s for that week', async () => {
    await addLead(new Date('2027-03-01T15:00:00Z'), { channelSource: 'facebook', channelMedium: 'paid-social', channelCampaign: 'spring', status: 'Won', dealValue: 1500 }, 20, [
      { type: 'booked', at: new Date('2027-03-02T15:00:00Z') },
      { type: 'status-changed', at: new Date('2027-03-05T15:00:00Z'), to: 'Won' },
    ])
    await addLead(new Date('2027-03-03T15:00:00Z'), { channelSource: 'google', channelMedium: 'cpc', channelCampaign: 'roofers' }, 120)
    await addLead(new Date('2027-03-06T15:00:00Z'), { fullName: 'Waiting Walter', businessName: 'Walter’s Diner' })
    await addLead(new Date('2027-03-08T12:30:00Z')) // this week: not in the digest, not waiting yet
    // Still 'New' from the week before, but the owner has answered from its thread: a person has it.
    const answered = await addLead(new Date('2027-02-25T15:00:00Z'), { fullName: 'Answered Anna' })
    await harness.database.db.insert(outbox).values({ idempotencyKey: `owner-reply:${answered}`, kind: 'owner-reply', leadId: answered, to: 'x@example.com', subject: 'Re: s', text: 't', html: 'h', status: 'sent', messageId: `<${answered}@r>`, sentAt: new Date('2027-02-26T15:00:00Z') })

    const api = insightsSchema.parse((await harness.app.inject({ method: 'GET', url: `${insightsApi}?from=2027-03-01&to=2027-03-07`, headers: await operatorHeaders(harness.app) })).json())
    const figures = await readWeeklyDigest(harness.database.db, timeZone, monday)
    const count = (stage: string) => api.funnel.find((row) => row.stage === stage)!.count
    expect(figures.leads).toBe(count('leads'))
    expect(figures.leads).toBe(3)
    expect(figures.answeredWithin60sPercent).toBe(Math.round((count('answered within 60 s') / count('leads')) * 1000) / 10)
    expect(figures.callsBooked).toBe(api.byWeek.reduce((sum, week) => sum + week.bookings, 0))
    expect(figures.wonRevenue).toBe(api.byWeek.reduce((sum, week) => sum + week.wonRevenue, 0))
    expect(figures.wonRevenue).toBe(1500)
    expect(figures.topSources).toEqual(api.bySource.slice(0, 3).map(({ source, medium, campaign, leads }) => ({ source, medium, campaign, leads })))
    // Still 'New' after 24 hours: the Google lead and Walter (the won one is taken care of).
    expect(figures.waiting.map((lead) => lead.name)).toEqual([expect.any(String), 'Waiting Walter'])

    // What pg-boss's cron does on Monday at 08:00: send the job; the e-mail goes through the outbox, once.
    const sender = createJobQueue({ database: harness.database, log: silentLogger, pollingIntervalSeconds: 0.5 })
    queues.push(sender)
    await sender.start()
    await sender.enqueue(jobNames.weeklyDigest, {})
    await sender.enqueue(jobNames.weeklyDigest, {})
    const row = await waitFor(async () => (await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'weekly-digest')))[0], 15_000, 'the digest e-mail')
    await waitFor(async () => ((await harness.database.db.select().from(outbox).where(eq(outbox.id, row.id)))[0]?.status !== 'pending' ? true : undefined), 15_000, 'the digest sent')
    expect(await harness.database.db.select().from(outbox).where(eq(outbox.kind, 'weekly-digest'))).toHaveLength(1)
    expect(row.to).toBe(ownerEmail)
    expect(row.idempotencyKey).toBe('weekly-digest:2027-03-01')
    for (const line of [`Leads: ${figures.leads}`, `Answered within 60 s: ${figures.answeredWithin60sPercent}%`, `Calls booked: ${figures.callsBooked}`, 'Won revenue: $1,500 a month', 'facebook / paid-social / spring: 1', 'Waiting over 24 h for a person: 2', 'Waiting Walter']) {
      expect(row.text).toContain(line)
    }
    expect(row.html).toContain('Waiting Walter (Walter’s Diner)')
    expect(row.html).toContain('<h2 style="font-size:16px">Top sources</h2>')
  })
})
