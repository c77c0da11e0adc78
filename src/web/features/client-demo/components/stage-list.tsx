import { CalendarClock, CheckCircle2, MessagesSquare, Package, Users, type LucideIcon } from 'lucide-react'
import { TitledCard } from '@/web/components/titled-card'
import { Progress } from '@/web/components/ui/progress'
import { cn } from '@/web/lib/utils'
import { stageStatus, type LiveDemoState, type LiveStage } from '../model/live-demo'

const stageIcons: Record<string, LucideIcon> = {
  'staff-scheduling': Users,
  inventory: Package,
  'appointment-booking': CalendarClock,
  'customer-communication': MessagesSquare,
}

const statusText = { pending: 'Waiting', running: 'Running', done: 'Done' } as const

export function StageList({ state, stages }: { state: LiveDemoState; stages: readonly LiveStage[] }) {
  return (
    <TitledCard className="gap-4" title="Automation stages" as="h2">
      <ol aria-label="Automation stages" className="grid gap-4">
        {stages.map((stage, index) => {
          const status = stageStatus(state, index)
          const Icon = status === 'done' ? CheckCircle2 : (stageIcons[stage.id] ?? Users)
          const progress = state.progress[index] ?? 0
          return (
            <li key={stage.id} data-status={status} className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2">
              <span
                className={cn(
                  'row-span-3 inline-flex size-9 items-center justify-center rounded-lg',
                  status === 'done' && 'bg-accent-100 text-accent-800',
                  status === 'running' && 'bg-brand-100 text-brand-700',
                  status === 'pending' && 'bg-ink-100 text-ink-500',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <h3 id={`stage-${stage.id}`} className="font-medium text-ink-900">
                  {index + 1}. {stage.title}
                </h3>
                <span className={cn('text-small whitespace-nowrap tabular-nums', status === 'done' ? 'text-accent-800' : status === 'running' ? 'text-brand-800' : 'text-muted-foreground')}>
                  {statusText[status]} · {progress}%
                </span>
              </div>
              <p className="col-start-2 -mt-1 text-xs text-muted-foreground">{stage.description}</p>
              <Progress
                className="col-start-2"
                aria-labelledby={`stage-${stage.id}`}
                value={progress}
                indicatorClassName={status === 'done' ? 'bg-accent-600' : undefined}
              />
            </li>
          )
        })}
      </ol>
    </TitledCard>
  )
}
