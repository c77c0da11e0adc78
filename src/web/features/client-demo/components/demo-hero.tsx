import type { ReactNode } from 'react'
import { Play, RotateCcw, Sparkles } from 'lucide-react'
import { LiveDemoHero } from '@/web/components/live-demo-hero'
import { Button } from '@/web/components/ui/button'
import { sampleRestaurant } from '../data/restaurant'
import type { LiveDemoState, LiveStage } from '../model/live-demo'

type DemoControlsProps = { state: LiveDemoState; stages: readonly LiveStage[]; onStart: () => void; onReset: () => void }

function statusLine(state: LiveDemoState, stages: readonly LiveStage[]) {
  if (state.status === 'running') return `Running: ${stages[state.stageIndex]?.title} (${state.progress[state.stageIndex]}%)`
  if (state.status === 'complete') return `Complete: four automations in ${(state.totalElapsedMs / 1000).toFixed(1)} seconds`
  const totalSeconds = Math.round(stages.reduce((sum, stage) => sum + stage.durationMs, 0) / 1000)
  return `Ready when you are. It takes about ${totalSeconds} seconds.`
}

/** The card that starts and resets the demo, beside the hero's intro. */
export function DemoControls({ state, stages, onStart, onReset }: DemoControlsProps) {
  const running = state.status === 'running'
  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <h2 className="font-semibold text-ink-900">Demo controls</h2>
      <p className="mt-1 text-small text-muted-foreground" aria-live="polite">
        {statusLine(state, stages)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onStart} disabled={running} className="flex-1">
          <Play aria-hidden="true" />
          {running ? 'Running...' : 'Start Demo'}
        </Button>
        <Button variant="outline" onClick={onReset} className="flex-1">
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
      </div>
    </div>
  )
}

/** The page's first screen: the intro stays the server's HTML, `controls` is the island that runs the demo. */
export function DemoHero({ controls }: { controls: ReactNode }) {
  return (
    <LiveDemoHero
      titleId="client-demo-title"
      eyebrow="Live automation demo · Sample restaurant"
      eyebrowIcon={Sparkles}
      title="Watch AI run a restaurant's week"
      lead={
        <>
          {sampleRestaurant.name} in {sampleRestaurant.location} has {sampleRestaurant.employees} staff and a busy dining room.
          Press Start Demo and watch the AI schedule the staff, restock the kitchen, confirm bookings and answer every guest,
          live.
        </>
      }
      className="lg:grid-cols-[1fr_24rem]"
    >
      {controls}
    </LiveDemoHero>
  )
}
