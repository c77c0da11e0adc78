import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { assessments, bookings, contactSubmissions, insightDayChanges, insightDays, insightSettings, leadAnswerTimes, leadEvents, leads } from '@/server/db/schema'
import { foldInsightChanges, keepInsightTotalsIn, startInsightFolding } from '@/server/services/insights/insight-rollups'
import { insightsApi, insightsSchema } from '@/shared/insights'
import { operatorHeaders } from '../support/operator'
import { addInsightLead, type InsightLeadSeed } from '../support/insight-leads'
import { seededRandom } from '../support/seeded-random'
import { silentLogger } from '../support/silent-logger'
import { useTestApp } from '../support/test-app'
import { waitFor } from '../support/wait-for'

/**
 * GET /api/insights (issue 24 item 4) on both databases, over hand-made leads, events and e-mails
 * whose figures are known: 1-14 March 2027 in New York.
 */

const harness = useTestApp({ config: { ownerTimeZone: 'America/New_York' } })
const at = (iso: string) => new Date(iso)

const addLead = (seed: InsightLeadSeed) => addInsightLead(harness.database.db, seed)

const submission = { businessName: 'B', fullName: 'F', email: 'f@example.com' }

async function seed() {
  const db = harness.database.db
  // A: Facebook, HVAC, High, answered in 30 s, booked, proposal, won at the owner's $2,000.
  await addLead({
    createdAt: at('2027-03-01T15:00:00Z'),
    status: 'Won',
    score: 85,
    businessType: 'hvac',
    channel: ['facebook', 'paid-social', 'spring'],
    estimatedValue: 997,
    dealValue: 2000,
    answeredAfterSeconds: 30,
    events: [
      { type: 'booked', at: at('2027-03-02T15:00:00Z') },
      { type: 'status-changed', at: at('2027-03-03T15:00:00Z'), to: 'Proposal Sent' },
      { type: 'status-changed', at: at('2027-03-04T15:00:00Z'), to: 'Won' },
    ],
  })
  // B: Google, roofing, Medium, answered in 90 s, replied, lost.
  await addLead({
    createdAt: at('2027-03-02T15:00:00Z'),
    status: 'Lost',
    score: 60,
    businessType: 'roofing',
    channel: ['google', 'cpc', 'roofers'],
    answeredAfterSeconds: 90,
    events: [
      { type: 'replied', at: at('2027-03-03T15:00:00Z') },
      { type: 'status-changed', at: at('2027-03-05T15:00:00Z'), to: 'Lost' },
    ],
  })
  // C: direct, no trade, Low, answered in 10 s.
  await addLead({ createdAt: at('2027-03-09T15:00:00Z'), score: 40, answeredAfterSeconds: 10 })
  // D: Facebook, HVAC, High, never answered, won at its $997 estimate.
  await addLead({
    createdAt: at('2027-03-10T15:00:00Z'),
    status: 'Won',
    score: 90,
    businessType: 'hvac',
    channel: ['facebook', 'paid-social', 'spring'],
    estimatedValue: 997,
    events: [{ type: 'status-changed', at: at('2027-03-11T15:00:00Z'), to: 'Won' }],
  })
  // E: made before the range, won in it ($500): in the weekly revenue, not in the funnel.
  await addLead({ createdAt: at('2027-02-20T15:00:00Z'), status: 'Won', estimatedValue: 500, events: [{ type: 'status-changed', at: at('2027-03-05T15:00:00Z'), to: 'Won' }] })
  // A sample lead, and one made after the range (15 March, 00:30 in New York): never counted.
  await addLead({ createdAt: at('2027-03-05T15:00:00Z'), isSample: true, answeredAfterSeconds: 1 })
  await addLead({ createdAt: at('2027-03-15T04:30:00Z'), answeredAfterSeconds: 1 })
  // Submissions: two contacts, an assessment and a booking in the range; a contact after it.
  await db.insert(contactSubmissions).values([
    { ...submission, automationNeeds: 'x', createdAt: at('2027-03-01T15:00:00Z') },
    { ...submission, automationNeeds: 'x', createdAt: at('2027-03-14T23:00:00Z') },
    { ...submission, automationNeeds: 'x', createdAt: at('2027-03-15T04:30:00Z') },
  ])
  await db.insert(assessments).values({
    ...submission,
    businessType: 'hvac',
    primaryPainPoint: 'x',
    monthlyRevenue: 'x',
    currentMarketing: 'x',
    biggestGoal: 'x',
    createdAt: at('2027-03-02T15:00:00Z'),
  })
  await db.insert(bookings).values({
    name: 'N',
    email: 'n@example.com',
    timeZone: 'America/New_York',
    startAt: at('2027-03-20T15:00:00Z'),
    endAt: at('2027-03-20T15:30:00Z'),
    blockedUntil: at('2027-03-20T15:45:00Z'),
    status: 'confirmed',
    manageToken: randomUUID(),
    createdAt: at('2027-03-02T15:00:00Z'),
  })
}

const read = async (query: string) => harness.app.inject({ method: 'GET', url: `${insightsApi}${query}`, headers: await operatorHeaders(harness.app) })

describe(`GET /api/insights on ${process.env.TEST_DATABASE}`, () => {
  it('computes the funnel, sources, industries, score bands, speed to lead and weekly figures', async () => {
    await seed()
    const response = await read('?from=2027-03-01&to=2027-03-14')
    expect(response.statusCode).toBe(200)
    const insights = insightsSchema.parse(response.json())
    expect(insights.funnel).toEqual([
      { stage: 'submissions', count: 4, rateFromPrevious: null },
      { stage: 'leads', count: 4, rateFromPrevious: 100 },
      { stage: 'answered within 60 s', count: 2, rateFromPrevious: 50 },
      { stage: 'replied or booked', count: 2, rateFromPrevious: 100 },
      { stage: 'proposal', count: 2, rateFromPrevious: 100 },
      { stage: 'won', count: 2, rateFromPrevious: 100 },
    ])
    expect(insights.bySource).toEqual([
      { source: 'facebook', medium: 'paid-social', campaign: 'spring', leads: 2, booked: 1, won: 2, revenue: 2997 },
      { source: '(direct)', medium: '(none)', campaign: '(not set)', leads: 1, booked: 0, won: 0, revenue: 0 },
      { source: 'google', medium: 'cpc', campaign: 'roofers', leads: 1, booked: 0, won: 0, revenue: 0 },
    ])
    expect(insights.byIndustry).toEqual([
      { industry: 'hvac', leads: 2, booked: 1, won: 2, revenue: 2997 },
      { industry: '(unknown)', leads: 1, booked: 0, won: 0, revenue: 0 },
      { industry: 'roofing', leads: 1, booked: 0, won: 0, revenue: 0 },
    ])
    expect(insights.byScoreBand).toEqual([
      { band: 'High (80+)', leads: 2, booked: 1, won: 2, revenue: 2997 },
      { band: 'Low (0-49)', leads: 1, booked: 0, won: 0, revenue: 0 },
      { band: 'Medium (50-79)', leads: 1, booked: 0, won: 0, revenue: 0 },
    ])
    expect(insights.speedToLead).toEqual([
      { week: '2027-03-01', answered: 2, p50Seconds: 60, p95Seconds: 87 },
      { week: '2027-03-08', answered: 1, p50Seconds: 10, p95Seconds: 10 },
    ])
    expect(insights.byWeek).toEqual([
      { week: '2027-03-01', bookings: 1, wonRevenue: 2500 },
      { week: '2027-03-08', bookings: 0, wonRevenue: 997 },
    ])
  })

  it('reads the same before and after the changes are folded into the totals', async () => {
    await seed()
    // The seed's leads, events and e-mails are changes still to fold (decision 054).
    expect((await harness.database.db.select().from(insightDayChanges)).length).toBeGreaterThan(0)
    const before = (await read('?from=2027-03-01&to=2027-03-14')).json()
    expect(await foldInsightChanges(harness.database.db)).toBeGreaterThan(0)
    expect(await harness.database.db.select().from(insightDayChanges)).toEqual([])
    expect((await read('?from=2027-03-01&to=2027-03-14')).json()).toEqual(before)
    // A lead of a week no other lead is in, removed after its change was folded: the week is gone.
    const alone = await addLead({ createdAt: at('2027-03-12T15:00:00Z'), score: 40 })
    await foldInsightChanges(harness.database.db)
    await harness.database.db.delete(leads).where(eq(leads.id, alone))
    expect((await read('?from=2027-03-01&to=2027-03-14')).json()).toEqual(before)
  })

  it('has its changes folded in on a timer, and its last fold awaited when it stops', async () => {
    await seed()
    const before = (await read('?from=2027-03-01&to=2027-03-14')).json()
    const folding = startInsightFolding({ db: harness.database.db, log: silentLogger, intervalMs: 100 })
    try {
      await waitFor(async () => ((await harness.database.db.select().from(insightDayChanges)).length === 0 ? true : undefined), 15_000, 'the changes folded')
    } finally {
      await folding.stop()
    }
    expect((await read('?from=2027-03-01&to=2027-03-14')).json()).toEqual(before)
  })

  it.runIf(process.env.TEST_DATABASE === 'postgres')('lets two leads of the same day be written side by side', async () => {
    // Every lead of a day changes the day's totals. A lead's transaction still open must not hold
    // up the next lead's: 200 submissions a second took turns on those rows (decision 054).
    const { connectionString } = harness.database
    const open = new pg.Client({ connectionString })
    const next = new pg.Client({ connectionString })
    await Promise.all([open.connect(), next.connect()])
    const insertLead = (client: pg.Client) => {
      const id = randomUUID()
      return client.query(
        `insert into leads (id, email, full_name, business_name, score, priority, score_breakdown, unsubscribe_token, created_at)
         values ($1, $2, 'Lead', 'Business', 50, 'Medium', '{"groups":[]}', $3, '2027-03-01T15:00:00Z')`,
        [id, `${id}@example.com`, id],
      )
    }
    try {
      await open.query('begin')
      await insertLead(open)
      await next.query(`set lock_timeout = '2s'`)
      await expect(insertLead(next)).resolves.toMatchObject({ rowCount: 1 })
      await open.query('commit')
    } finally {
      await Promise.all([open.end(), next.end()])
    }
    const insights = insightsSchema.parse((await read('?from=2027-03-01&to=2027-03-01')).json())
    expect(insights.funnel[1]).toEqual({ stage: 'leads', count: 2, rateFromPrevious: null })
  })

  it('answers an empty range with zeros', async () => {
    const insights = insightsSchema.parse((await read('?from=2020-01-01&to=2020-01-07')).json())
    expect(insights.funnel.map((stage) => stage.count)).toEqual([0, 0, 0, 0, 0, 0])
    expect(insights.bySource).toEqual([])
    expect(insights.speedToLead).toEqual([])
  })

  it('refuses a bad range with 400', async () => {
    expect((await read('?from=2027-03-14&to=2027-03-01')).statusCode).toBe(400)
    expect((await read('?from=2027-3-1&to=2027-03-14')).statusCode).toBe(400)
    expect((await read('?from=2025-01-01&to=2027-03-14')).statusCode).toBe(400)
  })

  it('needs the operator session', async () => {
    expect((await harness.app.inject({ method: 'GET', url: `${insightsApi}?from=2027-03-01&to=2027-03-14` })).statusCode).toBe(401)
  })
})

/**
 * The running totals the insights add up (migration 0013) are kept by triggers as leads and
 * events change: whatever happened, they must equal the totals made again from scratch.
 */
describe(`the insights' running totals on ${process.env.TEST_DATABASE}`, () => {
  /** insight_days (its changes folded in) and lead_answer_times as rows, leaving out groups whose every figure is back to 0. */
  async function totals() {
    const db = harness.database.db
    await foldInsightChanges(db)
    expect(await db.select().from(insightDayChanges)).toEqual([])
    const days = await db.select().from(insightDays).orderBy(insightDays.day, insightDays.dimension, insightDays.key1, insightDays.key2, insightDays.key3)
    const answers = await db.select().from(leadAnswerTimes).orderBy(leadAnswerTimes.leadId)
    const counted = days.filter(({ day: _day, dimension: _dimension, key1: _key1, key2: _key2, key3: _key3, ...figures }) => Object.values(figures).some((value) => value !== 0))
    return { days: counted, answers }
  }

  it('equal the totals made again from scratch after 300 random changes', async () => {
    const random = seededRandom(24)
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!
    const db = harness.database.db
    const ids: string[] = []
    for (let step = 0; step < 300; step++) {
      const roll = random()
      const when = new Date(Date.UTC(2027, 2, 1) + Math.floor(random() * 40 * 24) * 3_600_000)
      if (roll < 0.25 || ids.length === 0) {
        ids.push(
          await addLead({
            createdAt: when,
            score: Math.floor(random() * 100),
            businessType: pick(['hvac', 'roofing', null]),
            channel: pick([['google', 'cpc', 'roofers'], ['facebook', 'paid-social', 'spring'], undefined] as const) as [string, string, string] | undefined,
            isSample: random() < 0.1,
            answeredAfterSeconds: random() < 0.7 ? Math.floor(random() * 120) : undefined,
          }),
        )
        continue
      }
      const id = pick(ids)
      if (roll < 0.45) {
        const to = pick(['Interested', 'Proposal Sent', 'Won', 'Lost'])
        await db.update(leads).set({ status: to }).where(eq(leads.id, id))
        await db.insert(leadEvents).values({ leadId: id, type: 'status-changed', at: when, data: { to, by: 'owner' } })
      } else if (roll < 0.6) {
        await db.insert(leadEvents).values({ leadId: id, type: pick(['booked', 'replied'] as const), at: when })
      } else if (roll < 0.68) {
        await db.update(leads).set({ dealValue: pick([null, 500, 1500]) }).where(eq(leads.id, id))
      } else if (roll < 0.75) {
        await db.update(leads).set({ score: Math.floor(random() * 100) }).where(eq(leads.id, id))
      } else if (roll < 0.85) {
        await db.update(leads).set({ businessType: pick(['plumbing', null]), channelSource: pick(['linkedin', null]) }).where(eq(leads.id, id))
      } else if (roll < 0.95) {
        // A change the insights do not read: no total moves.
        await db.update(leads).set({ notes: `note ${step}` }).where(eq(leads.id, id))
      } else {
        await db.update(leads).set({ isSample: random() < 0.5 }).where(eq(leads.id, id))
      }
    }
    const kept = await totals()
    expect(kept.days.length).toBeGreaterThan(0)
    expect(kept.answers.length).toBeGreaterThan(0)
    const [settings] = await db.select().from(insightSettings)
    await db.execute(sql`select insight_rebuild(${settings!.timeZone})`)
    expect(await totals()).toEqual(kept)
  })

  it('are made again when the owner’s time zone changes, and only then', async () => {
    await seed()
    const before = await read('?from=2027-03-01&to=2027-03-14')
    expect(await keepInsightTotalsIn(harness.database, 'America/New_York')).toBe(false)
    expect(await keepInsightTotalsIn(harness.database, 'Asia/Tokyo')).toBe(true)
    expect(await harness.database.db.select().from(insightSettings)).toEqual([{ id: 1, timeZone: 'Asia/Tokyo' }])
    // Lead A, made at 10:00 on 1 March in New York, was made on 2 March in Tokyo.
    const tokyoDays = await harness.database.db.select({ day: insightDays.day }).from(insightDays).where(eq(insightDays.dimension, 'all'))
    expect(tokyoDays.map((row) => row.day)).toContain('2027-03-02')
    expect(await keepInsightTotalsIn(harness.database, 'America/New_York')).toBe(true)
    expect((await read('?from=2027-03-01&to=2027-03-14')).json()).toEqual(before.json())
  })
})
