import type { QuarantineReason } from '@/shared/admin'
import { formatDate, telHref } from '../../lib/format'

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

/** The day, with the time under it in a quieter tone. */
export function SubmittedAt({ createdAt }: { createdAt: string }) {
  const date = new Date(createdAt)
  return (
    <time dateTime={createdAt} className="whitespace-nowrap">
      {formatDate(createdAt)}
      <span className="text-muted-foreground max-md:before:content-['_·_'] md:block md:text-xs">
        {Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
      </span>
    </time>
  )
}

const quarantineWords: Record<QuarantineReason, string> = {
  honeypot: 'the hidden field was filled in',
  'no-token': 'sent without a form the site served',
  'too-fast': 'sent faster than a person types',
  'rate-limit': 'too many from one address in a minute',
}

/**
 * A quarantined submission (docs/decisions/027): stored for review, with no lead and no e-mail.
 * Says why, so the owner can judge it and answer by hand if it was a person.
 */
export function QuarantineNote({ reason }: { reason: QuarantineReason | null }) {
  if (!reason) return null
  return (
    <span className="mt-1 inline-flex w-fit rounded-md bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800 ring-1 ring-amber-200">
      Quarantined, not answered: {quarantineWords[reason]}
    </span>
  )
}
