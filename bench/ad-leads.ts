import { performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { openDatabase } from '../src/server/db/client'
import { adsApi } from '../src/shared/ads'
import { startMetaGraphFake } from '../tests/fakes/meta-graph-fake'
import { startSmtpFake } from '../tests/fakes/smtp-fake'
import { benchOptions, freshBenchDatabase, ms, percentile, serveAsProcess } from './support/server'

/**
 * Leads from the ads (issue 33 item 5): a lead form's webhook → its first answer accepted by the
 * mail server, p95 ≤ 3 s. Starts the server as `npm start` runs it on each database in turn, with
 * Meta's Graph API fake and an SMTP server on loopback in this process, and posts `--rate` lead
 * webhooks a second for `--seconds`: Meta's (signed, naming one lead the server then reads from the
 * Graph API) and Google's (the answers in the body, with its key) in turn, and one in ten sent
 * again as the platforms retry. Each lead must be answered once.
 *
 *   npm run bench:ads [-- --rate 5 --seconds 30 --database pglite|postgres|both]
 */

const { option, databases } = benchOptions()
const rate = option('rate', 5)
const seconds = option('seconds', 30)
const budgetP95Ms = 3_000
const drainTimeoutMs = 60_000
const googleKey = 'bench-google-ads-key'

type Sent = { platform: 'meta' | 'google'; at: number }

async function bench(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const database = await freshBenchDatabase(kind, 'bluegrass-bench-ads-')
  const [meta, smtp] = await Promise.all([startMetaGraphFake(), startSmtpFake()])
  const server = await serveAsProcess({
    ...database.environment,
    SMTP_URL: smtp.url,
    OWNER_EMAIL: 'owner@bluegrassai.com',
    LOG_LEVEL: 'warn',
    VISITOR_MAIL_HOURLY_CAP: '100000',
    META_VERIFY_TOKEN: meta.verifyToken,
    META_APP_SECRET: meta.appSecret,
    META_PAGE_ACCESS_TOKEN: meta.pageAccessToken,
    META_GRAPH_URL: meta.url,
    GOOGLE_ADS_WEBHOOK_KEY: googleKey,
  })

  const sent = new Map<string, Sent>()
  const firstMailAt = new Map<string, number>()
  const mailsPer = new Map<string, number>()
  smtp.onMessage = (mail) => {
    const now = performance.now()
    for (const to of mail.to) {
      if (!sent.has(to)) continue
      mailsPer.set(to, (mailsPer.get(to) ?? 0) + 1)
      if (!firstMailAt.has(to)) firstMailAt.set(to, now)
    }
  }

  const statuses = new Map<string, number>()
  const count = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1)
  const post = async (path: string, body: string, headers: Record<string, string>, platform: string) => {
    try {
      const response = await fetch(`${server.baseUrl}${path}`, { method: 'POST', headers, body })
      await response.arrayBuffer()
      count(`${platform} ${response.status}`)
    } catch {
      count(`${platform} refused`)
    }
  }

  const total = rate * seconds
  const requests: Promise<void>[] = []
  const start = performance.now()
  console.log(`\n${kind}: ${rate} lead webhooks a second for ${seconds} s (${total} leads, Meta and Google in turn, 1 in 10 sent twice), ${database.label}`)
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate
    const wait = due - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    const email = `ad-lead-${i}@bench-${i % 31}.example.com`
    // One lead in ten of each platform is sent again (i % 20 is 18 for a Meta lead, 19 for a Google one).
    const twice = i % 20 >= 18
    if (i % 2 === 0) {
      const leadgenId = String(9_200_000_000_000 + i)
      meta.leads.set(leadgenId, {
        id: leadgenId,
        campaign_name: 'Roof repair, spring',
        platform: i % 4 === 0 ? 'fb' : 'ig',
        field_data: [
          { name: 'full_name', values: [`Bench Lead ${i}`] },
          { name: 'email', values: [email] },
          { name: 'phone_number', values: ['+18595550123'] },
          { name: 'company_name', values: [`Bench Roofing ${i}`] },
        ],
      })
      const delivery = meta.delivery([{ leadgenId }])
      sent.set(email, { platform: 'meta', at: performance.now() })
      requests.push(post(adsApi.meta, delivery.body, delivery.headers, 'meta'))
      if (twice) requests.push(post(adsApi.meta, delivery.body, delivery.headers, 'meta (again)'))
    } else {
      const body = JSON.stringify({
        lead_id: `bench-${i}-${Date.now().toString(36)}`,
        user_column_data: [
          { column_name: 'Full Name', string_value: `Bench Lead ${i}`, column_id: 'FULL_NAME' },
          { column_name: 'User Email', string_value: email, column_id: 'EMAIL' },
          { column_name: 'Company Name', string_value: `Bench Plumbing ${i}`, column_id: 'COMPANY_NAME' },
        ],
        api_version: '1.0',
        form_id: 40000000001,
        campaign_id: 20000000001,
        google_key: googleKey,
        is_test: false,
        gcl_id: `EAIaIQobChMI-bench-${i}`,
      })
      sent.set(email, { platform: 'google', at: performance.now() })
      const headers = { 'content-type': 'application/json' }
      requests.push(post(adsApi.google, body, headers, 'google'))
      if (twice) requests.push(post(adsApi.google, body, headers, 'google (again)'))
    }
  }
  await Promise.all(requests)
  const drainStart = performance.now()
  while (firstMailAt.size < total && performance.now() - drainStart < drainTimeoutMs) await new Promise((resolve) => setTimeout(resolve, 200))
  // A moment more, so that an answer sent twice late would be seen.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  await server.stop()

  const opened = await openDatabase({ dataDir: database.dataDir, databaseUrl: database.databaseUrl })
  const rows = ((await opened.db.execute(sql`select platform, status, count(*)::int as n from ad_leads group by 1, 2 order by 1, 2`)) as unknown as { rows: { platform: string; status: string; n: number }[] }).rows
  await opened.close()
  await Promise.all([meta.close(), smtp.close()])
  await database.drop()

  const latencies = (platform?: Sent['platform']) =>
    [...firstMailAt.entries()]
      .filter(([email]) => !platform || sent.get(email)!.platform === platform)
      .map(([email, at]) => at - sent.get(email)!.at)
      .sort((a, b) => a - b)
  const all = latencies()
  const twice = [...mailsPer.values()].filter((n) => n > 1).length
  const line = (label: string, values: number[]) => `  ${label.padEnd(28)} p50 ${ms(percentile(values, 50))}  p95 ${ms(percentile(values, 95))}  max ${ms(values.at(-1) ?? NaN)}`
  console.log(
    [
      `  webhooks answered          ${[...statuses.entries()].map(([key, n]) => `${key}×${n}`).join(', ')}`,
      `  ad leads stored            ${rows.map((row) => `${row.platform} ${row.status}×${row.n}`).join(', ')}`,
      `  first answers              ${firstMailAt.size}/${total}, leads answered twice ${twice}`,
      line('webhook → first e-mail', all),
      line('  Meta (Graph API read)', latencies('meta')),
      line('  Google', latencies('google')),
    ].join('\n'),
  )
  const ok = percentile(all, 95) <= budgetP95Ms && firstMailAt.size === total && twice === 0
  console.log(ok ? `  within budget: p95 ≤ ${budgetP95Ms} ms, every lead answered once` : `  OVER BUDGET or incomplete (budget p95 ${budgetP95Ms} ms, every lead answered once)`)
  return ok
}

const outcomes: boolean[] = []
for (const kind of databases) outcomes.push(await bench(kind))
process.exitCode = outcomes.every(Boolean) ? 0 : 1
