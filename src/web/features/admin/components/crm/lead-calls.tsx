import { Phone, PhoneIncoming, PhoneMissed, Voicemail } from 'lucide-react'
import type { ThreadEntry } from '@/shared/inbound'
import { callOutcomeLabels } from '@/shared/voice'
import { Badge, type BadgeProps } from '@/web/components/ui/badge'
import { cn } from '@/web/lib/utils'
import { formatDateTime, formatE164 } from '../../lib/format'

/**
 * Calls in the lead's conversation (issue 32): each call one entry, with what became of it
 * (answered by the owner and for how long, missed, a voicemail played here through the server,
 * or the receptionist's conversation as text, its withheld answers marked).
 */

type CallEntryData = Extract<ThreadEntry, { direction: 'call' }>

const outcomeTone: Record<CallEntryData['outcome'], NonNullable<BadgeProps['variant']>> = {
  'in-progress': 'info',
  answered: 'success',
  missed: 'danger',
  voicemail: 'warning',
  receptionist: 'info',
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

const OutcomeIcon = ({ outcome }: { outcome: CallEntryData['outcome'] }) => {
  const Icon = outcome === 'missed' ? PhoneMissed : outcome === 'voicemail' ? Voicemail : outcome === 'answered' ? Phone : PhoneIncoming
  return <Icon aria-hidden="true" className={cn('size-4', outcome === 'missed' ? 'text-red-700' : 'text-accent-700')} />
}

export function CallEntry({ entry }: { entry: CallEntryData }) {
  return (
    <li data-direction="call" data-outcome={entry.outcome} className="space-y-2 rounded-md border border-brand-200 bg-white px-3 py-2 text-small">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <OutcomeIcon outcome={entry.outcome} />
        <span className="font-medium text-ink-900">Call from {formatE164(entry.from)}</span>
        <Badge variant={outcomeTone[entry.outcome]}>{callOutcomeLabels[entry.outcome]}</Badge>
        {entry.booked && <Badge variant="success">Booked a call</Badge>}
        <time dateTime={entry.at} className="ml-auto text-xs text-muted-foreground">
          {formatDateTime(entry.at)}
        </time>
      </div>
      {entry.durationSeconds !== null && entry.outcome === 'answered' && <p className="text-ink-800">You talked for {duration(entry.durationSeconds)}.</p>}
      {entry.voicemail && (
        <div className="space-y-1">
          <p className="text-ink-800">Voicemail, {duration(entry.voicemail.seconds)}:</p>
          {/* Through the server with the operator's session: the recording's own address never reaches the browser.
              No transcript exists to caption it with; the label names the caller and the length. */}
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio controls preload="none" src={entry.voicemail.url} className="w-full max-w-md" aria-label={`Voicemail from ${formatE164(entry.from)}, ${duration(entry.voicemail.seconds)}`}>
            <a href={entry.voicemail.url}>Download the voicemail</a>
          </audio>
        </div>
      )}
      {entry.turns.length > 0 && (
        <ol aria-label="The receptionist's conversation" className="space-y-1 border-l-2 border-brand-100 pl-3">
          {entry.turns.map((turn, index) => (
            <li key={index} className="break-words">
              <span className="font-medium text-ink-900">{turn.role === 'caller' ? 'Caller' : 'Receptionist'}: </span>
              <span className="text-ink-800">{turn.text}</span>
              {turn.blocked && <span className="block text-xs text-red-800">Withheld: {turn.blocked}</span>}
              {turn.ended && <span className="block text-xs text-ink-700">Ended: {turn.ended}</span>}
            </li>
          ))}
        </ol>
      )}
    </li>
  )
}
