import { CheckCircle2, LoaderCircle, Play } from 'lucide-react'
import { island } from '@/web/components/island'
import { Button } from '@/web/components/ui/button'
import { useTimedMachine, type Clock } from '@/web/lib/clock'
import { cn } from '@/web/lib/utils'
import { idleLiveDemo, liveDemoMachine } from '../lib/live-demo'

const liveTasks = [
  'Booking request for 4 at 7:30 PM answered and confirmed',
  'New 5-star Google review thanked by name',
  'Online order #1046 checked and sent to the kitchen',
]

/** Start Live Demo: disabled for 3 s reading 'Running...', then a summary of what the AI did. */
export function LiveDemoPanel({ clock }: { clock?: Clock }) {
  const [state, send] = useTimedMachine(liveDemoMachine, idleLiveDemo, clock)
  const running = state.status === 'running'

  return (
    <div className="rounded-xl border border-border bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-semibold text-ink-900">Watch a busy minute</h2>
          <p className="text-small text-muted-foreground">Three guest requests arrive at once.</p>
        </div>
        <Button onClick={() => send({ type: 'start' })} disabled={running}>
          {running ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Play aria-hidden="true" />}
          {running ? 'Running...' : 'Start Live Demo'}
        </Button>
      </div>
      <div aria-live="polite" className="mt-4">
        {state.status === 'idle' ? (
          <p className="text-small text-muted-foreground">Press Start Live Demo to watch the AI handle them.</p>
        ) : (
          <>
            <p className="mb-2 text-small font-medium text-ink-800">
              {running ? 'AI is handling 3 requests...' : 'Done in 3 seconds, with no staff involved.'}
            </p>
            <ul className="grid gap-2">
              {liveTasks.map((task) => (
                <li key={task} className={cn('flex items-start gap-2 text-small', running ? 'text-ink-700' : 'text-accent-800')}>
                  {running ? (
                    <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700 motion-safe:animate-spin" />
                  ) : (
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                  )}
                  <span>
                    {task}
                    <span className="sr-only">{running ? ' (in progress)' : ' (done)'}</span>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  )
}

export const LiveDemoPanelIsland = island('restaurant-live-demo', LiveDemoPanel)
