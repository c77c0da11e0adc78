import type { ReactNode } from 'react'
import { Badge, type BadgeProps } from '@/web/components/ui/badge'
import type { StageStatus } from '../../model/live-demo'
import { StageCard } from './stage-card'

/** One row of a stage's records: what it is, its status badge, a summary line and the fine print. */
export type StageRecord = {
  key: string
  title: ReactNode
  status: string
  variant: BadgeProps['variant']
  summary: ReactNode
  details: ReactNode
}

type StageRecordPanelProps = { title: string; listLabel: string; records: readonly StageRecord[]; stage: StageStatus; progress: number }

/** A stage of the live demo (staff, inventory, bookings) as a card listing the records it decides on. */
export function StageRecordPanel({ title, listLabel, records, stage, progress }: StageRecordPanelProps) {
  return (
    <StageCard title={title} stage={stage} progress={progress}>
      <ul aria-label={listLabel} className="divide-y divide-border">
        {records.map((record) => (
          <li key={record.key} className="grid gap-1 py-3 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-medium text-ink-900">{record.title}</p>
              <Badge variant={record.variant}>{record.status}</Badge>
            </div>
            <p className="text-small text-ink-700">{record.summary}</p>
            <p className="text-xs text-muted-foreground">{record.details}</p>
          </li>
        ))}
      </ul>
    </StageCard>
  )
}
