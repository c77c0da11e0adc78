import { Download } from 'lucide-react'
import { ChartDataTable, type ChartConfig } from '@/web/components/ui/chart'
import { Button } from '@/web/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/web/components/ui/card'
import { lazyChart } from '@/web/lib/lazy-chart'
import { tableCsv } from '../../lib/insights-range'

const InsightsBarChart = lazyChart(() => import('./insights-bar-chart').then((module) => module.InsightsBarChart))

type Cell = string | number | null

export type InsightsFigureProps = {
  title: string
  /** The CSV file's name, without .csv. */
  fileName: string
  columns: readonly string[]
  rows: readonly (readonly Cell[])[]
  chart?: { data: readonly Record<string, Cell>[]; category: string; config: ChartConfig; summary: string }
}

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${fileName}.csv`
  link.click()
  URL.revokeObjectURL(url)
}

/** One figure of the Insights tab: its chart, the same numbers as a table beside it, and a CSV export. */
export function InsightsFigure({ title, fileName, columns, rows, chart }: InsightsFigureProps) {
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="text-lg">{title}</CardTitle>
        <Button variant="outline" size="sm" onClick={() => download(fileName, tableCsv(columns, rows))} disabled={rows.length === 0}>
          <Download aria-hidden="true" />
          CSV<span className="sr-only"> of {title}</span>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4 lg:grid-cols-2">
        {rows.length === 0 ? (
          <p className="text-small text-muted-foreground lg:col-span-2">Nothing in this range.</p>
        ) : (
          <>
            {chart && <InsightsBarChart {...chart} />}
            <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={`${title}, table`}>
              <ChartDataTable visible caption={title} columns={columns} rows={rows.map((row) => row.map((cell) => cell ?? '—'))} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  )
}
