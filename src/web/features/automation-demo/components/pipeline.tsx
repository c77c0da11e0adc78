import { Timer } from 'lucide-react'
import { LabelledProgress } from '@/web/components/labelled-progress'
import { StepList, type StepTone } from '@/web/components/step-list'
import { TitledCard } from '@/web/components/titled-card'
import { pipelineSteps, pipelineTotalClaim } from '../data/pipeline-steps'
import { demoProgress, demoStepStatus, type LiveDemoState, type StepStatus } from '../lib/live-demo'

const statusDisplay: Record<StepStatus, { tone: StepTone; statusLabel: string }> = {
  pending: { tone: 'waiting', statusLabel: 'Waiting' },
  processing: { tone: 'active', statusLabel: 'Processing...' },
  success: { tone: 'done', statusLabel: 'Done' },
}

export function Pipeline({ state }: { state: LiveDemoState }) {
  const progress = demoProgress(state, pipelineSteps.length)
  return (
    <TitledCard
      title="Lead response pipeline"
      as="h2"
      titleClassName="text-h3"
      description={<>Six steps from form to follow-up. Expected total: {pipelineTotalClaim.toLowerCase()}.</>}
      contentClassName="grid gap-6"
    >
      <LabelledProgress
        id="demo-progress-label"
        label="Pipeline progress"
        figure={`${progress}%`}
        value={progress}
        indicatorClassName={state.phase === 'complete' ? 'bg-accent-600' : undefined}
      />
      <StepList
        label="Pipeline steps"
        steps={pipelineSteps.map((step, index) => {
          const status = demoStepStatus(state, index)
          return {
            key: step.key,
            title: step.title,
            description: step.description,
            status,
            ...statusDisplay[status],
            detail: (
              <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium text-ink-700">
                <Timer aria-hidden="true" className="size-3.5" />
                Expected: {step.expected}
              </p>
            ),
          }
        })}
      />
    </TitledCard>
  )
}
