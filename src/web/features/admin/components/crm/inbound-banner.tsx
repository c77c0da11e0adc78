import { MailOpen } from 'lucide-react'
import type { InboundStatus } from '@/shared/inbound'
import { cn } from '@/web/lib/utils'
import { useInboundStatus } from '../../api/get-lead-thread'
import { formatDateTime } from '../../lib/format'

/** One sentence true for the state of reading replies (issue 23): the owner knows whether the CRM sees them. */
export function describeInbound(status: InboundStatus): { tone: 'ok' | 'warn' | 'off'; text: string } {
  switch (status.state) {
    case 'off':
      return { tone: 'off', text: 'Replies and bounces are not read: no mailbox is configured (IMAP_URL). Answers from leads reach your mailbox only.' }
    case 'starting':
      return { tone: 'warn', text: `Connecting to the mailbox (${status.folder ?? 'INBOX'}); replies appear once the first read succeeds.` }
    case 'failing':
      return { tone: 'warn', text: `Reading the mailbox is failing${status.lastError ? `: ${status.lastError}` : ''}. New replies wait in the mailbox and are read once it answers.` }
    default:
      return {
        tone: 'ok',
        text: `Replies and bounces are read from ${status.folder ?? 'the mailbox'}${status.mode === 'idle' ? ' as they arrive' : ''}${status.lastSuccessAt ? `; last read ${formatDateTime(status.lastSuccessAt)}` : ''}.`,
      }
  }
}

export function InboundBanner() {
  const inbound = useInboundStatus()
  if (!inbound.data) return null
  const { tone, text } = describeInbound(inbound.data)
  return (
    <p
      data-inbound-state={inbound.data.state}
      className={cn(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-small',
        tone === 'ok' ? 'border-accent-200 bg-accent-50 text-ink-800' : tone === 'warn' ? 'border-amber-200 bg-amber-50 text-amber-900' : 'border-border bg-ink-50 text-ink-800',
      )}
    >
      <MailOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {text}
    </p>
  )
}
