import { useState } from 'react'
import { LoaderCircle, Play, RotateCcw, Sparkles } from 'lucide-react'
import { island } from '@/web/components/island'
import { PageHero } from '@/web/components/page-hero'
import { Button } from '@/web/components/ui/button'
import { systemClock, useMachineRunner, type Clock } from '@/web/lib/clock'
import { withQueryClient } from '@/web/lib/with-query-client'
import { useRunDemoTest } from '../api/run-demo-test'
import { pipelineSteps, pipelineTotalClaim } from '../data/pipeline-steps'
import { BusinessImpact, DemoResults, SystemLogs } from './demo-side-panels'
import { createDemoRun, DemoRunContext, useDemoRun } from './demo-run'
import { Pipeline } from './pipeline'

/** The pipeline's box, which Start brings into view on small screens. */
const pipelineId = 'automation-demo-pipeline'

/** Start Live Demo and Reset, in the hero, and what a screen reader hears as the run goes. */
function DemoControls() {
  const [state, send] = useMachineRunner(useDemoRun())
  const run = useRunDemoTest()
  const busy = state.phase === 'requesting' || state.phase === 'running'

  function start() {
    send({ type: 'start' })
    // On small screens the pipeline starts below the fold: bring it into view.
    const pipeline = document.getElementById(pipelineId)
    const top = pipeline?.getBoundingClientRect().top
    if (top !== undefined && top > window.innerHeight * 0.6) pipeline?.scrollIntoView({ block: 'start' })
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
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}

/** The six steps as they run, beside the results and the log. */
function DemoProgress() {
  const [state] = useMachineRunner(useDemoRun())
  return (
    <>
      <div id={pipelineId} className="scroll-mt-20">
        <Pipeline state={state} />
      </div>
      <div className="grid gap-6">
        <DemoResults state={state} />
        <SystemLogs state={state} />
      </div>
    </>
  )
}

/**
 * Two islands (decision 049) sharing the demo's run (`demo-run.tsx`): the hero's buttons, which
 * start it and ask the server, and the pipeline with its panels, which show it.
 */
export const DemoControlsIsland = island('automation-demo-controls', withQueryClient(DemoControls))
export const DemoProgressIsland = island('automation-demo-progress', DemoProgress)

/** The page: the hero's text and the business impact are the server's HTML. */
export function LiveDemo({ clock }: { clock?: Clock }) {
  const [run] = useState(() => createDemoRun(clock ?? systemClock))
  return (
    <DemoRunContext.Provider value={run}>
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
        <DemoControlsIsland />
      </PageHero>
      <div className="container grid gap-6 py-10 sm:py-12 lg:grid-cols-[1.5fr_1fr] lg:items-start">
        <DemoProgressIsland />
        <div className="lg:col-span-2">
          <BusinessImpact />
        </div>
      </div>
    </DemoRunContext.Provider>
  )
}
