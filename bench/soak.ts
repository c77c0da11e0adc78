import { mkdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { openDatabase } from '../src/server/db/client'
import { adminApi } from '../src/shared/admin'
import { assistantApi } from '../src/shared/assistant'
import { formTokenUrl } from '../src/shared/form-token-url'
import { bookingApi } from '../src/shared/booking'
import { seedSubmissions } from '../scripts/seed-submissions'
import { startOpenAiFake } from '../tests/fakes/openai-fake'
import { startSmtpFake } from '../tests/fakes/smtp-fake'
import { mailFixture } from '../tests/fixtures/mail'
import { startDovecot } from '../tests/support/dovecot'
import { benchOptions, cpuSecondsOf, freshBenchDatabase, machineBusySeconds, postgresCpuSeconds, serveAsProcess, type DatabaseKind, type RunningServer } from './support/server'
import { arrivalTimes, bucketP95, maxConnections, memoryFigure, metricSum, routeFigures, routeTable, serverErrors, soakChart, soakPlan, defaultRouteLimits, windowLoad, type Sample, type Timing, type WindowLoad } from './support/soak-figures'

/**
 * A soak (issue 34 item 3): a day's mixed traffic at 20 requests a second for 30 minutes, and
 * whether the server is the same at the end as after its warm-up. The server runs as `npm start`
 * runs it (src/server/main.ts in production mode, its own process) on a database seeded with a
 * year of leads; the load and every fake (SMTP, an OpenAI-compatible model, Dovecot for the
 * replies) run in this process, on the other core. The mix, each request timed under its route:
 * page loads and their scripts (each flow's visitors at random, at its mean rate: arrivalTimes), contact forms (token, the wait a person takes, the submission,
 * and its first e-mail at the SMTP fake), the booking page's slots and bookings (with the
 * confirmation e-mail), the site assistant (two messages a conversation, the model a fake), the
 * owner's back office (leads, counters, submissions, a CSV export of them all), and replies to
 * first answers put into the mailbox the server reads (→ the owner's notice).
 *
 * Every 10 s it reads the server's resident memory and CPU time (/proc), its connections to
 * PostgreSQL (pg_stat_activity), the jobs due and the machine's load average. After a 5-minute
 * warm-up, comparing the first 5 minutes with the last 5: RSS grows ≤ 10 % (the median of each
 * window's samples: a CSV export lifts RSS for seconds), each route's p95 ≤ 1.2× (a rise under
 * 5 ms passes); and throughout: connections ≤ the two pools (the app's 10 and the job queue's 4),
 * the queue drained when the load stops, every submission, booking and reply answered, no 5xx.
 * Runs under 15 minutes scale the warm-up (a third, at most 5 minutes) and split the rest into
 * two windows. The server's CPU time per request and the load average of each window tell a
 * slower server from a busier machine (the other core runs the load; other work shows here).
 * Prints a table and writes a chart of memory, p95, connections and load to
 * bench-results/soak-<time>-<database>.svg (and the timings and samples to the .json beside it).
 *
 *   npm run bench:soak [-- --minutes 30 --rate 20 --database postgres|pglite|both --seed 10000] [--cpu-prof dir]
 *
 * PostgreSQL (the default): BENCH_POSTGRES_URL as bench:pipeline. PGlite has one connection by
 * construction, and its queue is read when the server has stopped (one process at a time).
 */

const { option, flag } = benchOptions()
const args = process.argv.slice(2)
const minutes = option('minutes', 30)
const rate = option('rate', 20)
const seedCount = option('seed', 10_000)
const databaseIndex = args.indexOf('--database')
const databaseArg = databaseIndex >= 0 ? args[databaseIndex + 1] : 'postgres'
const databases: DatabaseKind[] = databaseArg === 'both' ? ['postgres', 'pglite'] : [databaseArg as DatabaseKind]
const verbose = flag('verbose')
// The server's CPU profile (node --cpu-prof), written into this folder when it stops: its samples are timed, so a window can be read alone.
const profileIndex = args.indexOf('--cpu-prof')
const profileDir = profileIndex >= 0 ? path.resolve(args[profileIndex + 1] ?? 'bench-profiles') : undefined
const outDir = path.resolve('bench-results')

/** src/server/db/client.ts opens a pg.Pool of 10; pg-boss its own of 4 (src/server/jobs/queue.ts). */
const appPoolSize = 10
const queuePoolSize = 4
const poolSize = appPoolSize + queuePoolSize
const sampleEveryMs = 10_000
const drainTimeoutMs = 120_000
const requestTimeoutMs = 60_000
const ownerEmail = 'owner@bluegrassai.com'
const adminPassword = 'soak-admin-password-0123'
const ownerAddress = '172.16.0.10'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)))
const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!

/** A flow: `perSecond` starts a second, each making `requests` HTTP requests. */
type Flow = { name: string; perSecond: number; requests: number; run: (index: number) => Promise<void> }

async function soak(kind: DatabaseKind): Promise<boolean> {
  const plan = soakPlan(minutes)
  const fresh = await freshBenchDatabase(kind, 'bluegrass-soak-')
  const [smtp, model, dovecot] = await Promise.all([startSmtpFake(), startOpenAiFake(), startDovecot()])
  let server: RunningServer | undefined
  let sampler: pg.Client | undefined
  const cleanUp = async () => {
    await server?.stop().catch(() => {})
    await sampler?.end().catch(() => {})
    await Promise.all([smtp.close(), model.close(), dovecot.destroy()]).catch(() => {})
    await fresh.drop().catch(() => {})
  }
  const interrupted = () => void cleanUp().finally(() => process.exit(130))
  process.once('SIGINT', interrupted)
  try {
    // A year of business before the day: the back office's lists and export read real volumes,
    // and the day's own rows change them by a few per cent, not from nothing.
    const seeding = await openDatabase({ dataDir: fresh.dataDir, databaseUrl: fresh.databaseUrl })
    await seedSubmissions(seeding, seedCount)
    await seeding.close()

    server = await serveAsProcess({
      ...fresh.environment,
      SMTP_URL: smtp.url,
      OWNER_EMAIL: ownerEmail,
      ADMIN_PASSWORD: adminPassword,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      // An hour of this load sends thousands of first answers: far past the production cap.
      VISITOR_MAIL_HOURLY_CAP: '100000',
      OPENAI_API_KEY: 'soak-fake-key',
      OPENAI_BASE_URL: model.url,
      CHAT_ASSISTANT: 'on',
      CHAT_DAILY_TOKEN_BUDGET: '1000000000',
      IMAP_URL: dovecot.url,
      IMAP_REPLY_TO: dovecot.user,
      // Every day of a year open 07:00-21:00: the bookings of a long run spread thin, so the slots
      // asked for late are as free as those asked for early.
      BOOKING_HOURS: 'mon-sun 07:00-21:00',
      BOOKING_MAX_PER_DAY: '48',
      BOOKING_HORIZON_DAYS: '365',
    }, { profileDir })
    const pid = server.pid!
    const base = server.baseUrl
    if (kind === 'postgres') {
      sampler = new pg.Client({ connectionString: fresh.databaseUrl })
      await sampler.connect()
    }
    console.log(`${kind}: ${fresh.label}, seeded with ${seedCount} submissions; server pid ${pid} at ${base}`)

    const signIn = async () => {
      const response = await fetch(`${base}${adminApi.session}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ownerAddress }, body: JSON.stringify({ password: adminPassword }) })
      if (!response.ok) throw new Error(`sign-in failed: ${response.status}`)
      return response.headers.getSetCookie()[0]!.split(';')[0]!
    }
    let ownerCookie = await signIn()
    const homeHtml = await (await fetch(`${base}/`)).text()
    // The files / loads (its scripts, its font): named in its HTML, some as attributes, some in a list the loader reads.
    const assetsOf = (html: string) => [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? [])]
    // Read again from each load of /, as a browser would: a rebuild while the soak runs renames them.
    let assets = assetsOf(homeHtml)
    if (!assets.length) throw new Error('no /assets/ file named on /: is dist/web built?')

    // ------------------------------------------------------------------------------------------
    // The load

    const timings: Timing[] = []
    const samples: Sample[] = []
    const start = performance.now()
    // Brought forward if the server process dies: the load stops there.
    let end = start + plan.durationMs
    let serverLostAtMs: number | undefined
    const since = (at: number) => at - start
    let visitors = 0
    const visitorAddress = () => {
      const n = ++visitors
      return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
    }

    /** One request, timed to the last byte under `label`; undefined past the end of the load. */
    async function timed(label: string, url: string, init: RequestInit & { address: string }) {
      const begun = performance.now()
      if (begun >= end) return undefined
      const { address, ...rest } = init
      const headers = { 'x-forwarded-for': address, 'accept-encoding': 'br, gzip', ...(rest.headers as Record<string, string> | undefined) }
      try {
        const response = await fetch(`${base}${url}`, { ...rest, headers, signal: AbortSignal.timeout(requestTimeoutMs) })
        const body = await response.text()
        timings.push({ label, atMs: since(begun), ms: performance.now() - begun, status: response.status })
        if (response.status >= 500 && verbose) console.log(`${label}: ${response.status} ${body.slice(0, 300)}`)
        return { status: response.status, body }
      } catch (error) {
        timings.push({ label, atMs: since(begun), ms: performance.now() - begun, status: 0 })
        if (verbose) console.log(`${label}: no answer (${(error as Error).message})`)
        return undefined
      }
    }
    const postJson = (label: string, url: string, address: string, body: unknown, headers: Record<string, string> = {}) =>
      timed(label, url, { method: 'POST', address, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })

    /** A form's token, then the wait the server asks for (a person filling the form takes longer). */
    async function formToken(address: string) {
      const answer = await timed('GET /api/form-token', formTokenUrl, { address })
      if (answer?.status !== 200) return undefined
      const { token, readyInMs } = JSON.parse(answer.body) as { token: string; readyInMs: number }
      await sleep(readyInMs + 1_000)
      return token
    }

    // Flows that end in an e-mail: when they began, by the address the e-mail goes to.
    const awaitingMail = new Map<string, { label: string; begun: number }>()
    const awaitingReply = new Map<string, number>()
    /** Contact leads whose first answer arrived: their Message-ID, for a reply. */
    const answered: { name: string; email: string; messageId: string }[] = []
    const contactNames = new Map<string, string>()
    let acknowledgedContacts = 0
    let firstAnswers = 0
    let bookingsMade = 0
    let confirmations = 0
    let repliesSent = 0
    let repliesTold = 0
    smtp.onMessage = (mail) => {
      const now = performance.now()
      for (const to of mail.to) {
        const waiting = awaitingMail.get(to)
        if (!waiting) continue
        awaitingMail.delete(to)
        timings.push({ label: waiting.label, atMs: since(waiting.begun), ms: now - waiting.begun, status: 250 })
        if (waiting.label.startsWith('contact')) {
          firstAnswers += 1
          if (mail.messageId) answered.push({ name: contactNames.get(to)!, email: to, messageId: mail.messageId })
        } else confirmations += 1
      }
      const replied = / replied: /.exec(mail.subject ?? '') && mail.to.includes(ownerEmail) ? mail.subject!.split(' replied: ')[0]! : undefined
      const begun = replied ? awaitingReply.get(replied) : undefined
      if (replied && begun !== undefined) {
        awaitingReply.delete(replied)
        repliesTold += 1
        timings.push({ label: 'reply (IMAP) → owner told', atMs: since(begun), ms: now - begun, status: 250 })
      }
    }

    const pages = ['/', '/book', '/blog', '/assessment']
    // The table's order: pages, the visitors' calls, what they wait for, the back office.
    const routeOrder = [
      ...pages.map((page) => `GET ${page}`),
      'GET other pages',
      'GET /assets/*',
      'GET /api/form-token',
      'POST /api/contact',
      'contact → first e-mail',
      'GET /api/booking/slots',
      'POST /api/booking',
      'booking → confirmation e-mail',
      'POST /api/assistant/messages',
      'reply (IMAP) → owner told',
      'GET leads (back office)',
      'GET CRM counters',
      'GET submissions + counters',
      'GET submissions CSV export',
    ]
    const otherPages = ['/lead-scoring', '/automation/demo', '/demo/restaurant', '/demo/real-estate', '/client-demo', '/workflows']
    const questions = ['How much does setup cost?', 'Do you work with roofers?', 'Can it answer my missed calls?', 'How fast does a lead get an answer?', 'What do you need from me to start?']
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

    const flows: Flow[] = [
      ...pages.map((page) => ({
        name: `page ${page}`,
        perSecond: 1.75,
        requests: 1,
        async run() {
          const answer = await timed(`GET ${page}`, page, { address: visitorAddress() })
          const named = page === '/' && answer?.status === 200 ? assetsOf(answer.body) : []
          if (named.length) assets = named
        },
      })),
      { name: 'other pages', perSecond: 1.5, requests: 1, run: async () => void (await timed('GET other pages', pick(otherPages), { address: visitorAddress() })) },
      { name: 'scripts and styles', perSecond: 2, requests: 1, run: async () => void (await timed('GET /assets/*', pick(assets), { address: visitorAddress() })) },
      {
        name: 'contact form',
        perSecond: 1,
        requests: 2,
        async run(index) {
          const address = visitorAddress()
          const token = await formToken(address)
          if (!token) return
          const email = `soak${index}@lead-${index % 97}.example.com`
          const fullName = `Soak Lead ${index}`
          contactNames.set(email, fullName)
          const begun = performance.now()
          awaitingMail.set(email, { label: 'contact → first e-mail', begun })
          const answer = await postJson('POST /api/contact', '/api/contact', address, {
            fullName,
            businessName: `Soak Roofing ${index}`,
            email,
            phone: '(859) 555-0177',
            timeZone: 'America/New_York',
            automationNeeds: 'We miss calls while on roofs and lose 5 leads a week. Need instant replies and booking asap.',
            website: '',
            formToken: token,
          })
          if (answer?.status === 201) acknowledgedContacts += 1
          else awaitingMail.delete(email)
        },
      },
      { name: 'booking page slots', perSecond: 2.5, requests: 1, run: async () => void (await timed('GET /api/booking/slots', `${bookingApi.slots}?days=14`, { address: visitorAddress() })) },
      {
        name: 'booking',
        // More than a day's bookings, so each window's p95 stands on ~200 of them rather than
        // ~70 (where it was the 4th slowest, and one slow minute moved it 1.7×).
        perSecond: 0.75,
        requests: 3,
        async run(index) {
          const address = visitorAddress()
          const slots = await timed('GET /api/booking/slots', `${bookingApi.slots}?from=${day(2 + Math.floor(Math.random() * 330))}&days=7`, { address })
          if (slots?.status !== 200) return
          const free = (JSON.parse(slots.body) as { slots: { start: string }[] }).slots
          const token = await formToken(address)
          if (!token || !free.length) return
          const email = `booker${index}@soak-bookings.example.com`
          const begun = performance.now()
          awaitingMail.set(email, { label: 'booking → confirmation e-mail', begun })
          const answer = await postJson('POST /api/booking', bookingApi.book, address, { start: pick(free).start, name: `Soak Booker ${index}`, email, timeZone: 'America/Chicago', website: '', formToken: token })
          if (answer?.status === 201 && !(JSON.parse(answer.body) as { heldForReview: boolean }).heldForReview) bookingsMade += 1
          else awaitingMail.delete(email)
        },
      },
      {
        name: 'site assistant',
        perSecond: 0.6,
        requests: 3,
        async run() {
          const address = visitorAddress()
          const token = await formToken(address)
          if (!token) return
          const first = await postJson('POST /api/assistant/messages', assistantApi.messages, address, { message: pick(questions), formToken: token, timeZone: 'America/New_York' })
          const conversationId = first?.status === 200 ? /"type":"conversation","id":"([^"]+)"/.exec(first.body)?.[1] : undefined
          if (!conversationId) return
          await sleep(4_000)
          await postJson('POST /api/assistant/messages', assistantApi.messages, address, { message: pick(questions), formToken: token, conversationId, timeZone: 'America/New_York' })
        },
      },
      ...(
        [
          ['GET leads (back office)', `${adminApi.leads}?page=1&pageSize=20`, 0.6],
          ['GET CRM counters', adminApi.crmStats, 0.6],
          ['GET submissions + counters', `${adminApi.submissions}?page=1&pageSize=20`, 0.6],
          ['GET submissions CSV export', adminApi.submissionsCsv, 0.1],
        ] as const
      ).map(([label, url, perSecond]) => ({
        name: label,
        perSecond,
        requests: 1,
        async run() {
          const answer = await timed(label, url, { address: ownerAddress, headers: { cookie: ownerCookie } })
          if (answer?.status === 401) ownerCookie = await signIn()
        },
      })),
    ]
    // Scaled so the requests add up to `rate` a second.
    const scale = rate / flows.reduce((sum, flow) => sum + flow.perSecond * flow.requests, 0)
    for (const flow of flows) flow.perSecond *= scale
    console.log(`load: ${rate} requests/s for ${minutes} min:`)
    for (const flow of flows) console.log(`  ${flow.name.padEnd(28)} ${flow.perSecond.toFixed(2)}/s × ${flow.requests} request${flow.requests > 1 ? 's' : ''}`)
    console.log(`  replies to first answers    0.10/s through IMAP APPEND (Dovecot ${dovecot.port})`)
    if (plan.scaled) console.log(`a run under 15 minutes: warm-up ${(plan.warmupMs / 60_000).toFixed(2)} min, then two windows of ${((plan.first.toMs - plan.first.fromMs) / 60_000).toFixed(2)} min compared`)

    const running = new Set<Promise<void>>()
    const launch = (work: Promise<void>) => {
      const tracked = work.catch((error: unknown) => console.log(`a flow failed: ${(error as Error).stack}`)).finally(() => running.delete(tracked))
      running.add(tracked)
    }
    // Each flow's visitors at random, at the flow's mean rate (arrivalTimes: a real day's, and no
    // flow in step with another), the same day on every run.
    const schedulers = flows.map(async (flow, flowIndex) => {
      const arrivals = arrivalTimes(flow.perSecond, plan.durationMs, flowIndex + 1)
      for (const [index, at] of arrivals.entries()) {
        const due = start + at
        if (due >= end) return
        await sleep(due - performance.now())
        launch(flow.run(index))
      }
    })
    // Replies: one every 10 s on average, at random as the flows (the mailbox reader wakes every
    // 20 s: replies in step with it would all wait the same), to a lead answered at least 5 s before.
    const replies = (async () => {
      for (const [index, at] of arrivalTimes(0.1, plan.durationMs, flows.length + 1).entries()) {
        const due = start + 5_000 + at
        if (due >= end) return
        await sleep(due - performance.now())
        const lead = answered.shift()
        if (!lead) continue
        const begun = performance.now()
        awaitingReply.set(lead.name, begun)
        repliesSent += 1
        launch(
          dovecot
            .append(mailFixture('gmail-reply', { ourMessageId: lead.messageId, leadEmail: lead.email, readMailbox: dovecot.user, theirMessageId: `<soak-reply-${index}@mail.example.com>` }))
            .then(() => undefined),
        )
      }
    })()

    const rssOf = async () => Number(/VmRSS:\s+(\d+) kB/.exec(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''))?.[1] ?? NaN) / 1024
    const rows = async <Row>(text: string) => (await sampler!.query(text)).rows as Row[]
    const pendingJobsNow = async () =>
      Number((await rows<{ n: number }>(`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`))[0]!.n)
    // This process's own event loop, on which every request's timing is taken.
    const benchDelay = monitorEventLoopDelay({ resolution: 10 })
    benchDelay.enable()
    // The server's own event-loop delay (p99 since the last scrape) and its garbage collection, as
    // Prometheus would read them: a pause there slows every route it answers, pages included.
    const serverMetrics = async () => {
      const response = await fetch(`${base}/metrics`, { headers: { cookie: ownerCookie, 'x-forwarded-for': ownerAddress } }).catch(() => undefined)
      if (response?.status === 401) ownerCookie = await signIn()
      const text = response?.ok ? await response.text() : ''
      const delay = metricSum(text, 'nodejs_eventloop_lag_p99_seconds')
      const longest = metricSum(text, 'nodejs_eventloop_lag_max_seconds')
      const gc = metricSum(text, 'nodejs_gc_duration_seconds_sum')
      return {
        ...(delay === undefined ? {} : { serverDelayP99Ms: delay * 1000 }),
        ...(longest === undefined ? {} : { serverDelayMaxMs: longest * 1000 }),
        ...(gc === undefined ? {} : { gcSeconds: gc }),
      }
    }
    const takeSample = async () => {
      const at = since(performance.now())
      const sample: Sample = {
        atMs: Math.min(at, plan.durationMs),
        rssMb: await rssOf(),
        cpuSeconds: await cpuSecondsOf(pid),
        loadAverage: os.loadavg()[0],
        benchDelayP99Ms: benchDelay.percentile(99) / 1e6,
        benchDelayMaxMs: benchDelay.max / 1e6,
        ...(await serverMetrics()),
        ...(kind === 'postgres' ? { postgresCpuSeconds: await postgresCpuSeconds() } : {}),
        benchCpuSeconds: (({ user, system }) => (user + system) / 1e6)(process.cpuUsage()),
        machineCpuSeconds: await machineBusySeconds(),
      }
      benchDelay.reset()
      if (Number.isNaN(sample.rssMb)) {
        serverLostAtMs ??= at
        end = Math.min(end, performance.now())
        return
      }
      if (sampler) {
        // The server's connections: this bench's own (the sampler) left out.
        sample.connections = Number((await rows<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`))[0]!.n)
        sample.pendingJobs = await pendingJobsNow()
      }
      samples.push(sample)
      // The fakes keep what they receive; the soak needs none of it after the callbacks.
      smtp.messages.splice(0)
      model.completions.splice(0)
      model.chatRequests.splice(0)
      const recent = timings.filter((timing) => timing.atMs > at - sampleEveryMs && timing.status !== 250)
      const errors = recent.filter((timing) => timing.status === 0 || timing.status >= 500).length
      process.stdout.write(
        `${(at / 60_000).toFixed(1).padStart(5)} min  RSS ${sample.rssMb.toFixed(0)} MB${sample.connections === undefined ? '' : `, ${sample.connections} connections, ${sample.pendingJobs} jobs due`}, ${recent.length} requests in 10 s${errors ? `, ${errors} 5xx or unanswered` : ''}\n`,
      )
    }
    const sampling = (async () => {
      for (let index = 0; ; index++) {
        const due = start + index * sampleEveryMs
        if (due > end) break
        await sleep(due - performance.now())
        await takeSample()
      }
    })()

    await Promise.all([...schedulers, replies, sampling])
    while (running.size) await Promise.all([...running])
    await takeSample()
    benchDelay.disable()
    if (serverLostAtMs !== undefined) {
      console.log(`\nFAIL the server process (pid ${pid}) was gone ${(serverLostAtMs / 60_000).toFixed(1)} min into the load. The end of its output:\n${server.output?.() || '(nothing: LOG_LEVEL is warn, so a signal from outside leaves no line)'}`)
      return false
    }

    // Drained: every answer out, then no job due or running (read twice, as tests/support/pipeline.ts does).
    const drainStart = performance.now()
    while ((awaitingMail.size > 0 || awaitingReply.size > 0) && performance.now() - drainStart < drainTimeoutMs) await sleep(250)
    let pendingJobs: number | undefined
    let drainedAfterMs: number | undefined
    if (sampler) {
      for (let idle = 0; idle < 2 && performance.now() - drainStart < drainTimeoutMs; ) {
        pendingJobs = await pendingJobsNow()
        idle = pendingJobs === 0 ? idle + 1 : 0
        if (idle < 2) await sleep(500)
      }
      drainedAfterMs = pendingJobs === 0 ? performance.now() - drainStart : undefined
    } else {
      // PGlite: one process at a time; the queue is read once the server has stopped.
      await sleep(5_000)
    }
    const stopped = server
    server = undefined
    await stopped.stop()
    if (!sampler) {
      const database = await openDatabase({ dataDir: fresh.dataDir })
      pendingJobs = ((await database.db.execute(sql`select count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`)) as unknown as { rows: { n: number }[] }).rows[0]!.n
      await database.close()
      drainedAfterMs = pendingJobs === 0 ? performance.now() - drainStart : undefined
    }

    // ------------------------------------------------------------------------------------------
    // Figures

    const routes = routeFigures(timings, plan, defaultRouteLimits, routeOrder)
    const memory = memoryFigure(samples, plan)
    const connections = maxConnections(samples)
    const errors = serverErrors(timings)
    const unanswered = acknowledgedContacts - firstAnswers
    const unconfirmed = bookingsMade - confirmations
    const repliesLost = repliesSent - repliesTold
    const [firstLoad, lastLoad] = [windowLoad(samples, timings, plan.first), windowLoad(samples, timings, plan.last)]
    const windowText = (span: { fromMs: number; toMs: number }) => `${(span.fromMs / 60_000).toFixed(1)}-${(span.toMs / 60_000).toFixed(1)} min`
    const verdicts = {
      memory: memory.ok,
      routes: routes.every((route) => route.verdict !== 'slower'),
      connections: connections === undefined || connections <= poolSize,
      queue: pendingJobs === 0,
      errors: errors.length === 0,
      answered: unanswered === 0 && unconfirmed === 0 && repliesLost === 0,
    }
    const mark = (ok: boolean) => (ok ? 'ok  ' : 'FAIL')
    const coresText = (cores: WindowLoad['cores']) =>
      `server ${cores.server.toFixed(2)}${Number.isNaN(cores.postgres) ? '' : `, PostgreSQL ${cores.postgres.toFixed(2)}`}, bench ${cores.bench.toFixed(2)}, other ${cores.other.toFixed(2)}`
    console.log(
      [
        '',
        `soak on ${kind}: ${minutes} min at ${rate} requests/s, ${timings.filter((timing) => timing.status !== 250).length} requests; warm-up ${windowText({ fromMs: 0, toMs: plan.warmupMs })}, first window ${windowText(plan.first)}, last window ${windowText(plan.last)}${plan.scaled ? ' (scaled down: a run under 15 min)' : ''}`,
        `p95 last/first ≤ ${defaultRouteLimits.ratio}× (a rise under ${defaultRouteLimits.floorMs} ms passes; fewer than ${defaultRouteLimits.minCount} in a window: no verdict); counts, p50 and statuses after the warm-up; flows (→) end at the SMTP fake`,
        '',
        routeTable(routes),
        '',
        `${mark(verdicts.memory)} memory       RSS ${memory.startMb.toFixed(0)} MB in the first window → ${memory.endMb.toFixed(0)} MB in the last (${memory.growth >= 0 ? '+' : ''}${(memory.growth * 100).toFixed(1)} %, limit +10 %; each the median of its window's samples), peak ${memory.peakMb.toFixed(0)} MB, trend after the warm-up ${memory.trendMbPerHour >= 0 ? '+' : ''}${memory.trendMbPerHour.toFixed(0)} MB/h`,
        `${mark(verdicts.routes)} p95          ${routes.filter((route) => route.verdict === 'ok').length} routes held, ${routes.filter((route) => route.verdict === 'slower').length} slower, ${routes.filter((route) => route.verdict === 'too few').length} too few to tell`,
        connections === undefined
          ? `ok   connections  PGlite: one embedded database in the server's process, one connection by construction`
          : `${mark(verdicts.connections)} connections  at most ${connections} (the app's pool ${appPoolSize} + the job queue's ${queuePoolSize} = ${poolSize})`,
        `${mark(verdicts.queue)} job queue    ${pendingJobs === 0 ? `drained ${((drainedAfterMs ?? 0) / 1000).toFixed(1)} s after the load stopped` : `${pendingJobs ?? '?'} jobs due or running ${(drainTimeoutMs / 1000).toFixed(0)} s after the load stopped`}${kind === 'pglite' ? ' (read after the server stopped)' : ''}`,
        `${mark(verdicts.errors)} 5xx          ${errors.length ? errors.map((error) => `${error.label} ${error.status === 0 ? 'no answer' : error.status}×${error.count}`).join(', ') : 'none, and every request answered'}`,
        `     machine      the server's CPU per request ${firstLoad.cpuMsPerRequest.toFixed(1)} ms in the first window, ${lastLoad.cpuMsPerRequest.toFixed(1)} ms in the last; load average ${firstLoad.loadAverage.toFixed(1)} → ${lastLoad.loadAverage.toFixed(1)} on ${os.availableParallelism()} cores (a p95 that rose with the load and not with the CPU per request was slowed by other work); the server's event-loop delay p99 ${firstLoad.serverDelayP99Ms.toFixed(1)} → ${lastLoad.serverDelayP99Ms.toFixed(1)} ms and its garbage collection ${firstLoad.gcMsPerSecond.toFixed(1)} → ${lastLoad.gcMsPerSecond.toFixed(1)} ms/s (a pause there slows every route); this bench's own event-loop delay p99 ${firstLoad.benchDelayP99Ms.toFixed(1)} → ${lastLoad.benchDelayP99Ms.toFixed(1)} ms (the timings are taken on it); the longest stall of the server's loop ${firstLoad.delayMaxMs.server.toFixed(0)} → ${lastLoad.delayMaxMs.server.toFixed(0)} ms, of the bench's ${firstLoad.delayMaxMs.bench.toFixed(0)} → ${lastLoad.delayMaxMs.bench.toFixed(0)} ms (a few stalls of that size are what lift a p95 of tens of ms)`,
        `     cores busy   ${coresText(firstLoad.cores)} in the first window; ${coresText(lastLoad.cores)} in the last (other: the rest of the machine, a virtual machine's host included)`,
        `${mark(verdicts.answered)} answered     first e-mails ${firstAnswers} of ${acknowledgedContacts} submissions, confirmations ${confirmations} of ${bookingsMade} bookings, owner told of ${repliesTold} of ${repliesSent} replies`,
      ].join('\n'),
    )

    await mkdir(outDir, { recursive: true })
    const chartPath = path.join(outDir, `soak-${new Date().toISOString().slice(0, 19).replaceAll(':', '-')}-${kind}.svg`)
    await writeFile(
      chartPath,
      soakChart({
        title: `bench:soak on ${kind}: ${minutes} min at ${rate} requests/s (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
        plan,
        samples,
        p95: bucketP95(timings, plan.durationMs, sampleEveryMs),
        bucketMs: sampleEveryMs,
        routes,
        memory,
        poolSize: kind === 'postgres' ? poolSize : undefined,
        connectionsNote: kind === 'pglite' ? 'PGlite: one connection by construction; the queue is read after the server stops' : undefined,
      }),
    )
    // The figures behind it, to draw again or compare runs.
    await writeFile(chartPath.replace(/\.svg$/, '.json'), JSON.stringify({ kind, minutes, rate, seedCount, plan, samples, timings }))
    console.log(`chart: ${path.relative(process.cwd(), chartPath)} (its figures: ${path.basename(chartPath.replace(/\.svg$/, '.json'))})\n`)
    return Object.values(verdicts).every(Boolean)
  } finally {
    process.off('SIGINT', interrupted)
    await cleanUp()
  }
}

const results: boolean[] = []
for (const kind of databases) results.push(await soak(kind))
process.exit(results.every(Boolean) ? 0 : 1)
