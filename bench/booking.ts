import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../src/server/app'
import { loadConfig } from '../src/server/config'
import { openDatabase, type Database } from '../src/server/db/client'
import { bookings } from '../src/server/db/schema'
import { addDays, dayStartUtc, ownerDay } from '../src/server/domain/booking/availability'
import { bookingApi } from '../src/shared/booking'
import { adminQuery, postgresUrlFor } from '../tests/support/test-database'

/**
 * The slots API under a full calendar (issue 22 item 8): with 1,000 future bookings, GET
 * /api/booking/slots answers with p95 ≤ 50 ms, on PGlite and on PostgreSQL. Seeds a fresh
 * database of each kind with four calls every weekday from tomorrow on (09:00, 11:00, 13:00 and
 * 15:00, owner time: about a year of a busy calendar, with free times left between them), builds the app in this process and times the call through
 * Fastify's request injection (the whole request path, no socket; each request from its own
 * address, so the per-client rate limit of 300 a minute stays out of the way) for the next 14
 * and 21 days.
 *
 *   npm run bench:booking [-- --bookings 1000 --runs 200 --only pglite|postgres]
 */

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = args.indexOf(`--${name}`)
  return index >= 0 ? args[index + 1]! : fallback
}
const bookingCount = Number(option('bookings', '1000'))
const runs = Number(option('runs', '200'))
const only = option('only', 'both')
const budgetMs = 50
const timeZone = 'America/New_York'

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

async function openBenchDatabase(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop: () => Promise<unknown> }> {
  if (kind === 'postgres') {
    const name = `bluegrass_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`
    await adminQuery(`create database ${name}`)
    return { database: await openDatabase({ databaseUrl: postgresUrlFor(name), dataDir: '' }), drop: () => adminQuery(`drop database if exists ${name} with (force)`) }
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-bench-booking-'))
  return { database: await openDatabase({ dataDir }), drop: () => rm(dataDir, { recursive: true, force: true }) }
}

/** Calls at 09:00, 11:00, 13:00 and 15:00 owner time, every weekday from tomorrow, until `count` are written. */
async function seedBookings(database: Database, count: number) {
  const rows: (typeof bookings.$inferInsert)[] = []
  let day = addDays(ownerDay(new Date(), timeZone), 1)
  while (rows.length < count) {
    const start = dayStartUtc(day, timeZone)
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay()
    if (weekday !== 0 && weekday !== 6) {
      for (let hour = 9; hour < 17 && rows.length < count; hour += 2) {
        // dayStartUtc is the owner's midnight; an hour is 3,600,000 ms on every day but the two DST days.
        const startAt = new Date(start.getTime() + hour * 3600_000)
        const endAt = new Date(startAt.getTime() + 30 * 60_000)
        rows.push({
          name: `Bench Caller ${rows.length}`,
          email: `caller${rows.length}@bench.example`,
          timeZone,
          startAt,
          endAt,
          blockedUntil: new Date(endAt.getTime() + 15 * 60_000),
          status: 'confirmed',
          manageToken: randomBytes(32).toString('base64url'),
        })
      }
    }
    day = addDays(day, 1)
  }
  for (let index = 0; index < rows.length; index += 200) await database.db.insert(bookings).values(rows.slice(index, index + 200))
  return rows.at(-1)!.startAt
}

async function bench(kind: 'pglite' | 'postgres') {
  const { database, drop } = await openBenchDatabase(kind)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: 'bench-booking-password',
    DATA_DIR: os.tmpdir(),
    OWNER_TIME_ZONE: timeZone,
    BOOKING_HORIZON_DAYS: '60',
  })
  const app = await buildApp({ config, database, loadShedding: false })
  try {
    const lastCall = await seedBookings(database, bookingCount)
    const results: { call: string; p50: number; p95: number; max: number; slots: number }[] = []
    for (const days of [14, 21]) {
      const url = `${bookingApi.slots}?days=${days}`
      const times: number[] = []
      let slots = 0
      for (let run = 0; run < runs + 10; run += 1) {
        const started = performance.now()
        const response = await app.inject({ method: 'GET', url, remoteAddress: `10.${Math.floor(run / 250) % 250}.${run % 250}.1` })
        const body = response.json<{ slots: unknown[] }>()
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`)
        // The first ten warm the caches and the JIT; they are not counted.
        if (run >= 10) times.push(performance.now() - started)
        slots = body.slots.length
      }
      times.sort((a, b) => a - b)
      results.push({ call: `GET slots?days=${days}`, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)!, slots })
    }
    return { kind, lastCall, results }
  } finally {
    await app.close()
    await database.close()
    await drop()
  }
}

const kinds = (only === 'both' ? ['pglite', 'postgres'] : [only]) as ('pglite' | 'postgres')[]
let failed = false
for (const kind of kinds) {
  const { lastCall, results } = await bench(kind)
  console.log(`\n${kind}: ${bookingCount} future bookings (the last on ${lastCall.toISOString().slice(0, 10)}), ${runs} requests each`)
  console.log('call                    p50 ms   p95 ms   max ms   slots   budget')
  for (const row of results) {
    const ok = row.p95 <= budgetMs
    failed ||= !ok
    console.log(`${row.call.padEnd(22)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(8)} ${row.max.toFixed(1).padStart(8)} ${String(row.slots).padStart(7)}   ${ok ? 'ok' : `OVER ${budgetMs} ms`}`)
  }
}
process.exit(failed ? 1 : 0)
