import { RefreshCw, WifiOff } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { Skeleton } from '@/web/components/ui/skeleton'

/** Loading: the layout's shape, with a status for screen readers. */
export function DashboardSkeleton() {
  return (
    <div data-testid="dashboard-skeleton" aria-busy="true" className="space-y-6">
      <p role="status" className="sr-only">
        Loading automation status…
      </p>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-28 rounded-xl sm:h-36" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  )
}

/** SPEC §8: the status could not be loaded. */
export function ConnectionIssue() {
  return (
    <section
      role="alert"
      aria-labelledby="connection-issue-title"
      className="mx-auto flex max-w-xl flex-col items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 p-8 text-center"
    >
      <WifiOff aria-hidden="true" className="size-10 text-warning" />
      <h2 id="connection-issue-title" className="text-h3 text-ink-900">
        Connection Issue
      </h2>
      <p className="text-ink-800">Unable to connect to automation services. Please refresh the page or try again.</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Refresh Page
      </Button>
    </section>
  )
}
