import { useState } from 'react'
import { timeZoneLabel } from '@/shared/booking-form'
import type { Insights } from '@/shared/insights'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { NativeSelect, NativeSelectOptions } from '@/web/components/ui/native-select'
import { useOwnerTimeZone } from '../../api/get-booking-settings'
import { useInsights } from '../../api/get-insights'
import { presetRange, rangePresets, todayIn, type DateRange, type RangePreset } from '../../lib/insights-range'
import { ListError, ListLoading } from '../shared/list-states'
import { AssistantCard } from './assistant-card'
import { InsightsFigure, type InsightsFigureProps } from './insights-figure'

const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const percent = (rate: number | null) => (rate === null ? '—' : `${rate}%`)
const seconds = (value: number | null) => (value === null ? '—' : `${value} s`)
const channel = (row: Pick<Insights['bySource'][number], 'source' | 'medium' | 'campaign'>) => `${row.source} / ${row.medium} / ${row.campaign}`

/** The figures of one answer, each as the props of its chart and table. */
function figures(insights: Insights): InsightsFigureProps[] {
  const outcomeColumns = ['Leads', 'Calls booked', 'Won', 'Won revenue ($/mo)'] as const
  const outcomeChart = { leads: { label: 'Leads', color: 'var(--color-brand-600)' }, booked: { label: 'Calls booked', color: 'var(--color-ink-500)' }, won: { label: 'Won', color: 'var(--color-accent-600)' } }
  const outcomeCells = (row: { leads: number; booked: number; won: number; revenue: number }) => [row.leads, row.booked, row.won, row.revenue] as const
  return [
    {
      title: 'Funnel',
      fileName: `funnel-${insights.from}-${insights.to}`,
      columns: ['Stage', 'Count', 'From the stage before'],
      rows: insights.funnel.map((stage) => [stage.stage, stage.count, percent(stage.rateFromPrevious)]),
      chart: {
        data: insights.funnel.map((stage) => ({ stage: stage.stage, count: stage.count })),
        category: 'stage',
        config: { count: { label: 'Count', color: 'var(--color-brand-600)' } },
        summary: `Funnel: ${insights.funnel.map((stage) => `${stage.stage} ${stage.count}`).join(', ')}.`,
      },
    },
    {
      title: 'By source / medium / campaign',
      fileName: `sources-${insights.from}-${insights.to}`,
      columns: ['Source / medium / campaign', ...outcomeColumns],
      rows: insights.bySource.map((row) => [channel(row), ...outcomeCells(row)]),
      chart: { data: insights.bySource.slice(0, 8).map((row) => ({ source: row.source, leads: row.leads, booked: row.booked, won: row.won })), category: 'source', config: outcomeChart, summary: `Leads, calls and wins by source, top ${Math.min(8, insights.bySource.length)}.` },
    },
    {
      title: 'By industry',
      fileName: `industries-${insights.from}-${insights.to}`,
      columns: ['Industry', ...outcomeColumns],
      rows: insights.byIndustry.map((row) => [row.industry, ...outcomeCells(row)]),
      chart: { data: insights.byIndustry.slice(0, 8).map((row) => ({ industry: row.industry, leads: row.leads, booked: row.booked, won: row.won })), category: 'industry', config: outcomeChart, summary: 'Leads, calls and wins by industry.' },
    },
    {
      title: 'By score band',
      fileName: `score-bands-${insights.from}-${insights.to}`,
      columns: ['Score band', ...outcomeColumns],
      rows: insights.byScoreBand.map((row) => [row.band, ...outcomeCells(row)]),
      chart: { data: insights.byScoreBand.map((row) => ({ band: row.band, leads: row.leads, booked: row.booked, won: row.won })), category: 'band', config: outcomeChart, summary: 'Leads, calls and wins by score band.' },
    },
    {
      title: 'Speed to lead by week',
      fileName: `speed-to-lead-${insights.from}-${insights.to}`,
      columns: ['Week of', 'Answered', 'First answer p50', 'First answer p95'],
      rows: insights.speedToLead.map((row) => [row.week, row.answered, seconds(row.p50Seconds), seconds(row.p95Seconds)]),
      chart: {
        data: insights.speedToLead.map((row) => ({ week: row.week, p50: row.p50Seconds, p95: row.p95Seconds })),
        category: 'week',
        config: { p50: { label: 'p50 (s)', color: 'var(--color-brand-600)' }, p95: { label: 'p95 (s)', color: 'var(--color-ink-500)' } },
        summary: 'Seconds to the first answer, median and 95th percentile, by week.',
      },
    },
    weekly(insights, 'bookings', { title: 'Calls booked by week', fileName: 'bookings', label: 'Calls booked', color: 'var(--color-brand-600)' }),
    weekly(insights, 'wonRevenue', { title: 'Won revenue by week', fileName: 'won-revenue', label: 'Won revenue ($/mo)', color: 'var(--color-accent-600)' }),
    {
      title: 'Site assistant by source',
      fileName: `assistant-${insights.from}-${insights.to}`,
      columns: ['Source / medium / campaign', 'Conversations', 'Leads taken', 'Calls booked'],
      rows: insights.assistantBySource.map((row) => [channel(row), row.conversations, row.leads, row.booked]),
      chart: {
        data: insights.assistantBySource.slice(0, 8).map((row) => ({ source: row.source, conversations: row.conversations, leads: row.leads, booked: row.booked })),
        category: 'source',
        config: { conversations: { label: 'Conversations', color: 'var(--color-ink-500)' }, leads: { label: 'Leads taken', color: 'var(--color-brand-600)' }, booked: { label: 'Calls booked', color: 'var(--color-accent-600)' } },
        summary: `Conversations with the site assistant, and the leads and calls they took, by source, top ${Math.min(8, insights.assistantBySource.length)}.`,
      },
    },
    callsFigure(insights),
  ]
}

/** Calls to the business number by outcome (issue 32). */
function callsFigure(insights: Insights): InsightsFigureProps {
  const { calls } = insights
  const rows: [string, number][] = [
    ['Calls', calls.total],
    ['Answered by you', calls.answered],
    ['Missed', calls.missed],
    ['Left a voicemail', calls.voicemail],
    ['Taken by the AI receptionist', calls.receptionist],
    ['Missed, then texted us back', calls.textBackReplied],
    ['Booked by the receptionist', calls.bookedByReceptionist],
  ]
  return {
    title: 'Calls by outcome',
    fileName: `calls-${insights.from}-${insights.to}`,
    columns: ['Outcome', 'Calls'],
    rows: calls.total === 0 ? [] : rows,
    chart: {
      data: calls.total === 0 ? [] : rows.map(([outcome, count]) => ({ outcome, count })),
      category: 'outcome',
      config: { count: { label: 'Calls', color: 'var(--color-brand-600)' } },
      summary: `Calls to the business number: ${rows.map(([outcome, count]) => `${outcome.toLowerCase()} ${count}`).join(', ')}.`,
    },
  }
}

/** One weekly figure (byWeek's `key`) as its chart, table and CSV. */
function weekly(insights: Insights, key: 'bookings' | 'wonRevenue', figure: { title: string; fileName: string; label: string; color: string }): InsightsFigureProps {
  return {
    title: figure.title,
    fileName: `${figure.fileName}-${insights.from}-${insights.to}`,
    columns: ['Week of', figure.label],
    rows: insights.byWeek.map((row) => [row.week, row[key]]),
    chart: {
      data: insights.byWeek.map((row) => ({ week: row.week, [key]: row[key] })),
      category: 'week',
      config: { [key]: { label: figure.label, color: figure.color } },
      summary: `${figure.title}.`,
    },
  }
}

/** What converts (issue 24): the funnel, sources, industries, score bands, speed to lead and weekly figures for a range. */
export function InsightsTab() {
  const timeZone = useOwnerTimeZone() ?? readerTimeZone()
  const today = todayIn(timeZone, new Date())
  const [preset, setPreset] = useState<RangePreset>('last-30')
  const [custom, setCustom] = useState<DateRange>(() => presetRange('last-30', today))
  const range = preset === 'custom' ? custom : presetRange(preset, today)
  const valid = range.from !== '' && range.to !== '' && range.from <= range.to
  const insights = useInsights(valid ? range : undefined)

  return (
    <div className="grid gap-6">
      <AssistantCard />
      <form className="flex flex-wrap items-end gap-3" onSubmit={(event) => event.preventDefault()}>
        <div className="grid gap-1.5">
          <Label htmlFor="insights-range">Range</Label>
          <NativeSelect id="insights-range" value={preset} onChange={(event) => setPreset(event.target.value as RangePreset)} wrapperClassName="w-44">
            <NativeSelectOptions options={rangePresets} />
          </NativeSelect>
        </div>
        {preset === 'custom' && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="insights-from">From</Label>
              <Input id="insights-from" type="date" value={custom.from} max={custom.to} onChange={(event) => setCustom({ ...custom, from: event.target.value })} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="insights-to">To</Label>
              <Input id="insights-to" type="date" value={custom.to} min={custom.from} onChange={(event) => setCustom({ ...custom, to: event.target.value })} />
            </div>
          </>
        )}
        <p className="text-small text-muted-foreground">
          {range.from} to {range.to}, in {timeZoneLabel(timeZone)}: the leads made in these days, followed to where they are now.
        </p>
      </form>
      {!valid ? (
        <p role="alert" className="text-small text-destructive">
          Choose a start date on or before the end date.
        </p>
      ) : insights.isPending ? (
        <ListLoading label="Loading the insights…" rows={3} rowClassName="h-48" />
      ) : insights.isError ? (
        <ListError error={insights.error} onRetry={() => void insights.refetch()} />
      ) : (
        figures(insights.data).map((figure) => <InsightsFigure key={figure.title} {...figure} />)
      )}
    </div>
  )
}
