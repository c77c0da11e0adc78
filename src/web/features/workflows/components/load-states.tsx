import { CircleAlert, RefreshCw } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { Skeleton } from '@/web/components/ui/skeleton'
import { cn } from '@/web/lib/utils'

/** Grey blocks in the layout's shape for the eye, a status line for screen readers. */
export function LoadingBlocks({ label, count, className, blockClassName }: { label?: string; count: number; className?: string; blockClassName?: string }) {
  return (
    <div aria-busy="true" className={className}>
      {label && (
        <p role="status" className="sr-only">
          {label}
        </p>
      )}
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className={cn('rounded-xl', blockClassName)} />
      ))}
    </div>
  )
}

/** SPEC §8's failure text ('Failed to fetch templates'), the reason, and a way to try again. */
export function LoadError({ title, error, onRetry, retrying }: { title: string; error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
      <CircleAlert aria-hidden="true" className="size-7 text-destructive" />
      <p className="font-semibold text-red-900">{title}</p>
      <p className="max-w-md text-small break-words text-red-900">{error.message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden="true" className={cn(retrying && 'motion-safe:animate-spin')} />
        Try again
      </Button>
    </div>
  )
}
