import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { CircleAlert, Inbox, type LucideIcon } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { Skeleton } from '@/web/components/ui/skeleton'

/** A list's loading state: grey rows for the eye, a status line for screen readers. */
export function ListLoading({ label, rows = 3, rowClassName = 'h-20' }: { label: string; rows?: number; rowClassName?: string }) {
  return (
    <div aria-busy="true" className="space-y-3">
      <p role="status" className="text-small text-muted-foreground">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className={`${rowClassName} rounded-lg`} />
      ))}
    </div>
  )
}

export function ListEmpty({ icon: Icon = Inbox, title, children }: { icon?: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-ink-300 bg-ink-50 px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-ink-500" />
      <p className="font-medium text-ink-900">{title}</p>
      {children && <div className="max-w-sm text-small text-muted-foreground">{children}</div>}
    </div>
  )
}

/** A list that could not be loaded: the reason and a way to try again. */
export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center">
      <CircleAlert aria-hidden="true" className="size-7 text-destructive" />
      <p className="text-small text-red-900">Could not load this list: {error.message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}

/**
 * A list's body as its query stands: `loading` while it loads, the error with a retry, `empty`
 * when the answer has no rows, or the list itself.
 */
export function ListBody<Data>({
  query,
  isEmpty,
  loading,
  empty,
  children,
}: {
  query: UseQueryResult<Data>
  isEmpty: (data: Data) => boolean
  loading: ReactNode
  empty: (data: Data) => ReactNode
  children: (data: Data) => ReactNode
}) {
  if (query.isPending) return loading
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />
  return isEmpty(query.data) ? empty(query.data) : children(query.data)
}
