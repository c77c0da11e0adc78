import type { ReactNode } from 'react'
import { CheckCircle2, Circle, LoaderCircle } from 'lucide-react'
import type { DemoStep } from '@/web/lib/demo/types'
import { cn } from '@/web/lib/utils'

/** How a step looks: not started, running now, or finished. */
export type StepTone = 'waiting' | 'active' | 'done'

type StepListItem = DemoStep & {
  key: string
  /** The feature's own status name, exposed as data-status (tests and styles read it). */
  status: string
  tone: StepTone
  statusLabel: string
  /** Shown under the description, such as the step's expected duration. */
  detail?: ReactNode
}

const toneIcon: Record<StepTone, typeof Circle> = { waiting: Circle, active: LoaderCircle, done: CheckCircle2 }

/**
 * The numbered list of a running automation, one card per step with its status: the live
 * demos of the lead pipeline and the real-estate workflow show the same thing.
 */
export function StepList({ label, steps }: { label: string; steps: StepListItem[] }) {
  return (
    <ol aria-label={label} className="grid gap-3">
      {steps.map((step, index) => {
        const Icon = toneIcon[step.tone]
        return (
          <li
            key={step.key}
            data-status={step.status}
            className={cn(
              'flex items-start gap-3 rounded-lg border p-4 motion-safe:transition-colors',
              step.tone === 'done' && 'border-accent-200 bg-accent-50',
              step.tone === 'active' && 'border-brand-300 bg-brand-50 shadow-sm',
              step.tone === 'waiting' && 'border-border bg-background',
            )}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'mt-0.5 size-5 shrink-0',
                step.tone === 'done' && 'text-accent-700',
                step.tone === 'active' && 'text-brand-700 motion-safe:animate-spin',
                step.tone === 'waiting' && 'text-ink-400',
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
                    step.tone === 'done' && 'text-accent-800',
                    step.tone === 'active' && 'text-brand-800',
                    step.tone === 'waiting' && 'text-muted-foreground',
                  )}
                >
                  {step.statusLabel}
                </span>
              </div>
              <p className="mt-1 text-small text-muted-foreground">{step.description}</p>
              {step.detail}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
