import { createContext, useContext, type ComponentProps, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { ResponsiveContainer, type TooltipContentProps } from 'recharts'
import { cn } from '@/web/lib/utils'

/**
 * A small recharts wrapper in the spirit of shadcn/ui's chart: series colours come from a
 * config and reach the SVG as CSS variables (`fill="var(--color-<key>)"`). Unlike shadcn's it
 * writes no <style> element, which our CSP (style-src 'self') would block.
 *
 * Import it only from pages that draw charts, so recharts stays in their chunks.
 *
 * Accessibility: the drawing is one image with a summary (`summary`); put the numbers in a
 * `<ChartDataTable>` next to it, and pass `accessibilityLayer={false}` to the recharts chart so
 * nothing inside the image takes focus.
 */
export type ChartConfig = Record<string, { label: string; color: string }>

const ChartContext = createContext<ChartConfig | null>(null)

function useChartConfig(): ChartConfig {
  const config = useContext(ChartContext)
  if (!config) throw new Error('Chart parts must be used inside <ChartContainer>')
  return config
}

type ChartContainerProps = Omit<ComponentProps<'div'>, 'children'> & {
  config: ChartConfig
  /** What the chart shows, in one sentence, for screen readers. */
  summary: string
  children: ReactElement
}

function ChartContainer({ config, summary, className, style, children, ...props }: ChartContainerProps) {
  const colours = Object.fromEntries(Object.entries(config).map(([key, { color }]) => [`--color-${key}`, color]))
  return (
    <ChartContext.Provider value={config}>
      <div
        data-slot="chart"
        role="img"
        aria-label={summary}
        className={cn(
          'h-60 w-full text-xs',
          '[&_.recharts-cartesian-axis-tick_text]:fill-ink-600 [&_.recharts-cartesian-grid_line]:stroke-ink-200',
          '[&_.recharts-rectangle.recharts-tooltip-cursor]:fill-ink-100 [&_.recharts-surface]:outline-none',
          className,
        )}
        style={{ ...colours, ...style } as CSSProperties}
        {...props}
      >
        <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 240 }}>
          {children}
        </ResponsiveContainer>
      </div>
    </ChartContext.Provider>
  )
}

type ChartTooltipContentProps = Partial<Pick<TooltipContentProps, 'active' | 'payload' | 'label'>> & {
  /** Formats each value, e.g. as currency. */
  valueFormatter?: (value: number) => string
}

/** Tooltip body for `<Tooltip content={<ChartTooltipContent />} />`, labelled from the config. */
function ChartTooltipContent({ active, payload, label, valueFormatter = String }: ChartTooltipContentProps) {
  const config = useChartConfig()
  if (!active || !payload?.length) return null
  return (
    <div className="grid min-w-36 gap-1.5 rounded-lg border border-border bg-background px-3 py-2 text-xs shadow-lg">
      {label != null && <p className="font-medium text-ink-900">{label}</p>}
      {payload.map((item) => {
        const key = String(item.dataKey ?? item.name)
        const entry = config[key]
        return (
          <div key={key} className="flex items-center gap-2">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-xs" style={{ backgroundColor: entry?.color ?? item.color }} />
            <span className="text-muted-foreground">{entry?.label ?? key}</span>
            <span className="ml-auto font-mono font-medium text-ink-900 tabular-nums">
              {typeof item.value === 'number' ? valueFormatter(item.value) : String(item.value)}
            </span>
          </div>
        )
      })}
    </div>
  )
}

/** A colour key next to the chart (decorative: the data table carries the names). */
function ChartLegend({ config, className }: { config: ChartConfig; className?: string }) {
  return (
    <ul aria-hidden="true" className={cn('flex flex-wrap items-center justify-center gap-4 text-xs text-muted-foreground', className)}>
      {Object.entries(config).map(([key, { label, color }]) => (
        <li key={key} className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-xs" style={{ backgroundColor: color }} />
          {label}
        </li>
      ))}
    </ul>
  )
}

type ChartDataTableProps = {
  caption: string
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
  /**
   * Shown to everyone beside the chart when true (the caption stays for screen readers: the figure
   * around it names it); read by screen readers only by default.
   */
  visible?: boolean
  className?: string
}

/** The chart's numbers as a table: the text alternative screen readers get, or a table beside it. */
function ChartDataTable({ caption, columns, rows, visible = false, className }: ChartDataTableProps) {
  const cell = visible ? 'px-2 py-1.5' : undefined
  const table = (
    <table data-slot="chart-data-table" className={cn(visible && 'w-full text-left text-small tabular-nums', className)}>
      <caption className={visible ? 'sr-only' : undefined}>{caption}</caption>
      <thead>
        <tr className={cn(visible && 'border-b border-border')}>
          {columns.map((column) => (
            <th key={column} scope="col" className={cn(cell, visible && 'font-medium whitespace-nowrap text-muted-foreground')}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([head, ...cells], index) => (
          <tr key={index} className={cn(visible && 'border-b border-border last:border-0')}>
            <th scope="row" className={cn(cell, visible && 'font-medium break-words text-ink-900')}>
              {head}
            </th>
            {cells.map((value, cellIndex) => (
              <td key={cellIndex} className={cn(cell, visible && 'whitespace-nowrap')}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
  // A table ignores `width: 1px`, so the visually hidden wrapper is a block that clips it.
  return visible ? table : <div className="sr-only">{table}</div>
}

export { ChartContainer, ChartTooltipContent, ChartLegend, ChartDataTable, type ChartContainerProps }
