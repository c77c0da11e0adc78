import { CheckCircle2, Circle, LoaderCircle, Timer } from 'lucide-react'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card'
import { Progress } from '@/web/components/ui/progress'
import { cn } from '@/web/lib/utils'
import { pipelineSteps, pipelineTotalClaim } from '../data/pipeline-steps'
import { demoProgress, demoStepStatus, type LiveDemoState, type StepStatus } from '../lib/live-demo'

const statusDisplay: Record<StepStatus, { icon: typeof Circle; label: string }> = {
  pending: { icon: Circle, label: 'Waiting' },
  processing: { icon: LoaderCircle, label: 'Processing...' },
  success: { icon: CheckCircle2, label: 'Done' },
}

export function Pipeline({ state }: { state: LiveDemoState }) {
  const progress = demoProgress(state, pipelineSteps.length)
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-h3">Lead response pipeline</h2>
        </CardTitle>
        <CardDescription>Six steps from form to follow-up. Expected total: {pipelineTotalClaim.toLowerCase()}.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-small">
            <span id="demo-progress-label" className="font-medium text-ink-800">
              Pipeline progress
            </span>
            <span className="text-muted-foreground tabular-nums">{progress}%</span>
          </div>
          <Progress aria-labelledby="demo-progress-label" value={progress} indicatorClassName={state.phase === 'complete' ? 'bg-accent-600' : undefined} />
        </div>
        <ol aria-label="Pipeline steps" className="grid gap-3">
          {pipelineSteps.map((step, index) => {
            const status = demoStepStatus(state, index)
            const { icon: Icon, label } = statusDisplay[status]
            return (
              <li
                key={step.key}
                data-status={status}
                className={cn(
                  'flex items-start gap-3 rounded-lg border p-4 motion-safe:transition-colors',
                  status === 'success' && 'border-accent-200 bg-accent-50',
                  status === 'processing' && 'border-brand-300 bg-brand-50 shadow-sm',
                  status === 'pending' && 'border-border bg-background',
                )}
              >
                <Icon
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 size-5 shrink-0',
                    status === 'success' && 'text-accent-700',
                    status === 'processing' && 'text-brand-700 motion-safe:animate-spin',
                    status === 'pending' && 'text-ink-400',
                  )}
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <h3 className="font-semibold text-ink-900">
                      {index + 1}. {step.title}
                    </h3>
                    <span
                      className={cn(
                        'text-small font-medium',
                        status === 'success' && 'text-accent-800',
                        status === 'processing' && 'text-brand-800',
                        status === 'pending' && 'text-muted-foreground',
                      )}
                    >
                      {label}
                    </span>
                  </div>
                  <p className="mt-1 text-small text-muted-foreground">{step.description}</p>
                  <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                    <Timer aria-hidden="true" className="size-3.5" />
                    Expected: {step.expected}
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}
