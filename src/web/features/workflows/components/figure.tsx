import type { ReactNode } from 'react'

/** One figure of a summary row: a label over a large number, its unit small beside it. */
export function Figure({ label, value, unit, icon }: { label: string; value: string; unit?: string; icon: ReactNode }) {
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="min-w-0">
        <h3 className="text-small font-medium text-ink-700">{label}</h3>
        <p className="mt-1 text-ink-900">
          <span className="text-2xl font-bold tracking-tight tabular-nums">{value}</span>
          {unit && (
            <>
              {unit.startsWith('/') ? '' : ' '}
              <span className="text-small font-medium text-ink-700">{unit}</span>
            </>
          )}
        </p>
      </div>
      <span aria-hidden="true" className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex [&_svg]:size-5">
        {icon}
      </span>
    </li>
  )
}
