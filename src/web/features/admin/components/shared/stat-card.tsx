import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'

/** One figure card of a back-office tab: label and icon, the value, and what to read it against. */
export function StatCard({ statKey, label, icon: Icon, value, children }: { statKey: string; label: string; icon: LucideIcon; value: string; children?: ReactNode }) {
  return (
    <li data-stat={statKey} className="flex flex-col rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-small font-medium text-ink-700">{label}</h3>
        <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 sm:inline-flex">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className="mt-1 text-2xl font-bold tracking-tight text-ink-900 tabular-nums sm:text-3xl">{value}</p>
      {children}
    </li>
  )
}
