import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { freePort } from '../../tests/support/free-port'
import { adminQuery, postgresUrlFor } from '../../tests/support/test-database'

/** What the benches share: their options, their figures, a fresh database, the server as `npm start` runs it. */

export type DatabaseKind = 'pglite' | 'postgres'

export function benchOptions(argv = process.argv.slice(2)) {
  const option = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`)
    return index >= 0 ? Number(argv[index + 1]) : fallback
  }
  const databaseIndex = argv.indexOf('--database')
  const named = databaseIndex >= 0 ? argv[databaseIndex + 1] : 'both'
  const databases: readonly DatabaseKind[] = named === 'both' ? ['pglite', 'postgres'] : [named as DatabaseKind]
  return { option, databases, flag: (name: string) => argv.includes(`--${name}`) }
}

export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN)
export const ms = (value: number) => `${Math.round(value)} ms`

/**
 * A fresh database of `kind`: PGlite in a new directory, or a new database on the PostgreSQL of
 * BENCH_POSTGRES_URL (default TEST_POSTGRES_URL, else postgres://postgres@127.0.0.1:5432/test);
 * `drop()` deletes it.
 */
export async function freshBenchDatabase(kind: DatabaseKind, prefix = 'bluegrass-bench-') {
  const postgresAdminUrl = process.env.BENCH_POSTGRES_URL ?? process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix))
  let databaseUrl: string | undefined
  let databaseName: string | undefined
  if (kind === 'postgres') {
    databaseName = `bluegrass_bench_${Date.now().toString(36)}`
    await adminQuery(`create database ${databaseName}`, postgresAdminUrl)
    databaseUrl = postgresUrlFor(databaseName, postgresAdminUrl)
  }
  return {
    dataDir,
    databaseUrl,
    /** How the bench names it. */
    label: databaseName ? `PostgreSQL database ${databaseName}` : `PGlite in ${dataDir}`,
    /** The server's variables for it. */
    environment: { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } as Record<string, string>,
    async drop() {
      await rm(dataDir, { recursive: true, force: true })
      if (databaseName) await adminQuery(`drop database if exists ${databaseName} with (force)`, postgresAdminUrl)
    },
  }
}

/**
 * `pid`: the server's process, for its memory in /proc; `output`: the end of what it printed (both
 * absent when the app runs in the bench's own process).
 */
export type RunningServer = { baseUrl: string; pid?: number; output?: () => string; stop(): Promise<void> }

/**
 * `npm start`'s code path: src/server/main.ts in production mode, its own process, the build
 * served; the load and the fakes stay in the bench's process, on the other core. `profileDir`:
 * where the server writes its CPU profile (open it in Chrome's DevTools).
 */
export async function serveAsProcess(environment: Record<string, string>, options: { profileDir?: string } = {}): Promise<RunningServer> {
  if (!existsSync('dist/web/index.html')) {
    console.log('building the web app first (npm run build), as npm start does')
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed')
  }
  const port = await freePort()
  const profile = options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.resolve('src/server/main.ts')], {
    env: { ...process.env, NODE_ENV: 'production', ...environment, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  const baseUrl = `http://127.0.0.1:${port}`
  const deadline = performance.now() + 60_000
  for (;;) {
    const healthy = await fetch(`${baseUrl}/healthz`).then((response) => response.ok, () => false)
    if (healthy) break
    if (child.exitCode !== null || performance.now() > deadline) throw new Error(`the server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    baseUrl,
    pid: child.pid,
    output: () => output.slice(-4_000),
    async stop() {
      child.kill('SIGTERM')
      if ((await exited) !== 0) console.log(`the server exited uncleanly:\n${output.slice(-4_000)}`)
    },
  }
}

/**
 * CPU seconds a process has used (utime + stime, fields 14 and 15 of /proc/<pid>/stat after the
 * command's parenthesis, in clock ticks of 1/100 s); NaN where there is no /proc.
 */
export async function cpuSecondsOf(pid: number, options: { endedChildren?: boolean } = {}): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ') ?? []
  // cutime + cstime: the children it has waited for (PostgreSQL's postmaster reaps its backends and autovacuum workers).
  const ended = options.endedChildren ? Number(fields[13]) + Number(fields[14]) : 0
  return (Number(fields[11]) + Number(fields[12]) + ended) / 100
}

/**
 * CPU seconds used by every PostgreSQL process of this machine (its backends, WAL writer,
 * checkpointer, autovacuum…), those that ended included once the postmaster has reaped them: read
 * before and after a load, the difference is the database's share of the machine, other
 * databases' work included.
 */
export async function postgresCpuSeconds(): Promise<number> {
  const pids = (await readdir('/proc').catch(() => [] as string[])).filter((name) => /^\d+$/.test(name))
  const seconds = await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
      return stat.includes('(postgres)') ? cpuSecondsOf(Number(pid), { endedChildren: true }) : 0
    }),
  )
  return seconds.reduce((sum, value) => sum + value, 0)
}

/**
 * CPU seconds the whole machine has been busy since it started, all cores together (/proc/stat:
 * user, nice, system, irq, softirq, and steal, the time a virtual machine's host gave to others).
 */
export async function machineBusySeconds(): Promise<number> {
  const [, ...ticks] = ((await readFile('/proc/stat', 'utf8').catch(() => '')).split('\n')[0] ?? '').trim().split(/\s+/).map(Number)
  const [user, nice, system, , , irq, softirq, steal] = ticks
  return ((user ?? NaN) + (nice ?? NaN) + (system ?? NaN) + (irq ?? NaN) + (softirq ?? NaN) + (steal ?? NaN)) / 100
}
