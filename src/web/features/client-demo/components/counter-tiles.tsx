import { cn } from '@/web/lib/utils'

export type CounterTile = { label: string; value: string; hint?: string }

/** A row of live numbers; `tabular-nums` keeps them from jittering as they change. */
export function CounterTiles({ tiles, label, className }: { tiles: readonly CounterTile[]; label: string; className?: string }) {
  return (
    <div role="group" aria-label={label}>
      <dl className={cn('grid grid-cols-2 gap-3', className)}>
      {tiles.map((tile) => (
        <div key={tile.label} data-counter={tile.label} className="flex flex-col rounded-lg border border-border bg-card p-3 shadow-xs">
          <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
          <dd className="order-first text-xl font-bold text-ink-900 tabular-nums">{tile.value}</dd>
          {tile.hint && <dd className="text-xs text-muted-foreground">{tile.hint}</dd>}
        </div>
      ))}
      </dl>
    </div>
  )
}
