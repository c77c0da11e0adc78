import { memo } from 'react'
import { Brain, LoaderCircle, Play } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { TitledCard } from '@/web/components/titled-card'
import { Progress } from '@/web/components/ui/progress'
import { cn } from '@/web/lib/utils'
import { cardStatus, subStepStatus, type AiProcessState, type ProcessCard, type ProcessCardStatus } from '../model/ai-process'
import { ActivityLog } from './activity-log'
import { StepStatusIcon } from './step-status-icon'

type AiProcessPanelProps = { state: AiProcessState; cards: readonly ProcessCard[]; onStart: () => void }

const cardLabel: Record<ProcessCardStatus, string> = { waiting: 'Waiting', processing: 'Processing', completed: 'Completed' }

export const AiProcessPanel = memo(function AiProcessPanel({ state, cards, onStart }: AiProcessPanelProps) {
  const running = state.status === 'running'
  return (
    <TitledCard
      title="Live AI analysis"
      icon={Brain}
      description="The four analyses behind these numbers, run one after another with a live log."
      contentClassName="grid gap-6"
    >
      <Button onClick={onStart} disabled={running} className="w-full sm:w-fit">
        {running ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Play aria-hidden="true" />}
        {running ? 'Analysing...' : state.status === 'complete' ? 'Run the analysis again' : 'Run Live Analysis'}
      </Button>
      <div className="grid items-start gap-6 xl:grid-cols-[1fr_22rem]">
        <ol aria-label="AI processes" className="grid gap-4 sm:grid-cols-2">
          {cards.map((card, index) => {
            const status = cardStatus(state, index)
            const done = status === 'completed' ? card.subSteps.length : index === state.cardIndex ? state.subStepsDone : 0
            return (
              <li
                key={card.title}
                data-status={status}
                className={cn(
                  'grid gap-3 rounded-lg border p-4',
                  status === 'processing' && 'border-brand-300 bg-brand-50 shadow-sm',
                  status === 'completed' && 'border-accent-200 bg-accent-50',
                  status === 'waiting' && 'border-border',
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h4 id={`process-${index}`} className="font-semibold text-ink-900">
                    {card.title}
                  </h4>
                  <span
                    className={cn(
                      'text-xs font-semibold',
                      status === 'completed' ? 'text-accent-800' : status === 'processing' ? 'text-brand-800' : 'text-muted-foreground',
                    )}
                  >
                    {cardLabel[status]}
                  </span>
                </div>
                <p className="text-xs text-muted-foreground">{card.description}</p>
                <Progress aria-labelledby={`process-${index}`} value={done} max={card.subSteps.length} indicatorClassName={status === 'completed' ? 'bg-accent-600' : undefined} />
                <ul className="grid gap-1">
                  {card.subSteps.map((subStep, subIndex) => {
                    const subStatus = subStepStatus(state, index, subIndex)
                    return (
                      <li key={subStep} className="flex items-start gap-2 text-xs">
                        <StepStatusIcon status={subStatus} className="mt-px size-3.5 shrink-0" />
                        <span className={subStatus === 'waiting' ? 'text-muted-foreground' : 'text-ink-800'}>{subStep}</span>
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ol>
        <section aria-labelledby="process-log-title" className="grid gap-2">
          <h4 id="process-log-title" className="font-semibold text-ink-900">
            Live log <span className="font-normal text-muted-foreground">(latest 10)</span>
          </h4>
          <ActivityLog entries={state.log} label="AI process log" empty="Press Run Live Analysis to start." />
        </section>
      </div>
    </TitledCard>
  )
})
