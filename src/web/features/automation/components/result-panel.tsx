import type { ReactNode } from 'react'
import { CheckCircle2, XCircle, type LucideIcon } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import { StatList } from '@/web/components/content/stat-list'
import { cn } from '@/web/lib/utils'

export type ResultRow = { label: string; value: ReactNode }

/** A test's outcome: green with its response fields, or red with the error text. */
export function ResultPanel({
  tone,
  heading,
  message,
  rows = [],
  headingLevel: Heading = 'h4',
  children,
}: {
  tone: 'success' | 'failure'
  /** Where the panel sits in the page's outline (h4 inside a test row). */
  headingLevel?: 'h2' | 'h3' | 'h4'
  heading: string
  message?: string
  rows?: readonly ResultRow[]
  children?: ReactNode
}) {
  const Icon = tone === 'success' ? CheckCircle2 : XCircle
  return (
    <div
      data-tone={tone}
      className={cn(
        'rounded-lg border p-4',
        tone === 'success' ? 'border-accent-200 bg-accent-50 text-accent-900' : 'border-red-200 bg-red-50 text-red-900',
      )}
    >
      <div className="flex items-start gap-2">
        <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone === 'success' ? 'text-accent-700' : 'text-red-700')} />
        <div className="min-w-0 flex-1 space-y-2">
          <Heading className="font-semibold">{heading}</Heading>
          {message && <p className="text-small break-words">{message}</p>}
          {rows.length > 0 && (
            <StatList
              stats={rows}
              className="grid gap-x-4 gap-y-1.5 text-small sm:grid-cols-2"
              itemClassName="flex flex-wrap justify-between gap-x-2 border-b border-current/10 pb-1"
              labelClassName="opacity-90"
              valueClassName="font-semibold break-all"
            />
          )}
          {children}
        </div>
      </div>
    </div>
  )
}

/** A note inside a result panel, led by its icon: what the result means (sandbox mode, a quota error). */
export function ResultNote({ icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <IconText
      icon={icon}
      as="p"
      className="flex items-start gap-1.5 rounded-md bg-white/70 p-2 text-small text-ink-800"
      iconClassName="mt-0.5 size-4 shrink-0 text-brand-700"
    >
      {children}
    </IconText>
  )
}
