import { RefreshCw, ServerCrash } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { TooltipProvider } from '@/web/components/ui/tooltip'
import { useAdminSession, useSignOutWhenSessionEnds } from '@/web/lib/operator-session'
import { AdminDashboard } from './admin-dashboard'
import { AdminGate } from './admin-gate'

/** /admin: the gate until the server says this browser holds an operator session, then the dashboard. */
export function AdminPage() {
  const session = useAdminSession()
  useSignOutWhenSessionEnds()

  return (
    <TooltipProvider>
      {session.isPending ? (
        <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center" aria-busy="true">
          <p role="status" className="flex items-center gap-3 text-muted-foreground">
            <span aria-hidden="true" className="size-6 rounded-full border-4 border-brand-200 border-t-brand-700 motion-safe:animate-spin" />
            Checking your session…
          </p>
        </div>
      ) : session.isError ? (
        <SessionUnavailable message={session.error.message} onRetry={() => void session.refetch()} />
      ) : session.data ? (
        <AdminDashboard />
      ) : (
        <AdminGate />
      )}
    </TooltipProvider>
  )
}

function SessionUnavailable({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center px-4">
      <section role="alert" className="flex max-w-md flex-col items-center gap-4 rounded-xl border border-amber-200 bg-amber-50 p-8 text-center">
        <ServerCrash aria-hidden="true" className="size-10 text-warning" />
        <h1 className="text-h3 text-ink-900">The back office is not answering</h1>
        <p className="text-small text-ink-800">{message}</p>
        <Button onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </section>
    </div>
  )
}
