/**
 * `npm run bench:web`: the page-speed budgets of DESIGN.md, measured on the production build.
 *   - All JavaScript that / loads for its own content, before and after interaction (the chat
 *     opened, with a language model answering it: a fake on loopback; prefetches of other routes
 *     excluded), gzipped: ≤ 100 KB, with no admin, demo or chart code among it.
 *   - Lighthouse 12 (mobile profile, median of 3 runs) on every public page of the route table, in
 *     two passes: its default 4× slower CPU, performance ≥ 98 and total blocking time ≤ 100 ms,
 *     accessibility, best practices and SEO 100; then 8× (a phone twice as slow), performance
 *     ≥ 95 and total blocking time ≤ 200 ms (`BENCH_CPU=4` or `8`: one pass). `BENCH_PAGES=/,/blog`
 *     measures only those. A page over a budget prints its long main-thread tasks
 *     (`BENCH_LONG_TASKS=1`: every page's).
 *   - Under a slow phone's profile (DevTools' mobile: 562.5 ms request latency, 1.47 Mbps down,
 *     4× CPU, then again at 8×; `BENCH_CPU` picks one), per page with a control (e2e/support/tap-cases.ts): first paint; when the page's
 *     own content is live (<html data-interactive>); whether a tap made right after the first
 *     paint takes effect; and how long a first tap made 3 s after the load event takes to show
 *     its effect, median of 5 (budget 200 ms). `BENCH_TAP_PAGES=/,/blog` times only those pages.
 * Exits 1 when a budget is missed. Takes a few minutes; not part of `npm test`.
 * `-- --against <git ref>` compares this checkout with another build instead (bench/web-against.ts;
 * `BENCH_CPU=8` for the slower CPU).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import pino from 'pino'
import { buildApp } from '../src/server/app'
import { paths } from '../src/shared/paths'
import { loadConfig } from '../src/server/config'
import { startOpenAiFake, type OpenAiFake } from '../tests/fakes/openai-fake'
import { chromiumPath, launchBrowser, pageHydrated, viewports } from '../e2e/support/browser'
import { tapCases, type TapCase } from '../e2e/support/tap-cases'
import { interactiveAttribute } from '../src/web/lib/page-markers'
import { buildSite, type ChunkModules } from '../scripts/build'
import { benchAgainst } from './web-against'

const publicPages: string[] = Object.values(paths)
  .filter((page) => page.visibility === 'public')
  .map((page) => page.path)
const lighthouseUrls = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',').filter((url) => publicPages.includes(url)) : publicPages
const runsPerUrl = Number(process.env.BENCH_RUNS ?? 3)
const jsBudgetBytes = 100 * 1024
const firstTapBudgetMs = 200
/** Runs Lighthouse could not finish on one page before the bench gives up on it. */
const maxFailedRuns = 2
const tapRuns = Number(process.env.BENCH_TAP_RUNS ?? 5)
const tapPages = process.env.BENCH_TAP_PAGES?.split(',')
/** Chrome DevTools' mobile profile (Lighthouse's simulated slow 4G, applied for real); the CPU slowdown is each pass's. */
const slowPhone = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 }
const budgets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 } as const
/**
 * Lighthouse's passes (issue 35 item 3): its mobile default (a 4× slower CPU) and, for a phone
 * twice as slow again, 8×, each with its performance and total-blocking-time budget. The other
 * categories do not depend on the CPU: the default pass checks them. `BENCH_CPU=4` or `8` runs one.
 */
const lighthousePasses = [
  { cpuSlowdown: 4, performance: budgets.performance, totalBlockingTimeMs: 100 },
  { cpuSlowdown: 8, performance: 95, totalBlockingTimeMs: 200 },
].filter((pass) => !process.env.BENCH_CPU || Number(process.env.BENCH_CPU) === pass.cpuSlowdown)
/** The tap table's passes (issue 35 item 4): the same two CPUs, the same tap budgets. */
const tapCpuSlowdowns = lighthousePasses.map((pass) => pass.cpuSlowdown)
const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const
const metricLabels = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const
/** Code that must never load with the home page. */
const forbiddenOnHome = /features\/(admin|workflows|automation|client-demo|client-form-demo|real-estate-demo|restaurant-demo|restaurant-outreach|lead-scoring)\/|node_modules\/(recharts|d3-|victory)/

// Side by side with another build (issue 35): its own mode, then done.
const againstIndex = process.argv.indexOf('--against')
if (againstIndex >= 0) {
  const ref = process.argv[againstIndex + 1]
  if (!ref) throw new Error('--against needs a git ref, e.g. --against v1.2.0 or --against HEAD~10')
  await benchAgainst(ref, lighthouseUrls, runsPerUrl, Number(process.env.BENCH_CPU ?? 4))
  process.exit(0)
}

const work = await mkdtemp(path.join(os.tmpdir(), 'bluegrass-bench-web-'))
const chunkModules: ChunkModules = new Map()
let failed = false

try {
  console.log('Building the site…')
  const { outDir } = await buildSite(path.join(work, 'web'), chunkModules)
  // A language model answers the chat (a fake on loopback): the chat's heavier mode is measured.
  const model = await startOpenAiFake()
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: path.join(work, 'data') })
  const app = await buildApp({
    config: { ...config, publicFormRateLimit: 1000, providers: { ...config.providers, openai: { apiKey: 'sk-bench', baseUrl: model.url, model: 'bench-model' } } },
    web: 'static',
    webRoot: outDir,
    logger: pino({ level: 'silent' }),
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  try {
    failed = (await measureHomeJavaScript(base, model)) || failed
    if (process.env.BENCH_TAPS !== '0') failed = (await measureTaps(base)) || failed
    failed = (await runLighthouse(base)) || failed
  } finally {
    await app.close()
    await model.close()
  }
} finally {
  await rm(work, { recursive: true, force: true })
}
console.log(failed ? '\nSome budgets were missed.' : '\nAll budgets met.')
process.exit(failed ? 1 : 0)

async function measureHomeJavaScript(base: string, model: OpenAiFake): Promise<boolean> {
  const browser = await launchBrowser()
  const context = await browser.newContext({ viewport: viewports.phone })
  const page = await context.newPage()
  const scripts = new Map<string, Buffer>()
  const bodies: Promise<void>[] = []
  page.on('response', (response) => {
    if (!response.url().endsWith('.js')) return
    bodies.push(response.body().then((body) => void scripts.set(new URL(response.url()).pathname, body)))
  })
  /** Waits until a second passes without a new script arriving, and every body has been read. */
  const scriptsSettled = async () => {
    for (let seen = -1; seen !== bodies.length; ) {
      seen = bodies.length
      await page.waitForTimeout(1000)
    }
    await Promise.all(bodies)
  }
  await page.goto(`${base}/`, { waitUntil: 'networkidle' })
  // Leave time for idle work (prefetches) without touching the page.
  await page.waitForTimeout(3000)
  await scriptsSettled()
  const prefetched = new Set(
    ((await page.locator('meta[name="prefetch-chunks"]').getAttribute('content')) ?? '').split(/\s+/).filter(Boolean),
  )
  await pageHydrated(page)
  const beforeInteraction = new Map(scripts)
  // What a visitor can still make the page load: the chat's panel (its own chunk).
  await page.mouse.move(100, 100)
  await page.getByRole('button', { name: 'Chat with us' }).click()
  await page.getByRole('region', { name: 'Conversation' }).waitFor()
  // A question answered by the model: whatever the chat loads to stream an answer counts too.
  // (The keyword answer to this question would be about security, not timing.)
  model.chat = () => ({ text: ['Most setups go live ', 'in 1-2 weeks.'], tokens: 20 })
  await page.getByRole('textbox', { name: 'Your message' }).fill('Is my data safe?')
  await page.keyboard.press('Enter')
  await page.locator('li[data-author="bot"]', { hasText: 'Most setups go live in 1-2 weeks.' }).waitFor()
  await scriptsSettled()
  const afterInteraction = new Map([...scripts].filter(([url]) => !beforeInteraction.has(url)))
  await browser.close()

  let missed = false
  let ownTotal = 0
  for (const [label, loaded] of [
    ['before interaction', beforeInteraction],
    ['after interaction (the chat opened)', afterInteraction],
  ] as const) {
    let total = 0
    const rows: string[] = []
    const forbidden: string[] = []
    for (const [url, body] of loaded) {
      if (prefetched.has(url)) continue
      const gzipped = zlib.gzipSync(body, { level: 9 }).length
      total += gzipped
      rows.push(`  ${(gzipped / 1024).toFixed(1).padStart(6)} KB  ${url}`)
      for (const id of chunkModules.get(url.replace(/^\//, '')) ?? []) if (forbiddenOnHome.test(id)) forbidden.push(`${url}: ${id}`)
    }
    console.log(`\nJavaScript loaded by / ${label} (gzip -9), ${rows.length} files:`)
    console.log(rows.sort().join('\n'))
    console.log(`  total ${(total / 1024).toFixed(1)} KB`)
    if (forbidden.length) console.log(`  admin, demo or chart code on the home page:\n    ${forbidden.join('\n    ')}`)
    else console.log('  no admin, demo or chart code among it')
    ownTotal += total
    missed ||= forbidden.length > 0
  }
  const overBudget = ownTotal > jsBudgetBytes
  console.log(`\nAll JavaScript for the home page's own content: ${(ownTotal / 1024).toFixed(1)} KB (budget ${jsBudgetBytes / 1024} KB)${overBudget ? '   over budget' : ''}`)
  missed ||= overBudget
  console.log(`\nPrefetched at idle, not run: ${[...prefetched].join(', ') || 'none'}`)
  return missed
}

type TapTimings = { firstPaint: number; live: number | null; loaded: number }
/** What the bench records on the page's window: when it went live, and when the tap landed. */
type BenchMarks = { liveAt?: number; tappedAt?: number }

/**
 * Opens `path` as a first visit under the slow-phone profile. The page records when <html>
 * gains data-interactive (an init script runs before any of the page's own).
 */
async function openSlowly(browser: Awaited<ReturnType<typeof launchBrowser>>, base: string, tapCase: TapCase, cpuSlowdown: number) {
  const context = await browser.newContext({ viewport: viewports[tapCase.viewport], hasTouch: tapCase.viewport === 'phone' })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...slowPhone })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
  await page.addInitScript((attribute) => {
    new MutationObserver((_, observer) => {
      if (!document.documentElement.hasAttribute(attribute)) return
      ;(window as unknown as BenchMarks).liveAt = performance.now()
      observer.disconnect()
    }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] })
  }, interactiveAttribute)
  await page.goto(`${base}${tapCase.path}`, { waitUntil: 'commit' })
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000, polling: 50 })
  const timings = async (): Promise<TapTimings> =>
    page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      live: (window as unknown as BenchMarks).liveAt ?? null,
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd ?? 0,
    }))
  return { page, context, timings }
}

/** Taps the case's control and resolves with the milliseconds from the tap to the frame showing its effect (null: none within 20 s). */
async function timeTap(page: import('playwright-core').Page, tapCase: TapCase): Promise<number | null> {
  const control = tapCase.control(page)
  await control.scrollIntoViewIfNeeded()
  await page.evaluate(() => {
    window.addEventListener('pointerdown', () => ((window as unknown as BenchMarks).tappedAt = performance.now()), { capture: true, once: true })
  })
  await control.click({ noWaitAfter: true })
  const shownAt = await page
    .evaluate(
      `new Promise((resolve) => {
        const shows = ${tapCase.shows.toString()}
        const deadline = performance.now() + 20000
        const check = () => (shows(${JSON.stringify(tapCase.on)}) ? resolve(performance.now()) : performance.now() > deadline ? resolve(null) : requestAnimationFrame(check))
        check()
      })`,
    )
    .then((value) => value as number | null)
  if (shownAt === null) return null
  return shownAt - ((await page.evaluate(() => (window as unknown as BenchMarks).tappedAt)) ?? 0)
}

async function measureTaps(base: string): Promise<boolean> {
  let missed = false
  for (const cpuSlowdown of tapCpuSlowdowns) missed = (await measureTapsAt(base, cpuSlowdown)) || missed
  return missed
}

async function measureTapsAt(base: string, cpuSlowdown: number): Promise<boolean> {
  const browser = await launchBrowser()
  const rows: string[][] = []
  let missed = false
  try {
    for (const tapCase of tapCases.filter((each) => !tapPages || tapPages.includes(each.path))) {
      process.stdout.write(`  timing taps on ${tapCase.path} at ${cpuSlowdown}× CPU: ${tapCase.name}\n`)
      // A tap right after the first paint, while the code is on its way.
      const early = await openSlowly(browser, base, tapCase, cpuSlowdown)
      const earlyLatency = await timeTap(early.page, tapCase)
      const { firstPaint, live, loaded } = await early.timings()
      await early.context.close()

      const latencies: number[] = []
      for (let run = 0; run < tapRuns; run++) {
        const visit = await openSlowly(browser, base, tapCase, cpuSlowdown)
        await visit.page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd > 0, undefined, { timeout: 60_000, polling: 100 })
        await visit.page.waitForTimeout(3000)
        latencies.push((await timeTap(visit.page, tapCase)) ?? Infinity)
        await visit.context.close()
      }
      const firstTap = median(latencies)
      const over = !(firstTap <= firstTapBudgetMs)
      missed ||= over || earlyLatency === null
      rows.push([
        tapCase.path,
        tapCase.name,
        `${Math.round(firstPaint)} ms`,
        // Read once the early tap showed its effect, which can be before the load event.
        loaded > 0 ? `${Math.round(loaded)} ms` : 'after the tap',
        live === null ? 'not live' : `${Math.round(live)} ms`,
        earlyLatency === null ? 'lost' : `took effect after ${Math.round(earlyLatency)} ms`,
        Number.isFinite(firstTap) ? `${Math.round(firstTap)} ms${over ? '  over budget' : ''}` : 'no effect',
      ])
    }
  } finally {
    await browser.close()
  }
  console.log(`\nTaps under a slow phone's profile (${slowPhone.latency} ms latency, 1.47 Mbps, ${cpuSlowdown}× CPU); first tap 3 s after load, median of ${tapRuns} (budget ${firstTapBudgetMs} ms):`)
  printTable(['page', 'control', 'first paint', 'load event', 'own content live', 'tap right after first paint', 'first tap 3 s after load'], rows)
  return missed
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`
  console.log(line(header))
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  for (const row of rows) console.log(line(row))
}

async function runLighthouse(base: string): Promise<boolean> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  let missed = false
  try {
    for (const pass of lighthousePasses) missed = (await lighthousePass(chrome.port, base, pass)) || missed
  } finally {
    chrome.kill()
  }
  return missed
}

async function lighthousePass(port: number, base: string, pass: (typeof lighthousePasses)[number]): Promise<boolean> {
  let missed = false
  const defaults = pass.cpuSlowdown === 4
  console.log(`\nLighthouse 12, mobile profile, CPU ${pass.cpuSlowdown}× slower${defaults ? ' (its default)' : ''}, median of ${runsPerUrl} runs: performance ≥ ${pass.performance}, total blocking time ≤ ${pass.totalBlockingTimeMs} ms`)
  console.log('  page                        perf  a11y  best   seo')
  for (const url of lighthouseUrls) {
    const runs: Record<keyof typeof budgets, number>[] = []
    const timings: Record<(typeof metricIds)[number], number>[] = []
    const longTasks: string[][] = []
    let failedRuns = 0
    while (runs.length < runsPerUrl) {
      const result = await lighthouse(`${base}${url}`, {
        port,
        output: 'json',
        logLevel: 'error',
        ...(defaults ? {} : { onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: pass.cpuSlowdown } }),
      })
      const categories = result!.lhr.categories
      // A run Lighthouse could not finish (its runtimeError, or a category left unscored) measured
      // nothing: it is said and run again, not counted as a score of 0.
      const unscored = Object.entries(categories).filter(([, category]) => category.score === null).map(([id]) => id)
      if (result!.lhr.runtimeError || unscored.length > 0) {
        const why = result!.lhr.runtimeError ? `${result!.lhr.runtimeError.code}: ${result!.lhr.runtimeError.message}` : `no score for ${unscored.join(', ')}`
        if (++failedRuns > maxFailedRuns) throw new Error(`Lighthouse could not measure ${url} ${failedRuns} times; the last: ${why}`)
        console.log(`  (a run on ${url} measured nothing, ${why}; run again)`)
        continue
      }
      longTasks.push([
        describeWorkBreakdown(result!.lhr.audits['mainthread-work-breakdown']?.details),
        ...describeLongTasks(result!.lhr.audits['long-tasks']?.details),
      ])
      timings.push(Object.fromEntries(metricIds.map((id) => [id, result!.lhr.audits[id]?.numericValue ?? NaN])) as (typeof timings)[number])
      // The 8× pass measures performance only (NaN: not measured, no budget).
      const score = (id: string) => (categories[id] ? Math.round((categories[id].score ?? 0) * 100) : NaN)
      runs.push({ performance: score('performance'), accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo') })
    }
    const medians = Object.fromEntries(
      (Object.keys(budgets) as (keyof typeof budgets)[]).map((key) => [key, median(runs.map((run) => run[key]))]),
    ) as Record<keyof typeof budgets, number>
    const passBudgets: Record<keyof typeof budgets, number> = { ...budgets, performance: pass.performance }
    const blockingMs = median(timings.map((timing) => timing['total-blocking-time']))
    const misses: string[] = (Object.keys(budgets) as (keyof typeof budgets)[]).filter((key) => medians[key] < passBudgets[key])
    if (blockingMs > pass.totalBlockingTimeMs) misses.push('total blocking time')
    missed ||= misses.length > 0
    console.log(
      `  ${url.padEnd(26)} ${[medians.performance, medians.accessibility, medians['best-practices'], medians.seo].map((score) => (Number.isNaN(score) ? '   –' : String(score).padStart(4))).join('  ')}${misses.length ? `   over budget: ${misses.join(', ')}` : ''}`,
    )
    // The simulated metrics behind the performance score, so a miss says where the time goes.
    console.log(`      ${metricIds.map((id) => `${metricLabels[id]} ${formatMetric(id, median(timings.map((timing) => timing[id])))}`).join(', ')}`)
    // Where a missed performance budget's blocking time went: the last run's long tasks.
    if (misses.length > 0 || process.env.BENCH_LONG_TASKS === '1') for (const task of longTasks.at(-1) ?? []) console.log(`        ${task}`)
  }
  return missed
}

/** Lighthouse's main-thread time by kind of work (script, style and layout, parsing…). */
function describeWorkBreakdown(details: unknown): string {
  const items = (details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? []
  return `main thread: ${items.map((item) => `${item.groupLabel} ${Math.round(item.duration ?? 0)} ms`).join(', ')}`
}

/** Lighthouse's long main-thread tasks (simulated on the slow phone): when, how long, whose script. */
function describeLongTasks(details: unknown): string[] {
  const items = (details as { items?: { url?: string; startTime?: number; duration?: number }[] } | undefined)?.items ?? []
  return items.map((task) => `long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms, ${task.url ?? 'unattributed'}`)
}

function formatMetric(id: (typeof metricIds)[number], value: number) {
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`
}

/** The middle value of the runs that measured it (a run that recorded no LCP gives NaN: left out). */
function median(values: number[]) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  return sorted.length === 0 ? NaN : sorted[Math.floor(sorted.length / 2)]!
}
