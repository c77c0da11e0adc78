import type { ReactNode } from 'react'

/** One titled part of the lead detail, with a line for when it has nothing yet. */
export function DetailSection({ title, count, empty, children }: { title: string; count?: number; empty?: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h3 className="flex items-center gap-2 text-small font-semibold tracking-wide text-ink-700 uppercase">
        {title}
        {count !== undefined && <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700 normal-case">{count}</span>}
      </h3>
      {count === 0 && empty ? <p className="text-small text-muted-foreground">{empty}</p> : children}
    </section>
  )
}
