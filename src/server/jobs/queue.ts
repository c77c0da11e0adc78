import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import type { SQL } from 'drizzle-orm'
import { withPositionalValues } from '@/server/db/positional-sql'
import { executorFor, type Database, type Executor } from '@/server/db/client'
import { afterCommit } from '@/server/db/transaction-guard'
import { requestIdOf, traced, withRequestId } from './request-trace'

/**
 * The durable job queue: pg-boss on the application's own database, so a job can be committed
 * in the same transaction as the row that causes it, and a delayed job survives a restart.
 */

export type JobInfo = {
  id: string
  name: string
  /** Retries already made: 0 on the first attempt. */
  retryCount: number
  /** Retries allowed after the first attempt. */
  retryLimit: number
}

export type JobHandler<Data> = (data: Data, job: JobInfo) => Promise<void>

export type JobDefinition<Data> = {
  name: string
  handler: JobHandler<Data>
  /** Attempts after the first; pg-boss waits retryDelay seconds, doubling with backoff. */
  retryLimit?: number
  /** 0: retry at the next poll, without backoff. */
  retryDelaySeconds?: number
  /** Jobs fetched per poll (default 5). */
  batchSize?: number
  /** Run the jobs of one batch side by side instead of one after another. */
  concurrent?: boolean
  /**
   * Fetch loops of this process for the queue on PostgreSQL (default 1). Each loop fetches a
   * batch, runs it and completes it before fetching again, so a batch waits for its slowest job; a
   * second loop fetches while the first waits (decision 048). PGlite always has one: it runs one
   * statement at a time, so a second loop would only interleave more jobs on its one connection
   * (the submissions' transactions waiting behind them).
   */
  pollers?: number
  /**
   * A job still active this long after it started is taken for one whose worker died (a crash,
   * kill -9) and is retried (pg-boss's default: 15 minutes). Short for steps promised within
   * seconds; it must exceed the step's longest honest run.
   */
  expireInSeconds?: number
}

export type EnqueueOptions = {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  tx?: Executor
  /** Run no earlier than this (a Date, or seconds from now). */
  startAfter?: Date | number
  /** A job with the same key is not enqueued twice while one is waiting. */
  singletonKey?: string
}

export type JobRequest = { name: string; data: object; id?: string; startAfter?: Date }

export type JobQueue = {
  /** Starts the workers of `jobs` (none: this process only enqueues). */
  start(jobs?: readonly JobDefinition<any>[]): Promise<void>
  enqueue<Data extends object>(name: string, data: Data, options?: EnqueueOptions): Promise<string | null>
  /** Several jobs in one statement (ids may be given, so a row can point at its job). */
  enqueueMany(jobs: JobRequest[], options?: { tx?: Executor }): Promise<void>
  /**
   * Several jobs sent as one part of a larger statement (decision 059): `send` is given pg-boss's
   * own insert as Drizzle SQL and runs it (as a `with` part of its statement); the jobs are
   * enqueued once `send` resolves.
   */
  enqueueWithin<Result>(jobs: JobRequest[], send: (insert: SQL) => Promise<Result>): Promise<Result>
  /** Wakes this process's worker of `name` now instead of at its next poll (after a commit). */
  notify(name: string): void
  /** Cancels waiting jobs (a follow-up after an unsubscribe); running or finished ones are left. */
  cancel(name: string, ids: string[], options?: { tx?: Executor }): Promise<void>
  /**
   * Sends a job to `name` on a cron schedule, read in time zone `tz` (default UTC): a row of
   * pg-boss's schedule table, replaced when set again (a restart, another instance). pg-boss
   * checks the table on its own timer (every 30 s, one instance per interval, on PGlite too) and
   * sends each due job once. The queue must exist: call after start() with its job.
   */
  schedule(name: string, cron: string, data?: object, options?: { tz?: string }): Promise<void>
  /** Removes the schedule of `name` (jobs already sent stay). */
  unschedule(name: string): Promise<void>
  ping(): Promise<void>
  stop(): Promise<void>
}

export type JobQueueOptions = {
  database: Database
  log: FastifyBaseLogger
  pollingIntervalSeconds: number
  /** How long stop() waits for running jobs before failing them back to the queue. */
  drainTimeoutMs?: number
  /** Told when each job ends, with how long it ran (metrics). */
  onJobDone?: (name: string, outcome: 'completed' | 'failed', seconds: number) => void
  /**
   * How often pg-boss looks for due schedules and sends their jobs (schedule()): by default every
   * 30 s and 5 s, which a weekly schedule never notices; tests shorten both (1-45 s).
   */
  cronIntervalSeconds?: number
}

// Workers take several jobs a poll: PGlite runs one statement at a time, so fewer round trips matter.
const defaultBatchSize = 5

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options
  const boss = new PgBoss({
    ...(database.connectionString
      ? { connectionString: database.connectionString, max: 4 }
      : { db: database.raw }),
    // Maintenance expires the jobs of a dead worker: every 10 s, so a crash delays a first answer
    // by its step's expiry plus at most 10 s (docs/decisions/021).
    maintenanceIntervalSeconds: 10,
    ...(options.cronIntervalSeconds ? { cronMonitorIntervalSeconds: options.cronIntervalSeconds, cronWorkerIntervalSeconds: options.cronIntervalSeconds } : {}),
  })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))

  let started = false
  // ping() asks for the size of one queue: the first this process works, or any name.
  let pingQueue = '__ping__'
  // Each queue's fetch loops (pg-boss workers), and which to wake next.
  const workers = new Map<string, { ids: string[]; next: number }>()
  // Wakes set for delayed jobs due soon, cleared at stop.
  const wakeTimers = new Set<NodeJS.Timeout>()

  function notify(name: string) {
    const loops = workers.get(name)
    if (!started || !loops || loops.ids.length === 0) return
    // One loop per commit, in turn: a busy one fetches again as soon as its batch ends anyway.
    boss.notifyWorker(loops.ids[loops.next % loops.ids.length]!)
    loops.next += 1
  }

  // At most one wake a queue per 200 ms: in a burst every commit would otherwise send its worker
  // fetching again at once, statements queued ahead of the burst's own on the embedded database.
  const lastWakeAt = new Map<string, number>()
  const trailingWakes = new Map<string, NodeJS.Timeout>()
  function wakeSoon(name: string) {
    const sinceMs = Date.now() - (lastWakeAt.get(name) ?? 0)
    if (sinceMs >= 200) {
      lastWakeAt.set(name, Date.now())
      return notify(name)
    }
    if (trailingWakes.has(name)) return
    const timer = setTimeout(() => {
      trailingWakes.delete(name)
      lastWakeAt.set(name, Date.now())
      notify(name)
    }, 200 - sinceMs)
    timer.unref()
    trailingWakes.set(name, timer)
  }

  /**
   * A job this process enqueued wakes its worker once it is committed and due, rather than at the
   * worker's next poll: at once, or by a timer for one due within the hour (later ones, and jobs
   * another instance enqueued, wait for a poll). So the embedded database polls seldom (decision 057).
   */
  function wakeWhenDue(name: string, startAfter?: Date | number) {
    if (!workers.has(name)) return
    const dueInMs = startAfter === undefined ? 0 : typeof startAfter === 'number' ? startAfter * 1000 : startAfter.getTime() - Date.now()
    if (dueInMs > 60 * 60_000) return
    afterCommit(() => {
      if (dueInMs <= 0) return wakeSoon(name)
      const timer = setTimeout(() => {
        wakeTimers.delete(timer)
        notify(name)
      }, dueInMs + 50)
      timer.unref()
      wakeTimers.add(timer)
    })
  }

  return {
    async start(jobs = []) {
      pingQueue = jobs[0]?.name ?? pingQueue
      // Instances starting at once on one PostgreSQL take turns: pg-boss's queue creation
      // deadlocks when two run it side by side.
      await database.withLock('bluegrass:job-queues', async () => {
        await boss.start()
        for (const job of jobs) {
          const retryDelay = job.retryDelaySeconds ?? 5
          const queueOptions = {
            name: job.name,
            retryLimit: job.retryLimit ?? 3,
            retryDelay,
            retryBackoff: retryDelay > 0,
            ...(job.expireInSeconds ? { expireInSeconds: job.expireInSeconds } : {}),
          }
          // createQueue keeps an existing queue's settings; updateQueue applies this run's.
          await boss.createQueue(job.name, queueOptions)
          await boss.updateQueue(job.name, queueOptions)
        }
        if (database.kind === 'pglite') await retryOrphanedJobs(database)
      })
      for (const job of jobs) {
        const batchSize = job.batchSize ?? defaultBatchSize
        const loops = { ids: [] as string[], next: 0 }
        workers.set(job.name, loops)
        const pollers = database.kind === 'postgres' ? (job.pollers ?? 1) : 1
        for (let poller = 0; poller < pollers; poller++) {
          // Its id, once pg-boss made the loop (its first batch may run before that).
          const self: { id?: string } = {}
          self.id = await boss.work<object>(
            job.name,
            { batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
            async (batch) => {
              // A batch run side by side is completed together, in one statement, when its last
              // job ends (one run after another, each job as it ends: a long batch would keep the
              // first ones active past their expiry). pg-boss completes the whole batch itself
              // once this handler returns; with a failure, the finished ones are completed here
              // first, and throwing makes pg-boss fail (and retry) only those still active. A
              // crash before the completion runs a finished job again, which its claims make
              // harmless (as for a crash mid-job).
              const failures: unknown[] = []
              const done: string[] = []
              const run = async (item: (typeof batch)[number]) => {
                // The request the job came from: its log lines, and the jobs it enqueues, carry it.
                const requestId = requestIdOf(item.data)
                const jobLog = log.child({ job: job.name, jobId: item.id, ...(requestId ? { requestId } : {}) })
                const startedAt = performance.now()
                try {
                  await withRequestId(requestId, () =>
                    job.handler(item.data, { id: item.id, name: item.name, retryCount: item.retryCount, retryLimit: item.retryLimit }),
                  )
                  if (job.concurrent) done.push(item.id)
                  else await boss.complete(job.name, item.id)
                  jobLog.debug({ ms: Math.round(performance.now() - startedAt) }, 'job done')
                  options.onJobDone?.(job.name, 'completed', (performance.now() - startedAt) / 1000)
                } catch (error) {
                  jobLog.warn({ err: error, retryCount: item.retryCount }, 'job failed')
                  options.onJobDone?.(job.name, 'failed', (performance.now() - startedAt) / 1000)
                  failures.push(error)
                }
              }
              if (job.concurrent) await Promise.all(batch.map(run))
              else for (const item of batch) await run(item)
              // Without a failure pg-boss's own completion is the one statement (a second here
              // found nothing left to complete: one round trip a batch for nothing, decision 061).
              if (failures.length > 0 && done.length > 0) await boss.complete(job.name, done)
              // A full batch means more may be waiting: fetch again at once rather than after the
              // polling interval, or a backlog would drain at one batch per interval.
              if (batch.length === batchSize && started && self.id) boss.notifyWorker(self.id)
              if (failures.length > 0) throw new AggregateError(failures, `${failures.length} ${job.name} job(s) failed`)
            },
          )
          loops.ids.push(self.id)
        }
      }
      started = true
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const { tx, startAfter, singletonKey } = enqueueOptions
      const id = await boss.send(name, traced(data), {
        ...(tx ? { db: executorFor(tx) } : {}),
        // As a date: pg-boss's "seconds from now" form fails inside a transaction on PGlite.
        ...(startAfter !== undefined ? { startAfter: typeof startAfter === 'number' ? new Date(Date.now() + startAfter * 1000) : startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      })
      if (id) wakeWhenDue(name, startAfter)
      return id
    },

    async enqueueMany(requests, manyOptions = {}) {
      if (requests.length === 0) return
      await boss.insert(jobsToInsert(requests), manyOptions.tx ? { db: executorFor(manyOptions.tx) } : {})
      for (const request of requests) wakeWhenDue(request.name, request.startAfter)
    },

    async enqueueWithin(requests, send) {
      // pg-boss writes its statement (its queue's defaults, its columns) and hands it to the
      // executor it is given: this one keeps it for `send` instead of running it.
      let insert: SQL | undefined
      const keep = {
        async executeSql(text: string, values: unknown[] = []) {
          insert = withPositionalValues(text, values)
          return { rows: [] }
        },
      }
      await boss.insert(jobsToInsert(requests), { db: keep })
      if (!insert) throw new Error('pg-boss wrote no statement for the jobs')
      const result = await send(insert)
      for (const request of requests) wakeWhenDue(request.name, request.startAfter)
      return result
    },

    notify,

    async cancel(name, ids, cancelOptions = {}) {
      if (ids.length === 0) return
      await boss.cancel(name, ids, cancelOptions.tx ? { db: executorFor(cancelOptions.tx) } : undefined)
    },

    async schedule(name, cron, data = {}, scheduleOptions = {}) {
      if (!started) throw new Error('job queue not started')
      await boss.schedule(name, cron, data, { tz: scheduleOptions.tz ?? 'UTC' })
    },

    async unschedule(name) {
      if (!started) throw new Error('job queue not started')
      await boss.unschedule(name)
    },

    async ping() {
      if (!started) throw new Error('job queue not started')
      await boss.getQueueSize(pingQueue)
    },

    async stop() {
      if (!started) return
      started = false
      for (const timer of [...wakeTimers, ...trailingWakes.values()]) clearTimeout(timer)
      wakeTimers.clear()
      trailingWakes.clear()
      await boss.stop({ graceful: true, wait: true, timeout: options.drainTimeoutMs ?? 10_000 })
    },
  }
}

/**
 * The embedded database is opened by one process at a time, so at start every job still marked
 * active was held by a process that died (kill -9, a power cut): it goes back to the queue now,
 * as pg-boss's own expiry would put it (a retry, or failed past its retry limit), instead of
 * after its expiry and the next maintenance, up to 40 s later (issue 36; decision 021). On
 * PostgreSQL another live instance may hold them: expiry decides there.
 */
async function retryOrphanedJobs(database: Database): Promise<void> {
  await database.raw.executeSql(`
    update pgboss.job set
      state = (case when retry_count < retry_limit then 'retry' else 'failed' end)::pgboss.job_state,
      start_after = now(),
      completed_on = case when retry_count < retry_limit then null else now() end,
      output = '{ "value": { "message": "the process running it stopped; returned to the queue at the next start" } }'::jsonb
    where state = 'active'`)
}

/** Jobs as pg-boss's insert takes them, each carrying the request it came from. */
function jobsToInsert(requests: JobRequest[]) {
  return requests.map((request) => ({
    name: request.name,
    data: traced(request.data),
    ...(request.id ? { id: request.id } : {}),
    ...(request.startAfter ? { startAfter: request.startAfter.toISOString() } : {}),
  }))
}
