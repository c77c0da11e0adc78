import { CircleAlert, MailCheck, MailWarning, MailX, Zap } from 'lucide-react'
import { Skeleton } from '@/web/components/ui/skeleton'
import { cn } from '@/web/lib/utils'
import { Button } from '@/web/components/ui/button'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { formatCount } from '@/web/lib/format'
import { useEmailState } from '../../api/get-email-state'
import { useReleaseHeldMail } from '../../api/release-held-mail'
import { describeEmailState, heldMailLine, releasedMailMessage, type EmailBanner as Banner } from '../../lib/email-banner'

const tones: Record<Banner['tone'], { box: string; icon: string; pill: string }> = {
  success: { box: 'border-accent-200 bg-accent-50', icon: 'bg-accent-700 text-white', pill: 'bg-accent-700 text-white' },
  warning: { box: 'border-amber-200 bg-amber-50', icon: 'bg-amber-100 text-amber-900', pill: 'bg-amber-100 text-amber-900 border border-amber-300' },
  danger: { box: 'border-red-200 bg-red-50', icon: 'bg-red-100 text-red-800', pill: 'bg-red-100 text-red-800 border border-red-300' },
  info: { box: 'border-brand-200 bg-brand-50', icon: 'bg-brand-100 text-brand-800', pill: 'bg-brand-100 text-brand-800 border border-brand-300' },
}

const icons = { success: Zap, warning: MailWarning, danger: MailX, info: MailCheck } as const

/**
 * The e-mails the hourly cap holds (decision 022), and the owner's one action to send them. The
 * release lives in the banner: its success refreshes the count to 0, which removes this box, and
 * react-query drops `mutate`'s callbacks (the toast) when the component that called it is gone.
 */
function HeldMail({ held, release }: { held: number; release: ReturnType<typeof useReleaseHeldMail> }) {
  return (
    <div data-testid="held-mail" className="mt-3 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-small text-amber-950">{heldMailLine(held)}</p>
      <Button
        type="button"
        size="sm"
        className="shrink-0"
        disabled={release.isPending}
        onClick={() =>
          release.mutate(undefined, {
            onSuccess: ({ released }) => toast({ title: 'Held e-mails', description: releasedMailMessage(released) }),
            onError: (error) => toast({ title: 'Error', description: errorMessage(error, 'Could not send the held e-mails'), variant: 'destructive' }),
          })
        }
      >
        {release.isPending ? 'Sending…' : held === 1 ? 'Send the held e-mail' : `Send the ${formatCount(held)} held e-mails`}
      </Button>
    </div>
  )
}

/** SPEC §2's 'Smart Automation Active' banner, saying only what e-mail really does now. */
export function EmailBanner() {
  const emailState = useEmailState()
  const release = useReleaseHeldMail()

  if (emailState.isPending) return <Skeleton className="h-24 rounded-xl" />
  if (emailState.isError) {
    return (
      <section role="alert" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-small text-red-900">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        Could not read the e-mail status: {emailState.error.message}
      </section>
    )
  }

  const banner = describeEmailState(emailState.data)
  const tone = tones[banner.tone]
  const Icon = icons[banner.tone]
  return (
    <section aria-labelledby="email-banner-title" data-email-state={emailState.data.state} className={cn('rounded-xl border p-4 sm:p-5', tone.box)}>
      <div className="flex items-start gap-4">
        <span className={cn('hidden size-10 shrink-0 items-center justify-center rounded-lg sm:inline-flex', tone.icon)}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h2 id="email-banner-title" className="font-semibold text-ink-900">
              {banner.title}
            </h2>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', tone.pill)}>{banner.status}</span>
          </div>
          {banner.lines.map((line) => (
            <p key={line} className="text-small break-words text-ink-800">
              {line}
            </p>
          ))}
          {banner.sender && (
            <p className="text-small text-ink-800">
              Sending as <span className="font-medium break-all text-ink-900">{banner.sender}</span>
            </p>
          )}
          {banner.held > 0 && <HeldMail held={banner.held} release={release} />}
        </div>
      </div>
    </section>
  )
}
