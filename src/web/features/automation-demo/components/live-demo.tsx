import { useRef } from 'react'
import { LoaderCircle, Play, RotateCcw, Sparkles } from 'lucide-react'
import { island } from '@/web/components/island'
import { PageHero } from '@/web/components/page-hero'
import { Button } from '@/web/components/ui/button'
import { useTimedMachine, type Clock } from '@/web/lib/clock'
import { withQueryClient } from '@/web/lib/with-query-client'
import { useRunDemoTest } from '../api/run-demo-test'
import { pipelineSteps, pipelineTotalClaim } from '../data/pipeline-steps'
import { createLiveDemoMachine, idleDemo } from '../lib/live-demo'
import { BusinessImpact, DemoResults, SystemLogs } from './demo-side-panels'
import { Pipeline } from './pipeline'

const liveDemoMachine = createLiveDemoMachine(pipelineSteps)

export function LiveDemo({ clock }: { clock?: Clock }) {
  const [state, send] = useTimedMachine(liveDemoMachine, idleDemo, clock)
  const run = useRunDemoTest()
  const pipeline = useRef<HTMLDivElement>(null)
  const busy = state.phase === 'requesting' || state.phase === 'running'

  function start() {
    send({ type: 'start' })
    // On small screens the pipeline starts below the fold: bring it into view.
    const top = pipeline.current?.getBoundingClientRect().top
    if (top !== undefined && top > window.innerHeight * 0.6) pipeline.current?.scrollIntoView({ block: 'start' })
    run.mutate(undefined, {
      onSuccess: ({ testResults, mode }) => send({ type: 'serverReturned', results: testResults, mode }),
      onError: (error) => {
        // SPEC §8: a live demo error is only logged; the demo starts over.
        console.error('Live demo failed:', error)
        send({ type: 'failed' })
      },
    })
  }

  const current = pipelineSteps[state.completed]
  const announcement =
    state.phase === 'requesting'
      ? 'Demo started: sending a sample lead to the pipeline.'
      : state.phase === 'running' && current
        ? `Step ${state.completed + 1} of ${pipelineSteps.length}: ${current.title}, processing`
        : state.phase === 'complete'
          ? 'Demo complete. Results are ready.'
          : ''

  return (
    <>
      <PageHero
        titleId="live-demo-title"
        eyebrow="Live demo · AI lead response"
        eyebrowIcon={Sparkles}
        title="Watch a new lead get answered, scored and scheduled"
        lead={
          <>
            Start the demo and a sample lead runs through our real six-step pipeline: capture, AI analysis, a personal
            e-mail, CRM, follow-up tasks and an owner alert. {pipelineTotalClaim} from form to follow-up. Signed out, it
            runs in a sandbox: nothing is sent and nothing leaves the server.
          </>
        }
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" onClick={start} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <LoaderCircle aria-hidden="true" className="motion-safe:animate-spin" /> : <Play aria-hidden="true" />}
            Start Live Demo
          </Button>
          {state.phase === 'complete' && (
            <Button size="lg" variant="outline" onClick={() => send({ type: 'reset' })}>
              <RotateCcw aria-hidden="true" />
              Reset
            </Button>
          )}
        </div>
      </PageHero>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div className="container grid gap-6 py-10 sm:py-12 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <div ref={pipeline} className="scroll-mt-20">
          <Pipeline state={state} />
        </div>
        <div className="grid gap-6">
          <DemoResults state={state} />
          <SystemLogs state={state} />
        </div>
        <div className="lg:col-span-2">
          <BusinessImpact />
        </div>
      </div>
    </>
  )
}

/** The demo is one island (decision 049): its machine drives the hero's button, the pipeline and the panels together. */
export const LiveDemoIsland = island('automation-demo', withQueryClient(LiveDemo))
