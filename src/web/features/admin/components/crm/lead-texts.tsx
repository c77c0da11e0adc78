import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { ArrowDownLeft, ArrowUpRight, MessageSquareText } from 'lucide-react'
import { ownerTextMaxLength, type LeadTexts, type ThreadEntry } from '@/shared/inbound'
import { Badge, type BadgeProps } from '@/web/components/ui/badge'
import { Button } from '@/web/components/ui/button'
import { Label } from '@/web/components/ui/label'
import { Textarea } from '@/web/components/ui/textarea'
import { toast } from '@/web/hooks/use-toast'
import { errorMessage } from '@/web/lib/api-error'
import { cn } from '@/web/lib/utils'
import { useTextLead } from '../../api/text-lead'
import { formatDateTime, formatE164 } from '../../lib/format'
import { countTextSegments, describeTextSegments } from '../../lib/text-segments'

/**
 * Texts in the lead's conversation (issue 31): ours with what became of them (Twilio's delivery
 * report once there is one), the lead's with what a STOP, START or HELP did; and the owner's
 * answer by text, with what it will cost in segments, refused up front with the reason when the
 * number may not be texted.
 */

/** The small mark that tells a text from an e-mail in the one thread. */
function TextMark() {
  return (
    <Badge variant="outline" className="gap-1">
      <MessageSquareText aria-hidden="true" />
      Text
    </Badge>
  )
}

const textKindLabels: Record<string, string> = { 'first-answer': 'First answer', 'follow-up': 'Follow-up', 'owner-reply': 'Your reply', help: 'Answer to HELP', 'missed-call': 'Missed-call text', 'booking-confirmation': 'Booking confirmed' }

type OutgoingText = Extract<ThreadEntry, { direction: 'text-out' }>

type TextState = { label: string; tone: NonNullable<BadgeProps['variant']>; note: string | null; failed: boolean }

/** Once Twilio took it, its delivery report says more than "sent"; before, the row's own state and why. */
function textState(entry: OutgoingText): TextState {
  if (entry.status === 'sent') {
    const code = entry.errorCode ? ` (Twilio error ${entry.errorCode})` : ''
    if (entry.deliveryStatus === 'delivered') return { label: 'delivered', tone: 'success', note: null, failed: false }
    if (entry.deliveryStatus === 'undelivered') return { label: 'undelivered', tone: 'danger', note: `The carrier did not deliver it${code}.`, failed: true }
    if (entry.deliveryStatus === 'failed') return { label: 'failed', tone: 'danger', note: `Twilio could not send it${code}.`, failed: true }
    return { label: 'sent', tone: 'info', note: null, failed: false }
  }
  const tone: Record<string, NonNullable<BadgeProps['variant']>> = { failed: 'danger', cancelled: 'secondary', held: 'warning', 'not-sent': 'warning', scheduled: 'info' }
  return { label: entry.status, tone: tone[entry.status] ?? 'secondary', note: entry.lastError, failed: entry.status === 'failed' }
}

export function OutgoingTextEntry({ entry }: { entry: OutgoingText }) {
  const state = textState(entry)
  return (
    <li data-direction="text-out" data-status={entry.status} title={`To ${formatE164(entry.to)}`} className="space-y-1 rounded-md border border-border bg-ink-50 px-3 py-2 text-small">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ArrowUpRight aria-hidden="true" className="size-4 text-brand-700" />
        <span className="font-medium text-ink-900">Us</span>
        <TextMark />
        <Badge variant={state.tone}>{state.label}</Badge>
        <span className="min-w-0 flex-1 basis-24 break-words text-ink-800">{textKindLabels[entry.kind] ?? entry.kind}</span>
        <time dateTime={entry.at} className="text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      {/* A booking link is one long word: wrapped anywhere, it cannot widen the dialog on a phone. */}
      <p className="whitespace-pre-line text-ink-900 wrap-anywhere">{entry.body}</p>
      {state.note && <p className={cn('text-xs break-words', state.failed ? 'text-red-800' : 'text-muted-foreground')}>{state.note}</p>}
    </li>
  )
}

const keywordNotes: Record<string, string> = {
  'opt-out': 'STOP: nothing more is texted to this number until it texts START.',
  'opt-in': 'START: texts to this number may go again.',
  help: 'HELP: answered with who is texting and how to stop.',
}

export function IncomingTextEntry({ entry }: { entry: Extract<ThreadEntry, { direction: 'text-in' }> }) {
  return (
    <li data-direction="text-in" data-keyword={entry.keyword ?? undefined} className="space-y-1 rounded-md border border-brand-200 bg-white px-3 py-2 text-small">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <ArrowDownLeft aria-hidden="true" className="size-4 text-accent-700" />
        <span className="font-medium text-ink-900">{formatE164(entry.from)}</span>
        <TextMark />
        <time dateTime={entry.at} className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="whitespace-pre-line text-ink-900 wrap-anywhere">{entry.body}</p>
      {entry.keyword && (
        <p className={cn('text-xs', entry.keyword === 'opt-out' ? 'text-red-800' : 'text-muted-foreground')}>{keywordNotes[entry.keyword]}</p>
      )}
    </li>
  )
}

/** "Reply by text": a text to the lead's number, sent at once; disabled, with why, when it may not go. */
export function TextReplyForm({ leadId, texts }: { leadId: string; texts: LeadTexts }) {
  const send = useTextLead()
  const [body, setBody] = useState('')
  const fieldId = useId()
  const counterId = useId()
  const whyId = useId()
  const count = countTextSegments(body.trim())
  const canSend = texts.canText && body.trim() !== '' && !send.isPending
  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!canSend) return
    send.mutate(
      { leadId, body },
      {
        onSuccess: (answer) => {
          setBody('')
          toast({ title: answer.entry ? `Text sent to ${formatE164(answer.entry.to)}` : answer.message })
        },
        // Refused (409) or failed (502): the server's sentence already starts "Text not sent:".
        onError: (error) => toast({ title: errorMessage(error, 'Text not sent'), variant: 'destructive' }),
      },
    )
  }
  // Ctrl+Enter (⌘+Enter) sends, as in a messaging app; Enter alone is a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
  }
  return (
    <form onSubmit={submit} className="space-y-2 border-t border-border pt-3" aria-label="Reply by text">
      <Label htmlFor={fieldId}>Reply by text{texts.phone ? ` to ${formatE164(texts.phone)}` : ''}</Label>
      {!texts.canText && texts.why && (
        <p id={whyId} data-texts-blocked className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-small text-amber-900">
          {texts.why}
        </p>
      )}
      <Textarea
        id={fieldId}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={!texts.canText}
        maxLength={ownerTextMaxLength}
        rows={3}
        aria-describedby={texts.canText ? counterId : whyId}
        className="min-h-20"
      />
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {texts.canText && (
          <p id={counterId} data-text-counter className={cn('text-xs', count.segments > 1 || count.encoding === 'UCS-2' ? 'text-amber-900' : 'text-muted-foreground')}>
            {describeTextSegments(count)}
          </p>
        )}
        <Button type="submit" className="ml-auto" size="sm" disabled={!canSend}>
          <MessageSquareText aria-hidden="true" />
          {send.isPending ? 'Sending…' : 'Send text'}
        </Button>
      </div>
    </form>
  )
}

/** Consent to texts, where it was given and the words the visitor agreed to (issue 31 item 2). */
export function ConsentEntry({ entry }: { entry: Extract<ThreadEntry, { direction: 'consent' }> }) {
  return (
    <li data-direction="consent" className="space-y-1 rounded-md border border-dashed border-border px-3 py-2 text-small">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <MessageSquareText aria-hidden="true" className="size-4 text-accent-700" />
        <span className="font-medium text-ink-900">Agreed to texts at {formatE164(entry.phone)}</span>
        <time dateTime={entry.at} className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      <p className="text-xs text-muted-foreground wrap-anywhere">
        On {entry.page}, beside: “{entry.wording}”
      </p>
    </li>
  )
}
