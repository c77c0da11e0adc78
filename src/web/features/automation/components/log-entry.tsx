import { useId, useState } from 'react'
import { AlertTriangle, CheckCircle2, ChevronDown, LoaderCircle, XCircle, type LucideIcon } from 'lucide-react'
import type { LogEntry, LogStatus } from '@/shared/automation-test'
import { cn } from '@/web/lib/utils'
import { formatDetailValue, formatLogTime, humanizeKey } from '../lib/format'

const statusIcons: Record<LogStatus, { icon: LucideIcon; className: string; label: string }> = {
  success: { icon: CheckCircle2, className: 'text-accent-700', label: 'Success' },
  warning: { icon: AlertTriangle, className: 'text-warning', label: 'Warning' },
  error: { icon: XCircle, className: 'text-destructive', label: 'Error' },
  processing: { icon: LoaderCircle, className: 'text-brand-700 motion-safe:animate-spin', label: 'Processing' },
}

/** SPEC §2: status icon, step, optional lead and business, message, expandable details, time. */
export function LogEntryItem({ entry }: { entry: LogEntry }) {
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  const { icon: Icon, className, label } = statusIcons[entry.status]
  const details = entry.details ? Object.entries(entry.details) : []

  return (
    <li data-status={entry.status} className="flex gap-3 px-4 py-3">
      <Icon role="img" aria-label={label} className={cn('mt-0.5 size-5 shrink-0', className)} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <h3 className="font-semibold text-ink-900">{entry.step}</h3>
          <time dateTime={entry.timestamp} className="font-mono text-xs text-muted-foreground tabular-nums">
            {formatLogTime(entry.timestamp)}
          </time>
        </div>
        {entry.leadName && (
          <p className="text-small font-medium text-brand-800">
            {entry.leadName}
            {entry.businessName && <span className="font-normal text-muted-foreground"> · {entry.businessName}</span>}
          </p>
        )}
        <p className="mt-0.5 text-small break-words text-ink-700">{entry.message}</p>
        {details.length > 0 && (
          <div className="mt-2">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((value) => !value)}
              className="inline-flex cursor-pointer items-center gap-1 rounded text-small font-medium text-brand-700 hover:text-brand-900"
            >
              <ChevronDown aria-hidden="true" className={cn('size-4 motion-safe:transition-transform', open && 'rotate-180')} />
              {open ? 'Hide details' : 'Show details'}
              <span className="sr-only"> for {entry.step}</span>
            </button>
            <dl id={detailsId} hidden={!open} className="mt-2 grid gap-1 rounded-md bg-ink-50 p-3 font-mono text-xs sm:grid-cols-[auto_1fr] sm:gap-x-4">
              {details.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{humanizeKey(key)}</dt>
                  <dd className="mb-1 break-all text-ink-900 sm:mb-0">{formatDetailValue(value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </li>
  )
}
