import type { ReactNode } from 'react'
import { StatList } from '@/web/components/content/stat-list'

/** A detail section's facts as label and value pairs, in two columns from sm up. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <StatList
      stats={facts}
      className="grid gap-x-6 gap-y-2 text-small sm:grid-cols-2"
      itemClassName="flex min-w-0 flex-wrap gap-x-2"
      labelClassName="text-muted-foreground"
      valueClassName="min-w-0 font-medium break-words text-ink-900"
    />
  )
}
