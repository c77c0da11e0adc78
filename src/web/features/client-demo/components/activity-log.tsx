import { memo } from 'react'
import { CheckCircle2, CircleDot, Zap } from 'lucide-react'
import { cn } from '@/web/lib/utils'
import { formatElapsed } from '../model/format'
import type { LogEntry } from '../model/types'

const kindIcon = { info: CircleDot, action: Zap, done: CheckCircle2 } as const

/**
 * A live log, newest first. role="log" is a polite live region, so each new line is read out
 * without interrupting; the box scrolls, so it can take keyboard focus.
 */
export const ActivityLog = memo(function ActivityLog({ entries, label, empty, className }: { entries: readonly LogEntry[]; label: string; empty: string; className?: string }) {
  return (
    <div
      role="log"
      aria-label={label}
      tabIndex={0}
      className={cn('max-h-96 min-h-40 overflow-y-auto rounded-lg border border-border bg-ink-50 p-3', className)}
    >
      {entries.length === 0 ? (
        <p className="p-2 text-small text-muted-foreground">{empty}</p>
      ) : (
        <ol className="grid gap-2">
          {entries.map((entry) => {
            const Icon = kindIcon[entry.kind]
            return (
              <li key={entry.id} className="flex items-start gap-2 text-small">
                <span className="w-10 shrink-0 pt-px font-mono text-xs text-muted-foreground tabular-nums">{formatElapsed(entry.atMs)}</span>
                <Icon
                  aria-hidden="true"
                  className={cn('mt-0.5 size-4 shrink-0', entry.kind === 'done' ? 'text-accent-700' : entry.kind === 'action' ? 'text-brand-700' : 'text-ink-400')}
                />
                <span className={cn(entry.kind === 'done' ? 'font-semibold text-accent-800' : 'text-ink-800')}>{entry.text}</span>
              </li>
            )
          })}
        </ol>
      )}
    </div>
  )
})
