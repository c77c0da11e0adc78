import { sql } from 'drizzle-orm'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { AppDatabase, Database } from '@/server/db/client'

/**
 * What /metrics tells Prometheus (issue 15, docs/decisions/025): requests by route and status
 * with their latency, submissions stored or stopped, the speed to lead, jobs by queue and state,
 * the outbox's unsent and failing e-mails, the database pool. Counters and histograms are fed as
 * things happen; the gauges read the database when scraped.
 */
export type AppMetrics = ReturnType<typeof createMetrics>

export function createMetrics(deps: { db: AppDatabase; database: Pick<Database, 'poolStats'> }) {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const registers = [registry]

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  })
  const submissions = new Counter({
    name: 'submissions_total',
    help: 'Public form submissions: stored (the pipeline runs), or stopped by the bot checks',
    labelNames: ['source', 'outcome'] as const,
    registers,
  })
  const firstAnswerSeconds = new Histogram({
    name: 'first_answer_seconds',
    help: "Speed to lead: from a submission's commit to its personal e-mail accepted by the mail server",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
    registers,
  })
  const firstTextSeconds = new Histogram({
    name: 'first_text_seconds',
    help: "Speed to lead by text: from a submission's commit to its first text accepted by the texts provider",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 900],
    registers,
  })
  const bookings = new Counter({
    name: 'bookings_total',
    help: 'Calls booked through /book and the booking API, moved, cancelled, held for review, or refused (refused-taken: the slot was gone; refused-rate: too many from one client)',
    labelNames: ['outcome'] as const,
    registers,
  })
  const inboundMessages = new Counter({
    name: 'inbound_messages_total',
    help: 'Messages read from the agency mailbox (IMAP_URL), by class: reply, auto-reply, bounce-permanent, bounce-temporary, unmatched',
    labelNames: ['class'] as const,
    registers,
  })
  const assistantAnswers = new Counter({
    name: 'assistant_answers_total',
    help: "The site assistant's answers, by outcome: answered (by the model), withheld (the server replaced an answer that broke a rule), fallback (the model failed: a keyword answer), budget (a token budget was spent: a keyword answer)",
    labelNames: ['outcome'] as const,
    registers,
  })
  const assistantTokens = new Counter({ name: 'assistant_tokens_total', help: "Tokens the site assistant's model spent", registers })
  const jobDuration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a job ran in a worker of this process, by queue and outcome',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
    registers,
  })

  const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await deps.db.execute(query)) as unknown as { rows: Row[] }).rows
  new Gauge({
    name: 'outbox_emails',
    help: 'E-mails in the outbox that are not done: pending, sending, failed, held (hourly cap), not-sent (no mail server), scheduled',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const rows = await rowsOf<{ status: string; count: number }>(
        sql`select status, count(*)::int as count from outbox where status in ('pending', 'sending', 'failed', 'held', 'not-sent', 'scheduled') group by status`,
      )
      this.reset()
      for (const row of rows) this.set({ status: row.status }, row.count)
    },
  })
  new Gauge({
    name: 'jobs',
    help: 'Jobs in the queue, by queue and state (created, retry, active, completed, cancelled, failed)',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      const rows = await rowsOf<{ name: string; state: string; count: number }>(sql`select name, state::text as state, count(*)::int as count from pgboss.job group by name, state`)
      this.reset()
      for (const row of rows) this.set({ queue: row.name, state: row.state }, row.count)
    },
  })
  new Gauge({
    name: 'database_pool_connections',
    help: 'PostgreSQL connections of the app pool: total, idle, and requests waiting for one (PGlite: none)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = deps.database.poolStats?.()
      this.reset()
      if (!stats) return
      for (const [state, count] of Object.entries(stats)) this.set({ state }, count)
    },
  })

  return { registry, httpRequests, httpDuration, submissions, firstAnswerSeconds, firstTextSeconds, jobDuration, bookings, inboundMessages, assistantAnswers, assistantTokens }
}
