import type { QuarantineReason } from '@/shared/admin'
import { LoaderCircle, Send } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { useReleaseSubmission, type HeldKind } from '../../api/release-submission'
import { formatDate, telHref } from '../../lib/format'
import { StackedCell } from './submission-table'

const link = 'text-brand-700 underline-offset-4 hover:underline'

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={`${link} break-all md:break-normal md:whitespace-nowrap`}>
      {email}
    </a>
  )
}

export function PhoneLink({ phone }: { phone: string | null }) {
  if (!phone) return <span className="text-muted-foreground">—</span>
  return (
    <a href={telHref(phone)} className={`${link} whitespace-nowrap`}>
      {phone}
    </a>
  )
}

/** The Date column: the day, with the time under it in a quieter tone. */
export function SubmittedAtCell({ createdAt }: { createdAt: string }) {
  const date = new Date(createdAt)
  return (
    <StackedCell label="Date" className="text-ink-700">
      <time dateTime={createdAt} className="whitespace-nowrap">
        {formatDate(createdAt)}
        <span className="text-muted-foreground max-md:before:content-['_·_'] md:block md:text-xs">
          {Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
        </span>
      </time>
    </StackedCell>
  )
}

const quarantineWords: Record<QuarantineReason, string> = {
  honeypot: 'the hidden field was filled in',
  'no-token': 'sent without a form the site served',
  'too-fast': 'sent faster than a person types',
  'rate-limit': 'too many from one address in a minute',
}

/**
 * A held (quarantined) submission (docs/decisions/027, 030): stored for review, with no lead and
 * no e-mail. Says why, so the owner can judge it; Release lets the pipeline answer it as if it
 * had passed the checks.
 */
export function QuarantineNote({ reason, id, kind }: { reason: QuarantineReason | null; id: string; kind: HeldKind }) {
  return reason ? <HeldNote reason={reason} id={id} kind={kind} /> : null
}

function HeldNote({ reason, id, kind }: { reason: QuarantineReason; id: string; kind: HeldKind }) {
  const release = useReleaseSubmission(kind, {
    onSuccess: ({ message }) => toast({ title: 'Released', description: message }),
    onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not release this submission. Please try again.'), variant: 'destructive' }),
  })
  const releaseIt = () => release.mutate(id)
  return (
    <span className="mt-1 flex flex-wrap items-center gap-2">
      <span className="inline-flex w-fit rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
        Held for review, not answered: {quarantineWords[reason]}
      </span>
      <Button type="button" variant="outline" size="sm" className="h-7 px-2 text-xs" disabled={release.isPending} onClick={releaseIt}>
        {release.isPending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" />}
        Release and answer
      </Button>
    </span>
  )
}
