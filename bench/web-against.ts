/**
 * `npm run bench:web -- --against <git ref>` (issue 35 item 1): the same pages measured on two
 * builds in one run, so that a regression is a ratio measured side by side on one host rather
 * than a comparison of scores taken on different hosts (the same build scores 99-100 on one and
 * 84-90 on another). The ref is checked out in a temporary worktree (sharing this checkout's
 * node_modules) and built there; each build is served by its own server process, as `npm start`
 * serves it; Lighthouse (mobile defaults) then alternates between them, A, B, A, B…, on each
 * page, and prints per page both medians, the differences in score and in total blocking time,
 * and the JavaScript each loaded.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromiumPath } from '../e2e/support/browser'
import { freePort } from '../tests/support/free-port'

type Build = { label: string; tree: string }
type Served = Build & { base: string; stop(): Promise<void> }
type Run = { performance: number; tbt: number; scriptKb: number }

const maxFailedRuns = 2

function sh(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`)
  return result.stdout.trim()
}

/** Builds `build.tree` (npm run build) and serves it from its own server process on loopback. */
async function serve(build: Build, dataDir: string): Promise<Served> {
  console.log(`Building ${build.label}…`)
  sh('npm', ['run', 'build', '--silent'], build.tree)
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: build.tree,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  const deadline = performance.now() + 90_000
  while (!(await fetch(`${base}/healthz`).then((response) => response.ok, () => false))) {
    if (child.exitCode !== null || performance.now() > deadline) throw new Error(`${build.label} did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    ...build,
    base,
    async stop() {
      child.kill('SIGTERM')
      await exited
    },
  }
}

async function measure(port: number, url: string, cpuSlowdown: number): Promise<Run> {
  for (let failed = 0; ; ) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: cpuSlowdown } })
    const lhr = result!.lhr
    const score = lhr.categories.performance?.score
    if (!lhr.runtimeError && typeof score === 'number') {
      const scripts = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
      return {
        performance: Math.round(score * 100),
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        scriptKb: (scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
      }
    }
    if (++failed > maxFailedRuns) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError?.message ?? 'no performance score'}`)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const signed = (value: number, digits = 0) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`

/**
 * Measures `pages` on this checkout (A) and on `ref` (B), alternating, and prints the table.
 * `cpuSlowdown`: Lighthouse's CPU multiplier (its default 4, or 8 for a phone twice as slow).
 */
export async function benchAgainst(ref: string, pages: string[], runs: number, cpuSlowdown = 4): Promise<void> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-bench-against-'))
  const repo = sh('git', ['rev-parse', '--show-toplevel'], process.cwd())
  const commit = sh('git', ['rev-parse', '--short', ref], repo)
  const tree = path.join(work, 'tree')
  sh('git', ['worktree', 'add', '--detach', tree, commit], repo)
  const served: Served[] = []
  let chrome: chromeLauncher.LaunchedChrome | undefined
  try {
    // The ref's own dependencies are this checkout's: a ref whose package.json differs may need its own install.
    sh('ln', ['-s', path.join(repo, 'node_modules'), path.join(tree, 'node_modules')], repo)
    served.push(await serve({ label: `this checkout (${sh('git', ['rev-parse', '--short', 'HEAD'], repo)}${sh('git', ['status', '--porcelain'], repo) ? ', with changes' : ''})`, tree: repo }, path.join(work, 'data-a')))
    served.push(await serve({ label: `${ref} (${commit})`, tree }, path.join(work, 'data-b')))
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    })
    const [a, b] = served as [Served, Served]
    console.log(`\nLighthouse 12, mobile profile, CPU ${cpuSlowdown}× slower, ${runs} runs per page on each build, alternating:`)
    console.log(`  A = ${a.label}\n  B = ${b.label}\n`)
    const rows: string[][] = [['page', 'perf A', 'perf B', 'A−B', 'TBT A', 'TBT B', 'A−B', 'JS A', 'JS B']]
    for (const page of pages) {
      const results: Record<'a' | 'b', Run[]> = { a: [], b: [] }
      for (let run = 0; run < runs; run++) {
        results.a.push(await measure(chrome.port, `${a.base}${page}`, cpuSlowdown))
        results.b.push(await measure(chrome.port, `${b.base}${page}`, cpuSlowdown))
      }
      const of = (side: 'a' | 'b', key: keyof Run) => median(results[side].map((one) => one[key]))
      rows.push([
        page,
        String(of('a', 'performance')),
        String(of('b', 'performance')),
        signed(of('a', 'performance') - of('b', 'performance')),
        `${Math.round(of('a', 'tbt'))} ms`,
        `${Math.round(of('b', 'tbt'))} ms`,
        `${signed(of('a', 'tbt') - of('b', 'tbt'))} ms`,
        `${of('a', 'scriptKb').toFixed(1)} KB`,
        `${of('b', 'scriptKb').toFixed(1)} KB`,
      ])
      console.log(`  measured ${page}`)
    }
    const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
    console.log('')
    for (const row of rows) console.log(`  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')}`)
    console.log('\n(medians; JS is the scripts each page transferred, compressed as served)')
  } finally {
    chrome?.kill()
    await Promise.all(served.map((one) => one.stop()))
    spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo })
    spawnSync('git', ['worktree', 'prune'], { cwd: repo })
    await rm(work, { recursive: true, force: true })
  }
}
