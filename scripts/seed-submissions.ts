import { pathToFileURL } from 'node:url'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../src/server/config'
import { openDatabase, type Database } from '../src/server/db/client'

/**
 * Fills the database with realistic-looking visitors for the back office's scale budget (DESIGN
 * "Budgets": 100,000 submissions): `count` contact submissions from `count / 4` distinct
 * addresses (each lead sends about four), plus one assessment per ten submissions, spread over the
 * last year, newest first in time. Everything is marked with the `seed.example` e-mail domain.
 * Written in SQL with generate_series, so 100,000 rows take seconds, not minutes.
 *
 * With `leads` (issue 24: the insights at scale) that many leads instead, each with its channel,
 * trade and the events the insights read: a first answer sent (nine in ten, 5 s to 2 min after),
 * replies, booked calls, proposals, wins and losses, in every status SPEC and decision 037 name.
 *
 *   npm run seed:submissions [-- --count 100000 --leads 100000]     (uses DATA_DIR / DATABASE_URL like the server)
 */
export async function seedSubmissions(database: Database, count: number, options: { leads?: number } = {}) {
  const leadCount = Math.max(1, options.leads ?? Math.ceil(count / 4))
  const trades = `array['Roofing','HVAC','Plumbing','Electric','Landscaping','Fencing','Pest Control','Bistro','Diner','Realty']`
  const first = `array['Avery','Blake','Casey','Dana','Emerson','Finley','Gray','Harper','Jordan','Kendall','Logan','Morgan','Parker','Quinn','Riley','Sawyer']`
  const last = `array['Adams','Brooks','Carter','Diaz','Ellis','Foster','Garcia','Hughes','Irwin','James','Keller','Lopez','Miller','Nguyen','Owens','Price']`
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`
      insert into leads (email, full_name, business_name, phone, business_type, score, priority, score_breakdown, scored_by,
                         unsubscribe_token, source, estimated_value, status, created_at, updated_at, channel_source, channel_medium, channel_campaign)
      select 'visitor' || i || '@seed.example',
             (${first})[1 + i % 16] || ' ' || (${last})[1 + (i / 16) % 16],
             (${last})[1 + (i / 3) % 16] || ' ' || (${trades})[1 + i % 10] || ' ' || i,
             '(859) 555-' || lpad((i % 10000)::text, 4, '0'),
             (array['roofing','hvac','plumbing','restaurant','real-estate'])[1 + i % 5], 40 + i % 60, (array['High','Medium','Low'])[1 + i % 3], '[]'::jsonb, 'local',
             md5('seed' || i) || md5('token' || i), 'Website', (array[297,497,797,1297,1997])[1 + i % 5],
             (array['New','Contacted','Interested','Demo Scheduled','Proposal Sent','Won','Lost'])[1 + i % 7],
             now() - (i * ${Math.round((365 * 24 * 3600) / leadCount)} || ' seconds')::interval, now(),
             (array['facebook','google','linkedin','www.bing.com',null])[1 + i % 5], (array['paid-social','cpc','cpc','referral',null])[1 + i % 5],
             (array['spring-hvac','roofers','owners',null,null])[1 + i % 5]
      from generate_series(1, ${leadCount}) as i
      on conflict do nothing`),
    )
    await tx.execute(
      sql.raw(`
      insert into contact_submissions (lead_id, business_name, full_name, email, phone, automation_needs, created_at)
      select leads.id, leads.business_name, leads.full_name, leads.email, leads.phone,
             'We miss calls while on jobs; need instant replies, booking and follow-ups. Request ' || s.i || '.',
             now() - (s.i * 315 || ' seconds')::interval
      from generate_series(1, ${count}) as s(i)
      join leads on leads.email = 'visitor' || (1 + (s.i - 1) % ${leadCount}) || '@seed.example'`),
    )
    await tx.execute(
      sql.raw(`
      insert into assessments (lead_id, business_name, full_name, email, phone, business_type, primary_pain_point, monthly_revenue,
                               current_marketing, biggest_goal, created_at)
      select leads.id, leads.business_name, leads.full_name, leads.email, leads.phone,
             (array['roofing','hvac','plumbing','restaurant','real-estate'])[1 + s.i % 5],
             (array['not-enough-leads','low-quality-leads','too-expensive','no-time','no-tracking','inconsistent-results'])[1 + s.i % 6],
             (array['under-10k','10k-50k','50k-100k','100k-250k','250k-plus'])[1 + s.i % 5],
             'Word of mouth and a Facebook page', 'Book more jobs every month',
             now() - (s.i * 3150 || ' seconds')::interval
      from generate_series(1, ${Math.ceil(count / 10)}) as s(i)
      join leads on leads.email = 'visitor' || (1 + (s.i - 1) % ${leadCount}) || '@seed.example'`),
    )
  })
  await seedLeadEvents(database)
  await database.db.execute(sql`analyze`)
}

/** The seeded leads' events (issue 24), by the lead's number: what the insights count. */
async function seedLeadEvents(database: Database) {
  const seeded = `select id, created_at, status, (regexp_match(email, '^visitor(\\d+)@'))[1]::int as i from leads where email like 'visitor%@seed.example'`
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`
      insert into outbox (idempotency_key, kind, lead_id, "to", subject, text, html, status, message_id, sent_at, created_at)
      select 'first-answer:' || l.id, 'first-answer', l.id, 'seed@seed.example', 'Thanks', 'Thanks', '<p>Thanks</p>', 'sent', '<' || l.id || '@seed.example>',
             l.created_at + ((5 + l.i % 120) || ' seconds')::interval, l.created_at
      from (${seeded}) l where l.i % 10 <> 0
      on conflict do nothing`),
    )
    const event = (type: string, when: string, data: string, where: string) =>
      tx.execute(
        sql.raw(`
        insert into lead_events (lead_id, type, data, at)
        select l.id, '${type}', ${data}::jsonb, l.created_at + interval '${when}'
        from (${seeded}) l where ${where}`),
      )
    await event('replied', '2 hours', `'{}'`, 'l.i % 4 = 0')
    await event('booked', '1 day', `'{}'`, `l.status in ('Demo Scheduled','Proposal Sent','Won')`)
    await event('status-changed', '3 days', `'{"to":"Proposal Sent","by":"owner"}'`, `l.status in ('Proposal Sent','Won','Lost')`)
    await event('status-changed', '5 days', `'{"to":"Won","by":"owner"}'`, `l.status = 'Won'`)
    await event('status-changed', '5 days', `'{"to":"Lost","by":"owner","reason":"price"}'`, `l.status = 'Lost'`)
  })
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--count')
  const count = index >= 0 ? Number(process.argv[index + 1]) : 100_000
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number above 0')
  const leadsIndex = process.argv.indexOf('--leads')
  const leads = leadsIndex >= 0 ? Number(process.argv[leadsIndex + 1]) : undefined
  if (leads !== undefined && (!Number.isInteger(leads) || leads < 1)) throw new Error('--leads must be a whole number above 0')
  const config = loadConfig()
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  const started = Date.now()
  try {
    await seedSubmissions(database, count, { leads })
  } finally {
    await database.close()
  }
  console.log(`Seeded ${count} contact submissions (and ${Math.ceil(count / 10)} assessments) from ${leads ?? Math.ceil(count / 4)} leads with their events in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
