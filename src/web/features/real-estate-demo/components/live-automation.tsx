import { useEffect } from 'react'
import { CheckCircle2, RotateCcw, Timer } from 'lucide-react'
import { IconText } from '@/web/components/content/icon-text'
import { TitledCard } from '@/web/components/titled-card'
import { LabelledProgress } from '@/web/components/labelled-progress'
import { StepList, type StepTone } from '@/web/components/step-list'
import { Button } from '@/web/components/ui/button'
import { useTimedMachine, type Clock } from '@/web/lib/clock'
import { leadProcessingClaim } from '../data/claims'
import { workflowSteps } from '../data/workflow-steps'
import type { AutomationStepStatus } from '../lib/types'
import { createWorkflowMachine, idleWorkflow, isWorkflowComplete, stepStatus, stepStatusLabel } from '../lib/workflow'

const workflowMachine = createWorkflowMachine(workflowSteps.length)

const statusTone: Record<AutomationStepStatus, StepTone> = {
  completed: 'done',
  'in-progress': 'active',
  pending: 'waiting',
}

/** Plays the workflow as soon as the tab opens; leaving the tab stops its timer. */
export function LiveAutomation({ clock }: { clock?: Clock }) {
  const [state, send] = useTimedMachine(workflowMachine, idleWorkflow, clock)
  const total = workflowSteps.length
  const complete = isWorkflowComplete(state, total)

  useEffect(() => send({ type: 'start' }), [send])

  const announcement = complete
    ? 'Automation Complete!'
    : state.running
      ? `Step ${state.current + 1} of ${total}: ${workflowSteps[state.current]?.title}, processing`
      : ''

  return (
    <TitledCard
      as="h2"
      title="From website inquiry to booked showing"
      description="Each step runs on its own, one every 2 seconds here so you can follow along."
      contentClassName="grid gap-6"
    >
      <LabelledProgress
        id="workflow-progress-label"
        label="Workflow progress"
        figure={`${Math.min(state.current, total)} of ${total} steps complete`}
        value={Math.min(state.current, total)}
        max={total}
      />
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <StepList
        label="Workflow steps"
        steps={workflowSteps.map((step, index) => {
          const status = stepStatus(state, index)
          return { key: step.title, title: step.title, description: step.description, status, tone: statusTone[status], statusLabel: stepStatusLabel[status] }
        })}
      />
      {complete && (
        <div className="flex flex-col gap-4 rounded-xl border border-accent-200 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
            <div>
              <h3 className="text-h3 text-accent-900">Automation Complete!</h3>
              <IconText as="p" icon={Timer} className="inline-flex items-center gap-1.5 text-small text-accent-800">
                {leadProcessingClaim}, while you were busy with clients.
              </IconText>
            </div>
          </div>
          <Button variant="outline" onClick={() => send({ type: 'start' })}>
            <RotateCcw aria-hidden="true" />
            Replay workflow
          </Button>
        </div>
      )}
    </TitledCard>
  )
}
