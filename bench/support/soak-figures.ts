import { percentile } from './server'

/**
 * The soak's arithmetic (npm run bench:soak), apart from the run: its warm-up and windows, each
 * route's p95 in the first and the last window, the memory and connection verdicts, the table and
 * the SVG chart. Pure: the timings and samples come in, text comes out.
 */

/** One timed request or flow (a submission → its first e-mail): when it began, how long it took. */
export type Timing = {
  label: string
  /** Milliseconds since the load began. */
  atMs: number
  ms: number
  /** The HTTP status; 0 for no answer (a refused connection, a timeout); 250 for a flow completed by an e-mail. */
  status: number
}

/** What the bench reads every 10 s. */
export type Sample = {
  atMs: number
  /** The server process's resident set. */
  rssMb: number
  /** Connections the server holds to its PostgreSQL database (undefined on PGlite). */
  connections?: number
  /** Jobs due or running (undefined where the queue cannot be read while the server runs). */
  pendingJobs?: number
  /** CPU time the server process has used since it started (user + system). */
  cpuSeconds?: number
  /** The machine's 1-minute load average: other work on the same cores shows here. */
  loadAverage?: number
  /**
   * The bench process's own event-loop delay (p99 since the sample before): its timings are taken
   * on that loop, so a delay that grows there would show as every route slowing at once.
   */
  benchDelayP99Ms?: number
  /** The bench's longest event-loop delay since the sample before (ms): one stall, which a p99 hides. */
  benchDelayMaxMs?: number
  /** The server's own event-loop delay (p99 since the sample before), from its /metrics. */
  serverDelayP99Ms?: number
  /** The server's longest event-loop delay since the sample before (ms), from its /metrics. */
  serverDelayMaxMs?: number
  /** Time the server has spent collecting garbage since it started (s), from its /metrics. */
  gcSeconds?: number
  /** CPU time of every PostgreSQL process (s, cumulative; undefined on PGlite, which runs in the server). */
  postgresCpuSeconds?: number
  /** CPU time of the bench's own process: the load and the fakes (s, cumulative). */
  benchCpuSeconds?: number
  /** CPU time the whole machine has been busy, all cores (s, cumulative): what is left after the rest is other work. */
  machineCpuSeconds?: number
}

/**
 * The sum of a metric's samples in Prometheus's text format (every label set, or those whose
 * labels include `having`), or undefined when the text has none.
 */
export function metricSum(text: string, name: string, having = ''): number | undefined {
  let sum: number | undefined
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)/.exec(line)
    if (!match || match[1] !== name || !(match[2] ?? '').includes(having)) continue
    sum = (sum ?? 0) + Number(match[3])
  }
  return sum
}

export type Span = { fromMs: number; toMs: number }

export type SoakPlan = {
  durationMs: number
  warmupMs: number
  /** The window right after the warm-up and the window that ends the run, compared with each other. */
  first: Span
  last: Span
  /** True when the run is shorter than 15 minutes and the warm-up and windows were scaled down. */
  scaled: boolean
}

const minute = 60_000

/**
 * When a flow's visitors arrive: at random, `perSecond` a second on average (a Poisson process:
 * exponential gaps), from a seeded generator so two runs send the same day. Visitors of a real
 * day do not arrive on a metronome. Flows started at fixed intervals kept the same phase to one
 * another all run long (the CSV export every 17.5 page loads), so a page met the export's batches
 * at the same moments each time, and did so more often only as the export grew with the data:
 * one page's p95 rose 2.9× while the others held. At random, every request meets the other work
 * as often as that work holds the server, in every window alike.
 */
export function arrivalTimes(perSecond: number, durationMs: number, seed: number): number[] {
  // mulberry32: small, fast, and the same sequence for the same seed everywhere.
  let state = seed >>> 0
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const meanGapMs = 1000 / perSecond
  const times: number[] = []
  for (let at = -Math.log(1 - random()) * meanGapMs; at < durationMs; at += -Math.log(1 - random()) * meanGapMs) times.push(at)
  return times
}

/**
 * 5 minutes of warm-up, then the first 5 minutes compared with the last 5. A run shorter than 15
 * minutes has no room for that: its warm-up is a third of it (at most 5 minutes) and the rest is
 * split into two windows, end to end.
 */
export function soakPlan(minutes: number): SoakPlan {
  const durationMs = minutes * minute
  if (minutes >= 15) return { durationMs, warmupMs: 5 * minute, first: { fromMs: 5 * minute, toMs: 10 * minute }, last: { fromMs: durationMs - 5 * minute, toMs: durationMs }, scaled: false }
  const warmupMs = Math.min(5 * minute, durationMs / 3)
  const windowMs = (durationMs - warmupMs) / 2
  return { durationMs, warmupMs, first: { fromMs: warmupMs, toMs: warmupMs + windowMs }, last: { fromMs: durationMs - windowMs, toMs: durationMs }, scaled: true }
}

export type RouteLimits = {
  /** The last window's p95 may be at most this many times the first's. */
  ratio: number
  /** A rise smaller than this passes whatever its ratio: 2 ms → 3 ms is noise, not a leak. */
  floorMs: number
  /** Fewer timings than this in a window: no verdict. */
  minCount: number
}

export const defaultRouteLimits: RouteLimits = { ratio: 1.2, floorMs: 5, minCount: 5 }

export type RouteFigure = {
  label: string
  /** Timings after the warm-up. */
  count: number
  p50: number
  p95First: number
  p95Last: number
  ratio: number
  verdict: 'ok' | 'slower' | 'too few'
  /** After the warm-up, by status. */
  statuses: Map<number, number>
}

const inSpan = (timing: { atMs: number }, span: Span) => timing.atMs >= span.fromMs && timing.atMs < span.toMs
const sorted = (values: number[]) => [...values].sort((a, b) => a - b)

/**
 * Each label's p95 in the first and the last window, and whether it held: the labels in `order`
 * first, as listed, then the others as first seen.
 */
export function routeFigures(timings: readonly Timing[], plan: SoakPlan, limits: RouteLimits = defaultRouteLimits, order: readonly string[] = []): RouteFigure[] {
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length)
  const labels = [...new Set(timings.map((timing) => timing.label))].sort((a, b) => rank(a) - rank(b))
  return labels.map((label) => {
    const answered = timings.filter((timing) => timing.label === label && timing.status !== 0)
    const after = answered.filter((timing) => timing.atMs >= plan.warmupMs)
    const first = sorted(answered.filter((timing) => inSpan(timing, plan.first)).map((timing) => timing.ms))
    const last = sorted(answered.filter((timing) => inSpan(timing, plan.last)).map((timing) => timing.ms))
    const p95First = percentile(first, 95)
    const p95Last = percentile(last, 95)
    const statuses = new Map<number, number>()
    for (const timing of timings) if (timing.label === label && timing.atMs >= plan.warmupMs) statuses.set(timing.status, (statuses.get(timing.status) ?? 0) + 1)
    const enough = first.length >= limits.minCount && last.length >= limits.minCount
    const held = p95Last <= limits.ratio * p95First || p95Last - p95First < limits.floorMs
    return {
      label,
      count: after.length,
      p50: percentile(sorted(after.map((timing) => timing.ms)), 50),
      p95First,
      p95Last,
      ratio: p95Last / p95First,
      verdict: !enough ? 'too few' : held ? 'ok' : 'slower',
      statuses,
    }
  })
}

export type MemoryFigure = {
  /** The median RSS of the first window's samples and of the last window's. */
  startMb: number
  endMb: number
  peakMb: number
  growth: number
  /** Least-squares slope of RSS after the warm-up, in MB an hour. */
  trendMbPerHour: number
  ok: boolean
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const median = (values: number[]) => percentile(sorted(values), 50)

/**
 * Resident memory after the warm-up against the end of the run: the median of each window's
 * samples. One sample is one garbage collection's luck, and a CSV export lifts RSS by tens of MB
 * for a few seconds; a leak lifts the whole window.
 */
export function memoryFigure(samples: readonly Sample[], plan: SoakPlan, options = { maxGrowth: 0.1 }): MemoryFigure {
  const level = (span: Span) => median(samples.filter((sample) => sample.atMs >= span.fromMs && sample.atMs <= span.toMs).map((sample) => sample.rssMb))
  const startMb = level(plan.first)
  const endMb = level(plan.last)
  const after = samples.filter((sample) => sample.atMs >= plan.warmupMs)
  const growth = endMb / startMb - 1
  return {
    startMb,
    endMb,
    peakMb: Math.max(...after.map((sample) => sample.rssMb)),
    growth,
    trendMbPerHour: slope(after.map((sample) => [sample.atMs / 3_600_000, sample.rssMb])),
    ok: growth <= options.maxGrowth,
  }
}

export type WindowLoad = {
  /** The server's CPU time per request answered in the window (ms): its own cost, whatever else runs. */
  cpuMsPerRequest: number
  /** The machine's mean 1-minute load average in the window. */
  loadAverage: number
  /** The bench process's mean event-loop delay p99 in the window (ms). */
  benchDelayP99Ms: number
  /** The server's mean event-loop delay p99 in the window (ms): a pause there slows every route it answers. */
  serverDelayP99Ms: number
  /**
   * The longest single stall of each event loop in the window (ms): a route's p95 that rose from
   * a few stalls of ~100 ms shows here, in the process that stalled, and not in a p99.
   */
  delayMaxMs: { server: number; bench: number }
  /** The server's garbage collection in the window, in ms per second. */
  gcMsPerSecond: number
  /**
   * Cores busy on average in the window, by whom: the server, PostgreSQL, this bench, and the rest
   * of the machine (other work, a virtual machine's host taking its cores back). A route slowed
   * while `other` rose and the server's own share held was slowed from outside.
   */
  cores: { server: number; postgres: number; bench: number; other: number }
}

/**
 * What the server spent per request in a window, and how busy the machine was: a route slower
 * while the server's cost per request held and the load rose was slowed by other work.
 */
export function windowLoad(samples: readonly Sample[], timings: readonly Timing[], span: Span): WindowLoad {
  const withCpu = samples.filter((sample) => sample.cpuSeconds !== undefined)
  const from = withCpu.filter((sample) => sample.atMs <= span.fromMs).at(-1) ?? withCpu[0]
  const to = withCpu.filter((sample) => sample.atMs <= span.toMs).at(-1)
  const requests = from && to ? timings.filter((timing) => timing.status !== 250 && timing.atMs >= from.atMs && timing.atMs < to.atMs).length : 0
  const inSpan = samples.filter((sample) => sample.atMs >= span.fromMs && sample.atMs <= span.toMs)
  const meanOf = (values: (number | undefined)[]) => {
    const known = values.filter((value): value is number => value !== undefined)
    return known.length ? mean(known) : NaN
  }
  const maxOf = (values: (number | undefined)[]) => {
    const known = values.filter((value): value is number => value !== undefined)
    return known.length ? Math.max(...known) : NaN
  }
  // A cumulative figure's rate over the window: seconds per second (cores), NaN where it was not read.
  const rateOf = (read: (sample: Sample) => number | undefined) => {
    const known = samples.filter((sample) => read(sample) !== undefined)
    const first = known.filter((sample) => sample.atMs <= span.fromMs).at(-1) ?? known[0]
    const last = known.filter((sample) => sample.atMs <= span.toMs).at(-1)
    return first && last && last.atMs > first.atMs ? (read(last)! - read(first)!) / ((last.atMs - first.atMs) / 1000) : NaN
  }
  const server = rateOf((sample) => sample.cpuSeconds)
  const postgres = rateOf((sample) => sample.postgresCpuSeconds)
  const bench = rateOf((sample) => sample.benchCpuSeconds)
  const machine = rateOf((sample) => sample.machineCpuSeconds)
  return {
    cpuMsPerRequest: from && to && requests ? ((to.cpuSeconds! - from.cpuSeconds!) * 1000) / requests : NaN,
    loadAverage: meanOf(inSpan.map((sample) => sample.loadAverage)),
    benchDelayP99Ms: meanOf(inSpan.map((sample) => sample.benchDelayP99Ms)),
    serverDelayP99Ms: meanOf(inSpan.map((sample) => sample.serverDelayP99Ms)),
    delayMaxMs: { server: maxOf(inSpan.map((sample) => sample.serverDelayMaxMs)), bench: maxOf(inSpan.map((sample) => sample.benchDelayMaxMs)) },
    gcMsPerSecond: rateOf((sample) => sample.gcSeconds) * 1000,
    cores: { server, postgres, bench, other: machine - server - (Number.isNaN(postgres) ? 0 : postgres) - bench },
  }
}

/** Least-squares slope of y over x (0 for fewer than two points). */
export function slope(points: readonly (readonly [number, number])[]): number {
  if (points.length < 2) return 0
  const meanX = mean(points.map(([x]) => x))
  const meanY = mean(points.map(([, y]) => y))
  const covariance = points.reduce((sum, [x, y]) => sum + (x - meanX) * (y - meanY), 0)
  const variance = points.reduce((sum, [x]) => sum + (x - meanX) ** 2, 0)
  return variance === 0 ? 0 : covariance / variance
}

/** The most connections seen in any sample (undefined when none were counted: PGlite). */
export function maxConnections(samples: readonly Sample[]): number | undefined {
  const counted = samples.flatMap((sample) => (sample.connections === undefined ? [] : [sample.connections]))
  return counted.length ? Math.max(...counted) : undefined
}

/** Answers of 500 and above, and requests that got no answer at all. */
export function serverErrors(timings: readonly Timing[]): { label: string; status: number; count: number }[] {
  const counts = new Map<string, { label: string; status: number; count: number }>()
  for (const timing of timings) {
    if (timing.status !== 0 && timing.status < 500) continue
    const key = `${timing.label}\u0000${timing.status}`
    const entry = counts.get(key) ?? { label: timing.label, status: timing.status, count: 0 }
    entry.count += 1
    counts.set(key, entry)
  }
  return [...counts.values()]
}

/** Each label's p95 per bucket of `bucketMs` (null where the bucket has no timing). */
export function bucketP95(timings: readonly Timing[], durationMs: number, bucketMs = 10_000): Map<string, (number | null)[]> {
  const buckets = Math.ceil(durationMs / bucketMs)
  const byLabel = new Map<string, number[][]>()
  for (const timing of timings) {
    if (timing.status === 0) continue
    const index = Math.floor(timing.atMs / bucketMs)
    if (index < 0 || index >= buckets) continue
    let rows = byLabel.get(timing.label)
    if (!rows) byLabel.set(timing.label, (rows = Array.from({ length: buckets }, () => [])))
    rows[index]!.push(timing.ms)
  }
  return new Map([...byLabel].map(([label, rows]) => [label, rows.map((values) => (values.length ? percentile(sorted(values), 95) : null))]))
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')
const msText = (value: number) => (Number.isFinite(value) ? (value >= 100 ? `${Math.round(value)}` : value.toFixed(1)) : '–')

/** The routes as a plain-text table, columns aligned. */
export function routeTable(routes: readonly RouteFigure[], limits: RouteLimits = defaultRouteLimits): string {
  const header = ['route', 'count', 'p50 ms', 'p95 first', 'p95 last', 'last/first', 'verdict', 'statuses']
  const rows = routes.map((route) => [
    route.label,
    String(route.count),
    msText(route.p50),
    msText(route.p95First),
    msText(route.p95Last),
    `${fixed(route.ratio, 2)}×`,
    route.verdict === 'slower' ? `SLOWER (> ${limits.ratio}× and +${limits.floorMs} ms)` : route.verdict,
    [...route.statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'no answer' : status}×${count}`).join(', '),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  // Numbers right-aligned, words left.
  const numeric = new Set([1, 2, 3, 4, 5])
  const line = (cells: string[]) => cells.map((cell, column) => (numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join('  ').trimEnd()
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

// ---------------------------------------------------------------------------------------------
// The chart

export type ChartInput = {
  title: string
  plan: SoakPlan
  samples: readonly Sample[]
  /** Each label's p95 per bucket (bucketP95). */
  p95: Map<string, (number | null)[]>
  bucketMs: number
  /** The routes' verdicts: each small chart is titled with its windows' p95s and drawn red when slower. */
  routes: readonly RouteFigure[]
  /** Each window's RSS level, drawn dashed, and the limit over the last (start + 10 %) in red. */
  memory?: MemoryFigure
  /** Connections allowed, drawn dashed; undefined on PGlite. */
  poolSize?: number
  /** Said in the last panel when there are no connection counts. */
  connectionsNote?: string
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Round steps for an axis from 0 to `max`: 1, 2 or 5 × a power of ten, about `count` of them. */
export function niceTicks(max: number, count = 5): number[] {
  if (!(max > 0)) return [0]
  const raw = max / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!
  return Array.from({ length: Math.floor(max / step) + 1 }, (_, index) => Number((index * step).toPrecision(12)))
}

/** The smallest 1, 2 or 5 × a power of ten at or above `value` (an axis's top). */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  return [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= value * 0.999)!
}

const colors = { warmup: '#ececec', first: '#dbe8f7', last: '#fbe5cf', line: '#1f5fa8', slower: '#c62828', limit: '#c62828', jobs: '#7b4fa8', load: '#e67e22', connections: '#2e7d32', text: '#333', muted: '#666' }

/**
 * Over the run's minutes: the server's resident memory; one small chart per route with its p95
 * per bucket and, dashed, its p95 over the first and the last window (red when the route got
 * slower); then database connections and the jobs due. The warm-up is shaded grey, the first
 * window blue, the last orange.
 */
export function soakChart(input: ChartInput): string {
  const width = 1200
  const margin = 60
  const fullWidth = width - margin - 30
  const columns = 3
  // Each small chart's plot starts where its column does; the gap after it holds the next one's scale.
  const cell = { width: (fullWidth + 56) / columns, gap: 56, titleHeight: 30, plotHeight: 62, axisHeight: 22 }
  const cellHeight = cell.titleHeight + cell.plotHeight + cell.axisHeight
  // The routes' order, then any label without a figure.
  const labels = [...new Set([...input.routes.map((route) => route.label).filter((label) => input.p95.has(label)), ...input.p95.keys()])]
  const memoryPanel = { top: 100, height: 170 }
  const routesTop = memoryPanel.top + memoryPanel.height + 70
  const routesHeight = Math.ceil(labels.length / columns) * cellHeight
  const connectionsPanel = { top: routesTop + routesHeight + 56, height: 110 }
  const height = connectionsPanel.top + connectionsPanel.height + 40
  const minutes = input.plan.durationMs / minute
  const parts: string[] = []
  const text = (tx: number, ty: number, content: string, attributes = '') => `<text x="${fixed(tx, 1)}" y="${fixed(ty, 1)}" ${attributes}>${escapeXml(content)}</text>`
  const path = (points: [number, number][], attributes: string) =>
    points.length ? `<path d="${points.map(([px, py], index) => `${index ? 'L' : 'M'}${px.toFixed(1)},${py.toFixed(1)}`).join('')}" fill="none" ${attributes}/>` : ''
  const line = (x1: number, y1: number, x2: number, y2: number, attributes: string) => `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" ${attributes}/>`

  /** A plot area: its time scale, the shaded warm-up and windows, the minute ticks. */
  const area = (left: number, top: number, plotWidth: number, plotHeight: number, minuteTicks: number, unit = ' min') => {
    const x = (ms: number) => left + (ms / input.plan.durationMs) * plotWidth
    const shade = (span: Span, fill: string) => `<rect x="${x(span.fromMs).toFixed(1)}" y="${top}" width="${(x(span.toMs) - x(span.fromMs)).toFixed(1)}" height="${plotHeight}" fill="${fill}"/>`
    parts.push(shade({ fromMs: 0, toMs: input.plan.warmupMs }, colors.warmup), shade(input.plan.first, colors.first), shade(input.plan.last, colors.last))
    for (const tick of niceTicks(minutes, minuteTicks)) {
      parts.push(line(x(tick * minute), top + plotHeight, x(tick * minute), top + plotHeight + 4, `stroke="${colors.muted}"`))
      parts.push(text(x(tick * minute), top + plotHeight + 16, `${tick}${tick === 0 ? unit : ''}`, `font-size="11" text-anchor="middle" fill="${colors.muted}"`))
    }
    return x
  }
  const yTicks = (left: number, right: number, ticks: number[], y: (value: number) => number, size = 11) => {
    for (const tick of ticks) {
      parts.push(line(left, y(tick), right, y(tick), 'stroke="#cfcfcf" stroke-width="1"'))
      parts.push(text(left - 5, y(tick) + 4, String(tick), `font-size="${size}" text-anchor="end" fill="${colors.muted}"`))
    }
  }
  const border = (left: number, top: number, plotWidth: number, plotHeight: number) => `<rect x="${left}" y="${top}" width="${plotWidth.toFixed(1)}" height="${plotHeight}" fill="none" stroke="#999"/>`

  parts.push(`<rect width="${width}" height="${height}" fill="#ffffff"/>`)
  parts.push(text(margin, 32, input.title, 'font-size="19" font-weight="600"'))
  // The key to the shading, once for every panel.
  const key: [string, string][] = [
    [colors.warmup, `warm-up (${fixed(input.plan.warmupMs / minute, 1)} min, not judged)`],
    [colors.first, `first window (${fixed(input.plan.first.fromMs / minute, 1)}-${fixed(input.plan.first.toMs / minute, 1)} min)`],
    [colors.last, `last window (${fixed(input.plan.last.fromMs / minute, 1)}-${fixed(input.plan.last.toMs / minute, 1)} min)`],
  ]
  let keyX = margin
  for (const [fill, label] of key) {
    parts.push(`<rect x="${keyX}" y="47" width="14" height="14" fill="${fill}" stroke="#999"/>`, text(keyX + 20, 59, label, `font-size="12" fill="${colors.text}"`))
    keyX += 40 + label.length * 6.6
  }

  // Memory.
  {
    const { top, height: plotHeight } = memoryPanel
    const values = input.samples.map((sample) => sample.rssMb)
    const memory = input.memory
    const limitMb = memory ? memory.startMb * 1.1 : undefined
    const ceiling = niceCeiling(Math.max(...values, limitMb ?? 0) * 1.05)
    const y = (mb: number) => top + plotHeight - (mb / ceiling) * plotHeight
    parts.push(text(margin, top - 12, `Server resident memory (MB), every ${input.bucketMs / 1000} s${memory ? ` · black dashes: each window's median · red: the limit, +10 % (${Math.round(limitMb!)} MB)` : ''}`, 'font-size="14" font-weight="600"'))
    const x = area(margin, top, fullWidth, plotHeight, Math.min(15, Math.max(3, Math.round(minutes))))
    yTicks(margin, margin + fullWidth, niceTicks(ceiling, 4), y)
    parts.push(path(input.samples.map((sample) => [x(sample.atMs), y(sample.rssMb)]), `stroke="${colors.line}" stroke-width="2"`))
    if (memory && limitMb) {
      parts.push(line(x(input.plan.last.fromMs), y(limitMb), x(input.plan.last.toMs), y(limitMb), `stroke="${colors.limit}" stroke-width="1.6" stroke-dasharray="6 4"`))
      for (const [span, mb] of [[input.plan.first, memory.startMb], [input.plan.last, memory.endMb]] as const) parts.push(line(x(span.fromMs), y(mb), x(span.toMs), y(mb), `stroke="${colors.text}" stroke-width="1.6" stroke-dasharray="5 3"`))
    }
    parts.push(border(margin, top, fullWidth, plotHeight))
  }

  // p95, one small chart per route.
  parts.push(text(margin, routesTop - 30, `p95 per ${input.bucketMs / 1000}-s bucket by route (ms; each chart its own scale) · dashed: the p95 of each window`, 'font-size="14" font-weight="600"'))
  const figures = new Map(input.routes.map((route) => [route.label, route]))
  labels.forEach((label, index) => {
    const values = input.p95.get(label)!
    const figure = figures.get(label)
    const cellTop = routesTop + Math.floor(index / columns) * cellHeight
    const plotLeft = margin + (index % columns) * cell.width
    const plotWidth = cell.width - cell.gap
    const top = cellTop + cell.titleHeight
    const slower = figure?.verdict === 'slower'
    const color = slower ? colors.slower : colors.line
    parts.push(text(plotLeft, cellTop + 12, label, `font-size="12.5" font-weight="600" fill="${color}"`))
    if (figure) {
      const summary = `${msText(figure.p95First)} → ${msText(figure.p95Last)} ms (${fixed(figure.ratio, 2)}×)${slower ? ' slower' : figure.verdict === 'too few' ? ' too few' : ''}`
      parts.push(text(plotLeft, cellTop + 26, summary, `font-size="11.5" fill="${slower ? colors.slower : colors.muted}"`))
    }
    const present = values.filter((value): value is number => value !== null)
    const ceiling = niceCeiling(Math.max(...present, figure?.p95First ?? 0, figure?.p95Last ?? 0, 1) * 1.05)
    const y = (ms: number) => top + cell.plotHeight - (Math.min(ms, ceiling) / ceiling) * cell.plotHeight
    const x = area(plotLeft, top, plotWidth, cell.plotHeight, Math.min(6, Math.max(3, Math.round(minutes))), '')
    yTicks(plotLeft, plotLeft + plotWidth, [0, ceiling / 2, ceiling], y, 10)
    // A bucket without a timing breaks the line.
    let run: [number, number][] = []
    const runs: [number, number][][] = []
    values.forEach((value, bucket) => {
      if (value === null) {
        if (run.length) runs.push(run)
        run = []
      } else run.push([x((bucket + 0.5) * input.bucketMs), y(value)])
    })
    if (run.length) runs.push(run)
    for (const points of runs) parts.push(points.length === 1 ? `<circle cx="${points[0]![0].toFixed(1)}" cy="${points[0]![1].toFixed(1)}" r="1.8" fill="${color}"/>` : path(points, `stroke="${color}" stroke-width="1.4"`))
    if (figure) {
      for (const [span, value] of [[input.plan.first, figure.p95First], [input.plan.last, figure.p95Last]] as const) {
        if (Number.isFinite(value)) parts.push(line(x(span.fromMs), y(value), x(span.toMs), y(value), `stroke="${colors.text}" stroke-width="1.6" stroke-dasharray="5 3"`))
      }
    }
    parts.push(border(plotLeft, top, plotWidth, cell.plotHeight))
  })

  // Connections and jobs due.
  {
    const { top, height: plotHeight } = connectionsPanel
    const connections = input.samples.filter((sample) => sample.connections !== undefined)
    const jobs = input.samples.filter((sample) => sample.pendingJobs !== undefined)
    const loads = input.samples.filter((sample) => sample.loadAverage !== undefined)
    const ceiling = niceCeiling(Math.max(input.poolSize ?? 0, ...[...connections.map((sample) => sample.connections!), ...jobs.map((sample) => sample.pendingJobs!), ...loads.map((sample) => sample.loadAverage!)], 1) * 1.1)
    const y = (count: number) => top + plotHeight - (count / ceiling) * plotHeight
    const legend = [
      connections.length ? 'green: connections to the database' : '',
      jobs.length ? 'purple: jobs due or running' : '',
      loads.length ? "orange: the machine's load average" : '',
      input.poolSize !== undefined ? `dashed: the pools' size (${input.poolSize})` : '',
    ].filter(Boolean)
    parts.push(text(margin, top - 28, 'Connections, jobs and load', 'font-size="14" font-weight="600"'))
    parts.push(text(margin, top - 10, legend.join(' · '), `font-size="12" fill="${colors.text}"`))
    const x = area(margin, top, fullWidth, plotHeight, Math.min(15, Math.max(3, Math.round(minutes))))
    yTicks(margin, margin + fullWidth, niceTicks(ceiling, 3), y)
    if (input.poolSize !== undefined) parts.push(line(margin, y(input.poolSize), margin + fullWidth, y(input.poolSize), `stroke="${colors.limit}" stroke-dasharray="6 4"`))
    parts.push(path(connections.map((sample) => [x(sample.atMs), y(sample.connections!)]), `stroke="${colors.connections}" stroke-width="2"`))
    parts.push(path(jobs.map((sample) => [x(sample.atMs), y(sample.pendingJobs!)]), `stroke="${colors.jobs}" stroke-width="1.5"`))
    parts.push(path(loads.map((sample) => [x(sample.atMs), y(sample.loadAverage!)]), `stroke="${colors.load}" stroke-width="1.5"`))
    if (input.connectionsNote) parts.push(text(margin + 10, top + 22, input.connectionsNote, `font-size="12" fill="${colors.text}"`))
    parts.push(border(margin, top, fullWidth, plotHeight))
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Verdana, sans-serif">\n${parts.filter(Boolean).join('\n')}\n</svg>\n`
}
