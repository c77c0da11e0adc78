import { Play, RotateCcw, Sparkles } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { sampleRestaurant } from '../data/restaurant'
import type { LiveDemoState, LiveStage } from '../model/live-demo'

type DemoHeroProps = { state: LiveDemoState; stages: readonly LiveStage[]; onStart: () => void; onReset: () => void }

function statusLine(state: LiveDemoState, stages: readonly LiveStage[]) {
  if (state.status === 'running') return `Running: ${stages[state.stageIndex]?.title} (${state.progress[state.stageIndex]}%)`
  if (state.status === 'complete') return `Complete: four automations in ${(state.totalElapsedMs / 1000).toFixed(1)} seconds`
  return 'Ready when you are. It takes about 13 seconds.'
}

export function DemoHero({ state, stages, onStart, onReset }: DemoHeroProps) {
  const running = state.status === 'running'
  return (
    <section aria-labelledby="client-demo-title" className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
      <div className="container grid items-center gap-8 py-12 sm:py-16 lg:grid-cols-[1fr_24rem]">
        <div>
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" />
            Live automation demo · Sample restaurant
          </p>
          <h1 id="client-demo-title" className="text-h1 text-ink-900">
            Watch AI run a restaurant&apos;s week
          </h1>
          <p className="mt-4 max-w-2xl text-lead text-muted-foreground">
            {sampleRestaurant.name} in {sampleRestaurant.location} has {sampleRestaurant.employees} staff and a busy dining
            room. Press Start Demo and watch the AI schedule the staff, restock the kitchen, confirm bookings and answer
            every guest, live.
          </p>
        </div>
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
      </div>
    </section>
  )
}
