import type { ReactNode } from 'react'

type StatListProps = {
  stats: readonly { label: string; value: ReactNode }[]
  /** The list's grid. */
  className: string
  /** Each figure's box, if not a small card. */
  itemClassName?: string
  /** The label's classes, if not small muted text. */
  labelClassName?: string
  /** The value's classes, if not a bold brand figure (keep `order-first` to show it above its label). */
  valueClassName?: string
}

/** Figures as a definition list: each value shown above its label, the label still read first by screen readers. */
export function StatList({
  stats,
  className,
  itemClassName = 'flex flex-col rounded-xl border border-border bg-card p-4 shadow-xs',
  labelClassName = 'text-small text-muted-foreground',
  valueClassName = 'order-first text-h3 font-bold text-brand-700',
}: StatListProps) {
  return (
    <dl className={className}>
      {stats.map(({ label, value }) => (
        <div key={label} className={itemClassName}>
          <dt className={labelClassName}>{label}</dt>
          <dd className={valueClassName}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
