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
 *   npm run seed:submissions [-- --count 100000]     (uses DATA_DIR / DATABASE_URL like the server)
 */
export async function seedSubmissions(database: Database, count: number) {
  const leadCount = Math.max(1, Math.ceil(count / 4))
  const trades = `array['Roofing','HVAC','Plumbing','Electric','Landscaping','Fencing','Pest Control','Bistro','Diner','Realty']`
  const first = `array['Avery','Blake','Casey','Dana','Emerson','Finley','Gray','Harper','Jordan','Kendall','Logan','Morgan','Parker','Quinn','Riley','Sawyer']`
  const last = `array['Adams','Brooks','Carter','Diaz','Ellis','Foster','Garcia','Hughes','Irwin','James','Keller','Lopez','Miller','Nguyen','Owens','Price']`
  await database.db.transaction(async (tx) => {
    await tx.execute(
      sql.raw(`
      insert into leads (email, full_name, business_name, phone, business_type, score, priority, score_breakdown, scored_by,
                         unsubscribe_token, source, estimated_value, status, created_at, updated_at)
      select 'visitor' || i || '@seed.example',
             (${first})[1 + i % 16] || ' ' || (${last})[1 + (i / 16) % 16],
             (${last})[1 + (i / 3) % 16] || ' ' || (${trades})[1 + i % 10] || ' ' || i,
             '(859) 555-' || lpad((i % 10000)::text, 4, '0'),
             null, 40 + i % 60, (array['High','Medium','Low'])[1 + i % 3], '[]'::jsonb, 'local',
             md5('seed' || i) || md5('token' || i), 'Website', (array[297,497,797,1297,1997])[1 + i % 5],
             (array['New','Contacted','Interested','Demo Scheduled','Proposal Sent'])[1 + i % 5],
             now() - (i * 315 || ' seconds')::interval, now()
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
  await database.db.execute(sql`analyze`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const index = process.argv.indexOf('--count')
  const count = index >= 0 ? Number(process.argv[index + 1]) : 100_000
  if (!Number.isInteger(count) || count < 1) throw new Error('--count must be a whole number above 0')
  const config = loadConfig()
  const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  const started = Date.now()
  try {
    await seedSubmissions(database, count)
  } finally {
    await database.close()
  }
  console.log(`Seeded ${count} contact submissions (and ${Math.ceil(count / 10)} assessments) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
