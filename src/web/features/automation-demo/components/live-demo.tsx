import { useRef } from 'react'
import { LoaderCircle, Play, RotateCcw, Sparkles } from 'lucide-react'
import { Button } from '@/web/components/ui/button'
import { useTimedMachine, type Clock } from '@/web/lib/clock'
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
      <section aria-labelledby="live-demo-title" className="border-b border-border bg-gradient-to-b from-brand-50 via-background to-background">
        <div className="container py-12 sm:py-16">
          <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-small font-medium text-brand-800">
            <Sparkles aria-hidden="true" className="size-4" />
            Live demo · AI lead response
          </p>
          <h1 id="live-demo-title" className="max-w-3xl text-h1 text-ink-900">
            Watch a new lead get answered, scored and scheduled
          </h1>
          <p className="mt-4 max-w-2xl text-lead text-muted-foreground">
            Start the demo and a sample lead runs through our real six-step pipeline: capture, AI analysis, a personal
            e-mail, CRM, follow-up tasks and an owner alert. {pipelineTotalClaim} from form to follow-up. Signed out, it
            runs in a sandbox: nothing is sent and nothing leaves the server.
          </p>
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
        </div>
      </section>
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
