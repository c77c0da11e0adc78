import { TitledCard } from '@/web/components/titled-card'
import { formatCount } from '@/web/lib/format'
import { formatNok } from '../model/format'
import type { LiveDemoState, LiveStage } from '../model/live-demo'
import { ActivityLog } from './activity-log'
import { CounterTiles } from './counter-tiles'
import { StageList } from './stage-list'

/** The four stages and the live system numbers, next to the activity feed. */
export function LiveOverview({ state, stages }: { state: LiveDemoState; stages: readonly LiveStage[] }) {
  const { system } = state
  return (
    <section aria-label="Live automation" className="grid items-start gap-6 lg:grid-cols-[1fr_26rem]">
      <div className="grid gap-6">
        <StageList state={state} stages={stages} />
        <CounterTiles
          label="Live system"
          className="sm:grid-cols-4"
          tiles={[
            { label: 'Active processes', value: String(system.activeProcesses) },
            { label: 'Decisions per second', value: formatCount(system.decisionsPerSecond) },
            { label: 'Savings this run', value: formatNok(system.currentSavings) },
            { label: 'Efficiency rate', value: `${system.efficiencyRate.toFixed(1)}%` },
          ]}
        />
      </div>
      <TitledCard className="gap-4" title="Live activity" as="h2">
        <ActivityLog entries={state.feed} label="Live activity feed" empty="Press Start Demo to see every decision the AI makes." className="max-h-[26rem]" />
      </TitledCard>
    </section>
  )
}
