import { memo } from 'react'
import { Bot, LoaderCircle } from 'lucide-react'
import { Badge } from '@/web/components/ui/badge'
import { customerMessages } from '../../data/customer-messages'
import type { ServiceCounters } from '../../model/counters'
import { formatNok } from '../../model/format'
import type { StageStatus } from '../../model/live-demo'
import { CounterTiles } from '../counter-tiles'
import { StageCard } from './stage-card'

type CustomerServicePanelProps = { stage: StageStatus; progress: number; responded: number; counters: ServiceCounters }

const urgencyVariant = { high: 'danger', medium: 'warning', low: 'secondary' } as const

export const CustomerServicePanel = memo(function CustomerServicePanel({ stage, progress, responded, counters }: CustomerServicePanelProps) {
  return (
    <StageCard
      title="Customer service"
      description="Every message answered in seconds, in the restaurant's own voice."
      stage={stage}
      progress={progress}
      contentClassName="grid gap-5"
    >
      <CounterTiles
        label="Customer service today"
        className="sm:grid-cols-4"
        tiles={[
          { label: 'Tasks automated', value: String(counters.totalTasksAutomated) },
          { label: 'Time saved', value: `${counters.timeSaved} min` },
          { label: 'Cost savings', value: formatNok(counters.costSavings) },
          { label: 'Accuracy', value: `${counters.accuracyRate.toFixed(1)}%` },
        ]}
      />
      <ul aria-label="Customer messages" className="grid gap-3 md:grid-cols-2">
        {customerMessages.map((message, index) => {
          const answered = index < responded
          return (
            <li key={message.customer} data-answered={answered} className="rounded-lg border border-border p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-small font-medium text-ink-900">
                  {message.customer} <span className="font-normal text-muted-foreground">· {message.channel} · {message.timestamp}</span>
                </p>
                <div className="flex flex-wrap gap-1.5">
                  <Badge variant="outline">{message.type}</Badge>
                  <Badge variant={urgencyVariant[message.urgency]}>{message.urgency} urgency</Badge>
                </div>
              </div>
              <p className="mt-1.5 text-small text-ink-700">&ldquo;{message.message}&rdquo;</p>
              {answered ? (
                <p className="mt-2 flex gap-2 rounded-md bg-brand-50 p-2 text-small text-ink-800">
                  <Bot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>
                    <span className="font-medium text-brand-800">AI reply: </span>
                    {message.response}
                  </span>
                </p>
              ) : (
                <p className="mt-2 flex items-center gap-2 text-xs text-muted-foreground">
                  {stage === 'running' && <LoaderCircle aria-hidden="true" className="size-3.5 motion-safe:animate-spin" />}
                  {stage === 'running' ? 'AI is drafting a reply...' : 'Awaiting reply'}
                </p>
              )}
            </li>
          )
        })}
      </ul>
    </StageCard>
  )
})
