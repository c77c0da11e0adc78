import type { ReactNode } from 'react'

/**
 * One figure of a results grid, inside a `<dl>`: the value shown above its label (the label
 * still comes first for screen readers), with an optional note under it.
 */
export function MetricTile({ label, value, note }: { label: string; value: ReactNode; note?: string }) {
  return (
    <div className="flex flex-col rounded-lg border border-border bg-ink-50 p-3">
      <dt className="text-small text-muted-foreground">{label}</dt>
      <dd className="order-first text-h3 font-bold text-ink-900 tabular-nums">{value}</dd>
      {note && <dd className="text-xs font-medium text-muted-foreground">{note}</dd>}
    </div>
  )
}
