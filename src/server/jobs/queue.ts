import PgBoss from 'pg-boss'
import type { FastifyBaseLogger } from 'fastify'
import { executorFor, type Database, type Executor } from '@/server/db/client'

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
  /** Wakes this process's worker of `name` now instead of at its next poll (after a commit). */
  notify(name: string): void
  /** Cancels waiting jobs (a follow-up after an unsubscribe); running or finished ones are left. */
  cancel(name: string, ids: string[], options?: { tx?: Executor }): Promise<void>
  ping(): Promise<void>
  stop(): Promise<void>
}

export type JobQueueOptions = {
  database: Database
  log: FastifyBaseLogger
  pollingIntervalSeconds: number
  /** How long stop() waits for running jobs before failing them back to the queue. */
  drainTimeoutMs?: number
}

// Workers take several jobs a poll: PGlite runs one statement at a time, so fewer round trips matter.
const defaultBatchSize = 5

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options
  const boss = new PgBoss({
    ...(database.connectionString
      ? { connectionString: database.connectionString, max: 4 }
      : { db: database.raw }),
    maintenanceIntervalSeconds: 120,
  })
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'))

  let started = false
  // ping() asks for the size of one queue: the first this process works, or any name.
  let pingQueue = '__ping__'
  const workers = new Map<string, string>()

  return {
    async start(jobs = []) {
      pingQueue = jobs[0]?.name ?? pingQueue
      await boss.start()
      for (const job of jobs) {
        const retryDelay = job.retryDelaySeconds ?? 5
        const queueOptions = { name: job.name, retryLimit: job.retryLimit ?? 3, retryDelay, retryBackoff: retryDelay > 0 }
        // createQueue keeps an existing queue's settings; updateQueue applies this run's.
        await boss.createQueue(job.name, queueOptions)
        await boss.updateQueue(job.name, queueOptions)
        const batchSize = job.batchSize ?? defaultBatchSize
        const workerId = await boss.work<object>(
          job.name,
          { batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds, includeMetadata: true },
          async (batch) => {
            // Each job completes on its own; throwing at the end makes pg-boss fail (and retry)
            // only those still active, the failed ones.
            const failures: unknown[] = []
            const run = async (item: (typeof batch)[number]) => {
              try {
                await job.handler(item.data, { id: item.id, name: item.name, retryCount: item.retryCount, retryLimit: item.retryLimit })
                await boss.complete(job.name, item.id)
              } catch (error) {
                log.warn({ err: error, job: job.name, jobId: item.id, retryCount: item.retryCount }, 'job failed')
                failures.push(error)
              }
            }
            if (job.concurrent) await Promise.all(batch.map(run))
            else for (const item of batch) await run(item)
            // A full batch means more may be waiting: fetch again at once rather than after the
            // polling interval, or a backlog would drain at one batch per interval.
            if (batch.length === batchSize && started) boss.notifyWorker(workers.get(job.name)!)
            if (failures.length > 0) throw new AggregateError(failures, `${failures.length} ${job.name} job(s) failed`)
          },
        )
        workers.set(job.name, workerId)
      }
      started = true
    },

    async enqueue(name, data, enqueueOptions = {}) {
      const { tx, startAfter, singletonKey } = enqueueOptions
      return boss.send(name, data, {
        ...(tx ? { db: executorFor(tx) } : {}),
        // As a date: pg-boss's "seconds from now" form fails inside a transaction on PGlite.
        ...(startAfter !== undefined ? { startAfter: typeof startAfter === 'number' ? new Date(Date.now() + startAfter * 1000) : startAfter } : {}),
        ...(singletonKey ? { singletonKey } : {}),
      })
    },

    async enqueueMany(requests, manyOptions = {}) {
      if (requests.length === 0) return
      const jobsToInsert = requests.map((request) => ({
        name: request.name,
        data: request.data,
        ...(request.id ? { id: request.id } : {}),
        ...(request.startAfter ? { startAfter: request.startAfter.toISOString() } : {}),
      }))
      await boss.insert(jobsToInsert, manyOptions.tx ? { db: executorFor(manyOptions.tx) } : {})
    },

    notify(name) {
      const workerId = workers.get(name)
      if (started && workerId) boss.notifyWorker(workerId)
    },

    async cancel(name, ids, cancelOptions = {}) {
      if (ids.length === 0) return
      await boss.cancel(name, ids, cancelOptions.tx ? { db: executorFor(cancelOptions.tx) } : undefined)
    },

    async ping() {
      if (!started) throw new Error('job queue not started')
      await boss.getQueueSize(pingQueue)
    },

    async stop() {
      if (!started) return
      started = false
      await boss.stop({ graceful: true, wait: true, timeout: options.drainTimeoutMs ?? 10_000 })
    },
  }
}
