import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { App } from '@/server/app'
import { leads, outbox, researchCompanies, researchRuns, tasks } from '@/server/db/schema'
import { matchesResearchFilter, type ResearchFilter } from '@/server/domain/research/filters'
import { researchPromptMarker } from '@/server/providers/llm/openai'
import { createGooglePlaces } from '@/server/providers/places/google-places'
import { createOverpassPlaces } from '@/server/providers/places/overpass'
import { adminApi } from '@/shared/admin'
import {
  researchApi,
  researchCompanySchema,
  researchEmailDraftSchema,
  researchLeadDraft,
  researchListResponseSchema,
  researchRunListResponseSchema,
  researchRunResponseSchema,
  researchToLeadResponseSchema,
  scheduleResearchCallResponseSchema,
  sendResearchEmailResponseSchema,
  startResearchResponseSchema,
  type ManualResearchRequest,
  type ResearchCompany,
  type ResearchRun,
} from '@/shared/research'
import { startHttpFake } from '../fakes/http-fake'
import { startOpenAiFake, type OpenAiFake } from '../fakes/openai-fake'
import { startOverpassFake, type OverpassFake, type OverpassFaultMode } from '../fakes/overpass-fake'
import { startSmtpFake, type SmtpFake } from '../fakes/smtp-fake'
import { mailText } from '../support/mail-text'
import { operatorCalls, operatorHeaders } from '../support/operator'
import { waitForIdleQueue } from '../support/pipeline'
import { fakeProviders } from '../support/providers'
import { buildTestApp, useTestApp } from '../support/test-app'
import { createTestDatabase } from '../support/test-database'
import { waitFor } from '../support/wait-for'

/**
 * Business research (SPEC §2 "Lexington Research", §7 /api/research/*; docs/decisions/018). Two
 * apps, each on its own database so that each one's workers run its own jobs: `connected` asks the
 * Overpass fake, analyses with the OpenAI fake and sends through the SMTP fake; `offline` has
 * nothing configured, and its Overpass is a closed port (a run falls back to the sample set).
 */

let overpass: OverpassFake
let smtp: SmtpFake
let openai: OpenAiFake
let fixedNow: Date | undefined
const now = () => fixedNow ?? new Date()

const modelWording = {
  painPoints: ['Reservations taken by phone during the rush', 'Online reviews left unanswered'],
  opportunities: ['An AI host that books tables by phone and chat', 'Review replies within the hour', 'Staff schedules drafted from sales'],
  solution: 'An AI host and review assistant, set up in two weeks.',
  summary: 'A busy place that is easy to reach.',
}

beforeAll(async () => {
  ;[overpass, smtp, openai] = await Promise.all([startOverpassFake(), startSmtpFake(), startOpenAiFake()])
  openai.answer = modelWording
})
afterAll(() => Promise.all([overpass?.close(), smtp?.close(), openai?.close()]))
// Registered before the apps' own beforeEach, which waits for the last test's jobs: those finish
// on today's clock and healthy fakes, not on what the last test set.
beforeEach(() => {
  fixedNow = undefined
  overpass.fail(null)
  overpass.delayMs = 0
  overpass.maxConcurrent = 0
})
const connected = useTestApp(
  () => ({ now, config: { providers: fakeProviders({ smtp, openai }), research: { overpassUrl: overpass.url, sourceTimeoutMs: 2_000 } } }),
  { idleQueueMs: 15_000 },
)
const offline = useTestApp({ now }, { idleQueueMs: 15_000 })
const { call } = operatorCalls(() => fixedNow, '10.4.0')
beforeEach(() => {
  overpass.requests.length = 0
  smtp.messages.length = 0
  openai.completions.length = 0
  openai.faults.clear()
})

async function startRun(app: App, body: { location?: string; industry?: string } = {}): Promise<ResearchRun> {
  const response = await call(app, 'POST', researchApi.start, body)
  expect(response.statusCode).toBe(201)
  return startResearchResponseSchema.parse(response.json()).run
}

async function finished(app: App, id: string): Promise<ResearchRun> {
  return waitFor(
    async () => {
      const { run } = researchRunResponseSchema.parse((await call(app, 'GET', researchApi.run(id))).json())
      return run.status === 'succeeded' || run.status === 'failed' ? run : undefined
    },
    15_000,
    'the research run to end',
  )
}

async function research(app: App, body: { location?: string; industry?: string } = {}) {
  return finished(app, (await startRun(app, body)).id)
}

async function companies(app: App, query = ''): Promise<ResearchCompany[]> {
  const response = await call(app, 'GET', `${researchApi.companies}?pageSize=100${query}`)
  expect(response.statusCode).toBe(200)
  return researchListResponseSchema.parse(response.json()).companies
}

const byName = (list: ResearchCompany[], name: string) => {
  const found = list.find((company) => company.name === name)
  if (!found) throw new Error(`no company named ${name}`)
  return found
}

async function addManual(app: App, entry: ManualResearchRequest): Promise<ResearchCompany> {
  const response = await call(app, 'POST', researchApi.companies, entry)
  expect(response.statusCode).toBe(201)
  return researchCompanySchema.parse(response.json())
}

const fakeBusinesses = [
  'Fake Paddock Grill',
  'Fake Limestone Coffee',
  'Fake Barrister & Bell LLP',
  'Fake Ledger Partners CPA',
  'Fake Bluegrass Distribution Center',
  'Fake Derby Threads',
  'Fake Stirrup Supply',
  'Fake Meadowbrook Riding Academy',
]

describe(`research runs on ${process.env.TEST_DATABASE}`, () => {
  it('answers the start at once with the queued run, then researches Overpass end to end in a job', async () => {
    const started = await startRun(connected.app, { location: 'Lexington, Kentucky', industry: 'All' })
    expect(started).toMatchObject({ location: 'Lexington, Kentucky', industry: 'All', trigger: 'operator', status: 'queued', found: 0, source: null, error: null })

    const run = await finished(connected.app, started.id)
    expect(run).toMatchObject({ status: 'succeeded', source: 'OpenStreetMap (Overpass)', found: 8, added: 8, updated: 0, error: null })
    expect(run.startedAt).not.toBeNull()
    expect(run.finishedAt).not.toBeNull()

    // One polite request: JSON with its own timeout, the city's box, a User-Agent naming the app.
    expect(overpass.requests).toHaveLength(1)
    const [request] = overpass.requests
    expect(request!.headers['user-agent']).toBe('BluegrassAI-Research/1.0 (+https://bluegrassai.com)')
    expect(request!.ql.startsWith('[out:json][timeout:')).toBe(true)
    expect(request!.ql).toContain('(37.89,-84.67,38.21,-84.28)')
    expect(request!.ql).toContain('out tags center 100;')

    // Each business once (the grill is mapped twice; the nameless fast food is skipped), analysed by the model.
    const list = await companies(connected.app)
    expect(list.map((company) => company.name).sort()).toEqual([...fakeBusinesses].sort())
    expect(openai.completions.filter((completion) => JSON.stringify(completion.body).includes(researchPromptMarker))).toHaveLength(8)
    const grill = byName(list, 'Fake Paddock Grill')
    expect(grill).toMatchObject({
      industry: 'Restaurants',
      location: 'Lexington, Kentucky',
      website: 'https://paddock-grill.test/',
      employees: '10-25',
      currentPainPoints: modelWording.painPoints,
      automationOpportunities: modelWording.opportunities,
      bluegrassAiSolution: modelWording.solution,
      potentialSavings: 1140,
      priority: 'Medium',
      contactEmail: 'owner@paddock-grill.test',
      contactPhone: '+1 859-555-0101',
      researchSource: 'OpenStreetMap (Overpass)',
      status: 'Research Complete',
      sample: false,
      leadId: null,
    })
    expect(grill.researchNotes).toContain('Savings: 13.2 hours a week × $20 an hour × 4.33 weeks ≈ $1,140 a month.')
    expect(byName(list, 'Fake Barrister & Bell LLP')).toMatchObject({ industry: 'Professional Services', priority: 'High', potentialSavings: 2340 })
    expect(byName(list, 'Fake Derby Threads')).toMatchObject({ industry: 'Retail Ecommerce', employees: '10-25' })
    const [stored] = await connected.database.db.select().from(researchCompanies).where(eq(researchCompanies.name, 'Fake Paddock Grill'))
    expect(stored).toMatchObject({ analysedBy: 'openai', sourceKey: 'osm:node/1001', websiteKey: 'paddock-grill.test', runId: run.id })

    const recent = researchRunListResponseSchema.parse((await call(connected.app, 'GET', researchApi.runs)).json())
    expect(recent.runs.map((entry) => entry.id)).toEqual([run.id])
  })

  it('researches one industry when asked, and lists the latest runs newest first', async () => {
    const first = await research(connected.app, { industry: 'Restaurants' })
    expect(first).toMatchObject({ status: 'succeeded', found: 2, added: 2 })
    expect(overpass.requests[0]!.ql).not.toContain('"office"')
    expect((await companies(connected.app)).map((company) => company.industry)).toEqual(['Restaurants', 'Restaurants'])
    const second = await research(connected.app, { industry: 'Equine Industry', location: 'Lexington, Kentucky' })
    expect(second).toMatchObject({ found: 2, added: 2 })
    const recent = researchRunListResponseSchema.parse((await call(connected.app, 'GET', `${researchApi.runs}?limit=1`)).json())
    expect(recent.runs.map((entry) => entry.id)).toEqual([second.id])
  })

  it('is safe to repeat: the second identical run updates every company and adds none', async () => {
    await research(connected.app)
    const before = await companies(connected.app)
    const again = await research(connected.app)
    expect(again).toMatchObject({ status: 'succeeded', found: 8, added: 0, updated: 8 })
    const after = await companies(connected.app)
    expect(after.map((company) => company.id).sort()).toEqual(before.map((company) => company.id).sort())
    expect((await connected.database.db.select({ n: sql<number>`count(*)::int` }).from(researchCompanies))[0]!.n).toBe(8)
  })

  it("keeps the operator's work on a company when a run finds it again", async () => {
    await research(connected.app)
    const grill = byName(await companies(connected.app), 'Fake Paddock Grill')
    expect((await call(connected.app, 'POST', researchApi.addToLeads(grill.id))).statusCode).toBe(201)
    await research(connected.app)
    expect(byName(await companies(connected.app), 'Fake Paddock Grill')).toMatchObject({ id: grill.id, status: 'Added to Leads', leadId: expect.any(String) })
  })

  it("updates a manual entry that a run finds by its website, keeping the operator's analysis", async () => {
    const manual = await addManual(connected.app, { name: 'Paddock Grill (typed)', website: 'http://www.paddock-grill.test', potentialSavings: 777, industry: 'Restaurant' })
    const run = await research(connected.app)
    expect(run).toMatchObject({ found: 8, added: 7, updated: 1 })
    const after = byName(await companies(connected.app), 'Paddock Grill (typed)')
    expect(after).toMatchObject({ id: manual.id, potentialSavings: 777, researchSource: 'Manual Entry', contactEmail: 'owner@paddock-grill.test' })
  })

  it('starts the same location and industry once while it is under way', async () => {
    // Slow, but within the source's timeout (2 s).
    overpass.delayMs = 700
    const first = await startRun(connected.app, { industry: 'Restaurants' })
    const repeat = await call(connected.app, 'POST', researchApi.start, { industry: 'Restaurants' })
    expect(repeat.statusCode).toBe(200)
    expect(startResearchResponseSchema.parse(repeat.json()).run.id).toBe(first.id)
    expect(await finished(connected.app, first.id)).toMatchObject({ status: 'succeeded', added: 2 })
    expect(await connected.database.db.select().from(researchRuns)).toHaveLength(1)
    // Once it has ended, the same research starts afresh.
    expect((await call(connected.app, 'POST', researchApi.start, { industry: 'Restaurants' })).statusCode).toBe(201)
  })

  it('asks Overpass one request at a time, however many searches wait', async () => {
    overpass.delayMs = 200
    overpass.maxConcurrent = 0
    const client = createOverpassPlaces({ url: overpass.url, userAgent: 'BluegrassAI-Research/1.0 (+https://bluegrassai.com)', timeoutMs: 2_000 })
    const answers = await Promise.all(
      (['Restaurants', 'Retail Ecommerce', 'Equine Industry'] as const).map((industry) => client.search({ location: 'Frankfort, Kentucky', industries: [industry], limit: 10 })),
    )
    // The client answers what the source gave (the grill mapped twice); the run dedupes.
    expect(answers.map((answer) => answer.ok && answer.value.length)).toEqual([3, 1, 2])
    expect(overpass.requests).toHaveLength(3)
    expect(overpass.maxConcurrent).toBe(1)
  })

  it('asks Google Places Text Search (New) with the key and a field mask, one industry after another', async () => {
    const google = await startHttpFake((request) => {
      const query = (request.body as { textQuery: string }).textQuery
      if (query.startsWith('restaurants')) {
        return {
          json: {
            places: [
              {
                id: 'ChIJfake1',
                displayName: { text: 'Fake Google Diner', languageCode: 'en' },
                formattedAddress: '12 Main St, Frankfort, KY 40601, USA',
                addressComponents: [
                  { longText: '12', shortText: '12', types: ['street_number'] },
                  { longText: 'Main Street', shortText: 'Main St', types: ['route'] },
                  { longText: 'Frankfort', shortText: 'Frankfort', types: ['locality', 'political'] },
                ],
                websiteUri: 'https://google-diner.test/',
                nationalPhoneNumber: '(502) 555-0100',
                primaryType: 'restaurant',
              },
              { id: 'ChIJclosed', displayName: { text: 'Closed Cafe' }, businessStatus: 'CLOSED_PERMANENTLY' },
            ],
          },
        }
      }
      return { json: {} }
    })
    try {
      const client = createGooglePlaces({ apiKey: 'fake-google-key', baseUrl: google.url, userAgent: 'BluegrassAI-Research/1.0 (+https://bluegrassai.com)', timeoutMs: 2_000 })
      const answer = await client.search({ location: 'Frankfort, Kentucky', industries: ['Restaurants', 'Equine Industry'], limit: 10 })
      expect(answer).toEqual({
        ok: true,
        value: [
          {
            sourceKey: 'google:ChIJfake1',
            name: 'Fake Google Diner',
            industry: 'Restaurants',
            category: 'restaurant',
            street: '12 Main Street',
            city: 'Frankfort',
            website: 'https://google-diner.test/',
            email: null,
            phone: '(502) 555-0100',
            brand: null,
            sample: false,
          },
        ],
      })
      expect(google.requests.map((request) => request.path)).toEqual(['/v1/places:searchText', '/v1/places:searchText'])
      const [first] = google.requests
      expect(first!.headers['x-goog-api-key']).toBe('fake-google-key')
      expect(first!.headers['x-goog-fieldmask']).toContain('places.displayName')
      expect(first!.body).toEqual({
        textQuery: 'restaurants in Frankfort, Kentucky',
        pageSize: 5,
        locationRestriction: { rectangle: { low: { latitude: 38.15, longitude: -84.93 }, high: { latitude: 38.25, longitude: -84.79 } } },
      })
    } finally {
      await google.close()
    }
  })

  const faults: [OverpassFaultMode, RegExp][] = [
    ['500', /^OpenStreetMap \(Overpass\) answered HTTP 500: a server error\. Companies already stored are kept\.$/],
    ['429', /HTTP 429: too many requests/],
    ['hang', /^OpenStreetMap \(Overpass\) did not answer within 2 s\. Companies already stored are kept\.$/],
    ['malformed', /^OpenStreetMap \(Overpass\) answered with something that is not JSON\./],
    ['remark', /Query timed out/],
  ]
  for (const [mode, reason] of faults) {
    it(`fails with its reason when Overpass answers ${mode}, after one retry, losing nothing stored`, async () => {
      await research(connected.app)
      const before = await connected.database.db.select().from(researchCompanies).orderBy(researchCompanies.id)
      overpass.requests.length = 0
      overpass.fail(mode)
      const run = await research(connected.app)
      expect(run.status).toBe('failed')
      expect(run.error).toMatch(reason)
      expect(run.added + run.updated).toBe(0)
      expect(run.finishedAt).not.toBeNull()
      // The job tried twice (one retry), then gave up.
      expect(overpass.requests).toHaveLength(2)
      expect(await connected.database.db.select().from(researchCompanies).orderBy(researchCompanies.id)).toEqual(before)
    })
  }

  it('succeeds on the retry when the failure was passing', async () => {
    overpass.fail('500', 1)
    const run = await research(connected.app)
    expect(run).toMatchObject({ status: 'succeeded', found: 8, added: 8, error: null })
    expect(overpass.requests).toHaveLength(2)
  })

  it('falls back to the rules for a company the model fails on, and says so', async () => {
    openai.faults.inject('500', 1, 'chat')
    const run = await research(connected.app, { industry: 'Restaurants' })
    expect(run).toMatchObject({ status: 'succeeded', added: 2 })
    const rows = await connected.database.db.select().from(researchCompanies)
    const byRules = rows.filter((row) => row.analysedBy === 'rules')
    expect(byRules).toHaveLength(1)
    expect(byRules[0]!.researchNotes).toMatch(/The language model's analysis failed \(HTTP 500.*\); the industry rules wrote this one\./)
    expect(byRules[0]!.solution).toMatch(/restaurant automation suite/)
    expect(rows.filter((row) => row.analysedBy === 'openai')).toHaveLength(1)
  })

  it('researches the bundled sample set when the source cannot be reached at all, and says so', async () => {
    const run = await research(offline.app, { location: 'Lexington, Kentucky', industry: 'All' })
    expect(run).toMatchObject({ status: 'succeeded', source: 'Sample data (offline)', found: 25, added: 25, error: null })
    const list = await companies(offline.app)
    expect(list).toHaveLength(25)
    for (const company of list) {
      expect(company).toMatchObject({ sample: true, researchSource: 'Sample data (offline)', location: 'Lexington, Kentucky' })
    }
    // Five of each industry: the limit is shared out, not all shops.
    const perIndustry = new Map<string, number>()
    for (const company of list) perIndustry.set(company.industry, (perIndustry.get(company.industry) ?? 0) + 1)
    expect([...perIndustry.values()]).toEqual([5, 5, 5, 5, 5])
    expect((await research(offline.app, { location: 'Lexington, Kentucky', industry: 'All' })).added).toBe(0)
  })

  it('stops a run that takes longer than its time, keeping what it stored', async () => {
    const database = await createTestDatabase()
    const slow = await buildTestApp(database, { config: { research: { overpassUrl: overpass.url, runTimeoutMs: 600, sourceTimeoutMs: 5_000 } } })
    try {
      overpass.delayMs = 2_000
      const headers = await operatorHeaders(slow)
      const started = await slow.inject({ method: 'POST', url: researchApi.start, payload: {}, headers })
      const { run } = startResearchResponseSchema.parse(started.json())
      const ended = await waitFor(
        async () => {
          const current = researchRunResponseSchema.parse((await slow.inject({ method: 'GET', url: researchApi.run(run.id), headers })).json()).run
          return current.status === 'failed' || current.status === 'succeeded' ? current : undefined
        },
        10_000,
        'the slow run to end',
      )
      expect(ended.status).toBe('failed')
      expect(ended.error).toBe('The run took longer than 0.6 s and was stopped. Companies already stored are kept.')
      await waitForIdleQueue(database)
    } finally {
      await slow.close()
      await database.destroy()
    }
  })

  it('answers 404 for an unknown run, and 400 naming the field for an unknown location', async () => {
    expect((await call(connected.app, 'GET', researchApi.run('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404)
    expect((await call(connected.app, 'GET', researchApi.run('not-a-uuid'))).statusCode).toBe(404)
    const bad = await call(connected.app, 'POST', researchApi.start, { location: 'Paris, France' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ location: 'Choose a location' })
  })
})

describe('manual research entries', () => {
  it("stores an entry with SPEC's defaults: Manual Entry, Research Complete", async () => {
    const company = await addManual(offline.app, {
      name: 'Acme Widgets',
      industry: 'Manufacturing',
      location: 'Lexington, Kentucky',
      currentPainPoints: ['Orders by fax', ''],
      automationOpportunities: ['Order intake'],
      potentialSavings: 2500,
      contactEmail: 'ops@acme.test',
      priority: 'High',
      status: 'Research Complete',
      lastUpdated: '1999-01-01T00:00:00.000Z',
    })
    expect(company).toMatchObject({
      name: 'Acme Widgets',
      researchSource: 'Manual Entry',
      status: 'Research Complete',
      currentPainPoints: ['Orders by fax'],
      contactPerson: null,
      website: null,
      sample: false,
      leadId: null,
    })
    // The server's clock, not the browser's.
    expect(company.lastUpdated.startsWith('1999')).toBe(false)
    expect((await companies(offline.app)).map((entry) => entry.id)).toEqual([company.id])
    expect(researchCompanySchema.parse((await call(offline.app, 'GET', researchApi.company(company.id))).json()).name).toBe('Acme Widgets')
  })

  it('refuses bad input with 400 naming the field', async () => {
    const missing = await call(offline.app, 'POST', researchApi.companies, { industry: 'Retail' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().fields).toEqual({ name: 'Company name is required' })
    const badEmail = await call(offline.app, 'POST', researchApi.companies, { name: 'A', contactEmail: 'not-an-address' })
    expect(badEmail.json().fields).toEqual({ contactEmail: 'Contact email must be a valid email address' })
    const badSavings = await call(offline.app, 'POST', researchApi.companies, { name: 'A', potentialSavings: 'lots' })
    expect(badSavings.json().fields).toEqual({ potentialSavings: 'Potential savings must be a number' })
    const unknown = await call(offline.app, 'POST', researchApi.companies, { name: 'A', id: 'x' })
    expect(unknown.json().fields).toEqual({ id: 'Unknown field' })
    expect(await companies(offline.app)).toEqual([])
  })
})

describe('the research list', () => {
  const seed = async () => {
    const entries: ManualResearchRequest[] = [
      { name: 'Bistro One', industry: 'Restaurants', location: 'Lexington, Kentucky', potentialSavings: 1000, priority: 'High' },
      { name: 'Law Two', industry: 'Professional Services', location: 'Louisville, Kentucky', potentialSavings: 2000, priority: 'Medium' },
      { name: '100% Retail', industry: 'Retail Ecommerce', location: 'Frankfort, Kentucky', potentialSavings: 500, priority: 'Low' },
      { name: 'Barn_Four', industry: 'Equine Industry', location: 'Lexington, Kentucky', potentialSavings: 3000, priority: 'High' },
      { name: 'Plain Entry', potentialSavings: 1 },
    ]
    const stored: ResearchCompany[] = []
    for (const [index, entry] of entries.entries()) {
      fixedNow = new Date(Date.UTC(2026, 0, index + 1, 12))
      stored.push(await addManual(offline.app, entry))
    }
    fixedNow = undefined
    return stored
  }
  const list = async (query: string) => researchListResponseSchema.parse((await call(offline.app, 'GET', `${researchApi.companies}?${query}`)).json())

  it('lists newest lastUpdated first, paginated by the server', async () => {
    await seed()
    const first = await list('pageSize=2')
    expect(first.companies.map((company) => company.name)).toEqual(['Plain Entry', 'Barn_Four'])
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    expect((await list('pageSize=2&page=3')).companies.map((company) => company.name)).toEqual(['Bistro One'])
    expect((await list('pageSize=2&page=4')).companies).toEqual([])
  })

  it('computes the stats over the filtered set, the average over all companies', async () => {
    await seed()
    expect((await list('')).stats).toEqual({ totalPotentialValue: 6501, companiesResearched: 5, highPriority: 2, averageMonthlySavings: 1300, industries: 4 })
    const lexington = await list(`location=${encodeURIComponent('Lexington, Kentucky')}`)
    expect(lexington.companies.map((company) => company.name)).toEqual(['Barn_Four', 'Bistro One'])
    // 4000 over all 5 companies, not over the 2 shown.
    expect(lexington.stats).toEqual({ totalPotentialValue: 4000, companiesResearched: 2, highPriority: 2, averageMonthlySavings: 800, industries: 2 })
    expect((await list('pageSize=1')).stats.companiesResearched).toBe(5)
  })

  it('filters location, industry and search as SPEC §5 says, with one meaning in SQL and in the domain', async () => {
    const all = await seed()
    // Each filter narrows 'All' locations, 'All' industries and no search by what it names.
    const filters: Partial<ResearchFilter>[] = [
      {},
      { location: 'All Kentucky' },
      { location: 'Telemark' },
      { location: 'louisville' },
      { location: 'Frankfort, Kentucky' },
      { industry: 'restaurants' },
      { industry: 'Equine Industry' },
      { search: 'LEXINGTON' },
      { search: 'services' },
      { search: '%' },
      { search: 'barn_' },
      { search: 'n_f' },
      { location: 'Lexington', industry: 'Restaurants', search: 'bistro' },
    ]
    for (const filter of filters.map((narrowing) => ({ location: 'All', industry: 'All', search: '', ...narrowing }))) {
      const query = new URLSearchParams(filter).toString()
      const names = (await list(`${query}&pageSize=100`)).companies.map((company) => company.name).sort()
      const expected = all.filter((company) => matchesResearchFilter(company, filter)).map((company) => company.name).sort()
      expect(names, query).toEqual(expected)
    }
    expect((await list('search=%25')).companies.map((company) => company.name)).toEqual(['100% Retail'])
    expect((await list('search=barn_')).companies.map((company) => company.name)).toEqual(['Barn_Four'])
    expect((await list(`location=${encodeURIComponent('All Kentucky')}`)).total).toBe(5)
    expect((await list('location=Telemark')).total).toBe(5)
  })

  it('refuses a bad page size with 400 naming the field', async () => {
    const response = await call(offline.app, 'GET', `${researchApi.companies}?pageSize=500`)
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().fields)).toEqual(['pageSize'])
  })
})

describe('actions on a researched company', () => {
  async function grill() {
    await research(connected.app, { industry: 'Restaurants' })
    return byName(await companies(connected.app), 'Fake Paddock Grill')
  }

  it('adds a company to the leads, once', async () => {
    const company = await grill()
    const added = await call(connected.app, 'POST', researchApi.addToLeads(company.id))
    expect(added.statusCode).toBe(201)
    const body = researchToLeadResponseSchema.parse(added.json())
    expect(body).toMatchObject({ created: true, message: 'Added Fake Paddock Grill to leads.' })
    const [lead] = await connected.database.db.select().from(leads).where(eq(leads.id, body.leadId))
    expect(lead).toMatchObject({ email: 'owner@paddock-grill.test', businessName: 'Fake Paddock Grill', fullName: 'Fake Paddock Grill', source: 'Manual', status: 'New', priority: 'Medium', businessType: 'restaurant' })
    expect(lead!.notes).toContain('From business research (OpenStreetMap (Overpass)')
    expect(lead!.notes).toContain(`Top opportunity: ${modelWording.opportunities[0]}`)
    // As the CRM's Add Lead: the follow-up tasks, no e-mail.
    expect((await connected.database.db.select().from(tasks).where(eq(tasks.leadId, body.leadId))).length).toBe(5)
    expect(await connected.database.db.select().from(outbox).where(eq(outbox.leadId, body.leadId))).toEqual([])
    expect(byName(await companies(connected.app), 'Fake Paddock Grill')).toMatchObject({ status: 'Added to Leads', leadId: body.leadId })

    const again = await call(connected.app, 'POST', researchApi.addToLeads(company.id))
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ leadId: body.leadId, created: false, message: 'Fake Paddock Grill was already a lead: linked.' })
    expect(await connected.database.db.select().from(leads)).toHaveLength(1)
  })

  it('links a company to the lead that already has its e-mail address', async () => {
    const existing = await call(connected.app, 'POST', adminApi.leads, { name: 'Sam Cole', restaurant: 'Cole Law', email: 'sam@cole-law.test' })
    expect(existing.statusCode).toBe(201)
    const company = await addManual(connected.app, { name: 'Cole Law Office', industry: 'Professional Services', contactEmail: 'SAM@cole-law.test' })
    const linked = await call(connected.app, 'POST', researchApi.addToLeads(company.id))
    expect(linked.statusCode).toBe(200)
    expect(linked.json()).toEqual({ leadId: existing.json().lead.id, created: false, message: 'Cole Law Office was already a lead: linked.' })
    expect(await connected.database.db.select().from(leads)).toHaveLength(1)
    expect(byName(await companies(connected.app), 'Cole Law Office')).toMatchObject({ status: 'Added to Leads', leadId: existing.json().lead.id })
  })

  it('makes a lead of a non-restaurant without calling it a restaurant, named by its contact person', async () => {
    const company = await addManual(connected.app, { name: 'Hill Accounting', industry: 'Professional Services', contactPerson: 'Jo Hill', contactEmail: 'jo@hill.test' })
    const body = researchToLeadResponseSchema.parse((await call(connected.app, 'POST', researchApi.addToLeads(company.id))).json())
    const [lead] = await connected.database.db.select().from(leads).where(eq(leads.id, body.leadId))
    expect(lead).toMatchObject({ fullName: 'Jo Hill', businessName: 'Hill Accounting', businessType: null })
  })

  it('refuses a company without an e-mail address in words, naming no internal field, and an unknown one with 404', async () => {
    const company = await addManual(connected.app, { name: 'No Mail Co' })
    const added = await call(connected.app, 'POST', researchApi.addToLeads(company.id))
    expect(added.statusCode).toBe(422)
    expect(added.json()).toEqual({
      error: 'No Mail Co has no e-mail address on file: enter one in the Add Lead form to add it to leads.',
      fields: { email: 'Enter the e-mail address to add this company to leads' },
    })
    const drafted = await call(connected.app, 'POST', researchApi.emailDraft(company.id))
    expect(drafted.statusCode).toBe(422)
    expect(drafted.json().error).toBe('No Mail Co has no e-mail address on file: add it to leads with one first, or call it instead (Schedule Call).')
    for (const response of [added, drafted]) expect(response.json().error).not.toMatch(/[a-z][A-Z]/)
    expect((await call(connected.app, 'POST', researchApi.addToLeads('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404)
    expect(await connected.database.db.select().from(leads)).toEqual([])
  })

  it('adds a company without an e-mail with the lead the operator completed, and keeps the address on the company (decision 035)', async () => {
    const company = await addManual(connected.app, {
      name: 'Call First Plumbing',
      industry: 'Professional Services',
      contactPhone: '(859) 555-0102',
      website: 'https://callfirst.test',
      automationOpportunities: ['Answer missed calls'],
    })
    const draft = researchLeadDraft(company)
    expect(draft).toMatchObject({ name: 'Call First Plumbing', restaurant: 'Call First Plumbing', email: '', phone: '(859) 555-0102', source: 'Manual', priority: 'Medium' })
    expect(draft.notes).toContain('Website: https://callfirst.test')
    const added = await call(connected.app, 'POST', researchApi.addToLeads(company.id), { ...draft, name: 'Pat Call', email: 'office@callfirst.test', source: 'Cold Call' })
    expect(added.statusCode).toBe(201)
    const body = researchToLeadResponseSchema.parse(added.json())
    expect(body).toMatchObject({ created: true, message: 'Added Call First Plumbing to leads.' })
    const [lead] = await connected.database.db.select().from(leads).where(eq(leads.id, body.leadId))
    expect(lead).toMatchObject({ email: 'office@callfirst.test', fullName: 'Pat Call', businessName: 'Call First Plumbing', phone: '(859) 555-0102', source: 'Cold Call', businessType: null })
    expect(lead!.notes).toContain('Top opportunity: Answer missed calls')
    expect((await connected.database.db.select().from(tasks).where(eq(tasks.leadId, body.leadId))).length).toBe(5)
    expect(byName(await companies(connected.app), 'Call First Plumbing')).toMatchObject({ status: 'Added to Leads', leadId: body.leadId, contactEmail: 'office@callfirst.test' })
    // Its e-mail can now be written.
    expect((await call(connected.app, 'POST', researchApi.emailDraft(company.id))).statusCode).toBe(201)

    // A second company given an address that a lead already has is linked to that lead.
    const sibling = await addManual(connected.app, { name: 'Call First Plumbing (north)' })
    const linked = await call(connected.app, 'POST', researchApi.addToLeads(sibling.id), { ...researchLeadDraft(sibling), email: 'OFFICE@callfirst.test' })
    expect(linked.statusCode).toBe(200)
    expect(linked.json()).toMatchObject({ leadId: body.leadId, created: false })
    // A completed lead is checked as the CRM's Add Lead checks it.
    const other = await addManual(connected.app, { name: 'No Address Yet' })
    const bad = await call(connected.app, 'POST', researchApi.addToLeads(other.id), { ...researchLeadDraft(other), email: 'not an address' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ email: 'Valid email is required' })
  })

  it('refuses to make leads of, write to or call sample businesses', async () => {
    await research(offline.app, { industry: 'Restaurants' })
    const [sample] = await companies(offline.app)
    for (const url of [researchApi.addToLeads(sample!.id), researchApi.emailDraft(sample!.id), researchApi.scheduleCall(sample!.id)]) {
      const response = await call(offline.app, 'POST', url)
      expect(response.statusCode).toBe(422)
      expect(response.json().error).toMatch(/sample data \(offline\), not a real business/)
    }
  })

  it('drafts an e-mail from the research, then sends the edited draft through the outbox and marks the company Contacted', async () => {
    const company = await grill()
    const drafted = await call(connected.app, 'POST', researchApi.emailDraft(company.id))
    expect(drafted.statusCode).toBe(201)
    const draft = researchEmailDraftSchema.parse(drafted.json())
    expect(draft.to).toBe('owner@paddock-grill.test')
    expect(draft.subject).toBe('Save $1,140/month with AI automation - Fake Paddock Grill')
    expect(draft.text).toContain('Fake Paddock Grill')
    expect(draft.text).toContain('an AI host that books tables by phone and chat')
    expect(draft.text).toContain('$1,140 a month')
    const [row] = await connected.database.db.select().from(outbox).where(eq(outbox.id, draft.draftId))
    expect(row).toMatchObject({ kind: 'research-outreach', status: 'draft', idempotencyKey: `research-outreach:${company.id}:${draft.draftId}` })
    // Opening the dialog again finds the same draft.
    const reopened = await call(connected.app, 'POST', researchApi.emailDraft(company.id))
    expect(reopened.statusCode).toBe(200)
    expect(reopened.json().draftId).toBe(draft.draftId)

    const sent = await call(connected.app, 'POST', researchApi.sendEmailDraft(draft.draftId), { to: 'dana@paddock-grill.test', subject: 'Hello from Bluegrass AI', text: 'Hi Dana,\n\nShort and sweet.' })
    expect(sent.statusCode).toBe(200)
    expect(sendResearchEmailResponseSchema.parse(sent.json())).toEqual({
      draftId: draft.draftId,
      status: 'queued',
      message: 'E-mail to dana@paddock-grill.test queued; Fake Paddock Grill will be marked Contacted once it is sent.',
    })
    const mail = await waitFor(async () => smtp.messages.find((message) => message.subject === 'Hello from Bluegrass AI'), 10_000, 'the research e-mail')
    expect(mail.to).toEqual(['dana@paddock-grill.test'])
    expect(mailText(mail)).toContain('Hi Dana,\n\nShort and sweet.\n\nYou are receiving this because Bluegrass AI researched Fake Paddock Grill')
    await waitFor(async () => ((await companies(connected.app)).find((entry) => entry.id === company.id)?.status === 'Contacted' ? true : undefined), 10_000, 'the company to be marked Contacted')
    const [after] = await connected.database.db.select().from(outbox).where(eq(outbox.id, draft.draftId))
    expect(after).toMatchObject({ status: 'sent', to: 'dana@paddock-grill.test', subject: 'Hello from Bluegrass AI' })

    const twice = await call(connected.app, 'POST', researchApi.sendEmailDraft(draft.draftId), { to: 'dana@paddock-grill.test', subject: 'Again', text: 'Again' })
    expect(twice.statusCode).toBe(409)
    expect(smtp.messages).toHaveLength(1)
    // A new draft can be written after the first was sent.
    expect((await call(connected.app, 'POST', researchApi.emailDraft(company.id))).json().draftId).not.toBe(draft.draftId)
  })

  it('says an e-mail is not sent when no mail server is configured, and leaves the company as it was', async () => {
    const company = await addManual(offline.app, { name: 'Quiet Cafe', industry: 'Restaurants', contactEmail: 'hello@quiet-cafe.test', automationOpportunities: ['Online ordering'], potentialSavings: 900 })
    const draft = researchEmailDraftSchema.parse((await call(offline.app, 'POST', researchApi.emailDraft(company.id))).json())
    const sent = await call(offline.app, 'POST', researchApi.sendEmailDraft(draft.draftId), { to: draft.to, subject: draft.subject, text: draft.text })
    expect(sent.statusCode).toBe(200)
    expect(sent.json()).toMatchObject({ status: 'not-sent', message: expect.stringContaining('no mail server is configured (SMTP_URL)') })
    await waitFor(async () => {
      const [row] = await offline.database.db.select().from(outbox).where(eq(outbox.id, draft.draftId))
      return row?.status === 'not-sent' ? row : undefined
    }, 10_000, 'the e-mail to be kept unsent')
    expect(byName(await companies(offline.app), 'Quiet Cafe').status).toBe('Research Complete')
  })

  it('checks the edited e-mail, and answers 404 for an unknown draft', async () => {
    const company = await addManual(offline.app, { name: 'Check Co', contactEmail: 'a@check.test' })
    const draft = researchEmailDraftSchema.parse((await call(offline.app, 'POST', researchApi.emailDraft(company.id))).json())
    const bad = await call(offline.app, 'POST', researchApi.sendEmailDraft(draft.draftId), { to: 'nope', subject: '', text: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fields).toEqual({ to: 'Valid email is required', subject: 'Subject is required' })
    expect((await call(offline.app, 'POST', researchApi.sendEmailDraft('00000000-0000-4000-8000-000000000000'), { to: 'a@b.test', subject: 's', text: 't' })).statusCode).toBe(404)
  })

  it('schedules a Call task due the next working day at 10:00, or when asked', async () => {
    fixedNow = new Date('2026-03-06T20:00:00Z') // a Friday afternoon in New York
    const company = await addManual(offline.app, { name: 'Ring Co', contactPhone: '(859) 555-0199', contactPerson: 'Lee Ring', priority: 'High', automationOpportunities: ['Missed-call text back'], potentialSavings: 1500 })
    const scheduled = await call(offline.app, 'POST', researchApi.scheduleCall(company.id))
    expect(scheduled.statusCode).toBe(201)
    const body = scheduleResearchCallResponseSchema.parse(scheduled.json())
    expect(body.dueDate).toBe('2026-03-09T14:00:00.000Z')
    expect(body.message).toBe('Call task added for Ring Co, due Mar 9, 2026, 10:00 AM.')
    const [task] = await offline.database.db.select().from(tasks).where(eq(tasks.id, body.taskId))
    expect(task).toMatchObject({ type: 'Call', title: 'Call Ring Co', relatedLead: 'Ring Co', priority: 'High', completed: false })
    expect(task!.description).toContain('Phone: (859) 555-0199')
    expect(task!.description).toContain('Ask for: Lee Ring')
    expect(task!.description).toContain('Top opportunity: Missed-call text back')

    const dated = scheduleResearchCallResponseSchema.parse((await call(offline.app, 'POST', researchApi.scheduleCall(company.id), { dueDate: '2026-03-12' })).json())
    expect(dated.dueDate).toBe('2026-03-12T14:00:00.000Z')
    const bad = await call(offline.app, 'POST', researchApi.scheduleCall(company.id), { dueDate: 'soonish' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fields)).toEqual(['dueDate'])
    expect((await call(offline.app, 'POST', researchApi.scheduleCall('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404)
  })
})

describe('signed out', () => {
  it('answers 401 to every research call', async () => {
    const id = '00000000-0000-4000-8000-000000000000'
    const calls: ['GET' | 'POST', string][] = [
      ['GET', researchApi.companies],
      ['POST', researchApi.companies],
      ['GET', researchApi.company(id)],
      ['POST', researchApi.start],
      ['GET', researchApi.runs],
      ['GET', researchApi.run(id)],
      ['POST', researchApi.addToLeads(id)],
      ['POST', researchApi.emailDraft(id)],
      ['POST', researchApi.sendEmailDraft(id)],
      ['POST', researchApi.scheduleCall(id)],
    ]
    for (const [method, url] of calls) {
      const response = await offline.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
    expect(await offline.database.db.select().from(researchRuns)).toEqual([])
  })
})
