import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { ArrowDownLeft, ArrowUpRight, Paperclip } from 'lucide-react'
import { inboundClassLabels, type InboundStatus, type LeadThread, type ThreadEntry } from '@/shared/inbound'
import { Badge, type BadgeProps } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Label } from '@/web/components/ui/label'
import { Skeleton } from '@/web/components/ui/skeleton'
import { Textarea } from '@/web/components/ui/textarea'
import { errorMessage } from '@/web/lib/api-error'
import { useLeadThread } from '../../api/get-lead-thread'
import { useReplyToLead } from '../../api/reply-to-lead'
import { formatDateTime } from '../../lib/format'
import { ListError } from '../shared/list-states'
import { DetailSection } from '../shared/detail-section'
import { CallEntry } from './lead-calls'
import { ConsentEntry, IncomingTextEntry, OutgoingTextEntry, TextReplyForm } from './lead-texts'

/**
 * The lead's conversation (issue 23 item 4): our e-mails with their state and the lead's, site
 * chats and texts both ways (issue 31), in time order; the lead's e-mails show their new words,
 * and the whole message on opening. The owner answers from here, by e-mail (threaded) or by text,
 * and the answer appears in the thread.
 */
export function LeadConversation({ leadId }: { leadId: string }) {
  const thread = useLeadThread(leadId)
  if (thread.isPending) return <Skeleton className="h-32 rounded-lg" />
  if (thread.isError) return <ListError error={thread.error} onRetry={() => void thread.refetch()} />
  const { entries, undeliverable } = thread.data
  return (
    <DetailSection title="Conversation" count={entries.length}>
      <InboundNote status={thread.data.inbound} />
      {thread.data.repliedAt && (
        <p className="text-small text-ink-800">
          Replied <time dateTime={thread.data.repliedAt}>{formatDateTime(thread.data.repliedAt)}</time>: automated follow-ups are stopped.
        </p>
      )}
      {undeliverable && (
        <p role="status" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-small text-red-900">
          This address bounced permanently ({undeliverable.status ?? 'no status'}) on {formatDateTime(undeliverable.since)}: nothing more is sent to it.
        </p>
      )}
      {entries.length === 0 ? (
        <p className="text-small text-muted-foreground">No messages with this lead yet.</p>
      ) : (
        <ol aria-label="Messages with this lead, oldest first" className="space-y-2">
          {entries.map((entry) => (
            <ThreadItem key={`${entry.direction}-${entry.id}`} entry={entry} />
          ))}
        </ol>
      )}
      <ReplyForm leadId={leadId} thread={thread.data} />
      <TextReplyForm leadId={leadId} texts={thread.data.texts} />
    </DetailSection>
  )
}

function ThreadItem({ entry }: { entry: ThreadEntry }) {
  switch (entry.direction) {
    case 'out':
      return <OutgoingEntry entry={entry} />
    case 'in':
      return <IncomingEntry entry={entry} />
    case 'chat':
      return <ChatEntry entry={entry} />
    case 'text-out':
      return <OutgoingTextEntry entry={entry} />
    case 'text-in':
      return <IncomingTextEntry entry={entry} />
    case 'consent':
      return <ConsentEntry entry={entry} />
    case 'call':
      return <CallEntry entry={entry} />
  }
}

/** Says when replies are not read, or not read now: the thread may then be missing the lead's latest. */
function InboundNote({ status }: { status: InboundStatus }) {
  if (status.state === 'active' || status.state === 'standby') return null
  const text =
    status.state === 'off'
      ? 'Replies are not read: no mailbox is configured (IMAP_URL), so answers from the lead do not appear here.'
      : status.state === 'starting'
        ? 'Reading the mailbox has not completed yet.'
        : `Reading the mailbox is failing${status.lastError ? ` (${status.lastError})` : ''}: recent answers may be missing.`
  return (
    <p data-inbound-state={status.state} className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-small text-amber-900">
      {text}
    </p>
  )
}

const outgoingTone: Record<string, NonNullable<BadgeProps['variant']>> = { sent: 'success', failed: 'danger', cancelled: 'secondary', held: 'warning', 'not-sent': 'warning' }

function OutgoingEntry({ entry }: { entry: Extract<ThreadEntry, { direction: 'out' }> }) {
  return (
    <li data-direction="out" className="space-y-1 rounded-md border border-border bg-ink-50 px-3 py-2 text-small">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ArrowUpRight aria-hidden="true" className="size-4 text-brand-700" />
        <span className="font-medium text-ink-900">Us</span>
        <Badge variant={outgoingTone[entry.status] ?? 'info'}>{entry.status}</Badge>
        <span className="min-w-0 flex-1 basis-40 break-words text-ink-800">{entry.subject}</span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.lastError && entry.status !== 'sent' && <p className="text-xs break-words text-muted-foreground">{entry.lastError}</p>}
      <Disclosure summary="Show the e-mail">
        <pre className="mt-1 font-sans text-small break-words whitespace-pre-wrap text-ink-800">{entry.text}</pre>
      </Disclosure>
    </li>
  )
}

const incomingTone: Record<string, NonNullable<BadgeProps['variant']>> = { reply: 'success', 'auto-reply': 'secondary', 'bounce-permanent': 'danger', 'bounce-temporary': 'warning', unmatched: 'secondary' }

function IncomingEntry({ entry }: { entry: Extract<ThreadEntry, { direction: 'in' }> }) {
  return (
    <li data-direction="in" data-class={entry.class} className="space-y-1 rounded-md border border-brand-200 bg-white px-3 py-2 text-small">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ArrowDownLeft aria-hidden="true" className="size-4 text-accent-700" />
        <span className="font-medium break-all text-ink-900">{entry.from || 'Unknown sender'}</span>
        <Badge variant={incomingTone[entry.class] ?? 'info'}>{inboundClassLabels[entry.class]}</Badge>
        {entry.bounceStatus && <span className="text-xs text-muted-foreground">status {entry.bounceStatus}</span>}
        <time dateTime={entry.at} className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="font-medium break-words text-ink-800">{entry.subject}</p>
      <p className="break-words whitespace-pre-line text-ink-900">{entry.preview}</p>
      {entry.attachments.length > 0 && (
        <ul aria-label="Attachments (not kept)" className="flex flex-wrap gap-2 text-xs text-muted-foreground">
          {entry.attachments.map((attachment, index) => (
            <li key={`${attachment.filename}-${index}`} className="flex items-center gap-1">
              <Paperclip aria-hidden="true" className="size-3" />
              {attachment.filename} ({Math.max(1, Math.round(attachment.size / 1024))} KB)
            </li>
          ))}
        </ul>
      )}
      {!entry.headersOnly && entry.text.trim() !== entry.preview.trim() && (
        <Disclosure summary="Show the whole message">
          {entry.html ? (
            // Sanitised when it was read (server/domain/inbound/message.ts): text, links and tables only.
            <div className="mt-1 max-w-none break-words text-ink-800 [&_a]:text-brand-700 [&_a]:underline" dangerouslySetInnerHTML={{ __html: entry.html }} />
          ) : (
            <pre className="mt-1 font-sans break-words whitespace-pre-wrap text-ink-800">{entry.text}</pre>
          )}
        </Disclosure>
      )}
    </li>
  )
}

/** A conversation with the site assistant: who said what, and any answer the server withheld. */
function ChatEntry({ entry }: { entry: Extract<ThreadEntry, { direction: 'chat' }> }) {
  const visitorMessages = entry.turns.filter((turn) => turn.role === 'visitor').length
  return (
    <li data-direction="chat" className="space-y-1 rounded-md border border-accent-200 bg-white px-3 py-2 text-small">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-ink-800">
          Site chat: {visitorMessages} message{visitorMessages === 1 ? '' : 's'} from the visitor{entry.booked ? ', call booked' : ''}
        </span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <Disclosure summary="Show the transcript">
        <ol className="mt-1 space-y-1">
          {entry.turns.map((turn, index) => (
            <li key={index} className="break-words whitespace-pre-line">
              <span className="font-medium">{turn.role === 'visitor' ? 'Visitor' : 'Assistant'}:</span> {turn.text}
              {turn.blocked && <span className="text-xs text-muted-foreground"> ({turn.blocked})</span>}
            </li>
          ))}
        </ol>
      </Disclosure>
    </li>
  )
}

/** A closed `<details>` whose content is made only once opened: a long thread stays a short page. */
function Disclosure({ summary, children }: { summary: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-xs text-brand-700">{summary}</summary>
      {open && children}
    </details>
  )
}

function ReplyForm({ leadId, thread }: { leadId: string; thread: LeadThread }) {
  const reply = useReplyToLead()
  const [text, setText] = useState('')
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const fieldId = useId()
  const blocked = thread.undeliverable !== null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) {
      setResult({ ok: false, message: 'Write a reply' })
      return
    }
    setResult(null)
    reply.mutate(
      { leadId, text },
      {
        onSuccess: (answer) => {
          setResult({ ok: answer.outcome === 'sent', message: answer.message })
          if (answer.outcome === 'sent' || answer.outcome === 'not-sent') setText('')
        },
        onError: (error) => setResult({ ok: false, message: errorMessage(error, 'The reply could not be sent') }),
      },
    )
  }
  if (thread.email === null) return <p className="text-small text-muted-foreground">No e-mail address: this lead reached us by phone. Answer by text or call.</p>
  return (
    <form onSubmit={submit} className="space-y-2" aria-label="Reply to the lead">
      <Label htmlFor={fieldId}>Your reply by e-mail</Label>
      <Textarea id={fieldId} value={text} onChange={(event) => setText(event.target.value)} disabled={blocked} maxLength={20_000} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="sm" disabled={blocked || reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send reply'}
        </Button>
        {result && (
          <p role="status" className={result.ok ? 'text-small text-accent-800' : 'text-small text-red-800'}>
            {result.message}
          </p>
        )}
      </div>
    </form>
  )
}
