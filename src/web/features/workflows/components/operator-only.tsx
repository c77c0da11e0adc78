import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { LockKeyhole, RefreshCw } from 'lucide-react'
import { paths } from '@/shared/paths'
import { ButtonLink } from '@/web/components/button-link'
import { Button } from '@/web/components/ui/button'
import { Skeleton } from '@/web/components/ui/skeleton'
import { useAdminSession } from '@/web/lib/operator-session'
import { cn } from '@/web/lib/utils'

type OperatorOnlyProps = {
  /** What signing in allows, completing "Sign in to the back office to …". */
  action: string
  children: ReactNode
  /** A one-line note for tight places (the page header) instead of a panel. */
  compact?: boolean
  /** Shown while the session is checked; a grey block unless told. */
  pending?: ReactNode
}

/**
 * The operator's parts of a public page: shown with a back-office session, otherwise replaced by a
 * note that says what signing in allows and links to the sign-in. Never a silent gap: a session
 * that cannot be checked says so too. A session that ends while the page is open (401) reads as
 * signed out (hooks/use-session-expiry.ts), so the note appears in its place.
 */
export function OperatorOnly({ action, children, compact = false, pending }: OperatorOnlyProps) {
  const session = useAdminSession()
  if (session.isPending) return pending ?? <Skeleton className={compact ? 'h-10 w-full sm:w-56' : 'h-40 rounded-xl'} />
  if (session.isError) {
    return (
      <div role="alert" className={cn('flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 text-small text-ink-900', compact ? 'px-3 py-2' : 'p-4')}>
        <p>Could not check your back-office session: {session.error.message}</p>
        <Button variant="outline" size="sm" onClick={() => void session.refetch()}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    )
  }
  if (!session.data) return <SignInNote action={action} compact={compact} />
  return children
}

export function SignInNote({ action, compact = false }: { action: string; compact?: boolean }) {
  if (compact) {
    return (
      <p data-testid="sign-in-note" className="flex items-start gap-2 rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-small text-ink-900">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>
          Sign in to the back office to {action}.{' '}
          <Link to={paths.admin.path} className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-4 hover:text-brand-800">
            Sign in
          </Link>
        </span>
      </p>
    )
  }
  return (
    <div data-testid="sign-in-note" className="flex flex-col items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-8 text-center">
      <LockKeyhole aria-hidden="true" className="size-8 text-brand-700" />
      <p className="max-w-md text-ink-900">Sign in to the back office to {action}.</p>
      <ButtonLink to={paths.admin.path}>Sign in to the back office</ButtonLink>
    </div>
  )
}
