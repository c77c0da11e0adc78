import { describe, expect, it } from 'vitest'
import { arrivalTimes, bucketP95, maxConnections, memoryFigure, metricSum, niceCeiling, niceTicks, routeFigures, routeTable, serverErrors, slope, soakChart, soakPlan, windowLoad, type Sample, type Timing } from './soak-figures'

const minute = 60_000

/** `count` timings of `ms` each, spread evenly over [fromMs, toMs). */
const spread = (label: string, fromMs: number, toMs: number, count: number, ms: (index: number) => number, status = 200): Timing[] =>
  Array.from({ length: count }, (_, index) => ({ label, atMs: fromMs + ((toMs - fromMs) * index) / count, ms: ms(index), status }))

describe('soakPlan', () => {
  it('warms up for 5 minutes and compares the 5 after with the last 5 of a 30-minute run', () => {
    expect(soakPlan(30)).toEqual({ durationMs: 30 * minute, warmupMs: 5 * minute, first: { fromMs: 5 * minute, toMs: 10 * minute }, last: { fromMs: 25 * minute, toMs: 30 * minute }, scaled: false })
  })

  it('scales a run under 15 minutes: a third to warm up, the rest split into two windows', () => {
    expect(soakPlan(3)).toEqual({ durationMs: 3 * minute, warmupMs: minute, first: { fromMs: minute, toMs: 2 * minute }, last: { fromMs: 2 * minute, toMs: 3 * minute }, scaled: true })
    const twelve = soakPlan(12)
    expect(twelve.warmupMs).toBe(4 * minute)
    expect(twelve.first).toEqual({ fromMs: 4 * minute, toMs: 8 * minute })
    expect(twelve.last).toEqual({ fromMs: 8 * minute, toMs: 12 * minute })
  })

  it('caps the warm-up of a scaled run at 5 minutes', () => {
    expect(soakPlan(14.9).warmupMs).toBeCloseTo(4.9667 * minute, -2)
    expect(soakPlan(15).scaled).toBe(false)
  })
})

describe('routeFigures', () => {
  const plan = soakPlan(30)

  it('passes a route whose p95 stayed within 1.2×, ignoring the warm-up', () => {
    const timings = [...spread('GET /', 0, 5 * minute, 100, () => 900), ...spread('GET /', 5 * minute, 30 * minute, 500, (index) => 10 + (index % 10))]
    const [route] = routeFigures(timings, plan)
    expect(route).toMatchObject({ label: 'GET /', count: 500, p95First: 19, p95Last: 19, verdict: 'ok' })
    expect(route!.statuses).toEqual(new Map([[200, 500]]))
  })

  it('fails a route whose p95 grew past 1.2× and by 5 ms or more', () => {
    const timings = [...spread('GET /api/booking/slots', 5 * minute, 10 * minute, 100, () => 20), ...spread('GET /api/booking/slots', 25 * minute, 30 * minute, 100, () => 30)]
    expect(routeFigures(timings, plan)[0]).toMatchObject({ p95First: 20, p95Last: 30, ratio: 1.5, verdict: 'slower' })
  })

  it('passes a rise under the 5 ms floor, whatever its ratio', () => {
    const timings = [...spread('GET /assets/*', 5 * minute, 10 * minute, 100, () => 2), ...spread('GET /assets/*', 25 * minute, 30 * minute, 100, () => 6.9)]
    expect(routeFigures(timings, plan)[0]).toMatchObject({ verdict: 'ok' })
  })

  it('lists the routes in the order given, then the others as first seen', () => {
    const timings = ['GET /blog', 'POST /api/contact', 'GET /', 'GET /book'].map((label) => ({ label, atMs: 6 * minute, ms: 1, status: 200 }))
    expect(routeFigures(timings, plan, undefined, ['GET /', 'POST /api/contact']).map((route) => route.label)).toEqual(['GET /', 'POST /api/contact', 'GET /blog', 'GET /book'])
  })

  it('gives no verdict on a window with fewer than 5 timings', () => {
    const timings = [...spread('GET export', 5 * minute, 10 * minute, 4, () => 100), ...spread('GET export', 25 * minute, 30 * minute, 50, () => 900)]
    expect(routeFigures(timings, plan)[0]!.verdict).toBe('too few')
  })

  it('counts unanswered requests by status but keeps them out of the percentiles', () => {
    const timings = [...spread('POST /api/contact', 5 * minute, 10 * minute, 20, () => 30), ...spread('POST /api/contact', 25 * minute, 30 * minute, 20, () => 30), { label: 'POST /api/contact', atMs: 26 * minute, ms: 60_000, status: 0 }]
    const [route] = routeFigures(timings, plan)
    expect(route).toMatchObject({ p95Last: 30, verdict: 'ok', count: 40 })
    expect(route!.statuses.get(0)).toBe(1)
  })
})

describe('memoryFigure', () => {
  const plan = soakPlan(30)
  const samples = (rss: (atMs: number) => number): Sample[] => Array.from({ length: 181 }, (_, index) => ({ atMs: index * 10_000, rssMb: rss(index * 10_000) }))

  it('compares the median RSS of the first window with the last window’s, so a short spike is not growth', () => {
    const figure = memoryFigure(samples((atMs) => (atMs === 29 * minute ? 400 : atMs < 10 * minute ? 200 : 215)), plan)
    expect(figure.startMb).toBe(200)
    expect(figure.endMb).toBe(215)
    expect(figure.peakMb).toBe(400)
    expect(figure.growth).toBeCloseTo(0.075)
    expect(figure.ok).toBe(true)
  })

  it('fails a steady leak past 10 % and reports its slope an hour', () => {
    const figure = memoryFigure(samples((atMs) => 200 + (atMs / minute) * 1.5), plan)
    expect(figure.growth).toBeGreaterThan(0.1)
    expect(figure.ok).toBe(false)
    expect(figure.trendMbPerHour).toBeCloseTo(90)
  })
})

describe('windowLoad', () => {
  it("divides the server's CPU time in a window by the requests answered in it, and averages the machine's load", () => {
    const plan = soakPlan(30)
    const samples: Sample[] = Array.from({ length: 181 }, (_, index) => ({ atMs: index * 10_000, rssMb: 1, cpuSeconds: index * (index < 90 ? 1 : 2), loadAverage: index < 90 ? 1 : 3 }))
    const timings = spread('GET /', 0, 30 * minute, 1800 * 20, () => 1)
    const first = windowLoad(samples, timings, plan.first)
    expect(first.cpuMsPerRequest).toBeCloseTo(5)
    expect(first.loadAverage).toBe(1)
    expect(windowLoad(samples, [...timings, { label: 'contact → first e-mail', atMs: 26 * minute, ms: 1, status: 250 }], plan.last).cpuMsPerRequest).toBeCloseTo(10)
  })

  it("averages the server's event-loop delay and turns its cumulative GC time into ms per second", () => {
    const plan = soakPlan(30)
    // 0.02 s of GC every 10 s sample: 2 ms a second; 0.05 s after 15 min: 5 ms a second.
    const samples: Sample[] = Array.from({ length: 181 }, (_, index) => ({
      atMs: index * 10_000,
      rssMb: 1,
      serverDelayP99Ms: index < 90 ? 12 : 20,
      // One stall of 140 ms in the last window, at 25.5 min; the bench's loop never past 30 ms.
      serverDelayMaxMs: index === 153 ? 140 : 15,
      benchDelayMaxMs: index === 40 ? 30 : 12,
      gcSeconds: index < 90 ? index * 0.02 : 89 * 0.02 + (index - 89) * 0.05,
    }))
    const first = windowLoad(samples, [], plan.first)
    const last = windowLoad(samples, [], plan.last)
    expect(first.serverDelayP99Ms).toBe(12)
    expect(last.serverDelayP99Ms).toBe(20)
    expect(first.delayMaxMs).toEqual({ server: 15, bench: 30 })
    expect(last.delayMaxMs).toEqual({ server: 140, bench: 12 })
    expect(first.gcMsPerSecond).toBeCloseTo(2)
    expect(last.gcMsPerSecond).toBeCloseTo(5)
    expect(windowLoad([{ atMs: 0, rssMb: 1 }], [], plan.first).gcMsPerSecond).toBeNaN()
  })

  it('shares the busy cores between the server, PostgreSQL, the bench and the rest of the machine', () => {
    const plan = soakPlan(30)
    // Each 10 s: the server 2 s, PostgreSQL 0.5 s, the bench 1.5 s, and the machine 5 s (then 9 s after 15 min).
    const samples: Sample[] = Array.from({ length: 181 }, (_, index) => ({
      atMs: index * 10_000,
      rssMb: 1,
      cpuSeconds: index * 2,
      postgresCpuSeconds: index * 0.5,
      benchCpuSeconds: index * 1.5,
      machineCpuSeconds: index < 90 ? index * 5 : 89 * 5 + (index - 89) * 9,
    }))
    const first = windowLoad(samples, [], plan.first).cores
    expect(first.server).toBeCloseTo(0.2)
    expect(first.postgres).toBeCloseTo(0.05)
    expect(first.bench).toBeCloseTo(0.15)
    expect(first.other).toBeCloseTo(0.1)
    expect(windowLoad(samples, [], plan.last).cores.other).toBeCloseTo(0.5)
    // PGlite: no PostgreSQL process; the rest is what the server and the bench do not explain.
    const embedded = windowLoad(samples.map(({ postgresCpuSeconds: _, ...sample }) => sample), [], plan.first).cores
    expect(embedded.postgres).toBeNaN()
    expect(embedded.other).toBeCloseTo(0.15)
  })
})

describe('metricSum', () => {
  const text = [
    '# HELP nodejs_gc_duration_seconds Garbage collection duration by kind',
    'nodejs_gc_duration_seconds_sum{kind="minor"} 1.5',
    'nodejs_gc_duration_seconds_sum{kind="major"} 0.25',
    'nodejs_gc_duration_seconds_count{kind="minor"} 40',
    'nodejs_eventloop_lag_p99_seconds 0.0125',
  ].join('\n')

  it('sums every label set of a metric, or those having a label, and says when there is none', () => {
    expect(metricSum(text, 'nodejs_gc_duration_seconds_sum')).toBeCloseTo(1.75)
    expect(metricSum(text, 'nodejs_gc_duration_seconds_sum', 'kind="major"')).toBeCloseTo(0.25)
    expect(metricSum(text, 'nodejs_eventloop_lag_p99_seconds')).toBeCloseTo(0.0125)
    expect(metricSum(text, 'nodejs_eventloop_lag_p50_seconds')).toBeUndefined()
  })
})

describe('the other figures', () => {
  it('fits a least-squares slope', () => {
    expect(slope([[0, 1], [1, 3], [2, 5]])).toBeCloseTo(2)
    expect(slope([[1, 1]])).toBe(0)
  })

  it('takes the most connections seen, none on PGlite', () => {
    expect(maxConnections([{ atMs: 0, rssMb: 1, connections: 6 }, { atMs: 1, rssMb: 1, connections: 12 }])).toBe(12)
    expect(maxConnections([{ atMs: 0, rssMb: 1 }])).toBeUndefined()
  })

  it('lists 5xx answers and unanswered requests, not 4xx or delivered e-mails', () => {
    const timings: Timing[] = [
      { label: 'POST /api/booking', atMs: 0, ms: 1, status: 409 },
      { label: 'GET /', atMs: 0, ms: 1, status: 503 },
      { label: 'GET /', atMs: 1, ms: 1, status: 503 },
      { label: 'GET /blog', atMs: 1, ms: 1, status: 0 },
      { label: 'contact → first e-mail', atMs: 1, ms: 1, status: 250 },
    ]
    expect(serverErrors(timings)).toEqual([
      { label: 'GET /', status: 503, count: 2 },
      { label: 'GET /blog', status: 0, count: 1 },
    ])
  })

  it('takes each bucket’s p95, null where a bucket is empty', () => {
    const timings = [...spread('GET /', 0, 10_000, 20, (index) => index + 1), { label: 'GET /', atMs: 25_000, ms: 7, status: 200 }]
    expect(bucketP95(timings, 30_000).get('GET /')).toEqual([19, null, 7])
  })

  it('chooses round axis steps', () => {
    expect(niceTicks(230, 5)).toEqual([0, 50, 100, 150, 200])
    expect(niceCeiling(38)).toBe(50)
    expect(niceCeiling(1_100)).toBe(2_000)
    expect(niceCeiling(0)).toBe(1)
  })
})

describe('the report', () => {
  it('prints one aligned row per route with its verdict', () => {
    const plan = soakPlan(30)
    const timings = [...spread('GET /', 5 * minute, 10 * minute, 100, () => 10), ...spread('GET /', 25 * minute, 30 * minute, 100, () => 40)]
    const lines = routeTable(routeFigures(timings, plan)).split('\n')
    expect(lines[0]).toMatch(/^route\s+count\s+p50 ms\s+p95 first\s+p95 last\s+last\/first\s+verdict\s+statuses$/)
    expect(lines[2]).toMatch(/^GET \/\s+200\s+10\.0\s+10\.0\s+40\.0\s+4\.00×\s+SLOWER \(> 1\.2× and \+5 ms\)\s+200×200$/)
  })

  it('draws a chart with a panel each for memory, p95 and connections, and a legend entry per route', () => {
    const plan = soakPlan(3)
    const samples: Sample[] = Array.from({ length: 19 }, (_, index) => ({ atMs: index * 10_000, rssMb: 250 + index, connections: 9, pendingJobs: index % 3 }))
    const timings = [...spread('GET /', 0, 3 * minute, 300, () => 4), ...spread('contact → first e-mail <fast>', 0, 3 * minute, 60, () => 180, 250)]
    const svg = soakChart({ title: 'bench:soak on postgres', plan, samples, p95: bucketP95(timings, plan.durationMs), bucketMs: 10_000, routes: routeFigures(timings, plan), memory: memoryFigure(samples, plan), poolSize: 14 })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('Server resident memory (MB)')
    expect(svg).toContain('p95 per 10-s bucket')
    expect(svg).toContain('Connections, jobs and load')
    expect(svg).toContain("the pools' size (14)")
    expect(svg).toContain('contact → first e-mail &lt;fast&gt;')
    expect(svg).not.toContain('NaN')
  })
})

describe('arrivalTimes', () => {
  it('sends a flow at random at its mean rate, the same day for the same seed', () => {
    const times = arrivalTimes(2, 30 * minute, 7)
    // 3,600 expected: a Poisson count's spread is its square root (60).
    expect(times.length).toBeGreaterThan(3_400)
    expect(times.length).toBeLessThan(3_800)
    expect(times.every((at, index) => at >= 0 && at < 30 * minute && (index === 0 || at >= times[index - 1]!))).toBe(true)
    expect(arrivalTimes(2, 30 * minute, 7)).toEqual(times)
    expect(arrivalTimes(2, 30 * minute, 8)).not.toEqual(times)
    // Not a metronome: the gaps vary as exponential ones do (their spread about their mean, 500 ms).
    const gaps = times.slice(1).map((at, index) => at - times[index]!)
    const meanGap = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length
    const spread = Math.sqrt(gaps.reduce((sum, gap) => sum + (gap - meanGap) ** 2, 0) / gaps.length)
    expect(meanGap).toBeGreaterThan(450)
    expect(meanGap).toBeLessThan(550)
    expect(spread / meanGap).toBeGreaterThan(0.85)
    expect(spread / meanGap).toBeLessThan(1.15)
  })
})
