import { sql } from 'drizzle-orm'
import { csvRecord } from '@/shared/csv'
import { beforeEach, describe, expect, it } from 'vitest'
import { assessments, contactSubmissions, leads } from '@/server/db/schema'
import {
  adminApi,
  assessmentCsvColumns,
  assessmentListSchema,
  submissionCsvColumns,
  submissionListSchema,
} from '@/shared/admin'
import { validAssessment } from '../support/fixtures'
import { operatorHeaders } from '../support/operator'
import { useTestApp } from '../support/test-app'

/**
 * SPEC §2 "Contact Submissions": the counters (Total, This Week = last 7 days, Today = since
 * midnight in the owner's time zone, Filtered), search, pages, and the CSV export of every
 * matching row; the assessments the same way. Rows are written straight into the tables, with
 * the times each test needs, and the app's clock is set to match.
 */

let fixedNow: Date | undefined
let leadId: string

const harness = useTestApp({ now: () => fixedNow ?? new Date(), config: { ownerTimeZone: 'America/New_York' } })
beforeEach(async () => {
  fixedNow = undefined
  sessions.clear()
  const [lead] = await harness.database.db
    .insert(leads)
    .values({ email: 'owner-of-rows@example.com', fullName: 'Row Owner', businessName: 'Rows', score: 50, priority: 'Medium', scoreBreakdown: { groups: [] }, unsubscribeToken: 'rows' })
    .returning()
  leadId = lead!.id
})

/** One sign-in per test and clock setting (sessions expire by the app's clock). */
const sessions = new Map<string, { cookie: string }>()
let address = 0
async function get(url: string) {
  const key = fixedNow?.toISOString() ?? 'real'
  if (!sessions.has(key)) sessions.set(key, await operatorHeaders(harness.app))
  return harness.app.inject({ method: 'GET', url, headers: sessions.get(key)!, remoteAddress: `10.6.0.${++address % 250}` })
}

type Submission = { businessName?: string; fullName?: string; email?: string; phone?: string | null; automationNeeds?: string; createdAt: Date | string }
let serial = 0
async function insertSubmissions(rows: Submission[]) {
  await harness.database.db.insert(contactSubmissions).values(
    rows.map((row) => {
      serial += 1
      return {
        leadId,
        businessName: row.businessName ?? `Business ${serial}`,
        fullName: row.fullName ?? `Person ${serial}`,
        email: row.email ?? `person${serial}@example.com`,
        phone: row.phone ?? null,
        automationNeeds: row.automationNeeds ?? 'Answer the phone',
        createdAt: new Date(row.createdAt),
      }
    }),
  )
}

const list = async (query = '') => {
  const response = await get(`${adminApi.submissions}${query}`)
  expect(response.statusCode, response.body).toBe(200)
  return submissionListSchema.parse(response.json())
}

/** RFC 4180, read back: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  const endField = () => {
    record.push(field)
    field = ''
  }
  for (let i = 0; i < text.length; i++) {
    const character = text[i]!
    if (quoted) {
      if (character === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (character === '"') quoted = false
      else field += character
    } else if (character === '"') quoted = true
    else if (character === ',') endField()
    else if (character === '\r' && text[i + 1] === '\n') {
      endField()
      records.push(record)
      record = []
      i++
    } else field += character
  }
  if (field || record.length) throw new Error('the CSV does not end with CRLF')
  return records
}

describe(`GET /api/contact-submissions on ${process.env.TEST_DATABASE}: the counters`, () => {
  it("counts today from midnight in New York on the spring-forward day, and this week as the last 7×24 hours", async () => {
    await insertSubmissions([
      { createdAt: '2026-03-08T05:00:00.000Z', businessName: 'At midnight' }, // 00:00 EST, 8 March
      { createdAt: '2026-03-08T04:59:59.999Z', businessName: 'Just before' }, // 23:59:59.999 EST, 7 March
      { createdAt: '2026-03-01T16:00:00.000Z', businessName: 'Seven days ago' },
      { createdAt: '2026-03-01T15:59:59.999Z', businessName: 'Longer ago' },
      { createdAt: '2026-02-01T12:00:00.000Z', businessName: 'Last month' },
    ])
    fixedNow = new Date('2026-03-08T16:00:00Z') // 12:00 EDT: the clocks went forward at 02:00
    expect((await list()).counts).toEqual({ total: 5, thisWeek: 3, today: 1, filtered: 5 })

    fixedNow = new Date('2026-03-09T03:59:00Z') // 23:59 EDT, still 8 March
    expect((await list()).counts).toEqual({ total: 5, thisWeek: 2, today: 1, filtered: 5 })

    fixedNow = new Date('2026-03-09T04:00:00Z') // 00:00 EDT, 9 March
    expect((await list()).counts).toMatchObject({ today: 0 })
  })

  it('counts today over all 25 hours of the fall-back day', async () => {
    await insertSubmissions([
      { createdAt: '2026-11-01T04:00:00.000Z' }, // 00:00 EDT, 1 November
      { createdAt: '2026-11-01T03:59:59.000Z' }, // 23:59:59 EDT, 31 October
      { createdAt: '2026-11-02T04:29:00.000Z' }, // 23:29 EST, 1 November
    ])
    fixedNow = new Date('2026-11-02T04:30:00Z') // 23:30 EST, 1 November
    expect((await list()).counts).toEqual({ total: 3, thisWeek: 3, today: 2, filtered: 3 })
  })
})

describe('GET /api/contact-submissions: search and pages', () => {
  beforeEach(async () => {
    await insertSubmissions([
      { businessName: 'Morgan Heating & Air', fullName: 'Riley Morgan', email: 'riley@morganhvac.com', createdAt: '2026-03-01T10:00:00Z' },
      { businessName: '100% Organic Lawn', fullName: 'Pat Green', email: 'pat@lawn.example', createdAt: '2026-03-01T11:00:00Z' },
      { businessName: 'A_B Plumbing', fullName: 'Sam Lee', email: 'sam@ab.example', createdAt: '2026-03-01T12:00:00Z' },
      { businessName: 'AXB Plumbing', fullName: 'Jo Park', email: 'jo@axb.example', createdAt: '2026-03-01T13:00:00Z' },
      { businessName: 'C:\\Bakery', fullName: 'Lou Baker', email: 'lou@bakery.example', createdAt: '2026-03-01T14:00:00Z' },
    ])
  })

  const names = async (search: string) => {
    const body = await list(`?search=${encodeURIComponent(search)}`)
    return { names: body.submissions.map((row) => row.businessName), counts: body.counts }
  }

  it('matches business name, contact name or e-mail, ignoring case', async () => {
    expect((await names('MORGAN HEATING')).names).toEqual(['Morgan Heating & Air'])
    expect((await names('pat green')).names).toEqual(['100% Organic Lawn'])
    expect((await names('@AXB.')).names).toEqual(['AXB Plumbing'])
    expect(await names('plumbing')).toEqual({ names: ['AXB Plumbing', 'A_B Plumbing'], counts: { total: 5, thisWeek: expect.any(Number), today: expect.any(Number), filtered: 2 } })
    expect((await names('nobody')).names).toEqual([])
  })

  it('takes %, _ and \\ literally', async () => {
    expect((await names('%')).names).toEqual(['100% Organic Lawn'])
    expect((await names('a_b')).names).toEqual(['A_B Plumbing'])
    expect((await names('_')).names).toEqual(['A_B Plumbing'])
    expect((await names('\\')).names).toEqual(['C:\\Bakery'])
  })

  it('never matches across two fields, even with a separator character in the term', async () => {
    // "Air" ends the business name and "Riley" starts the contact name of the same row.
    expect((await names('air riley')).names).toEqual([])
    expect((await names('air\u001friley')).names).toEqual([])
    expect((await names('air\u001f')).names).toEqual(['Morgan Heating & Air'])
  })

  it('treats a blank search as none', async () => {
    expect((await list('?search=%20%20')).counts.filtered).toBe(5)
  })

  it('pages newest first, the total being the filtered count', async () => {
    await insertSubmissions(Array.from({ length: 20 }, (_, i) => ({ businessName: `Page row ${i + 1}`, createdAt: new Date(Date.UTC(2026, 3, 1, 0, i)) })))
    const first = await list('?pageSize=10')
    expect(first.submissions.map((row) => row.businessName).slice(0, 2)).toEqual(['Page row 20', 'Page row 19'])
    expect(first.page).toEqual({ page: 1, pageSize: 10, total: 25 })
    const third = await list('?pageSize=10&page=3')
    expect(third.submissions.map((row) => row.businessName)).toEqual(['C:\\Bakery', 'AXB Plumbing', 'A_B Plumbing', '100% Organic Lawn', 'Morgan Heating & Air'])
    expect((await list('?pageSize=10&page=4')).submissions).toEqual([])
    const searched = await list('?search=page%20row&pageSize=5&page=2')
    expect(searched.page).toEqual({ page: 2, pageSize: 5, total: 20 })
    expect(searched.submissions.map((row) => row.businessName)).toEqual(['Page row 15', 'Page row 14', 'Page row 13', 'Page row 12', 'Page row 11'])
  })

  it('answers each stored submission in SPEC §3 shape', async () => {
    const [row] = (await list('?search=riley')).submissions
    expect(row).toEqual({
      id: expect.any(String),
      businessName: 'Morgan Heating & Air',
      fullName: 'Riley Morgan',
      email: 'riley@morganhvac.com',
      phone: null,
      automationNeeds: 'Answer the phone',
      createdAt: '2026-03-01T10:00:00.000Z',
      quarantineReason: null,
    })
  })

  it('refuses a bad query with 400 naming the field', async () => {
    const response = await get(`${adminApi.submissions}?pageSize=0`)
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toEqual({ pageSize: 'pageSize must be a whole number from 1 to 100' })
    expect((await get(`${adminApi.submissions}?search=${'x'.repeat(201)}`)).json().fields).toEqual({ search: 'search must be at most 200 characters' })
  })
})

describe('GET /api/contact-submissions/export.csv', () => {
  it('downloads contact-submissions.csv with the SPEC columns, ISO times, RFC 4180 quoting and formula cells neutralised', async () => {
    await insertSubmissions([
      {
        businessName: 'The "Quote" Diner',
        fullName: 'Comma, Carl',
        email: 'carl@diner.example',
        phone: '+1 859 555 0100',
        automationNeeds: 'Line one\nLine two',
        createdAt: '2026-01-02T03:04:05.678Z',
      },
      {
        businessName: '=HYPERLINK("http://evil.example","x")',
        fullName: '-Minus',
        email: '@at.example',
        phone: '\t0800',
        automationNeeds: '\rstarts with CR',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      { businessName: '+Plus', fullName: '\nNewline first', email: 'ok@example.com', automationNeeds: 'Plain', createdAt: '2025-12-31T23:00:00.000Z' },
    ])
    const response = await get(adminApi.submissionsCsv)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="contact-submissions.csv"')
    expect(response.headers['cache-control']).toBe('no-store')

    const lines = response.body.split('\r\n')
    expect(lines[0]).toBe('Business Name,Full Name,Email,Phone,Automation Needs,Submitted At')
    expect(response.body).toContain(
      `"The ""Quote"" Diner","Comma, Carl",carl@diner.example,'+1 859 555 0100,"Line one\nLine two",2026-01-02T03:04:05.678Z\r\n`,
    )
    expect(response.body).toContain(
      `"'=HYPERLINK(""http://evil.example"",""x"")",'-Minus,'@at.example,'\t0800,"'\rstarts with CR",2026-01-01T00:00:00.000Z\r\n`,
    )
    expect(response.body).toContain(`'+Plus,"'\nNewline first",ok@example.com,,Plain,2025-12-31T23:00:00.000Z\r\n`)
    expect(response.body.endsWith('\r\n')).toBe(true)

    const records = parseCsv(response.body)
    expect(records[0]).toEqual([...submissionCsvColumns])
    expect(records.slice(1).map((record) => record[0])).toEqual(['The "Quote" Diner', `'=HYPERLINK("http://evil.example","x")`, "'+Plus"])
    expect(records[1]![4]).toBe('Line one\nLine two')
    expect(records.every((record) => record.length === 6)).toBe(true)
  })

  it('writes each cell as csvRecord does, the database doing the writing, and a time to the millisecond as toISOString does', async () => {
    // The export's lines come from SQL (services/back-office/submissions.ts csvLineSql): every rule of shared/csv.ts, cell by cell.
    const cells = ['', ' ', "'quoted", 'a"b', 'a,b', 'a\r\nb', '==', '-1', '+', '@', '\t', 'x=1', 'émoji 🙂', 'tab\tinside', '"', ',']
    await insertSubmissions(cells.map((cell, index) => ({ businessName: `#${String(index).padStart(2, '0')} ${cell}`, fullName: cell, email: `c${index}@example.com`, phone: cell, automationNeeds: cell, createdAt: `2026-03-01T00:00:${String(59 - index).padStart(2, '0')}.000Z` })))
    await harness.database.db.execute(sql`insert into contact_submissions (lead_id, business_name, full_name, email, automation_needs, created_at) values (${leadId}::uuid, 'Micro', 'M', 'm@example.com', 'n', timestamptz '2026-04-01 10:11:12.678999+00')`)
    const body = (await get(adminApi.submissionsCsv)).body
    const expected = [
      csvRecord(['Micro', 'M', 'm@example.com', null, 'n', '2026-04-01T10:11:12.678Z']),
      ...cells.map((cell, index) => csvRecord([`#${String(index).padStart(2, '0')} ${cell}`, cell, `c${index}@example.com`, cell, cell, `2026-03-01T00:00:${String(59 - index).padStart(2, '0')}.000Z`])),
    ]
    expect(body).toBe(csvRecord(submissionCsvColumns) + expected.join(''))
  })

  it('exports every matching row, across batches and rows written in the same microsecond, not just a page', async () => {
    // 2,500 rows (five export batches of 500; the row below makes a sixth); every three share one created_at, a microsecond apart from the next.
    await harness.database.db.execute(sql`
      insert into contact_submissions (lead_id, business_name, full_name, email, automation_needs, created_at)
      select ${leadId}::uuid, 'Bulk ' || i, 'Person ' || i, 'bulk' || i || '@example.com', 'Needs ' || i,
             timestamptz '2026-01-01 00:00:00+00' + (i / 3) * interval '1 microsecond'
      from generate_series(1, 2500) as i`)
    await insertSubmissions([{ businessName: 'Single row', createdAt: '2026-02-01T00:00:00Z' }])

    const all = parseCsv((await get(adminApi.submissionsCsv)).body)
    expect(all).toHaveLength(1 + 2501)
    const names = all.slice(1).map((record) => record[0])
    expect(new Set(names).size).toBe(2501)
    expect(names[0]).toBe('Single row')

    const searched = parseCsv((await get(`${adminApi.submissionsCsv}?search=bulk`)).body)
    expect(searched).toHaveLength(1 + 2500)
    expect(new Set(searched.slice(1).map((record) => record[0]))).toEqual(new Set(Array.from({ length: 2500 }, (_, i) => `Bulk ${i + 1}`)))
    expect(parseCsv((await get(`${adminApi.submissionsCsv}?search=nothing-like-this`)).body)).toEqual([[...submissionCsvColumns]])
  })

  it('takes only a search', async () => {
    expect((await get(`${adminApi.submissionsCsv}?page=2`)).json().fields).toEqual({ page: 'Unknown field' })
  })
})

describe('GET /api/assessments and its CSV', () => {
  // A whole assessment, with a goal a spreadsheet would run as a formula.
  const answers = validAssessment({ businessName: 'Summit Roofing Co.', fullName: 'Dana Whitaker', currentMarketing: 'Word of mouth', biggestGoal: '=More jobs' })

  beforeEach(async () => {
    await harness.database.db.insert(assessments).values([
      { ...answers, leadId, createdAt: new Date('2026-03-01T10:00:00Z') },
      { ...answers, leadId, businessName: 'Green, Lawns', fullName: 'Pat Green', email: 'pat@lawn.example', phone: null, createdAt: new Date('2026-03-02T10:00:00Z') },
    ])
  })

  it('lists the assessments newest first with all nine answers and the counters', async () => {
    fixedNow = new Date('2026-03-02T15:00:00Z')
    const response = await get(adminApi.assessments)
    const body = assessmentListSchema.parse(response.json())
    expect(body.counts).toEqual({ total: 2, thisWeek: 2, today: 1, filtered: 2 })
    expect(body.assessments[1]).toEqual({ id: expect.any(String), createdAt: '2026-03-01T10:00:00.000Z', ...answers, quarantineReason: null })
    const searched = assessmentListSchema.parse((await get(`${adminApi.assessments}?search=SUMMIT`)).json())
    expect(searched.assessments.map((row) => row.fullName)).toEqual(['Dana Whitaker'])
    expect(searched.counts.filtered).toBe(1)
  })

  it('downloads assessments.csv with its ten columns', async () => {
    const response = await get(adminApi.assessmentsCsv)
    expect(response.headers['content-disposition']).toBe('attachment; filename="assessments.csv"')
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.body.split('\r\n')[0]).toBe(assessmentCsvColumns.join(','))
    expect(response.body).toContain(`"Green, Lawns",Pat Green,pat@lawn.example,,roofing,not-enough-leads,50k-100k,Word of mouth,'=More jobs,2026-03-02T10:00:00.000Z\r\n`)
    const records = parseCsv(response.body)
    expect(records).toHaveLength(3)
    expect(records.every((record) => record.length === 10)).toBe(true)
  })
})
