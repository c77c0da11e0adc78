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
