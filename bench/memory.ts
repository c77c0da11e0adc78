import { spawn } from 'node:child_process'
import { readFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { freePort } from '../tests/support/free-port'
import { adminQuery, postgresUrlFor } from '../tests/support/test-database'

/**
 * Memory of the server process (issue 15, docs/decisions/026): starts src/server/main.ts on a fresh
 * embedded database (PGlite) and on a fresh PostgreSQL database, samples its resident set every
 * 100 ms through start-up and 20 s of idling, and prints the start-up peak and the idle RSS (the
 * mean of the last 5 s) of each.
 *
 *   npm run bench:memory        (PostgreSQL: BENCH_POSTGRES_URL, as bench:pipeline)
 */

const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const idleSeconds = 20

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '')
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
  return kb ? Number(kb) / 1024 : 0
}

/** Starts the server, samples its RSS, stops it; `start` says whether its database is new. */
async function measure(kind: 'pglite' | 'postgres', start: 'first' | 'restart', env: Record<string, string>) {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...process.env, ...env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'memory-bench-password' },
    stdio: 'ignore',
  })
  const samples: { at: number; mb: number }[] = []
  const started = Date.now()
  let readyAt: number | undefined
  while (Date.now() - started < 120_000) {
    samples.push({ at: Date.now(), mb: await rssOf(child.pid!) })
    if (!readyAt) {
      const healthy = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(500) }).then(
        (response) => response.ok,
        () => false,
      )
      if (healthy) readyAt = Date.now()
    }
    if (readyAt && Date.now() - readyAt > idleSeconds * 1000) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill('SIGTERM')
  await new Promise((resolve) => child.on('exit', resolve))
  const peak = Math.max(...samples.map((sample) => sample.mb))
  const idle = samples.filter((sample) => readyAt && sample.at > readyAt + (idleSeconds - 5) * 1000)
  const idleMean = idle.reduce((sum, sample) => sum + sample.mb, 0) / Math.max(1, idle.length)
  return { kind, start, peak, idle: idleMean, startMs: (readyAt ?? Date.now()) - started }
}

async function both(kind: 'pglite' | 'postgres') {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-memory-'))
  const databaseName = `bluegrass_memory_${Date.now().toString(36)}`
  const env: Record<string, string> = { DATA_DIR: dataDir }
  if (kind === 'postgres') {
    await adminQuery(`create database ${databaseName}`, postgresAdminUrl)
    env.DATABASE_URL = postgresUrlFor(databaseName, postgresAdminUrl)
  }
  try {
    return [await measure(kind, 'first', env), await measure(kind, 'restart', env)]
  } finally {
    await rm(dataDir, { recursive: true, force: true })
    if (kind === 'postgres') await adminQuery(`drop database if exists ${databaseName} with (force)`, postgresAdminUrl)
  }
}

const rows = [...(await both('pglite')), ...(await both('postgres'))]
console.log('\n| database | start | ready after | peak RSS | idle RSS |\n|---|---|---|---|---|')
for (const row of rows) console.log(`| ${row.kind} | ${row.start === 'first' ? 'first (new database)' : 'restart'} | ${(row.startMs / 1000).toFixed(1)} s | ${Math.round(row.peak)} MB | ${Math.round(row.idle)} MB |`)
