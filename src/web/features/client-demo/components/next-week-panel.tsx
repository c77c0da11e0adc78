import { memo } from 'react'
import { CheckCircle2, LoaderCircle, Sparkles } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { TitledCard } from '@/web/components/titled-card'
import { Progress } from '@/web/components/ui/progress'
import { cn } from '@/web/lib/utils'
import { formatNok } from '../model/format'
import { NEXT_WEEK_DONE_LINE, planItemStatus, type NextWeekState, type PlanPhase } from '../model/next-week'
import { ActivityLog } from './activity-log'
import { CounterTiles } from './counter-tiles'
import { StepStatusIcon } from './step-status-icon'

type NextWeekPanelProps = { state: NextWeekState; phases: readonly PlanPhase[]; onStart: () => void }

export const NextWeekPanel = memo(function NextWeekPanel({ state, phases, onStart }: NextWeekPanelProps) {
  const percent = Math.floor(state.progress)
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
      <TitledCard
        title="Plan next week with AI"
        description="Rota, supplier orders, bookings and guest campaigns for next week, generated in four phases."
        contentClassName="grid gap-6"
      >
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={onStart} disabled={state.busy}>
            {state.busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Sparkles aria-hidden="true" />}
            {state.busy ? 'Generating...' : 'Start AI Generation'}
          </Button>
          <div className="grid min-w-48 flex-1 gap-1.5">
            <div className="flex justify-between text-small">
              <span id="next-week-progress" className="font-medium text-ink-800">
                Generation progress
              </span>
              <span className="text-muted-foreground tabular-nums">{percent}%</span>
            </div>
            <Progress aria-labelledby="next-week-progress" value={percent} />
          </div>
        </div>
        {state.complete && (
          <p role="status" className="flex items-center gap-2 rounded-lg border border-accent-200 bg-accent-50 p-3 font-semibold text-accent-800">
            <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
            {NEXT_WEEK_DONE_LINE}
          </p>
        )}
        <ol aria-label="Generation phases" className="grid gap-4 md:grid-cols-2">
          {phases.map((phase, phaseIndex) => (
            <li key={phase.title} className={cn('rounded-lg border p-4', phaseIndex === state.phaseIndex && state.busy ? 'border-brand-300 bg-brand-50' : 'border-border')}>
              <h4 className="font-semibold text-ink-900">
                Phase {phaseIndex + 1}: {phase.title}
              </h4>
              <p className="text-xs text-muted-foreground">
                {phase.durationMs / 1000} s · {phase.items.length} steps · 25% of the plan
              </p>
              <ul className="mt-3 grid gap-2">
                {phase.items.map((item, itemIndex) => {
                  const status = planItemStatus(state, phaseIndex, itemIndex)
                  return (
                    <li key={item.text} data-status={status} className="flex items-start gap-2 text-small">
                      <StepStatusIcon status={status} className="mt-0.5 size-4 shrink-0" />
                      <span className={status === 'waiting' ? 'text-muted-foreground' : 'text-ink-800'}>
                        {item.text}
                        <span className="sr-only"> ({status})</span>
                      </span>
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ol>
      </TitledCard>
      <div className="grid gap-6">
        <CounterTiles
          label="Next week's gains"
          tiles={[
            { label: 'Labour cost optimized', value: formatNok(state.counters.laborCostOptimized) },
            { label: 'Supplier deals found', value: String(state.counters.supplierDealsFound) },
            { label: 'Bookings generated', value: String(state.counters.bookingsGenerated) },
            { label: 'Efficiency gain', value: `${state.counters.efficiencyGain.toFixed(1)}%` },
          ]}
        />
        <section aria-labelledby="next-week-log-title" className="grid gap-2">
          <h4 id="next-week-log-title" className="font-semibold text-ink-900">
            Generation log
          </h4>
          <ActivityLog entries={state.log} label="Generation log" empty="Press Start AI Generation to plan next week." />
        </section>
      </div>
    </div>
  )
})
