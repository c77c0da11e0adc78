import type { ReactNode } from 'react'
import { AlertTriangle, Ban, CheckCircle2, Circle, Hourglass, LoaderCircle, ShieldCheck, type LucideIcon } from 'lucide-react'
import { busySubmissionMessage, tooManySubmissionsMessage } from '@/shared/form-refusals'
import { CheckList } from '@/web/components/content/check-list'
import { TitledCard } from '@/web/components/titled-card'
import { LabelledProgress } from '@/web/components/labelled-progress'
import { cn } from '@/web/lib/utils'
import { fallbackSteps, formPipelineSteps } from '../data/pipeline-steps'
import { formDemoProgress, formStepStatus, type FormDemoState, type FormStepStatus } from '../lib/form-demo'

const statusDisplay: Record<FormStepStatus, { icon: typeof Circle; label: string; iconClass: string; boxClass: string; labelClass: string }> = {
  pending: { icon: Circle, label: 'Waiting', iconClass: 'text-ink-400', boxClass: 'border-border bg-background', labelClass: 'text-muted-foreground' },
  processing: {
    icon: LoaderCircle,
    label: 'Processing...',
    iconClass: 'text-brand-700 motion-safe:animate-spin',
    boxClass: 'border-brand-300 bg-brand-50 shadow-sm',
    labelClass: 'text-brand-800',
  },
  complete: { icon: CheckCircle2, label: 'Complete', iconClass: 'text-accent-700', boxClass: 'border-accent-200 bg-accent-50', labelClass: 'text-accent-800' },
  held: { icon: Hourglass, label: 'Waiting for review', iconClass: 'text-ink-500', boxClass: 'border-border bg-ink-50', labelClass: 'text-ink-700' },
  fallback: { icon: AlertTriangle, label: 'Fallback', iconClass: 'text-warning', boxClass: 'border-amber-200 bg-amber-50', labelClass: 'text-amber-900' },
}

export function FormPipeline({ state }: { state: FormDemoState }) {
  const progress = formDemoProgress(state)
  const services = state.results?.services
  return (
    <TitledCard
      title="Automation pipeline"
      as="h2"
      titleClassName="text-h3"
      description="Six steps run for every submission. Here they play out slowly enough to follow."
      contentClassName="grid gap-5"
    >
      <LabelledProgress
        id="form-demo-progress-label"
        label="Progress"
        figure={`${progress}%`}
        figureTestId="form-demo-progress"
        strongFigure
        value={progress}
        indicatorClassName={cn(state.phase === 'complete' && 'bg-accent-600', state.phase === 'fallback' && 'bg-warning')}
      />

      {state.phase === 'refused' && (
        <PhaseNote icon={Ban} title="Not sent" boxClass="border-red-200 bg-red-50 text-red-950" iconClass="text-red-700">
          <p className="mt-1 text-small">
            {state.refusal === 'busy' ? busySubmissionMessage : `${tooManySubmissionsMessage} Nothing was stored, so nothing runs.`}
          </p>
        </PhaseNote>
      )}

      {state.phase === 'fallback' && (
        <PhaseNote icon={ShieldCheck} title="Fallback path" boxClass="border-amber-200 bg-amber-50 text-amber-950" iconClass="text-warning">
          <CheckList
            points={fallbackSteps}
            icon={CheckCircle2}
            className="mt-2 grid gap-1.5 text-small"
            itemClassName="flex items-center gap-2"
            iconClassName="size-4 shrink-0 text-accent-700"
          />
        </PhaseNote>
      )}

      <ol aria-label="Pipeline steps" className="grid gap-3">
        {formPipelineSteps.map((step, index) => {
          const status = formStepStatus(state, index)
          const display = statusDisplay[status]
          const Icon = display.icon
          const serviceStatus = step.service && services ? services[step.service] : null
          // A step's details say what it did: none for one that has not run (waiting, or held for review).
          const shown = status !== 'pending' && status !== 'held'
          return (
            <li key={step.key} data-status={status} className={cn('flex items-start gap-3 rounded-lg border p-3.5 motion-safe:transition-colors', display.boxClass)}>
              <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', display.iconClass)} />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <h3 className="font-semibold text-ink-900">
                    {index + 1}. {step.title}
                  </h3>
                  <span className={cn('text-small font-medium', display.labelClass)}>
                    {state.phase === 'fallback' && status === 'pending' ? 'Handled manually' : display.label}
                  </span>
                </div>
                <p className="mt-0.5 text-small text-muted-foreground">{step.description}</p>
                {shown && (
                  <>
                    <ul aria-label={`${step.title} details`} className="mt-2 grid gap-0.5 text-small text-ink-700">
                      {step.details.map((detail) => (
                        <li key={detail} className="flex gap-1.5 before:text-ink-400 before:content-['•']">
                          {detail}
                        </li>
                      ))}
                    </ul>
                    <p className="mt-2 rounded bg-ink-900 px-2 py-1 font-mono text-xs break-words text-accent-200">
                      <span className="text-ink-300">API call →</span> {step.apiCall}
                      {serviceStatus && <span className="text-ink-100"> · {serviceStatus}</span>}
                    </p>
                  </>
                )}
              </div>
            </li>
          )
        })}
      </ol>
    </TitledCard>
  )
}

/** Why the pipeline did not run as usual (refused, or fell back to the manual path), announced when it appears. */
function PhaseNote({ icon: Icon, title, boxClass, iconClass, children }: { icon: LucideIcon; title: string; boxClass: string; iconClass: string; children: ReactNode }) {
  return (
    <div role="status" className={cn('rounded-lg border p-4', boxClass)}>
      <h3 className="flex items-center gap-2 font-semibold">
        <Icon aria-hidden="true" className={cn('size-5', iconClass)} />
        {title}
      </h3>
      {children}
    </div>
  )
}
